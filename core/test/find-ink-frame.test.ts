import { describe, expect, it } from 'vitest';
import { findInkFrame } from '../src/exam-files/find-ink-frame';
import { isSurroundingSurface, regionsOf } from '../src/images/dark-regions';

const W = 400;
const H = 300;
const PAPER = { left: 60, top: 50, right: 340, bottom: 260 };
/** The signature's strokes: a wave from x 120 to 280 about y 150, 3 px thick. */
const INK = { left: 120, top: 128, right: 281, bottom: 173 };

/** A photo of a signature on white paper lying on a dark, grainy table (luma, row by row). */
function signaturePhoto(options: { table?: number; ink?: boolean } = {}): Uint8Array {
  const table = options.table ?? 70;
  const grey = new Uint8Array(W * H);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const onPaper = x >= PAPER.left && x < PAPER.right && y >= PAPER.top && y < PAPER.bottom;
      grey[y * W + x] = onPaper ? 232 + ((x * 7 + y * 13) % 7) : table + ((x * 31 + y * 17) % 21) - 10;
    }
  if (options.ink !== false)
    for (let x = INK.left; x < INK.right; x += 1) {
      const centre = 150 + 20 * Math.sin((x - INK.left) / 12);
      for (let dy = -1; dy <= 1; dy += 1) grey[Math.round(centre + dy) * W + x] = 40;
    }
  return grey;
}

const inPixels = (frame: { left: number; top: number; width: number; height: number }) => ({
  left: frame.left * W,
  top: frame.top * H,
  right: (frame.left + frame.width) * W,
  bottom: (frame.top + frame.height) * H,
});

describe('the frame a signature opens on (decision 0082)', () => {
  it('is the ink with a margin, at the file’s aspect, on the paper: none of the dark table inside it', () => {
    const frame = findInkFrame(signaturePhoto(), W, H, 3.5)!;
    const box = inPixels(frame);
    expect((box.right - box.left) / (box.bottom - box.top)).toBeCloseTo(3.5, 5);
    // Every stroke inside, with room around it.
    expect(box.left).toBeLessThan(INK.left - 8);
    expect(box.right).toBeGreaterThan(INK.right + 8);
    expect(box.top).toBeLessThan(INK.top - 4);
    expect(box.bottom).toBeGreaterThan(INK.bottom + 4);
    // Not the table: the whole frame lies on the paper.
    expect(box.left).toBeGreaterThanOrEqual(PAPER.left);
    expect(box.right).toBeLessThanOrEqual(PAPER.right);
    expect(box.top).toBeGreaterThanOrEqual(PAPER.top);
    expect(box.bottom).toBeLessThanOrEqual(PAPER.bottom);
  });

  it('keeps the ink’s own shape for a free crop, and stays inside the picture when the aspect asks for more room', () => {
    const free = inPixels(findInkFrame(signaturePhoto(), W, H, null)!);
    expect(free.right - free.left).toBeGreaterThan(free.bottom - free.top);
    const tall = findInkFrame(signaturePhoto(), W, H, 0.5)!;
    expect(tall.top).toBeGreaterThanOrEqual(0);
    expect(tall.top + tall.height).toBeLessThanOrEqual(1 + 1e-9);
    expect(tall.left + tall.width).toBeLessThanOrEqual(1 + 1e-9);
    expect((tall.width * W) / (tall.height * H)).toBeCloseTo(0.5, 5);
  });

  it('finds no frame on paper without ink, on a light table or a dark one', () => {
    expect(findInkFrame(signaturePhoto({ ink: false }), W, H, 3.5)).toBeNull();
    expect(findInkFrame(signaturePhoto({ ink: false, table: 200 }), W, H, 3.5)).toBeNull();
  });

  it('tells the table from a stroke that runs off the picture: solid and wide is the surface, thin is ink', () => {
    const mask = new Uint8Array(W * H);
    for (let y = 0; y < H; y += 1) for (let x = 0; x < 50; x += 1) mask[y * W + x] = 1; // a table band on the left
    for (let x = 300; x < W; x += 1) mask[Math.round(100 + (x - 300) * 0.3) * W + x] = 1; // a stroke leaving on the right
    const [band, stroke] = regionsOf(mask, W, H).regions.sort((a, b) => a.left - b.left);
    expect(isSurroundingSurface(band!, W, H)).toBe(true);
    expect(isSurroundingSurface(stroke!, W, H)).toBe(false);
  });
});
