import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHOTO_GAP, papers } from '../src/layout/papers';
import { placePhotoSheet, usedSheetPart } from '../src/layout/place-photo-sheet';
import { rowTop, type Rect } from '../src/layout/place-photos';
import type { ScaleBarMarks } from '../src/layout/place-scale-bar-marks';
import type { Segment } from '../src/layout/segment';
import {
  findSheetLayout,
  photosFromRow,
  resolveSheetChoice,
  sheetLayouts,
  sheetRows,
  sizeSheetLayouts,
  type SheetChoice,
  type SheetLayout,
} from '../src/layout/sheet-layouts';

const EPS = 1e-6;
const a4 = papers.a4;

/** Every A4 sheet a start row applies to, as the choice that asks for it: the fixed A4 layouts and every size's fullest A4 sheet. */
const a4Choices: Array<{ name: string; choice: SheetChoice; full: SheetLayout }> = [
  ...sheetLayouts.filter((l) => l.paper.id === 'a4').map((l) => ({ name: l.id, choice: { layout: l.id }, full: l as SheetLayout })),
  ...sizeSheetLayouts.filter((l) => l.paper.id === 'a4').map((l) => ({ name: l.id, choice: { layout: 'a4', size: l.size! }, full: l })),
];

/** The rectangle a scale bar's drawing takes: its line, ticks and the label's start (the label runs along the bar). */
function barBox(marks: ScaleBarMarks): Rect {
  const segments: Segment[] = [marks.line, ...marks.ticks];
  const xs = segments.flatMap((s): number[] => [s.x1, s.x2]).concat(marks.label.rotate ? [marks.label.x - marks.label.fontSize] : [marks.label.x]);
  const ys = segments.flatMap((s): number[] => [s.y1, s.y2]).concat(marks.label.rotate ? [marks.label.y] : [marks.label.y - marks.label.fontSize]);
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y } as Rect;
}

/**
 * What a partly used sheet keeps to: every photo in a row at or below the start row, at its size,
 * inside the margin; every cut inside the margin and never above the used part's edge; the bar
 * inside the printable area, below that edge, clear of photos.
 */
function expectPartialSheetRules(layout: SheetLayout, startRow: number) {
  const sheet = placePhotoSheet(layout);
  const firstTop = rowTop(a4, layout.photo, startRow);
  const usedBottom = startRow > 1 ? firstTop - PHOTO_GAP / 2 : 0;
  expect(sheet.rects).toHaveLength(layout.count);
  if (startRow > 1) expect(sheet.used).toEqual({ x: 0, y: 0, width: a4.width, height: expect.closeTo(usedBottom, 9) as number });
  else expect(sheet.used).toBeNull();
  for (const r of sheet.rects) {
    expect(r.width).toBe(layout.photo.width);
    expect(r.height).toBe(layout.photo.height);
    expect(r.y, `photo above row ${startRow}`).toBeGreaterThanOrEqual(firstTop - EPS);
    const row = (r.y - a4.margin) / (layout.photo.height + PHOTO_GAP) + 1;
    expect(Math.abs(row - Math.round(row))).toBeLessThan(EPS);
    expect(r.x).toBeGreaterThanOrEqual(a4.margin - EPS);
    expect(r.x + r.width).toBeLessThanOrEqual(a4.width - a4.margin + EPS);
    expect(r.y + r.height).toBeLessThanOrEqual(a4.height - a4.margin + EPS);
  }
  expect(Math.min(...sheet.rects.map((r) => r.y))).toBeCloseTo(firstTop, 9);
  for (const cut of sheet.cuts) {
    for (const y of [cut.y1, cut.y2]) {
      expect(y, `cut ${JSON.stringify(cut)} into the used part`).toBeGreaterThanOrEqual(Math.max(usedBottom, a4.margin) - EPS);
      expect(y).toBeLessThanOrEqual(a4.height - a4.margin + EPS);
    }
    for (const x of [cut.x1, cut.x2]) expect(x >= a4.margin - EPS && x <= a4.width - a4.margin + EPS, JSON.stringify(cut)).toBe(true);
  }
  expect(sheet.scaleBarPlace === 'none').toBe(sheet.scaleBar === null);
  if (sheet.scaleBar) {
    const box = barBox(sheet.scaleBar);
    expect(box.x).toBeGreaterThanOrEqual(a4.margin - EPS);
    expect(box.x + box.width).toBeLessThanOrEqual(a4.width - a4.margin + EPS);
    expect(box.y, 'bar over the used part').toBeGreaterThanOrEqual(Math.max(usedBottom, a4.margin) - EPS);
    expect(box.y + box.height).toBeLessThanOrEqual(a4.height - a4.margin + EPS);
    for (const r of sheet.rects) {
      const apart = box.x + box.width <= r.x + EPS || r.x + r.width <= box.x + EPS || box.y + box.height <= r.y + EPS || r.y + r.height <= box.y + EPS;
      expect(apart, `bar over photo ${JSON.stringify(r)}`).toBe(true);
    }
  }
  return sheet;
}

