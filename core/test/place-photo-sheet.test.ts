import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Paper } from '../src/layout/papers';
import { CROP_MARK } from '../src/layout/place-cut-lines';
import { placePhotoSheet } from '../src/layout/place-photo-sheet';
import { boundingBox, placePhotos, type Rect } from '../src/layout/place-photos';
import { SCALE_BAR_HEIGHT } from '../src/layout/place-scale-bar';
import { placeScaleBarMarks, type ScaleBarMarks } from '../src/layout/place-scale-bar-marks';
import { photoSheetOccupiedBottom } from '../src/layout/scale-bar-occupied-bottom';
import type { Segment } from '../src/layout/segment';
import { sheetLayouts, type SheetLayout } from '../src/layout/sheet-layouts';
import { anyPhotoGrid } from './support/any-photo-grid';

const EPS = 1e-6;
const layoutOf = (id: string): SheetLayout => sheetLayouts.find((l) => l.id === id)!;
const centred = (layout: SheetLayout) => placePhotos(layout.paper, layout.photo, layout.count, layout.columns);

/** The rectangle a scale bar's drawing takes: its line, ticks and the label's start (the label runs along the bar). */
function barBox(marks: ScaleBarMarks): Rect {
  const segments: Segment[] = [marks.line, ...marks.ticks];
  const xs = segments.flatMap((s): number[] => [s.x1, s.x2]).concat(marks.label.rotate ? [marks.label.x - marks.label.fontSize] : [marks.label.x]);
  const ys = segments.flatMap((s): number[] => [s.y1, s.y2]).concat(marks.label.rotate ? [marks.label.y] : [marks.label.y - marks.label.fontSize]);
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y } as Rect;
}

const apart = (a: Rect, b: Rect) => a.x + a.width <= b.x + EPS || b.x + b.width <= a.x + EPS || a.y + a.height <= b.y + EPS || b.y + b.height <= a.y + EPS;
const segmentBox = (s: Segment): Rect =>
  ({ x: Math.min(s.x1, s.x2), y: Math.min(s.y1, s.y2), width: Math.abs(s.x2 - s.x1), height: Math.abs(s.y2 - s.y1) }) as Rect;

/** The bar inside the printable area, 50 mm long, clear of every photo and every cut. */
function expectBarClear(paper: Paper, marks: ScaleBarMarks, rects: readonly Rect[], cuts: readonly Segment[]) {
  const box = barBox(marks);
  expect(Math.hypot(marks.line.x2 - marks.line.x1, marks.line.y2 - marks.line.y1)).toBeCloseTo(50, 9);
  expect(box.x).toBeGreaterThanOrEqual(paper.margin - EPS);
  expect(box.y).toBeGreaterThanOrEqual(paper.margin - EPS);
  expect(box.x + box.width).toBeLessThanOrEqual(paper.width - paper.margin + EPS);
  expect(box.y + box.height).toBeLessThanOrEqual(paper.height - paper.margin + EPS);
  for (const r of rects) expect(apart(box, r), `bar ${JSON.stringify(box)} over photo ${JSON.stringify(r)}`).toBe(true);
  for (const c of cuts) expect(apart(box, segmentBox(c)), `bar ${JSON.stringify(box)} over cut ${JSON.stringify(c)}`).toBe(true);
}

