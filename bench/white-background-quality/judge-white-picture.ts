import type { PersonMask } from '../face-crop-quality/judged-face';

// The judge's own resizing and averaging: not the product's (core/src/images/white-background.ts), which the edge
// work will change, so the measure stays as it was fixed before tuning.

/** `mask` scaled to `width`×`height` bilinearly, pixel centres aligned, edges clamped. */
function scaledMask(mask: PersonMask, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  const { alpha, width: mw, height: mh } = mask;
  for (let y = 0; y < height; y += 1) {
    const fy = Math.min(Math.max(((y + 0.5) * mh) / height - 0.5, 0), mh - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, mh - 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x += 1) {
      const fx = Math.min(Math.max(((x + 0.5) * mw) / width - 0.5, 0), mw - 1);
      const x0 = Math.floor(fx);
      const x1 = Math.min(x0 + 1, mw - 1);
      const wx = fx - x0;
      const top = alpha[y0 * mw + x0]! * (1 - wx) + alpha[y0 * mw + x1]! * wx;
      const bottom = alpha[y1 * mw + x0]! * (1 - wx) + alpha[y1 * mw + x1]! * wx;
      out[y * width + x] = top * (1 - wy) + bottom * wy;
    }
  }
  return out;
}

/** The mean of `values` over the (2r+1)² window round each pixel, cut at the borders (summed-area table). */
function windowMean(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += values[y * width + x]!;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + row;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width, x + radius + 1);
      const total = sums[bottom * stride + right]! - sums[top * stride + right]! - sums[bottom * stride + left]! + sums[top * stride + left]!;
      out[y * width + x] = total / ((bottom - top) * (right - left));
    }
  }
  return out;
}

/** A picture as 3 bytes a pixel, row by row. */
export interface RgbPicture {
  width: number;
  height: number;
  data: Uint8Array;
}

/** What the judge measures on one white picture against the picture before (decision 0104). */
export interface WhiteJudgement {
  /** The old background's colour, sampled 2–5 mm outside the person: mean RGB. */
  background: [number, number, number];
  /** The old background is too near white (within 40 of it, as a distance in RGB) for a halo to be told from white: no halo share. */
  whiteAlready: boolean;
  /** No background 2–5 mm out to sample (the person fills the picture): no halo share either. */
  noBackground: boolean;
  /** Of the pixels in the 1 mm band outside the person's outline, the share closer to the old background's colour (there) than to white and to the person's colour near it. */
  halo: number | null;
  /** Of the pixels more than 1 mm outside the outline, the share that is white (every channel ≥ WHITE_LEVEL); null when the person fills the picture. */
  backgroundWhite: number | null;
  /** Of the person's pixels more than 1 mm inside the outline, the share left as photographed (no channel moved more than KEPT_LEVELS). */
  personKept: number;
  /** The person's share of the picture, as the judge's mask says. */
  personShare: number;
}

const WHITE_LEVEL = 245;
const KEPT_LEVELS = 24;

/**
 * Distance in pixels (chamfer 3-4 divided by 3: up to about 6 % over the true distance along diagonals) from every pixel to the nearest pixel where `inside`
 * is true; 0 on those.
 */
export function distanceTo(inside: Uint8Array, width: number, height: number): Float32Array {
  const far = 1e9;
  const d = new Float32Array(width * height);
  for (let i = 0; i < d.length; i += 1) d[i] = inside[i] ? 0 : far;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? far : d[y * width + x]!);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      d[i] = Math.min(d[i]!, at(x - 1, y) + 3, at(x, y - 1) + 3, at(x - 1, y - 1) + 4, at(x + 1, y - 1) + 4);
    }
  for (let y = height - 1; y >= 0; y -= 1)
    for (let x = width - 1; x >= 0; x -= 1) {
      const i = y * width + x;
      d[i] = Math.min(d[i]!, at(x + 1, y) + 3, at(x, y + 1) + 3, at(x + 1, y + 1) + 4, at(x - 1, y + 1) + 4);
    }
  for (let i = 0; i < d.length; i += 1) d[i] = d[i]! / 3;
  return d;
}

