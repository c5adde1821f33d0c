import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxFitGrid } from '../src/layout/max-fit-grid';
import { papers } from '../src/layout/papers';
import { placeCustomerPages } from '../src/layout/place-customer-pages';
import { placeCustomerSheet, type SheetCustomerChoice } from '../src/layout/place-customer-sheet';
import { findPhotoSize, photoSizes } from '../src/layout/photo-sizes';
import { paperList } from '../src/layout/sheet-layouts';

const anyList = fc.constantFrom(...paperList).chain((paper) =>
  fc.record({
    paper: fc.constant(paper),
    choices: fc.array(
      fc
        .constantFrom(...photoSizes)
        .chain((size) =>
          fc.record({ label: fc.constant('A'), size: fc.constant(size.id), count: fc.integer({ min: 1, max: maxFitGrid(paper, size).count + 3 }) }),
        ),
      { minLength: 1, maxLength: 8 },
    ),
  }),
);

describe('placeCustomerPages: several customers on one sheet, or two (decision 0071)', () => {
  it('whatever fits one sheet is that sheet; else the customers in order, each whole, on sheet 1 as far as it goes and the rest on sheet 2; else refused with what fits', () => {
    fc.assert(
      fc.property(anyList, ({ paper, choices: unlabelled }) => {
        const choices: SheetCustomerChoice[] = unlabelled.map((c, i) => ({ ...c, label: String(i + 1) }));
        const one = placeCustomerSheet(paper, choices);
        const result = placeCustomerPages(paper, choices);
        if (one.ok) {
          expect(result).toEqual({ ok: true, pages: [{ sheet: one.sheet, first: 0 }] });
          return;
        }
        const pages = result.ok ? result.pages : result.fitted;
        expect(pages.length).toBeLessThanOrEqual(2);
        pages.forEach((page, p) => {
          const end = pages[p + 1]?.first ?? (result.ok ? choices.length : page.first + page.sheet.customers.length);
          const mine = choices.slice(page.first, end);
          expect(page.sheet.customers).toHaveLength(mine.length);
          expect(placeCustomerSheet(paper, mine)).toEqual({ ok: true, sheet: page.sheet });
          mine.forEach((c, i) => expect(page.sheet.customers[i]!.rects).toHaveLength(c.count));
          // Sheet 1 is as full as it goes: the next customer would not fit it.
          if (p === 0 && end < choices.length) expect(placeCustomerSheet(paper, choices.slice(0, end + 1)).ok).toBe(false);
        });
        if (result.ok) {
          expect(pages).toHaveLength(2);
          expect(pages[0]!.first).toBe(0);
        } else {
          expect(result.code).toBe('LAYOUT_DOES_NOT_FIT');
          expect(result.message).not.toBe('');
          // Never nothing to show while the first customer fits a sheet alone.
          if (placeCustomerSheet(paper, choices.slice(0, 1)).ok) expect(result.fitted.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('A4: 24 and 12 passport photos go on two sheets, customer 2 whole on sheet 2; a customer too many for a sheet alone is refused by name', () => {
    const result = placeCustomerPages(papers.a4, [
      { label: '1', size: '35x45', count: 24 },
      { label: '2', size: '35x45', count: 12 },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.pages.map((p) => [p.first, p.sheet.customers.map((c) => c.rects.length)])).toEqual([
      [0, [24]],
      [1, [12]],
    ]);
    const tooMany = placeCustomerPages(papers.a4, [
      { label: '1', size: '35x45', count: 6 },
      { label: 'Ravi', size: '35x45', count: 31 },
    ]);
    expect(tooMany).toMatchObject({ ok: false, code: 'LAYOUT_DOES_NOT_FIT', message: expect.stringMatching(/^Customer Ravi: /) });
    expect(!tooMany.ok && tooMany.fitted.map((p) => p.sheet.customers.length)).toEqual([1]);
    const most = maxFitGrid(papers.a4, findPhotoSize('35x45')!).count;
    const three = placeCustomerPages(
      papers.a4,
      ['1', '2', '3'].map((label) => ({ label, size: '35x45', count: most })),
    );
    expect(three).toMatchObject({ ok: false, message: expect.stringContaining('do not fit on two A4 sheets') });
    expect(!three.ok && three.fitted).toHaveLength(2);
  });
});