describe('a passport-photo sheet with its scale bar (placePhotoSheet)', () => {
  it.each(sheetLayouts.map((l) => [l.id, l] as const))(
    '%s: every photo kept, the bar clear of photos and cuts inside the margins, or no bar',
    (_id, layout) => {
      const sheet = placePhotoSheet(layout);
      expect(sheet.rects).toHaveLength(layout.count);
      for (const r of sheet.rects) {
        expect(r.x).toBeGreaterThanOrEqual(layout.paper.margin - EPS);
        expect(r.x + r.width).toBeLessThanOrEqual(layout.paper.width - layout.paper.margin + EPS);
      }
      if (sheet.scaleBar) expectBarClear(layout.paper, sheet.scaleBar, sheet.rects, sheet.cuts);
      expect(sheet.scaleBarPlace === 'none').toBe(sheet.scaleBar === null);
    },
  );

  it('keeps the centred grid and the bar under it wherever it fits there', () => {
    for (const layout of sheetLayouts.filter((l) => !['a4-42', '4x6-6', '4x6l-8'].includes(l.id))) {
      const sheet = placePhotoSheet(layout);
      expect(sheet.scaleBarPlace, layout.id).toBe('below');
      expect(sheet.rects).toEqual(centred(layout));
      expect(sheet.scaleBar).toEqual(placeScaleBarMarks(layout.paper, photoSheetOccupiedBottom(centred(layout))));
    }
  });

  it('stands the bar upright left of the 42-up A4 grid, the grid moved right to the margin, no photo dropped', () => {
    const layout = layoutOf('a4-42');
    const sheet = placePhotoSheet(layout);
    expect(sheet.scaleBarPlace).toBe('beside');
    const bar = sheet.scaleBar!;
    // Upright: the line runs up 50 mm from the grid's bottom, the label turned to read upwards.
    expect(bar.line.x1).toBe(bar.line.x2);
    expect(bar.line.y1 - bar.line.y2).toBeCloseTo(50, 9);
    expect(bar.label.rotate).toBe(-90);
    expect(bar.ticks).toHaveLength(6);
    const box = boundingBox(sheet.rects);
    expect(bar.line.y1).toBeCloseTo(box.y + box.height, 9);
    // The grid: 6×7, moved right by 5 mm so that bar, a 1 mm gap and the crop marks fit left of it.
    expect(box.x).toBeCloseTo(layout.paper.margin + SCALE_BAR_HEIGHT + 1 + CROP_MARK, 9);
    expect(box.x + box.width).toBeCloseTo(layout.paper.width - layout.paper.margin, 9);
    const before = boundingBox(centred(layout));
    expect(sheet.rects.map((r) => [r.x - 5, r.y])).toEqual(centred(layout).map((r) => [expect.closeTo(r.x, 9), r.y]));
    expect(box.y).toBe(before.y);
    // Crop marks still left of every row; none right of the grid (no room up to the margin).
    expect(sheet.cuts.filter((c) => Math.max(c.x1, c.x2) < box.x).length).toBe(7 * 2);
    expect(sheet.cuts.some((c) => Math.max(c.x1, c.x2) > box.x + box.width + EPS)).toBe(false);
  });

  it('stands the bar upright left of the 6-up 4×6 grid (3 mm too tall for it underneath), in the strip the centred grid leaves, crop marks on both sides', () => {
    const layout = layoutOf('4x6-6');
    const sheet = placePhotoSheet(layout);
    expect(sheet.scaleBarPlace).toBe('beside');
    const box = boundingBox(sheet.rects);
    expect(sheet.rects).toEqual(centred(layout));
    expect(sheet.cuts.filter((c) => Math.max(c.x1, c.x2) < box.x)).toHaveLength(3 * 2);
    expect(sheet.cuts.filter((c) => Math.min(c.x1, c.x2) > box.x + box.width)).toHaveLength(3 * 2);
  });

  it('puts no bar on the 8-up 4×6 landscape sheet: no room under the photos nor beside them', () => {
    const layout = layoutOf('4x6l-8');
    const sheet = placePhotoSheet(layout);
    expect(sheet).toMatchObject({ scaleBar: null, scaleBarPlace: 'none' });
    expect(sheet.rects).toEqual(centred(layout));
  });

  it('property: any paper, 7:9 photo size and count that fit: every photo kept inside the margins, the bar clear of photos and cuts', () => {
    fc.assert(
      fc.property(anyPhotoGrid, ({ paper, photo, count, rects }) => {
        if (!rects) return;
        const sheet = placePhotoSheet({ id: 'any', count, paper, photo });
        expect(sheet.rects).toHaveLength(count);
        for (const r of sheet.rects) {
          expect(r.x).toBeGreaterThanOrEqual(paper.margin - EPS);
          expect(r.x + r.width).toBeLessThanOrEqual(paper.width - paper.margin + EPS);
        }
        if (sheet.scaleBar) expectBarClear(paper, sheet.scaleBar, sheet.rects, sheet.cuts);
      }),
    );
  });
});
