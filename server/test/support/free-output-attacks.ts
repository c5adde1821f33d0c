import sharp from 'sharp';

/**
 * What an attacker does with free output to get the paid picture back (docs/SECURITY.md, "Free
 * output"), and how close they get: PSNR on luma after the best gain and offset, against the paid
 * picture scaled to the free picture's pixels. Written from the attack's description, not from the
 * marking code: it knows only what anyone with free renders knows.
 */

/** A grey picture: luma 0–255 per pixel, row by row. */
export interface Luma {
  width: number;
  height: number;
  data: Float64Array;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Rec. 601 luma of an image file or of raw pixels, optionally resized (exactly, no crop) to `size`. */
export async function lumaOf(
  input: Buffer | { pixels: Buffer; width: number; height: number; channels: number },
  size?: { width: number; height: number },
): Promise<Luma> {
  let image = Buffer.isBuffer(input)
    ? sharp(input)
    : sharp(input.pixels, { raw: { width: input.width, height: input.height, channels: input.channels as 1 | 2 | 3 | 4 } });
  if (size) image = image.resize(size.width, size.height, { fit: 'fill' });
  const { data, info } = await image.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const luma = new Float64Array(info.width * info.height);
  for (let i = 0; i < luma.length; i += 1) {
    const at = i * info.channels;
    luma[i] = info.channels >= 3 ? 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]! : data[at]!;
  }
  return { width: info.width, height: info.height, data: luma };
}

const wholeOf = (picture: { width: number; height: number }): Box => ({ left: 0, top: 0, width: picture.width, height: picture.height });

/**
 * PSNR (dB) of `guess` against `truth` over `box`, after fitting `gain × guess + offset` to the truth
 * by least squares: the attacker's best brightness and contrast, so a darker or flatter copy of
 * the picture still counts as the picture.
 */
export function psnrAfterFit(guess: Luma, truth: Luma, box: Box = wholeOf(truth)): number {
  if (guess.width !== truth.width || guess.height !== truth.height) throw new Error('compare pictures of one size');
  let n = 0;
  let sg = 0;
  let st = 0;
  let sgg = 0;
  let sgt = 0;
  for (let y = box.top; y < box.top + box.height; y += 1) {
    for (let x = box.left; x < box.left + box.width; x += 1) {
      const g = guess.data[y * guess.width + x]!;
      const t = truth.data[y * truth.width + x]!;
      n += 1;
      sg += g;
      st += t;
      sgg += g * g;
      sgt += g * t;
    }
  }
  const variance = sgg - (sg * sg) / n;
  const gain = variance > 1e-9 ? (sgt - (sg * st) / n) / variance : 0;
  const offset = (st - gain * sg) / n;
  let squared = 0;
  for (let y = box.top; y < box.top + box.height; y += 1) {
    for (let x = box.left; x < box.left + box.width; x += 1) {
      const e = gain * guess.data[y * guess.width + x]! + offset - truth.data[y * truth.width + x]!;
      squared += e * e;
    }
  }
  const mse = squared / n;
  return mse === 0 ? Number.POSITIVE_INFINITY : 10 * Math.log10((255 * 255) / mse);
}

/** A reconstruction: the attacker's value per pixel and whether it is read from the picture (1) or unknown (0). */
export interface Reconstruction {
  picture: Luma;
  known: Uint8Array;
}

/**
 * (a) Calibrate, then invert. Free renders of flat pictures at several greys show, per pixel, how
 * the output follows the input (a line, fitted by least squares); a pixel whose output barely moves
 * is marked (unknown). Every other pixel of the target's free render is mapped back through its line.
 */
