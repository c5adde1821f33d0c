import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHOTO_GAP, papers, passportPhoto } from '../src/layout/papers';
import { boundingBox, placePhotos, type Rect } from '../src/layout/place-photos';
import { placeScaleBar } from '../src/layout/place-scale-bar';
import { placeScaleBarMarks } from '../src/layout/place-scale-bar-marks';
import { DEFAULT_SHEET_LAYOUT, sheetLayoutLabel, sheetLayouts } from '../src/layout/sheet-layouts';
import { mm, pt, ptToMm } from '../src/units/units';
import { anyPhotoGrid } from './support/any-photo-grid';

const EPS = 1e-6;
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width - EPS && b.x < a.x + a.width - EPS && a.y < b.y + b.height - EPS && b.y < a.y + a.height - EPS;

function expectWellPlaced(rects: Rect[], paper: { width: number; height: number; margin: number }, photo: { width: number; height: number }) {
  for (const r of rects) {
    expect(r.width).toBe(photo.width);
    expect(r.height).toBe(photo.height);
    expect(r.x).toBeGreaterThanOrEqual(paper.margin - EPS);
    expect(r.y).toBeGreaterThanOrEqual(paper.margin - EPS);
    expect(r.x + r.width).toBeLessThanOrEqual(paper.width - paper.margin + EPS);
    expect(r.y + r.height).toBeLessThanOrEqual(paper.height - paper.margin + EPS);
  }
  for (let i = 0; i < rects.length; i += 1) for (let j = i + 1; j < rects.length; j += 1) expect(overlaps(rects[i]!, rects[j]!)).toBe(false);
  // Neighbours are exactly 2 mm apart.
  const xs = [...new Set(rects.map((r) => Math.round(r.x * 1e6) / 1e6))].sort((a, b) => a - b);
  const ys = [...new Set(rects.map((r) => Math.round(r.y * 1e6) / 1e6))].sort((a, b) => a - b);
  for (let i = 1; i < xs.length; i += 1) expect(xs[i]! - xs[i - 1]! - photo.width).toBeCloseTo(PHOTO_GAP, 5);
  for (let i = 1; i < ys.length; i += 1) expect(ys[i]! - ys[i - 1]! - photo.height).toBeCloseTo(PHOTO_GAP, 5);
}

