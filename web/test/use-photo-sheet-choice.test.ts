// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { printFormEntries } from '@core/contracts/prints';
import { photoSizes } from '@core/layout/photo-sizes';
import { resolveSheetPages } from '@core/layout/pick-sheet-pages';
import { resolveSheetChoice, sheetLayouts } from '@core/layout/sheet-layouts';
import { cropAspectFor, countFrom, sheetOptionsFor, usePhotoSheetChoice } from '../src/features/print-studio/hooks/use-photo-sheet-choice';
import { pickedSheetsText, tooManyText } from '../src/features/print-studio/lib/picked-sheets-text';
import { photoSizeName } from '../src/features/print-studio/lib/photo-size-name';
import { sheetLayoutName } from '../src/features/print-studio/lib/sheet-layout-name';
import { loadPageTexts, setLanguage, translate, type TFunction } from '../src/lib/i18n';

const tIn =
  (lng: 'en' | 'hi'): TFunction =>
  (key, values) =>
    translate(lng, key, values);

describe('the passport studio’s photo size, sheet and count (decision 0036)', () => {
  beforeAll(async () => {
    await loadPageTexts();
    await setLanguage('hi');
    await setLanguage('en');
  });
  afterEach(cleanup);

  it.each(photoSizes.map((size) => [size.id, size] as const))('%s: the crop takes the size’s aspect, and is exported at 600 dpi of it', (id, size) => {
    const { result } = renderHook(() => usePhotoSheetChoice());
    act(() => result.current.chooseSize(id));
    expect(result.current.sizeId).toBe(id);
    expect(result.current.cropAspect).toBeCloseTo(size.width / size.height, 12);
    expect(cropAspectFor(id)).toBeCloseTo(size.width / size.height, 12);
    expect(result.current.layout.photo).toEqual({ width: size.width, height: size.height });
    const pixels = result.current.cropSizer({ width: 4000, height: 4000 });
    expect(pixels.width / pixels.height).toBeCloseTo(size.width / size.height, 2);
    expect(pixels.width).toBe(Math.round((size.width / 25.4) * 600));
  });

  it('crops 51×51 mm square (1:1): 1205×1205 px; every fixed 35×45 sheet, the 42-up too, at 7:9', () => {
    const { result } = renderHook(() => usePhotoSheetChoice());
    expect(result.current.cropAspect).toBeCloseTo(7 / 9, 12);
    for (const layout of sheetLayouts) {
      act(() => result.current.chooseSheet(layout.id));
      expect(result.current.cropAspect, layout.id).toBeCloseTo(7 / 9, 12);
    }
    act(() => result.current.chooseSize('51x51'));
    expect(result.current.cropAspect).toBe(1);
    expect(result.current.cropSizer({ width: 3000, height: 3000 })).toEqual({ width: 1205, height: 1205, lowResolution: false });
    expect(result.current.cropSizer({ width: 400, height: 400 })).toMatchObject({ width: 602, height: 602, lowResolution: true });
  });

  it('offers each paper’s fullest sheet for a size, takes a count up to it, and sends size and count only when chosen', () => {
    const { result } = renderHook(() => usePhotoSheetChoice());
    // The default is as before: a4-6, no size, no count on the form.
    expect(printFormEntries({ kind: 'photo-sheet', service: 'passport-photo', mode: 'clean', delivery: 'receipt', sheet: result.current.sheet })).toEqual([
      ['service', 'passport-photo'],
      ['mode', 'clean'],
      ['layout', 'a4-6'],
    ]);
    act(() => result.current.chooseSize('51x51'));
    expect(result.current.options.map((o) => [o.value, o.layout.count])).toEqual([
      ['a4', 15],
      ['4x6', 2],
      ['4x6l', 2],
      ['5x7', 6],
    ]);
    expect(result.current.sheet).toEqual({ layout: 'a4', size: '51x51' });
    act(() => result.current.setCountText('10'));
    expect(result.current.sheet).toEqual({ layout: 'a4', size: '51x51', count: 10 });
    expect(result.current.layout.count).toBe(10);
    // More than the sheet holds: a second sheet (decision 0071), as the server reads the same choice.
    act(() => result.current.setCountText('20'));
    expect(result.current.sheet).toEqual({ layout: 'a4', size: '51x51', count: 20 });
    expect(result.current.pages.map((page) => page.count)).toEqual([15, 5]);
    expect(resolveSheetPages(result.current.sheet)).toEqual({ ok: true, pages: result.current.pages });
    expect([result.current.mostInAll, result.current.tooMany]).toEqual([30, false]);
    // More than two sheets take: said, never printed as fewer.
    act(() => result.current.setCountText('40'));
    expect([result.current.count, result.current.tooMany]).toEqual([30, true]);
    // Cleared while typing: the field shows what was typed, the sheet keeps all its photos.
    act(() => result.current.setCountText(''));
    expect([result.current.countField, result.current.count]).toEqual(['', 15]);
    expect(result.current.sheet).toEqual({ layout: 'a4', size: '51x51' });
    act(() => result.current.chooseSheet('4x6'));
    expect(result.current.count).toBe(2);
    expect(countFrom('', 9)).toBe(9);
    expect(countFrom('0', 9)).toBe(9);
    expect(countFrom('2.5', 9)).toBe(9);
    expect(countFrom('3', 9)).toBe(3);
    // 35×45 mm: the fixed layouts, then the fullest sheets no fixed layout is (A4's 30, 5×7's 9).
    expect(
      sheetOptionsFor('35x45')
        .filter((o) => o.kind === 'paper')
        .map((o) => o.layout.id),
    ).toEqual(['a4-35x45-30', '5x7-35x45-9']);
  });

  it('says what the count picked, in English and in Hindi: one sheet, a larger one on the same paper, or two sheets (decision 0071)', () => {
    const { result } = renderHook(() => usePhotoSheetChoice());
    act(() => result.current.chooseSheet('4x6-6'));
    act(() => result.current.setCountText('10'));
    expect(result.current.sheet).toEqual({ layout: '4x6-6', count: 10 });
    expect(pickedSheetsText(tIn('en'), result.current.pages)).toBe('10 photos: 6 on 4×6 in sheet 1, 4 on sheet 2. Load two sheets.');
    expect(pickedSheetsText(tIn('hi'), result.current.pages)).toBe('10 फ़ोटो: 6 4×6 इंच की शीट 1 पर, 4 शीट 2 पर। दो शीट रखें।');
    act(() => result.current.chooseSheet('a4-6'));
    act(() => result.current.setCountText('10'));
    expect(result.current.pages.map((page) => page.id)).toEqual(['a4-12-of-10']);
    expect(pickedSheetsText(tIn('en'), result.current.pages)).toBe('Prints 10 photos on A4 (2 rows of 5).');
    act(() => result.current.chooseStartRow(5));
    act(() => result.current.setCountText('15'));
    expect(pickedSheetsText(tIn('en'), result.current.pages)).toBe('15 photos: 10 on A4 sheet 1 from row 5, 5 on sheet 2 from row 1. Load two sheets.');
    act(() => result.current.setCountText('41'));
    expect(result.current.tooMany).toBe(true);
    expect(tooManyText(tIn('en'), result.current.mostInAll, result.current.layout.paper)).toBe(
      'Two A4 sheets take at most 40 photos of this size. Type 40 or fewer.',
    );
  });

  it('names every size in mm with what it is for, and every size’s sheet, in English and in Hindi', () => {
    for (const size of photoSizes) {
      const mm = `${size.width}×${size.height}`;
      expect(photoSizeName(tIn('en'), size.id)).toMatch(new RegExp(`^${mm} mm .*— \\w`));
      expect(photoSizeName(tIn('hi'), size.id)).toMatch(new RegExp(`^${mm} मिमी .*— \\S`));
      expect(photoSizeName(tIn('hi'), size.id)).not.toBe(photoSizeName(tIn('en'), size.id));
      for (const option of sheetOptionsFor(size.id).filter((o) => o.kind === 'paper')) {
        // Its own size is the one chosen: named by count, paper and how the photos stand (decision 0065).
        expect(sheetLayoutName(tIn('en'), option.layout)).toMatch(
          new RegExp(
            `^${option.layout.count} photos on ${option.layout.paper.label.replace(/[()]/g, '\\$&')} \\((\\d+( \\+ \\d+)+|\\d+ in a row|\\d+ rows of \\d+( \\+ \\d+)?)\\)$`,
          ),
        );
        const hindi = sheetLayoutName(tIn('hi'), option.layout);
        expect(hindi).toContain(`${option.layout.count} फ़ोटो (`);
        expect(hindi).not.toContain(mm);
        expect(hindi.replace(/A4/g, '')).not.toMatch(/[A-Za-z]/);
      }
    }
    expect(photoSizeName(tIn('en'), '51x51')).toBe('51×51 mm (2×2 in) — visa, OCI');
    // A fixed layout with fewer photos is named by its count, paper and arrangement, as every layout (decision 0065).
    const fewer = resolveSheetChoice({ layout: 'a4-12', count: 5 });
    expect(fewer.ok && sheetLayoutName(tIn('en'), fewer.layout)).toBe('5 photos on A4 (5 in a row)');
    expect(fewer.ok && sheetLayoutName(tIn('hi'), fewer.layout)).toBe('A4 पर 5 फ़ोटो (एक पंक्ति में 5)');
    expect(sheetLayoutName(tIn('en'), sheetLayouts[1])).toBe('7 photos on A4 (5 + 2)');
  });
});
