import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxFitGrid } from '../src/layout/max-fit-grid';
import { PHOTO_GAP, papers, type Paper } from '../src/layout/papers';
import { CROP_MARK_CLEARANCE } from '../src/layout/place-cut-lines';
import { placePhotoSheet } from '../src/layout/place-photo-sheet';
import { boundingBox, placePhotos, type Rect } from '../src/layout/place-photos';
import { findPhotoSize, photoSizeAspect, photoSizes } from '../src/layout/photo-sizes';
import type { Segment } from '../src/layout/segment';
import {
  findSheetLayout,
  paperList,
  resolveSheetChoice,
  sheetCropSize,
  sheetLayouts,
  sizeSheetLayout,
  sizeSheetLayouts,
  type SheetLayout,
} from '../src/layout/sheet-layouts';

const EPS = 1e-6;
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width - EPS && b.x < a.x + a.width - EPS && a.y < b.y + b.height - EPS && b.y < a.y + a.height - EPS;

/** Whether an axis-aligned segment comes closer than `distance` to a rectangle. */
function closerThan(s: Segment, r: Rect, distance: number): boolean {
  const dx = Math.max(r.x - Math.max(s.x1, s.x2), Math.min(s.x1, s.x2) - (r.x + r.width), 0);
  const dy = Math.max(r.y - Math.max(s.y1, s.y2), Math.min(s.y1, s.y2) - (r.y + r.height), 0);
  return Math.hypot(dx, dy) < distance - EPS;
}

/** What every sheet keeps to (docs/domain-rules.md §5, decision 0033): photos at their size inside the margin, apart, 2 mm gaps, cuts in the gaps or outside the grid, never in the margin, never over a photo. */
function expectSheetRules(layout: SheetLayout) {
  const { paper, photo } = layout;
  const sheet = placePhotoSheet(layout);
  expect(sheet.rects).toHaveLength(layout.count);
  for (const r of sheet.rects) {
    expect(r.width).toBe(photo.width);
    expect(r.height).toBe(photo.height);
    expect(r.x).toBeGreaterThanOrEqual(paper.margin - EPS);
    expect(r.y).toBeGreaterThanOrEqual(paper.margin - EPS);
    expect(r.x + r.width).toBeLessThanOrEqual(paper.width - paper.margin + EPS);
    expect(r.y + r.height).toBeLessThanOrEqual(paper.height - paper.margin + EPS);
  }
  for (let i = 0; i < sheet.rects.length; i += 1)
    for (let j = i + 1; j < sheet.rects.length; j += 1) expect(overlaps(sheet.rects[i]!, sheet.rects[j]!), `${i} over ${j}`).toBe(false);
  const xs = [...new Set(sheet.rects.map((r) => Math.round(r.x * 1e6) / 1e6))].sort((a, b) => a - b);
  const ys = [...new Set(sheet.rects.map((r) => Math.round(r.y * 1e6) / 1e6))].sort((a, b) => a - b);
  for (let i = 1; i < xs.length; i += 1) expect(xs[i]! - xs[i - 1]! - photo.width).toBeCloseTo(PHOTO_GAP, 5);
  for (let i = 1; i < ys.length; i += 1) expect(ys[i]! - ys[i - 1]! - photo.height).toBeCloseTo(PHOTO_GAP, 5);
  const box = boundingBox(sheet.rects);
  for (const cut of sheet.cuts) {
    for (const x of [cut.x1, cut.x2]) expect(x >= paper.margin - EPS && x <= paper.width - paper.margin + EPS, JSON.stringify(cut)).toBe(true);
    for (const y of [cut.y1, cut.y2]) expect(y >= paper.margin - EPS && y <= paper.height - paper.margin + EPS, JSON.stringify(cut)).toBe(true);
    const inGrid =
      Math.min(cut.x1, cut.x2) > box.x - EPS &&
      Math.max(cut.x1, cut.x2) < box.x + box.width + EPS &&
      Math.min(cut.y1, cut.y2) > box.y - EPS &&
      Math.max(cut.y1, cut.y2) < box.y + box.height + EPS;
    for (const r of sheet.rects) expect(closerThan(cut, r, inGrid ? PHOTO_GAP / 2 : CROP_MARK_CLEARANCE), JSON.stringify(cut)).toBe(false);
  }
  expect(sheet.scaleBarPlace === 'none').toBe(sheet.scaleBar === null);
}

/** Whether one more row or column would still fit inside the margins with the 2 mm gap. */
function oneMoreFits(paper: Paper, photo: { width: number; height: number }, columns: number, rows: number): boolean {
  const inner = { width: paper.width - 2 * paper.margin, height: paper.height - 2 * paper.margin };
  const widthOf = (n: number) => n * photo.width + (n - 1) * PHOTO_GAP;
  const heightOf = (n: number) => n * photo.height + (n - 1) * PHOTO_GAP;
  return widthOf(columns + 1) <= inner.width + EPS || heightOf(rows + 1) <= inner.height + EPS;
}

