import { AppError } from '../errors/app-error';
import { isSurroundingSurface, regionsOf } from '../images/dark-regions';
import type { ExamTone } from './exam-presets';

/** A one-channel image, one byte a pixel, row by row. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Normalised brightness (pixel ÷ paper) at or below which a pixel is full ink, and at or above which it is paper. */
const INK_LEVEL = 0.5;
const PAPER_LEVEL = 0.82;
/** Black and white: one cut. */
const BW_CUT = 0.68;

/**
 * The paper's brightness at every pixel, so a shadow across the page is not taken for ink: the brightest pixel of
 * each cell of a coarse grid, spread over neighbouring cells (strokes and a thumb print darker than a cell or two
 * are bridged), smoothed and read back bilinearly. Never below 70 % of the page's overall paper level.
 */
function paperLevels(image: GreyImage): Float32Array {
  const { data, width, height } = image;
  const cell = Math.max(8, Math.round(Math.max(width, height) / 32));
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const grid = new Float32Array(cols * rows);
  for (let y = 0; y < height; y += 1) {
    const gy = Math.floor(y / cell) * cols;
    for (let x = 0; x < width; x += 1) {
      const i = gy + Math.floor(x / cell);
      const v = data[y * width + x]!;
      if (v > grid[i]!) grid[i] = v;
    }
  }
  const sorted = Float32Array.from(grid).sort();
  const page = sorted[Math.floor(sorted.length * 0.9)] ?? 255;
  const spread = (source: Float32Array, radius: number, combine: (values: number[]) => number) => {
    const out = new Float32Array(source.length);
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        const values: number[] = [];
        for (let dr = -radius; dr <= radius; dr += 1) {
          for (let dc = -radius; dc <= radius; dc += 1) {
            const rr = r + dr;
            const cc = c + dc;
            if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) values.push(source[rr * cols + cc]!);
          }
        }
        out[r * cols + c] = combine(values);
      }
    }
    return out;
  };
  const bridged = spread(grid, 2, (values) => Math.max(...values));
  const smooth = spread(bridged, 1, (values) => values.reduce((a, b) => a + b, 0) / values.length);
  const floor = Math.max(1, page * 0.7);
  const levels = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const fy = Math.min(rows - 1, Math.max(0, (y + 0.5) / cell - 0.5));
    const r0 = Math.floor(fy);
    const r1 = Math.min(rows - 1, r0 + 1);
    const ty = fy - r0;
    for (let x = 0; x < width; x += 1) {
      const fx = Math.min(cols - 1, Math.max(0, (x + 0.5) / cell - 0.5));
      const c0 = Math.floor(fx);
      const c1 = Math.min(cols - 1, c0 + 1);
      const tx = fx - c0;
      const top = smooth[r0 * cols + c0]! * (1 - tx) + smooth[r0 * cols + c1]! * tx;
      const bottom = smooth[r1 * cols + c0]! * (1 - tx) + smooth[r1 * cols + c1]! * tx;
      levels[y * width + x] = Math.max(floor, top * (1 - ty) + bottom * ty);
    }
  }
  return levels;
}

/** How far (pixels) past a surface's dark region its soft edge is made white too. */
const SURFACE_EDGE = 3;

/**
 * The surface around the paper made paper (decision 0082): a table left in the crop is dark, solid and reaches
 * the picture's edge (core's isSurroundingSurface), and would print as black bars beside the signature. Its
 * region, and its soft edge a few pixels round it, become white; ink, even a stroke that runs off the edge, stays.
 */
function whitenSurroundingSurface(out: Uint8Array, width: number, height: number): void {
  const dark = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i += 1) dark[i] = out[i]! < 128 ? 1 : 0;
  const { regions, labels } = regionsOf(dark, width, height);
  const surface = new Set(regions.filter((region) => isSurroundingSurface(region, width, height)).map((region) => region.label));
  if (surface.size === 0) return;
  for (let i = 0; i < out.length; i += 1) {
    if (!surface.has(labels[i]!)) continue;
    const x = i % width;
    const y = (i - x) / width;
    for (let dy = -SURFACE_EDGE; dy <= SURFACE_EDGE; dy += 1) {
      const ny = y + dy;
      if (ny < 0 || ny >= height) continue;
      for (let dx = -SURFACE_EDGE; dx <= SURFACE_EDGE; dx += 1) {
        const nx = x + dx;
        const j = ny * width + nx;
        // The region itself, and the soft edge round it; never another region's ink.
        if (nx >= 0 && nx < width && (labels[j] === labels[i] || dark[j] === 0)) out[j] = 255;
      }
    }
  }
}

