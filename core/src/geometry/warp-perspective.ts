import type { RgbaImage } from '../images/rgba-image';
import { homography, rectQuad, type Homography, type Quad } from './homography';

/**
 * The part of `source` inside `quad` (its pixels' coordinates, corners top-left first, clockwise)
 * straightened into a `width`×`height` RGBA image: each output pixel's centre is mapped back into
 * the source and sampled bilinearly (pixel centres at +0.5; outside the source reads as white).
 * The reference implementation the studio's worker runs on a canvas's ImageData.
 */
export function warpPerspective(source: RgbaImage, quad: Quad, width: number, height: number): RgbaImage {
  if (!(width >= 1 && height >= 1)) throw new RangeError(`a warp needs a positive size, got ${width}×${height}`);
  const toSource = homography(rectQuad(width, height), quad);
  if (!toSource) throw new RangeError('the quad is degenerate (three corners in line)');
  return warpWith(source, toSource, Math.round(width), Math.round(height));
}

/** Same as warpPerspective, with the output → source map given (see homography). */
function warpWith(source: RgbaImage, toSource: Homography, width: number, height: number): RgbaImage {
  const out = new Uint8ClampedArray(width * height * 4);
  const { data, width: sw, height: sh } = source;
  const [a, b, c, d, e, f, g, h, k] = toSource;
  let o = 0;
  for (let y = 0; y < height; y += 1) {
    const v = y + 0.5;
    for (let x = 0; x < width; x += 1) {
      const u = x + 0.5;
      const w = g * u + h * v + k;
      // Pixel centres: the sample at (sx, sy) lies between centres floor(sx − 0.5) and the next.
      const sx = (a * u + b * v + c) / w - 0.5;
      const sy = (d * u + e * v + f) / w - 0.5;
      if (!(sx > -1 && sy > -1 && sx < sw && sy < sh)) {
        out[o] = out[o + 1] = out[o + 2] = out[o + 3] = 255;
        o += 4;
        continue;
      }
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      // Edges repeat their last pixel.
      const xa = x0 < 0 ? 0 : x0;
      const xb = x0 + 1 >= sw ? sw - 1 : x0 + 1;
      const ya = y0 < 0 ? 0 : y0;
      const yb = y0 + 1 >= sh ? sh - 1 : y0 + 1;
      const p00 = (ya * sw + xa) * 4;
      const p10 = (ya * sw + xb) * 4;
      const p01 = (yb * sw + xa) * 4;
      const p11 = (yb * sw + xb) * 4;
      const w00 = (1 - fx) * (1 - fy);
      const w10 = fx * (1 - fy);
      const w01 = (1 - fx) * fy;
      const w11 = fx * fy;
      for (let ch = 0; ch < 4; ch += 1) {
        out[o + ch] = data[p00 + ch]! * w00 + data[p10 + ch]! * w10 + data[p01 + ch]! * w01 + data[p11 + ch]! * w11 + 0.5;
      }
      o += 4;
    }
  }
  return { width, height, data: out };
}
