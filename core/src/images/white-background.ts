import type { RgbaImage } from './rgba-image';

/**
 * The white background's pixel math (decision 0044), pure and DOM-free so the studio's worker
 * and the unit tests run the same code. A segmentation model gives a coarse person mask (its own
 * small size, values 0–1); here it is brought to the crop's full size and snapped to the photo's
 * own edges (a guided filter), then the background is replaced with white, with each edge pixel's
 * person colour estimated so that no trace of the old background (a grey or coloured halo) is left.
 */

/** A one-channel image of values 0–1 (a mask, or a grey guide), rows top to bottom. */
export interface FloatImage {
  width: number;
  height: number;
  data: Float32Array;
}

export interface RefineOptions {
  /** The guided filter's window radius in output pixels; default three of the coarse mask's pixels (its edge's uncertainty), at least 4. */
  radius?: number;
  /** The guided filter's regularisation (in grey² units, 0–1): smaller follows the photo's edges more closely. */
  epsilon?: number;
  /** Filtered values at or below this become background (0): far from the edge, the background is exactly white. */
  low?: number;
  /** Filtered values at or above this become person (1): far from the edge, the person is exactly as photographed. */
  high?: number;
}

const DEFAULTS = { epsilon: 1e-3, low: 0.08, high: 0.92 };

/** `mask` resized to `width`×`height` bilinearly, pixel centres aligned (edges clamped). */
export function upsampleMask(mask: FloatImage, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  const { data, width: mw, height: mh } = mask;
  const sx = mw / width;
  const sy = mh / height;
  for (let y = 0; y < height; y += 1) {
    const fy = Math.min(Math.max((y + 0.5) * sy - 0.5, 0), mh - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, mh - 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x += 1) {
      const fx = Math.min(Math.max((x + 0.5) * sx - 0.5, 0), mw - 1);
      const x0 = Math.floor(fx);
      const x1 = Math.min(x0 + 1, mw - 1);
      const wx = fx - x0;
      const top = data[y0 * mw + x0]! * (1 - wx) + data[y0 * mw + x1]! * wx;
      const bottom = data[y1 * mw + x0]! * (1 - wx) + data[y1 * mw + x1]! * wx;
      out[y * width + x] = top * (1 - wy) + bottom * wy;
    }
  }
  return out;
}

/**
 * The mean of `values` over a (2r+1)² window around each pixel, the window cut at the image's
 * borders (divided by the pixels it really holds). Two passes of running sums: O(pixels), any r.
 */
export function boxMean(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const r = Math.max(0, Math.floor(radius));
  const rows = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x <= Math.min(r, width - 1); x += 1) sum += values[row + x]!;
    for (let x = 0; x < width; x += 1) {
      const from = Math.max(0, x - r);
      const to = Math.min(width - 1, x + r);
      rows[row + x] = sum / (to - from + 1);
      if (x + r + 1 < width) sum += values[row + x + r + 1]!;
      if (x - r >= 0) sum -= values[row + x - r]!;
    }
  }
  const out = new Float32Array(width * height);
  for (let x = 0; x < width; x += 1) {
    let sum = 0;
    for (let y = 0; y <= Math.min(r, height - 1); y += 1) sum += rows[y * width + x]!;
    for (let y = 0; y < height; y += 1) {
      const from = Math.max(0, y - r);
      const to = Math.min(height - 1, y + r);
      out[y * width + x] = sum / (to - from + 1);
      if (y + r + 1 < height) sum += rows[(y + r + 1) * width + x]!;
      if (y - r >= 0) sum -= rows[(y - r) * width + x]!;
    }
  }
  return out;
}

/**
 * The guided filter (a local linear model of `input` in `guide`, He, Sun and Tang 2010): the
 * output follows `input` where the guide is flat and the guide's edges where `input` changes,
 * so a blurry, slightly misplaced mask takes the photo's own outline, hair included.
 */