/** The ink's extent in a picture, in pixels (inclusive), dust left out. */
export interface InkBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Ink on paper, the one rule for what is ink (decision 0082): each pixel divided by its paper level and put
 * through levels (full ink at 0.5 of the paper, paper from 0.82, a ramp between; `black-and-white` cuts hard), a
 * table left round the paper made white (whitenSurroundingSurface), and the ink's box: specks of dust are not
 * ink, so the outermost 0.4 % of the ink on each side is left out (a speck away from the strokes is less than
 * that) and a column or row counts only with at least 2 pixels of ink (or 0.5 % of the other side). The box is
 * null when no ink is seen. The server cleans and crops exam files with it (cleanInk); the exam screen opens a
 * signature's crop on its box (findInkFrame).
 */
export function inkOnPaper(image: GreyImage, tone: ExamTone): { cleaned: Uint8Array; box: InkBox | null } {
  const { data, width, height } = image;
  const paper = paperLevels(image);
  const cleaned = new Uint8Array(width * height);
  for (let i = 0; i < cleaned.length; i += 1) {
    const ratio = data[i]! / paper[i]!;
    if (tone === 'black-and-white') cleaned[i] = ratio <= BW_CUT ? 0 : 255;
    else cleaned[i] = ratio <= INK_LEVEL ? 0 : ratio >= PAPER_LEVEL ? 255 : Math.round(((ratio - INK_LEVEL) / (PAPER_LEVEL - INK_LEVEL)) * 255);
  }
  whitenSurroundingSurface(cleaned, width, height);
  const colInk = new Uint32Array(width);
  const rowInk = new Uint32Array(height);
  for (let i = 0; i < cleaned.length; i += 1) {
    if (cleaned[i]! < 128) {
      colInk[i % width]! += 1;
      rowInk[Math.floor(i / width)]! += 1;
    }
  }
  const inked = (counts: Uint32Array, across: number) => {
    const need = Math.max(2, Math.round(across * 0.005));
    let total = 0;
    counts.forEach((n) => {
      if (n >= need) total += n;
    });
    const trim = total * 0.004;
    let first = -1;
    let last = -1;
    let seen = 0;
    counts.forEach((n, i) => {
      if (n < need) return;
      seen += n;
      if (first < 0 && seen > trim) first = i;
      if (seen - n < total - trim) last = i;
    });
    return { first, last };
  };
  const cols = inked(colInk, height);
  const rows = inked(rowInk, width);
  const box = cols.first < 0 || rows.first < 0 ? null : { left: cols.first, top: rows.first, right: cols.last, bottom: rows.last };
  return { cleaned, box };
}

/**
 * Ink on paper made clean (inkOnPaper), cropped to the ink with a margin (6 % of its longer side, and 2 px; the
 * margin gives back any stroke end the dust trim left out). A picture without ink is refused in plain words.
 */
export function cleanInk(image: GreyImage, tone: ExamTone): GreyImage {
  const { width, height } = image;
  const { cleaned, box } = inkOnPaper(image, tone);
  if (!box) {
    throw new AppError(
      'VALIDATION',
      'We could not find any ink in this picture. Photograph the signature on plain white paper, in good light, and crop around it.',
    );
  }
  const margin = Math.round(Math.max(box.right - box.left, box.bottom - box.top) * 0.06) + 2;
  const left = Math.max(0, box.left - margin);
  const top = Math.max(0, box.top - margin);
  const right = Math.min(width - 1, box.right + margin);
  const bottom = Math.min(height - 1, box.bottom + margin);
  const w = right - left + 1;
  const h = bottom - top + 1;
  const cropped = new Uint8Array(w * h);
  for (let y = 0; y < h; y += 1) cropped.set(cleaned.subarray((top + y) * width + left, (top + y) * width + left + w), y * w);
  return { data: cropped, width: w, height: h };
}