describe('a partly used A4 sheet (startRow, decision 0038)', () => {
  it.each(a4Choices.map((c) => [c.name, c] as const))(
    '%s: every start row, the photos of the rows left (or its count), only there',
    (_name, { choice, full }) => {
      const rows = sheetRows(full);
      for (let startRow = 1; startRow <= rows; startRow += 1) {
        const room = photosFromRow(full, startRow);
        let result = resolveSheetChoice({ ...choice, startRow });
        if (full.size || room >= full.count) {
          expect(result.ok, `row ${startRow}`).toBe(true);
        } else {
          // A fixed layout keeps its count: refused with the most the rows left take, then asked with that.
          expect(result).toMatchObject({ ok: false, code: 'LAYOUT_DOES_NOT_FIT', maxCount: room });
          result = resolveSheetChoice({ ...choice, startRow, count: room });
        }
        if (!result.ok) throw new Error(`row ${startRow}: ${result.message}`);
        expect(result.layout.count).toBe(Math.min(full.count, room));
        expect(result.layout.startRow).toBe(startRow === 1 ? undefined : startRow);
        if (startRow > 1) expect(result.layout.id).toMatch(new RegExp(`-from-row-${startRow}$`));
        expectPartialSheetRules(result.layout, startRow);
      }
    },
  );

  it('with fast-check: any A4 sheet, start row and count up to the room left keeps the rules; one more is refused with the most', () => {
    const anyChoice = fc
      .constantFrom(...a4Choices)
      .chain((c) => fc.tuple(fc.constant(c), fc.integer({ min: 1, max: sheetRows(c.full) })))
      .chain(([c, startRow]) => fc.tuple(fc.constant(c), fc.constant(startRow), fc.integer({ min: 1, max: photosFromRow(c.full, startRow) + 3 })));
    fc.assert(
      fc.property(anyChoice, ([{ choice, full }, startRow, count]) => {
        const room = Math.min(photosFromRow(full, startRow), full.count);
        const result = resolveSheetChoice({ ...choice, startRow, count });
        if (count > room) {
          expect(result).toMatchObject({ ok: false, code: 'LAYOUT_DOES_NOT_FIT' });
          return;
        }
        if (!result.ok) throw new Error(result.message);
        expect(result.layout.count).toBe(count);
        expectPartialSheetRules(result.layout, startRow);
      }),
      { numRuns: 300 },
    );
  });

  it('row 1 is the sheet as before: the same photos, cuts and bar, nothing used', () => {
    for (const { choice, full } of a4Choices) {
      const fresh = placePhotoSheet(full);
      const resolved = resolveSheetChoice({ ...choice, startRow: 1 });
      expect(resolved).toEqual({ ok: true, layout: full });
      expect(placePhotoSheet({ ...full, startRow: 1 })).toEqual(fresh);
      expect(fresh.used).toBeNull();
    }
  });

  it('parts the photos from the used part by a cut across the top row at its edge, and no crop marks reach into it', () => {
    const result = resolveSheetChoice({ layout: 'a4', size: '35x45', startRow: 3 });
    if (!result.ok) throw new Error(result.message);
    const sheet = placePhotoSheet(result.layout);
    const edge = usedSheetPart(result.layout)!.height;
    expect(edge).toBeCloseTo(5 + 2 * 47 - 1, 9);
    const across = sheet.cuts.filter((c) => Math.abs(c.y1 - edge) < EPS && Math.abs(c.y2 - edge) < EPS);
    expect(across).toHaveLength(1);
    const top = sheet.rects.filter((r) => Math.abs(r.y - (edge + 1)) < EPS);
    expect(across[0]!.x1).toBeCloseTo(Math.min(...top.map((r) => r.x)), 9);
    expect(across[0]!.x2).toBeCloseTo(Math.max(...top.map((r) => r.x + r.width)), 9);
    expect(sheet.rects).toHaveLength(20);
  });

  it('keeps the 42-up bar upright beside the grid while 50 mm stay below the used part, else none', () => {
    const full = findSheetLayout('a4-42')!;
    for (let startRow = 1; startRow <= sheetRows(full); startRow += 1) {
      const result = resolveSheetChoice({ layout: 'a4-42', startRow, count: photosFromRow(full, startRow) });
      if (!result.ok) throw new Error(result.message);
      const sheet = expectPartialSheetRules(result.layout, startRow);
      const gridHeight = (sheetRows(full) - startRow + 1) * (full.photo.height + PHOTO_GAP) - PHOTO_GAP;
      expect(sheet.scaleBarPlace, `row ${startRow}`).toBe(gridHeight + PHOTO_GAP / 2 >= 50 || startRow === 1 ? 'beside' : 'none');
    }
  });

  it('refuses a start row on another paper, past the last row, and a count the rows left do not take', () => {
    expect(resolveSheetChoice({ layout: '4x6-6', startRow: 2 })).toMatchObject({ ok: false, code: 'LAYOUT_DOES_NOT_FIT' });
    expect(resolveSheetChoice({ layout: '5x7', size: '20x25', startRow: 2 })).toMatchObject({
      ok: false,
      code: 'LAYOUT_DOES_NOT_FIT',
      message: 'Only A4 sheets can start at a later row; 5×7 in starts at row 1.',
    });
    expect(resolveSheetChoice({ layout: '4x6-6', startRow: 1 })).toMatchObject({ ok: true });
    expect(resolveSheetChoice({ layout: 'a4', size: '35x45', startRow: 7 })).toMatchObject({
      ok: false,
      code: 'LAYOUT_DOES_NOT_FIT',
      message: 'Row 7 is not on this sheet: A4 (35×45 mm) has rows 1 to 6.',
    });
    expect(resolveSheetChoice({ layout: 'a4', size: '35x45', startRow: 5, count: 11 })).toMatchObject({
      ok: false,
      code: 'LAYOUT_DOES_NOT_FIT',
      maxCount: 10,
      message: '11 photos do not fit from row 5: A4 (35×45 mm) holds at most 10 from there.',
    });
    expect(resolveSheetChoice({ layout: 'a4-24', startRow: 3 })).toMatchObject({ ok: false, code: 'LAYOUT_DOES_NOT_FIT', maxCount: 20 });
    expect(resolveSheetChoice({ layout: 'a4-24', startRow: 3, count: 20 })).toMatchObject({ ok: true, layout: { id: 'a4-24-of-20-from-row-3', count: 20 } });
    expect(resolveSheetChoice({ layout: 'a4-6', startRow: 6 })).toMatchObject({ ok: false, maxCount: 5 });
  });
});
