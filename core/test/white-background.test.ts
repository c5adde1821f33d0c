import { describe, expect, it } from 'vitest';
import type { RgbaImage } from '../src/images/rgba-image';
import { boxMean, guidedFilter, refineMask, upsampleMask, whiteBackground, type FloatImage } from '../src/images/white-background';

const W = 240;
const H = 300;
const PERSON = [196, 142, 110] as const;
const WALL = [70, 120, 200] as const;
const CX = 120;
const CY = 170;
const RX = 70;
const RY = 100;

/** Signed distance in pixels (about) from the person's outline: negative inside. */
const edgeDistance = (x: number, y: number) => {
  const dx = (x + 0.5 - CX) / RX;
  const dy = (y + 0.5 - CY) / RY;
  return (Math.sqrt(dx * dx + dy * dy) - 1) * Math.min(RX, RY);
};

/** A "person" (an ellipse of skin colour) on a blue wall, its outline anti-aliased over 2 px as a camera blurs it, with a little grain. */
function portrait(): RgbaImage {
  const data = new Uint8ClampedArray(W * H * 4);
  let seed = 7;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return (seed / 2147483648 - 0.5) * 6;
  };
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const share = Math.min(1, Math.max(0, 0.5 - edgeDistance(x, y) / 2));
      const g = grain();
      for (let c = 0; c < 3; c += 1) data[(y * W + x) * 4 + c] = share * PERSON[c]! + (1 - share) * WALL[c]! + g;
      data[(y * W + x) * 4 + 3] = 255;
    }
  }
  return { width: W, height: H, data };
}

/** What a segmentation model gives: a quarter-size, blurry mask, one coarse pixel off to the right. */
function coarseMask(): FloatImage {
  const w = W / 4;
  const h = H / 4;
  const hard = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1) for (let x = 0; x < w; x += 1) hard[y * w + x] = edgeDistance((x - 1) * 4 + 2, y * 4 + 2) < 0 ? 1 : 0;
  return { width: w, height: h, data: boxMean(hard, w, h, 2) };
}

const pixel = (image: RgbaImage, x: number, y: number) => Array.from(image.data.slice((y * image.width + x) * 4, (y * image.width + x) * 4 + 3));

/** How far a colour is from the straight mix of the person's colour and white (0 on it): a tint of the old wall or grey shows as distance. */
function offTheMix(colour: number[]): number {
  const toWhite = PERSON.map((v) => 255 - v);
  const rel = colour.map((v, c) => v - PERSON[c]!);
  const t = Math.min(1, Math.max(0, rel.reduce((s, v, c) => s + v * toWhite[c]!, 0) / toWhite.reduce((s, v) => s + v * v, 0)));
  return Math.max(...colour.map((v, c) => Math.abs(v - (PERSON[c]! + t * toWhite[c]!))));
}

