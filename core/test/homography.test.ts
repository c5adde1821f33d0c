import { describe, expect, it } from 'vitest';
import type { RgbaImage } from '../src/images/rgba-image';
import { applyHomography, homography, invertHomography, rectQuad, type Quad } from '../src/geometry/homography';
import { warpPerspective } from '../src/geometry/warp-perspective';

const card: Quad = [
  { x: 120.5, y: 80.25 },
  { x: 610, y: 140 },
  { x: 575, y: 455 },
  { x: 90, y: 390 },
];

describe('homography', () => {
  it('takes each corner of one quad to the same corner of the other, and its inverse takes them back', () => {
    const h = homography(rectQuad(856, 540), card)!;
    const back = invertHomography(h)!;
    rectQuad(856, 540).forEach((corner, i) => {
      const there = applyHomography(h, corner);
      expect(there.x).toBeCloseTo(card[i]!.x, 6);
      expect(there.y).toBeCloseTo(card[i]!.y, 6);
      const again = applyHomography(back, there);
      expect(again.x).toBeCloseTo(corner.x, 6);
      expect(again.y).toBeCloseTo(corner.y, 6);
    });
    // The inverse is the homography the other way round.
    const other = homography(card, rectQuad(856, 540))!;
    const p = { x: 300, y: 250 };
    expect(applyHomography(back, p).x).toBeCloseTo(applyHomography(other, p).x, 6);
    expect(applyHomography(back, p).y).toBeCloseTo(applyHomography(other, p).y, 6);
  });

  it('keeps straight lines straight and the rectangle’s centre at the quad’s diagonals’ crossing', () => {
    const h = homography(rectQuad(100, 60), card)!;
    const pts = [0, 25, 50, 75, 100].map((x) => applyHomography(h, { x, y: 20 }));
    const [a, b] = [pts[0]!, pts[4]!];
    for (const p of pts) {
      const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
      expect(Math.abs(cross) / Math.hypot(b.x - a.x, b.y - a.y)).toBeLessThan(1e-6);
    }
    const centre = applyHomography(h, { x: 50, y: 30 });
    // Diagonals tl–br and tr–bl cross at the projected centre.
    const [tl, tr, br, bl] = card;
    const onLine = (p: { x: number; y: number }, u: typeof tl, v: typeof tl) => (v.x - u.x) * (p.y - u.y) - (v.y - u.y) * (p.x - u.x);
    expect(Math.abs(onLine(centre, tl, br))).toBeLessThan(1e-6);
    expect(Math.abs(onLine(centre, tr, bl))).toBeLessThan(1e-6);
  });

  it('refuses a degenerate quad (three corners in line)', () => {
    expect(
      homography(rectQuad(10, 10), [
        { x: 0, y: 0 },
        { x: 5, y: 0 },
        { x: 10, y: 0 },
        { x: 0, y: 10 },
      ]),
    ).toBeNull();
  });
});

/** A white image with a black grid line every 40 px (2 px wide, centred on multiples of 40), projected onto `quad` of a grey background. */
function projectedGrid(quad: Quad, width: number, height: number, gridW: number, gridH: number): RgbaImage {
  const toGrid = homography(quad, rectQuad(gridW, gridH))!;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // 4×4 supersampling: edges antialiased as a camera would see them.
      let sum = 0;
      for (let sy = 0; sy < 4; sy += 1) {
        for (let sx = 0; sx < 4; sx += 1) {
          const g = applyHomography(toGrid, { x: x + (sx + 0.5) / 4, y: y + (sy + 0.5) / 4 });
          if (g.x < 0 || g.y < 0 || g.x > gridW || g.y > gridH) sum += 128;
          else {
            const dx = Math.abs(((g.x + 20) % 40) - 20);
            const dy = Math.abs(((g.y + 20) % 40) - 20);
            sum += dx < 1 || dy < 1 ? 0 : 255;
          }
        }
      }
      const i = (y * width + x) * 4;
      data[i] = data[i + 1] = data[i + 2] = sum / 16;
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

describe('warpPerspective', () => {
  it('straightens a projected grid: its lines land back on their columns and rows within a pixel', () => {
    const gridW = 400;
    const gridH = 240;
    const quad: Quad = [
      { x: 60, y: 40 },
      { x: 420, y: 90 },
      { x: 400, y: 330 },
      { x: 30, y: 280 },
    ];
    const warped = warpPerspective(projectedGrid(quad, 480, 360, gridW, gridH), quad, gridW, gridH);
    expect(warped.width).toBe(gridW);
    expect(warped.height).toBe(gridH);
    const grey = (x: number, y: number) => warped.data[(y * gridW + x) * 4]!;
    // Along each inner row, the darkest column near each vertical line is that line (±1 px).
    for (const row of [30, 110, 190]) {
      for (const lineX of [40, 120, 200, 280, 360]) {
        let darkest = lineX - 6;
        for (let x = lineX - 6; x <= lineX + 6; x += 1) if (grey(x, row) < grey(darkest, row)) darkest = x;
        expect(Math.abs(darkest + 0.5 - lineX)).toBeLessThanOrEqual(1);
      }
    }
    for (const column of [30, 150, 370]) {
      for (const lineY of [40, 120, 200]) {
        let darkest = lineY - 6;
        for (let y = lineY - 6; y <= lineY + 6; y += 1) if (grey(column, y) < grey(column, darkest)) darkest = y;
        expect(Math.abs(darkest + 0.5 - lineY)).toBeLessThanOrEqual(1);
      }
    }
    // Between lines it is the grid's white, never the grey around the quad, up to the output's edges.
    expect(grey(20, 20)).toBeGreaterThan(240);
    expect(grey(gridW - 10, gridH - 10)).toBeGreaterThan(240);
  });

  it('is the identity for the image’s own rectangle', () => {
    const image = projectedGrid(rectQuad(80, 60), 80, 60, 80, 60);
    const same = warpPerspective(image, rectQuad(80, 60), 80, 60);
    expect(Array.from(same.data)).toEqual(Array.from(image.data));
  });
});
