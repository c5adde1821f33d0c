import { describe, expect, it } from 'vitest';
import { placePhotos } from '../src/layout/place-photos';
import { sheetArrangement } from '../src/layout/sheet-arrangement';
import { resolveSheetChoice, sheetLayouts, sizeSheetLayouts, type SheetLayout } from '../src/layout/sheet-layouts';

/** The photos per row as placed: rectangles grouped by their top, from the top down. */
function rowsPlaced(layout: SheetLayout): number[] {
  const rows = new Map<number, number>();
  for (const rect of placePhotos(layout.paper, layout.photo, layout.count, layout.columns)) rows.set(rect.y, (rows.get(rect.y) ?? 0) + 1);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, n]) => n);
}

const fewer = (['a4-6', 'a4-24', '5x7-8'] as const).map((layout) => {
  const chosen = resolveSheetChoice({ layout, count: 3 });
  if (!chosen.ok) throw new Error(chosen.message);
  return chosen.layout;
});

describe('how a sheet’s photos stand (sheetArrangement, decision 0065)', () => {
  it.each([...sheetLayouts, ...sizeSheetLayouts, ...fewer].map((l) => [l.id, l] as const))('%s: the rows placePhotos fills', (_id, layout) => {
    const { columns, fullRows, rest } = sheetArrangement(layout);
    expect(rowsPlaced(layout)).toEqual([...Array<number>(fullRows).fill(columns), ...(rest > 0 ? [rest] : [])]);
  });

  it('the fixed layouts: 6 = 5 + 1, 7 = 5 + 2, the 42-up 7 rows of 6, 5×7’s 4 in 2 rows of 2', () => {
    const of = (id: string) => sheetArrangement(sheetLayouts.find((l) => l.id === id)!);
    expect(of('a4-6')).toEqual({ columns: 5, fullRows: 1, rest: 1 });
    expect(of('a4-7')).toEqual({ columns: 5, fullRows: 1, rest: 2 });
    expect(of('a4-24')).toEqual({ columns: 5, fullRows: 4, rest: 4 });
    expect(of('a4-42')).toEqual({ columns: 6, fullRows: 7, rest: 0 });
    expect(of('5x7-4')).toEqual({ columns: 2, fullRows: 2, rest: 0 });
  });
});