export function guidedFilter(guide: Float32Array, input: Float32Array, width: number, height: number, radius: number, epsilon: number): Float32Array {
  const n = width * height;
  const guideInput = new Float32Array(n);
  const guideSquared = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    guideInput[i] = guide[i]! * input[i]!;
    guideSquared[i] = guide[i]! * guide[i]!;
  }
  const meanGuide = boxMean(guide, width, height, radius);
  const meanInput = boxMean(input, width, height, radius);
  const meanGuideInput = boxMean(guideInput, width, height, radius);
  const meanGuideSquared = boxMean(guideSquared, width, height, radius);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const variance = meanGuideSquared[i]! - meanGuide[i]! * meanGuide[i]!;
    const covariance = meanGuideInput[i]! - meanGuide[i]! * meanInput[i]!;
    a[i] = covariance / (variance + epsilon);
    b[i] = meanInput[i]! - a[i]! * meanGuide[i]!;
  }
  const meanA = boxMean(a, width, height, radius);
  const meanB = boxMean(b, width, height, radius);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i += 1) out[i] = meanA[i]! * guide[i]! + meanB[i]!;
  return out;
}

/** The photo's grey (Rec. 601 luma), 0–1. */
function greyGuide(image: RgbaImage): Float32Array {
  const { data, width, height } = image;
  const out = new Float32Array(width * height);
  for (let i = 0, p = 0; i < out.length; i += 1, p += 4) out[i] = (0.299 * data[p]! + 0.587 * data[p + 1]! + 0.114 * data[p + 2]!) / 255;
  return out;
}

/** The refine step's window radius for a coarse mask brought to an output of this size: three of its pixels, at least 4 output pixels. */
const refineRadius = (width: number, height: number, coarse: { width: number; height: number }): number =>
  Math.max(4, Math.round(3 * Math.max(width / coarse.width, height / coarse.height)));

/**
 * The person's opacity (0–1) at each pixel of `image`, from the model's coarse mask:
 * - the mask is brought to the image's size and cut at ½; pixels farther than `radius` from that
 *   outline keep its verdict (exactly 0 or 1: far from the edge the background is exactly white and
 *   the person exactly as photographed, whatever small doubts the model had there);
 * - in the band along the outline, each pixel is placed between the local person colour and the
 *   local background colour (the means of the sure pixels nearby): how far along that line its
 *   own colour lies is its opacity, so the edge falls where the photo has it, hair strands
 *   included, and a strand over the wall is partly opaque rather than cut or lost;
 * - where the two colours are too alike to tell apart, the mask snapped to the photo's grey edges
 *   by a guided filter is used instead;
 * - finally values at or below `low` become 0 and at or above `high` become 1 (noise of the photo's
 *   grain), the rest stretched between.
 */
export function refineMask(image: RgbaImage, coarse: FloatImage, options: RefineOptions = {}): Float32Array {
  const { width, height, data } = image;
  const n = width * height;
  const radius = options.radius ?? refineRadius(width, height, coarse);
  const epsilon = options.epsilon ?? DEFAULTS.epsilon;
  const low = options.low ?? DEFAULTS.low;
  const high = options.high ?? DEFAULTS.high;
  const mask = upsampleMask(coarse, width, height);
  const hard = new Float32Array(n);
  for (let i = 0; i < n; i += 1) hard[i] = mask[i]! >= 0.5 ? 1 : 0;
  const share = boxMean(hard, width, height, radius);
  const sure = 1e-6;
  const personWeight = new Float32Array(n);
  const wallWeight = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    personWeight[i] = share[i]! >= 1 - sure ? 1 : 0;
    wallWeight[i] = share[i]! <= sure ? 1 : 0;
  }
  const reach = radius * 3;
  const localMeans = (weight: Float32Array) => {
    const total = boxMean(weight, width, height, reach);
    return [0, 1, 2].map((c) => {
      const weighted = new Float32Array(n);
      for (let i = 0; i < n; i += 1) weighted[i] = data[i * 4 + c]! * weight[i]!;
      const mean = boxMean(weighted, width, height, reach);
      for (let i = 0; i < n; i += 1) mean[i] = total[i]! > sure ? mean[i]! / total[i]! : Number.NaN;
      return mean;
    });
  };
  const person = localMeans(personWeight);
  const wall = localMeans(wallWeight);
  const guided = guidedFilter(greyGuide(image), mask, width, height, radius, epsilon);
  const alpha = new Float32Array(n);
  const span = high - low;
  for (let i = 0; i < n; i += 1) {
    if (personWeight[i] === 1) {
      alpha[i] = 1;
      continue;
    }
    if (wallWeight[i] === 1) {
      alpha[i] = 0;
      continue;
    }
    let raw = guided[i]!;
    const p = i * 4;
    let along = 0;
    let length2 = 0;
    for (let c = 0; c < 3; c += 1) {
      const d = person[c]![i]! - wall[c]![i]!;
      along += (data[p + c]! - wall[c]![i]!) * d;
      length2 += d * d;
    }
    if (length2 > 0) {
      // Colours 20 apart or less can't be told apart in a photo's grain; 60 and more fully can.
      const trust = Math.min(1, Math.max(0, (Math.sqrt(length2) - 20) / 40));
      raw = trust * Math.min(1, Math.max(0, along / length2)) + (1 - trust) * raw;
    }
    const t = (raw - low) / span;
    alpha[i] = t <= 0 ? 0 : t >= 1 ? 1 : t;
  }
  return alpha;
}

