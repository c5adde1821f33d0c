// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { printFormEntries } from '@core/contracts/prints';
import { papers } from '@core/layout/papers';
import { placePhotoSheet } from '@core/layout/place-photo-sheet';
import { placeWatermark } from '@core/layout/place-watermark';
import { resolveSheetChoice } from '@core/layout/sheet-layouts';
import { SheetPreview } from '../src/features/print-studio/components/sheet-preview';
import { mostFromRow, sheetOptionsFor, startRowsFor, usePhotoSheetChoice } from '../src/features/print-studio/hooks/use-photo-sheet-choice';
import { loadPageTexts, setLanguage, translate } from '../src/lib/i18n';

describe('the passport studio’s start row on a partly used A4 sheet (decision 0038)', () => {
  beforeAll(async () => {
    await loadPageTexts();
    await setLanguage('hi');
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('offers the rows of an A4 sheet only, caps the count to the rows left, and sends startRow only past row 1', () => {
    const { result } = renderHook(() => usePhotoSheetChoice());
    // a4-6 (35×45 mm): six rows of five.
    expect(result.current.startRows).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result.current.sheet).toEqual({ layout: 'a4-6' });
    act(() => result.current.chooseStartRow(6));
    expect([result.current.most, result.current.count]).toEqual([5, 5]);
    expect(result.current.sheet).toEqual({ layout: 'a4-6', count: 5, startRow: 6 });
    expect(result.current.layout).toMatchObject({ id: 'a4-6-of-5-from-row-6', startRow: 6, count: 5 });
    act(() => result.current.chooseStartRow(3));
    expect(result.current.sheet).toEqual({ layout: 'a4-6', startRow: 3 });
    expect(printFormEntries({ kind: 'photo-sheet', service: 'passport-photo', mode: 'clean', delivery: 'pdf', sheet: result.current.sheet }).at(-1)).toEqual([
      'startRow',
      '3',
    ]);
    // A size's fullest A4 sheet from row 3 is the photos of the rows left; the server takes the same sheet.
    act(() => result.current.chooseSheet('a4'));
    expect(result.current.sheet).toEqual({ layout: 'a4', size: '35x45', startRow: 3 });
    expect(result.current.most).toBe(20);
    const served = resolveSheetChoice(result.current.sheet);
    expect(served.ok && served.layout).toEqual(result.current.layout);
    // Another paper: no rows to choose, the sheet starts at row 1, nothing sent.
    act(() => result.current.chooseSheet('4x6-6'));
    expect(result.current.startRows).toEqual([1]);
    expect(result.current.sheet).toEqual({ layout: '4x6-6' });
    // The row asked for is capped by a sheet with fewer rows (51×51 mm: five on A4).
    act(() => result.current.chooseSheet('a4'));
    act(() => result.current.chooseStartRow(6));
    act(() => result.current.chooseSize('51x51'));
    expect(result.current.startRows).toHaveLength(5);
    expect(result.current.startRow).toBe(5);
    expect(result.current.most).toBe(3);
  });

  it('knows every A4 sheet’s rows, and the most from each', () => {
    for (const size of ['35x45', '51x51', '25x35', '20x25'] as const) {
      for (const option of sheetOptionsFor(size)) {
        const rows = startRowsFor(option.layout);
        if (option.layout.paper.id !== 'a4') expect(rows).toEqual([1]);
        else expect(rows.length).toBeGreaterThan(1);
        for (const row of rows) {
          const most = mostFromRow(option.layout, row);
          const chosen = resolveSheetChoice({ layout: option.value, ...(option.kind === 'paper' ? { size } : {}), count: most, startRow: row });
          expect(chosen.ok, `${option.layout.id} from row ${row}`).toBe(true);
        }
      }
    }
  });

  it('greys the used rows in the preview, named in English and Hindi, and draws the photos below them', async () => {
    const chosen = resolveSheetChoice({ layout: 'a4', size: '35x45', startRow: 3 });
    if (!chosen.ok) throw new Error(chosen.message);
    render(createElement(SheetPreview, { layout: chosen.layout, photoUrl: null, watermark: null, label: 'sheet' }));
    const svg = screen.getByTestId('sheet-preview');
    expect(svg.getAttribute('data-start-row')).toBe('3');
    expect(svg.getAttribute('data-photos')).toBe('20');
    const used = screen.getByTestId('sheet-preview-used');
    const rect = used.querySelector('rect')!;
    expect(Number(rect.getAttribute('height'))).toBeCloseTo(5 + 2 * 47 - 1, 6);
    expect(used.textContent).toBe('Used before');
    for (const slot of svg.querySelectorAll('.studio-preview__slot')) expect(Number(slot.getAttribute('y'))).toBeGreaterThanOrEqual(5 + 2 * 47);
    expect(translate('hi', 'studio.preview.used')).not.toMatch(/[A-Za-z]/);
    expect(translate('hi', 'studio.layout.startRow')).not.toBe(translate('en', 'studio.layout.startRow'));
    cleanup();
    const fresh = resolveSheetChoice({ layout: 'a4-6' });
    render(createElement(SheetPreview, { layout: fresh.ok ? fresh.layout : chosen.layout, photoUrl: null, watermark: null, label: 'sheet' }));
    expect(screen.queryByTestId('sheet-preview-used')).toBeNull();
  });

  it('keeps the watermark of a free print off the used rows in the preview, as the PDF does (decision 0065)', () => {
    const chosen = resolveSheetChoice({ layout: 'a4', size: '35x45', startRow: 3 });
    if (!chosen.ok) throw new Error(chosen.message);
    render(createElement(SheetPreview, { layout: chosen.layout, photoUrl: null, watermark: 'Photo Print', label: 'sheet' }));
    const used = placePhotoSheet(chosen.layout).used!;
    const marks = [...screen.getByTestId('sheet-preview').querySelectorAll('.studio-preview__watermark text')];
    const expected = placeWatermark(papers.a4, 'Photo Print', used).marks;
    expect(marks).toHaveLength(expected.length);
    expect(marks.length).toBeLessThan(140);
    marks.forEach((mark, i) => {
      const [x, y] = /translate\(([-\d.e]+) ([-\d.e]+)\)/.exec(mark.getAttribute('transform')!)!.slice(1).map(Number);
      expect([x, y]).toEqual([expected[i]!.x, expected[i]!.y]);
      expect(y).toBeGreaterThan(used.y + used.height);
    });
  });
});
