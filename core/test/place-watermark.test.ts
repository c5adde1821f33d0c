import { describe, expect, it } from 'vitest';
import { papers } from '../src/layout/papers';
import { placeWatermark, WATERMARK_REPEATS } from '../src/layout/place-watermark';
import { ptToMm, pt } from '../src/units/units';

const everyPaper = Object.values(papers).map((p) => [p.label, p] as const);

describe('watermark placement (placeWatermark)', () => {
  it('repeats the brand 140 times on a page', () => {
    expect(WATERMARK_REPEATS).toBe(140);
    for (const paper of Object.values(papers)) expect(placeWatermark(paper).marks).toHaveLength(140);
  });

  it.each(everyPaper)('%s: every repetition shows on the page, rising 30° to the right', (_label, paper) => {
    const { marks, angle, fontSize } = placeWatermark(paper);
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
    const { marks } = placeWatermark(paper);
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

  it('sizes the text from the paper: 14 pt on A4 and 4×6 landscape, less on the narrower 4×6 portrait, never under 7 pt', () => {
    expect(placeWatermark(papers.a4).fontSize).toBeCloseTo(ptToMm(pt(14)), 9);
    expect(placeWatermark(papers['4x6l']).fontSize).toBeCloseTo(ptToMm(pt(14)), 9);
    const portrait = placeWatermark(papers['4x6']).fontSize;
    expect(portrait).toBeLessThan(ptToMm(pt(14)));
    expect(portrait).toBeGreaterThanOrEqual(ptToMm(pt(7)));
    // 4.94 mm: the size in mm the PDF and the preview both draw.
    expect(placeWatermark(papers.a4).fontSize).toBeCloseTo(4.939, 3);
  });
});