describe('photo sizes and their sheets (decision 0036)', () => {
  it('has the four sizes, 35×45 mm first, each with its aspect (1:1 for 51×51)', () => {
    expect(photoSizes.map((s) => [s.id, s.width, s.height, s.use])).toEqual([
      ['35x45', 35, 45, 'passport'],
      ['51x51', 51, 51, 'visa'],
      ['25x35', 25, 35, 'pan'],
      ['20x25', 20, 25, 'stamp'],
    ]);
    expect(photoSizeAspect(findPhotoSize('51x51')!)).toBe(1);
    expect(photoSizeAspect(findPhotoSize('35x45')!)).toBeCloseTo(7 / 9, 12);
  });

  it('computes the max-fit grid from the margins and gaps: the counts per paper', () => {
    const counts = Object.fromEntries(sizeSheetLayouts.map((l) => [l.id, l.count]));
    expect(counts).toEqual({
      'a4-35x45-30': 30,
      '4x6-35x45-6': 6,
      '4x6l-35x45-8': 8,
      '5x7-35x45-9': 9,
      'a4-51x51-15': 15,
      '4x6-51x51-2': 2,
      '4x6l-51x51-2': 2,
      '5x7-51x51-6': 6,
      'a4-25x35-49': 49,
      '4x6-25x35-12': 12,
      '4x6l-25x35-10': 10,
      '5x7-25x35-16': 16,
      'a4-20x25-90': 90,
      '4x6-20x25-20': 20,
      '4x6l-20x25-18': 18,
      '5x7-20x25-30': 30,
    });
    // The fixed 35×45 sheets that fill their paper agree with it.
    for (const id of ['4x6-6', '4x6l-8'] as const)
      expect(findSheetLayout(id)!.count).toBe(maxFitGrid(findSheetLayout(id)!.paper, findSheetLayout(id)!.photo).count);
  });

  it.each(sizeSheetLayouts.map((l) => [l.id, l] as const))(
    '%s: inside the margin, no overlap, 2 mm gaps, cuts as on every sheet, and not one photo more fits',
    (_id, layout) => {
      expectSheetRules(layout);
      const grid = maxFitGrid(layout.paper, layout.photo);
      expect(layout.count).toBe(grid.count);
      expect(oneMoreFits(layout.paper, layout.photo, grid.columns, grid.rows)).toBe(false);
      expect(() => placePhotos(layout.paper, layout.photo, layout.count + 1)).toThrow(RangeError);
    },
  );

  it('property: every size on every paper, any count up to the most: the sheet rules hold, with exactly that many photos', () => {
    const choice = fc
      .tuple(fc.constantFrom(...photoSizes), fc.constantFrom(...paperList))
      .chain(([size, paper]) => fc.tuple(fc.constant(size), fc.constant(paper), fc.integer({ min: 1, max: maxFitGrid(paper, size).count })));
    fc.assert(
      fc.property(choice, ([size, paper, count]) => {
        const result = resolveSheetChoice({ layout: paper.id, size: size.id, count });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.layout.count).toBe(count);
        expect(result.layout.id).toBe(`${paper.id}-${size.id}-${count}`);
        expectSheetRules(result.layout);
      }),
    );
  });

  it('property: a count over the most, or not a whole number from 1, is refused with the most that fit', () => {
    const choice = fc.tuple(fc.constantFrom(...photoSizes), fc.constantFrom(...paperList), fc.integer({ min: 1, max: 1000 }));
    fc.assert(
      fc.property(choice, ([size, paper, over]) => {
        const most = maxFitGrid(paper, size).count;
        expect(resolveSheetChoice({ layout: paper.id, size: size.id, count: most + over })).toMatchObject({
          ok: false,
          code: 'LAYOUT_DOES_NOT_FIT',
          maxCount: most,
        });
      }),
    );
    for (const count of [0, -1, 1.5])
      expect(resolveSheetChoice({ layout: 'a4', size: '51x51', count })).toMatchObject({ ok: false, code: 'LAYOUT_DOES_NOT_FIT' });
    expect(() => sizeSheetLayout(findPhotoSize('51x51')!, papers['4x6'], 3)).toThrow(/at most 2/);
  });

  it('keeps every fixed layout id as it was, and fewer photos of a fixed layout in its own grid', () => {
    for (const layout of sheetLayouts) expect(resolveSheetChoice({ layout: layout.id })).toEqual({ ok: true, layout });
    const fewer = resolveSheetChoice({ layout: '5x7-4', count: 3 });
    expect(fewer.ok && fewer.layout).toMatchObject({ id: '5x7-4-of-3', count: 3, columns: 2 });
    if (fewer.ok) expectSheetRules(fewer.layout);
    expect(resolveSheetChoice({ layout: 'a4-6', count: 7 })).toMatchObject({ ok: false, code: 'LAYOUT_DOES_NOT_FIT', maxCount: 6 });
  });

  it('refuses an unknown size, a size with a fixed layout id, and an unknown paper, naming what it knows', () => {
    expect(resolveSheetChoice({ layout: 'a4', size: '40x50' })).toMatchObject({
      ok: false,
      code: 'UNKNOWN_LAYOUT',
      message: expect.stringMatching(/40x50.*51x51/),
    });
    expect(resolveSheetChoice({ layout: 'a4-6', size: '51x51' })).toMatchObject({
      ok: false,
      code: 'UNKNOWN_LAYOUT',
      message: expect.stringMatching(/a4-6.*4x6l/),
    });
    expect(resolveSheetChoice({ layout: 'a4' })).toMatchObject({ ok: false, code: 'UNKNOWN_LAYOUT' });
  });

  it("crops for the sheet's size: a size's own, 35×45 mm for every fixed sheet (the 42-up too)", () => {
    expect(sheetCropSize(sizeSheetLayout(findPhotoSize('51x51')!, papers.a4))).toEqual({ width: 51, height: 51 });
    expect(sheetCropSize(sizeSheetLayout(findPhotoSize('20x25')!, papers['5x7'], 3))).toEqual({ width: 20, height: 25 });
    expect(sheetCropSize(findSheetLayout('a4-42')!)).toEqual({ width: 35, height: 45 });
  });
});