describe('the white background', () => {
  const image = portrait();
  const alpha = refineMask(image, coarseMask());
  const result = whiteBackground(image, alpha);

  it('makes the background exactly white away from the person', () => {
    let checked = 0;
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1)
        if (edgeDistance(x, y) > 8) {
          expect(pixel(result, x, y), `${x},${y}`).toEqual([255, 255, 255]);
          checked += 1;
        }
    expect(checked).toBeGreaterThan(W * H * 0.3);
    expect(pixel(result, 0, 0)).toEqual([255, 255, 255]);
    expect(pixel(result, W - 1, H - 1)).toEqual([255, 255, 255]);
  });

  it('leaves the person exactly as photographed away from the edge', () => {
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1) if (edgeDistance(x, y) < -8) expect(pixel(result, x, y), `${x},${y}`).toEqual(pixel(image, x, y));
  });

  it('fades softly at the edge, from the person to white, with no tint of the old wall (no halo)', () => {
    let soft = 0;
    let worst = 0;
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1) {
        const d = edgeDistance(x, y);
        if (Math.abs(d) > 8) continue;
        if (alpha[y * W + x]! > 0 && alpha[y * W + x]! < 1) soft += 1;
        worst = Math.max(worst, offTheMix(pixel(result, x, y)));
      }
    expect(soft).toBeGreaterThan(100);
    expect(worst).toBeLessThan(14);
    // A row across the left edge: from white to the person, never darker than the person nor bluer than the mix.
    const row = Array.from({ length: 30 }, (_, i) => pixel(result, CX - RX - 15 + i, CY)[0]!);
    expect(row[0]).toBe(255);
    expect(row[29]).toBeLessThan(210);
    for (let i = 1; i < row.length; i += 1) expect(row[i]!).toBeLessThanOrEqual(row[i - 1]! + 4);
  });

  it('follows the photo, not the misplaced model mask: the edge is where the photo has it', () => {
    // The coarse mask is 4 px to the right; the refined edge (α = ½) on the middle row is within 1.5 px of the true one.
    const left = CX - RX;
    const right = CX + RX;
    const crossing = (from: number, to: number) => {
      for (let x = from; x !== to; x += Math.sign(to - from)) if (alpha[CY * W + x]! >= 0.5) return x;
      return Number.NaN;
    };
    expect(Math.abs(crossing(0, CX) - left)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(crossing(W - 1, CX) - (right - 1))).toBeLessThanOrEqual(1.5);
  });

  it('is what a plain cut-out by the model mask is not: that one leaves the wall showing around the person', () => {
    const plain = upsampleMask(coarseMask(), W, H).map((v) => (v >= 0.5 ? 1 : 0));
    const cut = whiteBackground(image, plain);
    let worst = 0;
    for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) if (Math.abs(edgeDistance(x, y)) <= 8) worst = Math.max(worst, offTheMix(pixel(cut, x, y)));
    expect(worst).toBeGreaterThan(40);
  });

  it('keeps a flat input flat and an all-person mask unchanged', () => {
    const flat = new Float32Array(64).fill(0.3);
    const guide = new Float32Array(64).map((_, i) => (i % 8) / 8);
    for (const v of guidedFilter(guide, flat, 8, 8, 2, 1e-3)) expect(v).toBeCloseTo(0.3, 5);
    const whole = whiteBackground(image, new Float32Array(W * H).fill(1));
    expect(Array.from(whole.data)).toEqual(Array.from(image.data));
    const none = whiteBackground(image, new Float32Array(W * H));
    expect(new Set(Array.from(none.data).filter((_, i) => i % 4 !== 3))).toEqual(new Set([255]));
  });

  it("is never darker than the crop in any channel, so the server charges it as the crop (decision 0057's white picture rule)", () => {
    // A dark suit on a pale wall, a white highlight (a shirt collar) on the edge: the recovered colour leans on the
    // dark person nearby and would print the highlight grey, darker than what was photographed.
    const w = 60;
    const h = 20;
    const data = new Uint8ClampedArray(w * h * 4);
    const mask = new Float32Array(w * h);
    for (let y = 0; y < h; y += 1)
      for (let x = 0; x < w; x += 1) {
        const i = y * w + x;
        const edge = x >= 28 && x < 32;
        const colour = edge ? [254, 254, 254] : x < 30 ? [30, 30, 40] : [235, 230, 225];
        data.set([...colour, 255], i * 4);
        mask[i] = edge ? 0.5 : x < 30 ? 1 : 0;
      }
    const crop: RgbaImage = { width: w, height: h, data };
    for (const [picture, source] of [
      [whiteBackground(crop, mask), crop],
      [result, image],
    ] as const)
      for (let i = 0; i < source.data.length; i += 1) if (i % 4 !== 3) expect(picture.data[i]!, `byte ${i}`).toBeGreaterThanOrEqual(source.data[i]!);
  });

  it('refuses a mask of the wrong size', () => {
    expect(() => whiteBackground(image, new Float32Array(10))).toThrow(RangeError);
  });
});
