import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentLayouts } from '../src/documents/document-layouts';
import { documentTypes } from '../src/documents/document-types';
import { PHOTO_GAP, type Paper } from '../src/layout/papers';
import { CROP_MARK, CROP_MARK_CLEARANCE, placeCutLines } from '../src/layout/place-cut-lines';
import { placeCutOutlines } from '../src/layout/place-cut-outlines';
import { maxDocumentCopies, placeDocuments } from '../src/layout/place-documents';
import { boundingBox, placePhotos, type Rect } from '../src/layout/place-photos';
import type { Segment } from '../src/layout/segment';
import { mm } from '../src/units/units';
import { sheetLayouts } from '../src/layout/sheet-layouts';
import { anyPhotoGrid } from './support/any-photo-grid';

const EPS = 1e-6;
const photosOf = (layout: (typeof sheetLayouts)[number]) =>
  placePhotos(layout.paper, layout.photo, layout.count, 'columns' in layout ? layout.columns : undefined);
const vertical = (s: Segment) => Math.abs(s.x1 - s.x2) < EPS;
const horizontal = (s: Segment) => Math.abs(s.y1 - s.y2) < EPS;
const length = (s: Segment) => Math.hypot(s.x2 - s.x1, s.y2 - s.y1);

/** Whether an axis-aligned segment comes within `distance` of a rectangle (0: touches or enters it). */
function within(s: Segment, r: Rect, distance: number): boolean {
  const [left, right] = [Math.min(s.x1, s.x2), Math.max(s.x1, s.x2)];
  const [top, bottom] = [Math.min(s.y1, s.y2), Math.max(s.y1, s.y2)];
  const dx = Math.max(r.x - right, left - (r.x + r.width), 0);
  const dy = Math.max(r.y - bottom, top - (r.y + r.height), 0);
  return Math.hypot(dx, dy) < distance - EPS;
}

/** Every point of a cut (sampled each 0.25 mm) lies within a crop mark's reach of a photo: nothing runs by empty places. */
function expectBesideAPhoto(cut: Segment, rects: readonly Rect[]) {
  const steps = Math.max(1, Math.ceil(length(cut) / 0.25));
  for (let i = 0; i <= steps; i += 1) {
    const x = cut.x1 + ((cut.x2 - cut.x1) * i) / steps;
    const y = cut.y1 + ((cut.y2 - cut.y1) * i) / steps;
    const point: Segment = { x1: mm(x), y1: mm(y), x2: mm(x), y2: mm(y) };
    expect(
      rects.some((r) => within(point, r, CROP_MARK + EPS * 10)),
      `${JSON.stringify(cut)} at ${x.toFixed(2)},${y.toFixed(2)}`,
    ).toBe(true);
  }
}

function expectCutsInGapsAndMargins(paper: Paper, rects: Rect[], cuts: Segment[]) {
  const box = boundingBox(rects);
  for (const cut of cuts) {
    expect(vertical(cut) || horizontal(cut), JSON.stringify(cut)).toBe(true);
    expect(length(cut)).toBeGreaterThan(0);
    // Never in the margin the printer can't print.
    for (const [x, y] of [
      [cut.x1, cut.y1],
      [cut.x2, cut.y2],
    ] as const) {
      expect(x).toBeGreaterThanOrEqual(paper.margin - EPS);
      expect(x).toBeLessThanOrEqual(paper.width - paper.margin + EPS);
      expect(y).toBeGreaterThanOrEqual(paper.margin - EPS);
      expect(y).toBeLessThanOrEqual(paper.height - paper.margin + EPS);
    }
    // Never over a photo: a line in a gap keeps half the gap from every photo, a crop mark its clearance.
    const inGrid =
      Math.min(cut.x1, cut.x2) > box.x - EPS &&
      Math.max(cut.x1, cut.x2) < box.x + box.width + EPS &&
      Math.min(cut.y1, cut.y2) > box.y - EPS &&
      Math.max(cut.y1, cut.y2) < box.y + box.height + EPS;
    for (const r of rects) expect(within(cut, r, inGrid ? PHOTO_GAP / 2 : CROP_MARK_CLEARANCE), `${JSON.stringify(cut)} near ${JSON.stringify(r)}`).toBe(false);
  }
}

