import { describe, expect, it } from 'vitest';
import { PHOTO_GAP, papers } from '../src/layout/papers';
import { placePhotoSheet } from '../src/layout/place-photo-sheet';
import type { Rect } from '../src/layout/place-photos';
import { photosFromRow, resolveSheetChoice, sheetLayouts, sheetRows, sizeSheetLayouts, type SheetLayout } from '../src/layout/sheet-layouts';
import { placeWatermark, WATERMARK_REPEATS, type WatermarkPlacement } from '../src/layout/place-watermark';
import { WATERMARK_TEXT_HEIGHT_EM, watermarkTextWidthEm } from '../src/layout/watermark-text-width';
import { mm, ptToMm, pt } from '../src/units/units';

const everyPaper = Object.values(papers).map((p) => [p.label, p] as const);
const BRAND = 'Photo Print';

type Point = readonly [number, number];

/** A repetition's text box as its four corners on the page (mm, y down): along the baseline by the text's length, up by the ascent, down by the descent. */
function textBoxes(placement: WatermarkPlacement, text: string): Point[][] {
  const radians = (placement.angle * Math.PI) / 180;
  const along: Point = [Math.cos(radians), -Math.sin(radians)];
  const down: Point = [Math.sin(radians), Math.cos(radians)];
  const length = watermarkTextWidthEm(text) * placement.fontSize;
  const up = WATERMARK_TEXT_HEIGHT_EM.ascent * placement.fontSize;
  const below = WATERMARK_TEXT_HEIGHT_EM.descent * placement.fontSize;
  return placement.marks.map(({ x, y }) => {
    const at = (l: number, d: number): Point => [x + l * along[0] + d * down[0], y + l * along[1] + d * down[1]];
    return [at(0, -up), at(length, -up), at(length, below), at(0, below)];
  });
}

/** Whether two convex polygons share any area (separating axes: the edges' normals of both). */
function overlap(a: Point[], b: Point[]): boolean {
  for (const polygon of [a, b]) {
    for (let i = 0; i < polygon.length; i += 1) {
      const [p, q] = [polygon[i]!, polygon[(i + 1) % polygon.length]!];
      const normal: Point = [q[1] - p[1], p[0] - q[0]];
      const project = (poly: Point[]) => poly.map(([x, y]) => x * normal[0] + y * normal[1]);
      const [pa, pb] = [project(a), project(b)];
      if (Math.max(...pa) <= Math.min(...pb) || Math.max(...pb) <= Math.min(...pa)) return false;
    }
  }
  return true;
}

describe('watermark placement (placeWatermark)', () => {
  it('repeats the brand 140 times on a page', () => {
    expect(WATERMARK_REPEATS).toBe(140);
    for (const paper of Object.values(papers)) expect(placeWatermark(paper, BRAND).marks).toHaveLength(140);
  });

  it.each(everyPaper)('%s: every repetition shows on the page, rising 30° to the right', (_label, paper) => {
    const { marks, angle, fontSize } = placeWatermark(paper, BRAND);
    expect(angle).toBe(30);
    const radians = (angle * Math.PI) / 180;
    for (const mark of marks) {
      // Its baseline starts inside the page's height...
      expect(mark.y).toBeGreaterThan(0);
      expect(mark.y).toBeLessThan(paper.height);
      expect(mark.x).toBeLessThan(paper.width);
      // ...and two letters' size along it (rising to the right, y down the page) is on the page.
      const [x, y] = [mark.x + 2 * fontSize * Math.cos(radians), mark.y - 2 * fontSize * Math.sin(radians)];
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(paper.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(paper.height);
    }
  });

  it.each(everyPaper)('%s: across the whole page in 14 evenly spaced rows of 10, every other row shifted half a column', (_label, paper) => {
    const { marks } = placeWatermark(paper, BRAND);
    const rows = [...new Set(marks.map((m) => m.y))].sort((a, b) => a - b);
    expect(rows).toHaveLength(14);
    const rowStep = paper.height / 14;
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]! - rows[i - 1]!).toBeCloseTo(rowStep, 9);
    // The first row in the top fourteenth of the page, the last in the bottom one.
    expect(rows[0]).toBeLessThan(rowStep);
    expect(rows[13]).toBeGreaterThan(paper.height - rowStep);
    const column = paper.width / 10;
    rows.forEach((y, i) => {
      const xs = marks
        .filter((m) => m.y === y)
        .map((m) => m.x)
        .sort((a, b) => a - b);
      expect(xs).toHaveLength(10);
      for (let j = 1; j < xs.length; j += 1) expect(xs[j]! - xs[j - 1]!).toBeCloseTo(column, 9);
      // At most a quarter column left of the page's edge, and the shifted rows half a column further.
      expect(xs[0]).toBeCloseTo(i % 2 === 0 ? -column / 4 : column / 4, 9);
    });
  });

  it.each(everyPaper)('%s: no two repetitions overlap, for the default brand and a long one', (_label, paper) => {
    for (const text of [BRAND, 'Sharma Digital Studio & Xerox', 'WWWWWWWWWW']) {
      const boxes = textBoxes(placeWatermark(paper, text), text);
      for (let i = 0; i < boxes.length; i += 1) {
        for (let j = i + 1; j < boxes.length; j += 1) expect(overlap(boxes[i]!, boxes[j]!), `${text}: marks ${i} and ${j}`).toBe(false);
      }
    }
  });

  it('sizes the text from the paper: 14 pt on A4, less on narrower or shorter papers where it would touch, 7 pt or more for the default brand', () => {
    expect(placeWatermark(papers.a4, BRAND).fontSize).toBeCloseTo(ptToMm(pt(14)), 9);
    for (const paper of [papers['4x6'], papers['5x7'], papers['4x6l']]) {
      const size = placeWatermark(paper, BRAND).fontSize;
      expect(size).toBeLessThan(ptToMm(pt(14)));
      expect(size).toBeGreaterThanOrEqual(ptToMm(pt(7)));
    }
    // 4.94 mm: the size in mm the PDF and the preview both draw.
    expect(placeWatermark(papers.a4, BRAND).fontSize).toBeCloseTo(4.939, 3);
    // A longer brand gets smaller type on the same paper.
    expect(placeWatermark(papers['4x6'], 'Sharma Digital Studio & Xerox').fontSize).toBeLessThan(placeWatermark(papers['4x6'], BRAND).fontSize);
  });
});