/** Each channel's mean over the pixels where `where` is 1, within `radius` px; NaN where there are none. */
function localMean(picture: RgbPicture, where: Float32Array, radius: number): Float32Array[] {
  const { width, height, data } = picture;
  const weight = windowMean(where, width, height, radius);
  return [0, 1, 2].map((c) => {
    const values = new Float32Array(width * height);
    for (let i = 0; i < values.length; i += 1) values[i] = where[i]! * data[i * 3 + c]!;
    const mean = windowMean(values, width, height, radius);
    for (let i = 0; i < mean.length; i += 1) mean[i] = weight[i]! > 1e-6 ? mean[i]! / weight[i]! : Number.NaN;
    return mean;
  });
}

const distance3 = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

/**
 * The white picture (`after`) judged against the picture before it (`before`, the same size) and the judge's own person
 * mask of `before`: a halo of the old background in the 1 mm band outside the person's outline, the background white
 * beyond it, and the person (hair and headwear included) left as photographed inside it. `pxPerMm`: the picture's
 * pixels per millimetre of the print.
 */
export function judgeWhitePicture(before: RgbPicture, after: RgbPicture, mask: PersonMask, pxPerMm: number): WhiteJudgement {
  const { width, height } = before;
  const n = width * height;
  const alpha = scaledMask(mask, width, height);
  const person = new Uint8Array(n);
  const outside = new Uint8Array(n);
  let personCount = 0;
  for (let i = 0; i < n; i += 1) {
    person[i] = alpha[i]! >= 0.5 ? 1 : 0;
    outside[i] = 1 - person[i]!;
    personCount += person[i]!;
  }
  const fromPerson = distanceTo(person, width, height);
  const fromBackground = distanceTo(outside, width, height);
  // The old background, 2–5 mm out (clear of the outline's blur, near enough to be the colour behind the hair).
  const backgroundRing = new Float32Array(n);
  const personCore = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    backgroundRing[i] = fromPerson[i]! >= 2 * pxPerMm && fromPerson[i]! <= 5 * pxPerMm ? 1 : 0;
    personCore[i] = fromBackground[i]! >= 0.5 * pxPerMm && fromBackground[i]! <= 3 * pxPerMm ? 1 : 0;
  }
  const radius = Math.round(4 * pxPerMm);
  const localBackground = localMean(before, backgroundRing, radius);
  const localPerson = localMean(before, personCore, radius);
  const sum = [0, 0, 0];
  let ring = 0;
  for (let i = 0; i < n; i += 1)
    if (backgroundRing[i]) {
      for (let c = 0; c < 3; c += 1) sum[c] = sum[c]! + before.data[i * 3 + c]!;
      ring += 1;
    }
  const background = sum.map((v) => (ring > 0 ? v / ring : Number.NaN)) as [number, number, number];
  const white = [255, 255, 255];
  const noBackground = ring === 0;
  const whiteAlready = !noBackground && distance3(background, white) <= 40;

  let band = 0;
  let halo = 0;
  let far = 0;
  let farWhite = 0;
  let inner = 0;
  let kept = 0;
  for (let i = 0; i < n; i += 1) {
    const colour = [after.data[i * 3]!, after.data[i * 3 + 1]!, after.data[i * 3 + 2]!];
    if (!person[i]) {
      if (fromPerson[i]! <= pxPerMm) {
        const old = [localBackground[0]![i]!, localBackground[1]![i]!, localBackground[2]![i]!];
        const own = [localPerson[0]![i]!, localPerson[1]![i]!, localPerson[2]![i]!];
        if (old.some(Number.isNaN)) continue;
        band += 1;
        const toOld = distance3(colour, old);
        if (toOld < distance3(colour, white) && (own.some(Number.isNaN) || toOld < distance3(colour, own))) halo += 1;
      } else {
        far += 1;
        if (colour.every((v) => v >= WHITE_LEVEL)) farWhite += 1;
      }
    } else if (fromBackground[i]! > pxPerMm) {
      inner += 1;
      let moved = 0;
      for (let c = 0; c < 3; c += 1) moved = Math.max(moved, Math.abs(colour[c]! - before.data[i * 3 + c]!));
      if (moved <= KEPT_LEVELS) kept += 1;
    }
  }
  return {
    background,
    whiteAlready,
    noBackground,
    halo: noBackground || whiteAlready || band === 0 ? null : halo / band,
    backgroundWhite: far === 0 ? null : farWhite / far,
    personKept: inner === 0 ? 1 : kept / inner,
    personShare: personCount / n,
  };
}