describe('cut lines of photo sheets (placeCutLines)', () => {
  it.each(sheetLayouts.map((l) => [l.id, l] as const))('%s: only in the gaps and outside the grid, never over a photo nor in the margin', (_id, layout) => {
    const rects = photosOf(layout);
    expectCutsInGapsAndMargins(layout.paper, rects, placeCutLines(layout.paper, rects));
  });

  it.each(sheetLayouts.map((l) => [l.id, l] as const))('%s: a cut along the middle of every gap, as far as there are photos beside it', (_id, layout) => {
    const rects = photosOf(layout);
    const cuts = placeCutLines(layout.paper, rects);
    const columns = [...new Set(rects.map((r) => r.x))].sort((a, b) => a - b);
    const rows = [...new Set(rects.map((r) => r.y))].sort((a, b) => a - b);
    const { width, height } = rects[0]!;
    for (const x of columns.slice(1)) {
      const gapMiddle = x - PHOTO_GAP / 2;
      // From the top of the grid to the bottom of the lowest photo left of the gap.
      const lowest = Math.max(...rects.filter((r) => r.x < x && r.x + width > x - PHOTO_GAP - EPS).map((r) => r.y + height));
      expect(
        cuts.some(
          (c) =>
            vertical(c) && Math.abs(c.x1 - gapMiddle) < EPS && Math.abs(Math.min(c.y1, c.y2) - rows[0]!) < EPS && Math.abs(Math.max(c.y1, c.y2) - lowest) < EPS,
        ),
      ).toBe(true);
    }
    for (const y of rows.slice(1)) {
      const gapMiddle = y - PHOTO_GAP / 2;
      const right = Math.max(...rects.filter((r) => r.y < y).map((r) => r.x + width));
      expect(cuts.some((c) => horizontal(c) && Math.abs(c.y1 - gapMiddle) < EPS && Math.abs(Math.max(c.x1, c.x2) - right) < EPS)).toBe(true);
    }
  });

  it.each(sheetLayouts.map((l) => [l.id, l] as const))(
    '%s: every cut runs beside a photo, none around an empty place of a last row that is not full',
    (_id, layout) => {
      const rects = photosOf(layout);
      for (const cut of placeCutLines(layout.paper, rects)) expectBesideAPhoto(cut, rects);
    },
  );

  it('draws the 6-up A4 sheet (five photos over one) without a line by the four empty places', () => {
    const layout = sheetLayouts.find((l) => l.id === 'a4-6')!;
    const rects = photosOf(layout);
    const [first] = rects;
    const sixth = rects[5]!;
    const cuts = placeCutLines(layout.paper, rects);
    const bottom = sixth.y + sixth.height;
    // Under the grid: marks at the sixth photo's two edges only.
    const under = cuts.filter((c) => vertical(c) && Math.min(c.y1, c.y2) > bottom - EPS);
    expect(under.map((c) => c.x1).sort((a, b) => a - b)).toEqual([sixth.x, sixth.x + sixth.width]);
    // Gap lines between columns: the first runs down both rows, the other three down the first row only.
    const gapLines = cuts.filter((c) => vertical(c) && Math.min(c.y1, c.y2) < first!.y + EPS);
    expect(gapLines.map((c) => Math.round(length(c) * 10) / 10)).toEqual([92, 45, 45, 45]);
    // Right of the grid: marks at the first row's edges only; left: both rows.
    const box = boundingBox(rects);
    expect(cuts.filter((c) => horizontal(c) && Math.min(c.x1, c.x2) > box.x + box.width - EPS).map((c) => c.y1)).toEqual([first!.y, first!.y + first!.height]);
    expect(cuts.filter((c) => horizontal(c) && Math.max(c.x1, c.x2) < box.x + EPS)).toHaveLength(4);
  });

  it('marks both edges of every column under a 12-up A4 grid that has a photo in the last row, and of every row on both sides where it has a photo, 3 mm long from 0.5 mm off the grid', () => {
    const layout = sheetLayouts.find((l) => l.id === 'a4-12')!;
    const rects = photosOf(layout);
    const box = boundingBox(rects);
    const cuts = placeCutLines(layout.paper, rects);
    const bottom = box.y + box.height;
    const under = cuts.filter((c) => vertical(c) && Math.min(c.y1, c.y2) > bottom);
    // 5 columns, 12 photos: the last row holds 2, two edges each.
    expect(under.map((c) => c.x1).sort((a, b) => a - b)).toEqual([...rects.slice(10).flatMap((r) => [r.x, r.x + r.width])].sort((a, b) => a - b));
    for (const mark of under) {
      expect(Math.min(mark.y1, mark.y2)).toBeCloseTo(bottom + CROP_MARK_CLEARANCE, 9);
      expect(Math.max(mark.y1, mark.y2)).toBeCloseTo(bottom + CROP_MARK, 9);
    }
    // 3 rows, top and bottom edge of each, left of the grid; right of it only the two full rows.
    const before = cuts.filter((c) => horizontal(c) && Math.max(c.x1, c.x2) < box.x);
    const after = cuts.filter((c) => horizontal(c) && Math.min(c.x1, c.x2) > box.x + box.width);
    expect(before).toHaveLength(3 * 2);
    expect(after).toHaveLength(2 * 2);
    // The grid starts at the top margin: no room above it for a mark.
    expect(cuts.some((c) => Math.min(c.y1, c.y2) < box.y)).toBe(false);
  });

  it('leaves out the side marks of the 8-up 4×6 landscape grid, which ends 0.2 mm from the margin', () => {
    const layout = sheetLayouts.find((l) => l.id === '4x6l-8')!;
    const rects = photosOf(layout);
    const box = boundingBox(rects);
    expect(box.x - layout.paper.margin).toBeCloseTo(0.2, 9);
    const cuts = placeCutLines(layout.paper, rects);
    expect(cuts.some((c) => Math.min(c.x1, c.x2) < box.x - EPS || Math.max(c.x1, c.x2) > box.x + box.width + EPS)).toBe(false);
    // Still cut: 3 gaps between columns, 1 between the rows, and marks under all 8 column edges.
    expect(cuts.filter((c) => Math.max(c.y1, c.y2) > box.y + box.height)).toHaveLength(8);
    expect(cuts).toHaveLength(3 + 1 + 8);
  });

  it('property: any paper, 7:9 photo size and count that fit: cuts only in the gaps and outside the grid, beside a photo, never in the margin', () => {
    fc.assert(
      fc.property(anyPhotoGrid, ({ paper, rects }) => {
        if (!rects) return;
        const cuts = placeCutLines(paper, rects);
        expectCutsInGapsAndMargins(paper, rects, cuts);
        for (const cut of cuts) expectBesideAPhoto(cut, rects);
      }),
    );
  });
});

describe('cut lines of document sheets (placeCutOutlines)', () => {
  const cases = documentTypes.flatMap((t) => documentLayouts.filter((l) => maxDocumentCopies(t, l) > 0).map((l) => [`${t.id} ${l}`, t, l] as const));

  it.each(cases)('%s: exactly around each card or passport page at its true size, none around a page document', (_name, type, layout) => {
    const placement = placeDocuments(type, layout, maxDocumentCopies(type, layout));
    if (!placement.fits) throw new Error(placement.message);
    for (const page of placement.sheet.pages) {
      const outlines = placeCutOutlines(page);
      if (!type.printedSize) {
        expect(outlines).toEqual([]);
        continue;
      }
      expect(outlines).toEqual(page.slots.map((slot) => slot.rect));
      for (const outline of outlines) expect([outline.width, outline.height]).toEqual([type.printedSize.width, type.printedSize.height]);
    }
  });
});