/**
 * `image` with its background made white: out = α·person + (1 − α)·white. Where α is 1 the pixel
 * is copied unchanged, where it is 0 it is exactly white. Between, the photographed colour is a
 * mix of person and old background; the person's share is recovered by taking away the local
 * background colour (the mean colour of the nearby pixels that are background, weighted by
 * 1 − α), so the edge fades from the person's own colour to white with no tint of the old wall.
 * No channel comes out darker than the crop's (decision 0080).
 */
export function whiteBackground(image: RgbaImage, alpha: Float32Array, options: { radius?: number } = {}): RgbaImage {
  const { data, width, height } = image;
  const n = width * height;
  if (alpha.length !== n) throw new RangeError(`the mask has ${alpha.length} values for ${width}×${height} pixels`);
  const radius = options.radius ?? Math.max(4, Math.round(Math.min(width, height) * 0.03));
  const out = new Uint8ClampedArray(n * 4);
  let edges = 0;
  for (let i = 0; i < n; i += 1) if (alpha[i]! > 0 && alpha[i]! < 1) edges += 1;
  let background: Float32Array[] | null = null;
  let personMean: Float32Array[] | null = null;
  if (edges > 0) {
    // Local means of the background's colour (weighted by 1 − α) and of the person's (weighted by α).
    const localMeans = (weightOf: (a: number) => number) => {
      const weight = new Float32Array(n);
      for (let i = 0; i < n; i += 1) weight[i] = weightOf(alpha[i]!);
      const total = boxMean(weight, width, height, radius);
      return [0, 1, 2].map((c) => {
        const weighted = new Float32Array(n);
        for (let i = 0; i < n; i += 1) weighted[i] = data[i * 4 + c]! * weight[i]!;
        const mean = boxMean(weighted, width, height, radius);
        for (let i = 0; i < n; i += 1) mean[i] = total[i]! > 1e-6 ? mean[i]! / total[i]! : 255;
        return mean;
      });
    };
    background = localMeans((a) => 1 - a);
    personMean = localMeans((a) => a);
  }
  for (let i = 0; i < n; i += 1) {
    const p = i * 4;
    const a = alpha[i]!;
    out[p + 3] = data[p + 3]!;
    if (a >= 1) {
      out[p] = data[p]!;
      out[p + 1] = data[p + 1]!;
      out[p + 2] = data[p + 2]!;
    } else if (a <= 0 || !background || !personMean) {
      out[p] = 255;
      out[p + 1] = 255;
      out[p + 2] = 255;
    } else {
      for (let c = 0; c < 3; c += 1) {
        // The person's colour: what is left of the photographed colour once the background's share
        // is taken away; where that share is large the remainder is mostly grain, so it leans on the
        // nearby person's mean colour instead.
        const seen = data[p + c]!;
        const recovered = Math.min(255, Math.max(0, (seen - (1 - a) * background[c]![i]!) / a));
        const colour = a * recovered + (1 - a) * personMean[c]![i]!;
        // Never darker than photographed: the picture stays between the crop and white in every channel, the
        // server's test that it is this crop's white background (decision 0057). Paler than the crop is all a
        // mix with white can be; only where the recovered colour leans on a darker person nearby does this bite.
        out[p + c] = Math.max(seen, Math.round(a * colour + (1 - a) * 255));
      }
    }
  }
  return { width, height, data: out };
}