export function calibrateAndInvert(flats: Array<{ level: number; render: Luma }>, target: Luma): Reconstruction {
  const { width, height } = target;
  const data = new Float64Array(width * height);
  const known = new Uint8Array(width * height);
  const n = flats.length;
  const mx = flats.reduce((sum, f) => sum + f.level, 0) / n;
  const sxx = flats.reduce((sum, f) => sum + (f.level - mx) ** 2, 0);
  for (let i = 0; i < data.length; i += 1) {
    let my = 0;
    for (const f of flats) my += f.render.data[i]!;
    my /= n;
    let sxy = 0;
    for (const f of flats) sxy += (f.level - mx) * (f.render.data[i]! - my);
    const slope = sxy / sxx;
    if (Math.abs(slope) < 0.05) continue;
    known[i] = 1;
    data[i] = Math.max(0, Math.min(255, mx + (target.data[i]! - my) / slope));
  }
  return { picture: { width, height, data }, known };
}

/** Where each render's content sits: `dx`, `dy` pixels of the picture moved right and down in that render. */
export interface ShiftedRender {
  render: Luma;
  /** Pixels the marks cover in this render (1), known to the attacker from calibration. */
  marked: Uint8Array;
  dx: number;
  dy: number;
}

/**
 * (b) Combine many free renders of one picture, each moved by a known shift, back into the
 * picture's own coordinates: per pixel the median of the samples the marks left alone (`median`),
 * or any one such sample (`anyUnmarked`). A pixel no render shows is unknown.
 */
export function combineRenders(renders: ShiftedRender[], width: number, height: number, how: 'median' | 'anyUnmarked'): Reconstruction {
  const data = new Float64Array(width * height);
  const known = new Uint8Array(width * height);
  const samples: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      samples.length = 0;
      for (const r of renders) {
        const rx = x + r.dx;
        const ry = y + r.dy;
        if (rx < 0 || ry < 0 || rx >= r.render.width || ry >= r.render.height) continue;
        const at = ry * r.render.width + rx;
        if (r.marked[at]) continue;
        samples.push(r.render.data[at]!);
        if (how === 'anyUnmarked') break;
      }
      if (samples.length === 0) continue;
      samples.sort((a, b) => a - b);
      data[y * width + x] = samples[Math.floor(samples.length / 2)]!;
      known[y * width + x] = 1;
    }
  }
  return { picture: { width, height, data }, known };
}

/**
 * (c) Inpaint what stays unknown: each unknown pixel repeatedly takes the mean of its four
 * neighbours (a harmonic fill, seeded with the known pixels' mean), until it settles.
 */
export function inpaint(reconstruction: Reconstruction, rounds = 400): Luma {
  const { picture, known } = reconstruction;
  const { width, height } = picture;
  const data = Float64Array.from(picture.data);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < data.length; i += 1) {
    if (!known[i]) continue;
    sum += data[i]!;
    count += 1;
  }
  const mean = count ? sum / count : 128;
  for (let i = 0; i < data.length; i += 1) if (!known[i]) data[i] = mean;
  for (let round = 0; round < rounds; round += 1) {
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const i = y * width + x;
        if (known[i]) continue;
        let s = 0;
        let k = 0;
        for (const [inside, j] of [
          [x > 0, i - 1],
          [x < width - 1, i + 1],
          [y > 0, i - width],
          [y < height - 1, i + width],
        ] as const) {
          if (!inside) continue;
          s += data[j]!;
          k += 1;
        }
        data[i] = s / k;
      }
    }
  }
  return { width, height, data };
}

/** The share of `box` that a reconstruction still doesn't know (the marks covered it in every render). */
export function coveredShare(reconstruction: Reconstruction, box: Box): number {
  let covered = 0;
  for (let y = box.top; y < box.top + box.height; y += 1)
    for (let x = box.left; x < box.left + box.width; x += 1) if (!reconstruction.known[y * reconstruction.picture.width + x]) covered += 1;
  return covered / (box.width * box.height);
}

/** Pixels of a render that no picture changes: where its free renders of a black and a white picture agree. */
export function markedPixels(black: Luma, white: Luma): Uint8Array {
  const marked = new Uint8Array(black.data.length);
  for (let i = 0; i < marked.length; i += 1) if (Math.abs(white.data[i]! - black.data[i]!) < 12) marked[i] = 1;
  return marked;
}