describe('sheet layouts (docs/domain-rules.md §5)', () => {
  it('has the ten layouts, 6 on A4 by default', () => {
    expect(sheetLayouts.map((l) => l.id)).toEqual(['a4-6', 'a4-7', 'a4-12', 'a4-24', 'a4-42', '4x6-3', '4x6-6', '5x7-4', '5x7-8', '4x6l-8']);
    expect(DEFAULT_SHEET_LAYOUT).toBe('a4-6');
  });

  it.each(sheetLayouts.map((l) => [l.id, l] as const))('%s fits inside its margins, no overlaps, 2 mm gaps, each photo exactly its size', (_id, layout) => {
    const rects = placePhotos(layout.paper, layout.photo, layout.count, 'columns' in layout ? layout.columns : undefined);
    expect(rects).toHaveLength(layout.count);
    expectWellPlaced(rects, layout.paper, layout.photo);
    // Centred horizontally, from the top margin.
    const box = boundingBox(rects);
    expect(box.x).toBeCloseTo(layout.paper.width - (box.x + box.width), 9);
    expect(box.y).toBe(layout.paper.margin);
  });

  it('uses the grids of the design: 5 columns on A4, 6×7 for 42, 2 on 4×6, 3 on 5×7 (4: 2×2), 4×2 landscape', () => {
    const columnsOf = (id: string) => {
      const l = sheetLayouts.find((x) => x.id === id)!;
      const rects = placePhotos(l.paper, l.photo, l.count, 'columns' in l ? l.columns : undefined);
      return [new Set(rects.map((r) => r.x)).size, new Set(rects.map((r) => r.y)).size];
    };
    expect(columnsOf('a4-24')).toEqual([5, 5]);
    expect(columnsOf('a4-42')).toEqual([6, 7]);
    expect(columnsOf('4x6-6')).toEqual([2, 3]);
    expect(columnsOf('5x7-8')).toEqual([3, 3]);
    expect(columnsOf('5x7-4')).toEqual([2, 2]);
    expect(columnsOf('4x6l-8')).toEqual([4, 2]);
  });

  it('labels layouts with count, paper and photo size', () => {
    expect(sheetLayouts.map(sheetLayoutLabel)).toContain('12 photos on A4 (35×45 mm)');
    expect(sheetLayouts.map(sheetLayoutLabel)).toContain('42 photos on A4 (30×38.6 mm)');
    expect(sheetLayouts.map(sheetLayoutLabel)).toContain('8 photos on 4×6 in landscape (35×45 mm)');
  });

  it('places the first photo of 6 on A4 at the centred grid', () => {
    const [first] = placePhotos(papers.a4, passportPhoto, 6);
    // 5 columns: 5×35 + 4×2 = 183 mm wide, so (210 − 183) / 2 = 13.5 mm from the left.
    expect(first).toEqual({ x: 13.5, y: 5, width: 35, height: 45 });
  });

  it('refuses what does not fit', () => {
    expect(() => placePhotos(papers['4x6'], passportPhoto, 9)).toThrow(/do not fit/);
    expect(() => placePhotos(papers.a4, passportPhoto, 0)).toThrow(RangeError);
  });

  it('property: any paper, any 7:9 photo size, any count that fits is placed inside the margins without overlap', () => {
    fc.assert(
      fc.property(anyPhotoGrid, ({ paper, photo, count, rects }) => {
        if (!rects) return;
        expect(rects).toHaveLength(count);
        expectWellPlaced(rects, paper, photo);
      }),
    );
  });

  it('puts the 50 mm scale bar in free space inside the margins, or nowhere', () => {
    const a4Six = placeScaleBar(papers.a4, mm(5 + 92));
    expect(a4Six).toEqual({ x: 5, y: 297 - 5 - 6, length: 50, height: 6 });
    const l42 = sheetLayouts.find((l) => l.id === 'a4-42')!;
    const box = boundingBox(placePhotos(l42.paper, l42.photo, l42.count));
    expect(placeScaleBar(l42.paper, mm(box.y + box.height))).toBeNull();
  });

  it("draws the scale bar as a 50 mm line with a tick every 10 mm, inside the bar's room, or nothing where it does not fit", () => {
    const bar = placeScaleBar(papers.a4, mm(5 + 92))!;
    const marks = placeScaleBarMarks(papers.a4, mm(5 + 92))!;
    expect(marks.line.x2 - marks.line.x1).toBe(50);
    expect(marks.line.y1).toBe(marks.line.y2);
    expect(marks.ticks.map((t) => t.x1 - bar.x)).toEqual([0, 10, 20, 30, 40, 50]);
    // Upwards from the line, the ends taller.
    expect(marks.ticks.map((t) => Math.round((t.y2 - t.y1) * 10) / 10)).toEqual([2, 1.2, 1.2, 1.2, 1.2, 2]);
    for (const t of marks.ticks) expect(t.y2).toBe(marks.line.y1);
    for (const y of [marks.line.y1, marks.label.y, ...marks.ticks.map((t) => t.y1)]) {
      expect(y).toBeGreaterThanOrEqual(bar.y);
      expect(y).toBeLessThanOrEqual(bar.y + bar.height);
    }
    expect(marks.label.fontSize).toBeCloseTo(ptToMm(pt(6.5)), 9);
    expect(marks.label.y).toBeLessThan(Math.min(...marks.ticks.map((t) => t.y1)));
    const l42 = sheetLayouts.find((l) => l.id === 'a4-42')!;
    const box = boundingBox(placePhotos(l42.paper, l42.photo, l42.count));
    expect(placeScaleBarMarks(l42.paper, mm(box.y + box.height))).toBeNull();
  });
});