/** Every A4 sheet (fixed, and each size's fullest) from each of its rows past the first, as many photos as the rows left hold. */
const a4Sheets: SheetLayout[] = [...sheetLayouts, ...sizeSheetLayouts].filter((l) => l.paper.id === 'a4');
const partlyUsedSheets: SheetLayout[] = a4Sheets.flatMap((full) =>
  Array.from({ length: sheetRows(full) - 1 }, (_, i) => {
    const startRow = i + 2;
    const choice = full.size ? { layout: 'a4', size: full.size } : { layout: full.id };
    const chosen = resolveSheetChoice({ ...choice, startRow, count: Math.min(full.count, photosFromRow(full, startRow)) });
    if (!chosen.ok) throw new Error(chosen.message);
    return chosen.layout;
  }),
);

/** A repetition's box as the pictured brand may fill it: a whole em above the baseline (decision 0056's Devanagari reaches 0.896 em). */
function emBoxes(placement: WatermarkPlacement, text: string): Point[][] {
  const radians = (placement.angle * Math.PI) / 180;
  const along: Point = [Math.cos(radians), -Math.sin(radians)];
  const down: Point = [Math.sin(radians), Math.cos(radians)];
  const length = watermarkTextWidthEm(text) * placement.fontSize;
  return placement.marks.map(({ x, y }) => {
    const at = (l: number, d: number): Point => [x + l * along[0] + d * down[0], y + l * along[1] + d * down[1]];
    return [at(0, -placement.fontSize), at(length, -placement.fontSize), at(length, 0), at(0, 0)];
  });
}

const corners = (r: Rect): Point[] => [
  [r.x, r.y],
  [r.x + r.width, r.y],
  [r.x + r.width, r.y + r.height],
  [r.x, r.y + r.height],
];

describe('the watermark on a partly used A4 sheet (decision 0065)', () => {
  it('a fresh sheet (no used part) keeps the whole page pattern, mark for mark', () => {
    for (const paper of Object.values(papers)) expect(placeWatermark(paper, BRAND, null)).toEqual(placeWatermark(paper, BRAND));
  });

  it.each(partlyUsedSheets.map((l) => [l.id, l] as const))(
    '%s: no repetition reaches into the used rows, the same size and steps, and every printed photo has repetitions over it, its top row from its top',
    (_id, layout) => {
      const sheet = placePhotoSheet(layout);
      const used = sheet.used!;
      const edge = used.y + used.height;
      for (const text of [BRAND, 'Sharma Digital Studio & Xerox', 'WWWWWWWWWW', 'शर्मा स्टूडियो']) {
        const whole = placeWatermark(layout.paper, text);
        const placement = placeWatermark(layout.paper, text, used);
        expect(placement.fontSize).toBe(whole.fontSize);
        expect(placement.angle).toBe(whole.angle);
        expect(placement.marks.length).toBeGreaterThan(0);
        expect(placement.marks.length).toBeLessThan(WATERMARK_REPEATS);
        // Every corner of every box (the text's, and a whole em above its baseline) at or below the used part's edge.
        const boxes = [...textBoxes(placement, text), ...emBoxes(placement, text)];
        for (const box of boxes) for (const [, y] of box) expect(y, text).toBeGreaterThanOrEqual(edge - 1e-9);
        // The whole page's rows a fourteenth of the page apart (its columns and size: repetitions still never overlap).
        const textOnly = textBoxes(placement, text);
        const rows = [...new Set(placement.marks.map((m) => m.y))].sort((a, b) => a - b);
        for (let i = 1; i < rows.length; i += 1) expect(rows[i]! - rows[i - 1]!).toBeCloseTo(layout.paper.height / 14, 9);
        // Every photo printed is crossed by a repetition's text, and the top row's photos in their top half too.
        for (const rect of sheet.rects) {
          expect(
            textOnly.some((box) => overlap(box, corners(rect))),
            `${text}: photo at ${rect.x},${rect.y}`,
          ).toBe(true);
          if (rect.y < edge + PHOTO_GAP) {
            const topHalf = { ...rect, height: mm(rect.height / 2) };
            expect(
              textOnly.some((box) => overlap(box, corners(topHalf))),
              `${text}: top half of the photo at ${rect.x},${rect.y}`,
            ).toBe(true);
          }
        }
      }
    },
  );
});
