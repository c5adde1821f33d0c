/**
 * Finds the two ID-1 card regions (front and back) on a rendered e-Aadhaar page, without assuming
 * where UIDAI puts them: every card-shaped outline of the right physical size is a candidate.
 * Pure computation on RGBA pixels (a canvas's ImageData in the browser, sharp's raw output in tests).
 */

import { regionsOf } from '../images/dark-regions';

export interface RgbaImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, rows top to bottom. */
  data: Uint8Array | Uint8ClampedArray;
}

/** A region in pixels of the analysed image. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CardRegions {
  front: PixelRect;
  back: PixelRect;
  /** Degrees the cards must be turned clockwise to read upright: 0 normally, 90 or 270 when the page was turned. */
  rotation: 0 | 90 | 270;
}

const CARD_W_MM = 85.6;
const CARD_H_MM = 54;
/** Accepted sizes: printed e-Aadhaar cards are near ID-1, give or take scaling and borders. */
const LONG_SIDE_MM: [number, number] = [70, 105];
const SHORT_SIDE_MM: [number, number] = [44, 68];
const DARK = 232;

interface Component {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  pixels: number;
}

function darkMask(image: RgbaImage): Uint8Array {
  const mask = new Uint8Array(image.width * image.height);
  const { data } = image;
  for (let i = 0, p = 0; p < mask.length; i += 4, p += 1) {
    // Luma; transparent pixels count as white paper.
    const a = data[i + 3]!;
    const luma = a === 0 ? 255 : (data[i]! * 299 + data[i + 1]! * 587 + data[i + 2]! * 114) / 1000;
    mask[p] = luma < DARK ? 1 : 0;
  }
  return mask;
}

/** 8-connected components of dark pixels, with their bounding boxes (core's regionsOf). */
function components(mask: Uint8Array, width: number, height: number): Component[] {
  return regionsOf(mask, width, height).regions.map((r) => ({ minX: r.left, minY: r.top, maxX: r.right, maxY: r.bottom, pixels: r.pixels }));
}

/** Share of the bounding box's edge that is dark: a drawn outline or a filled block scores high, text low. */
function edgeCoverage(mask: Uint8Array, width: number, c: Component): number {
  let dark = 0;
  let total = 0;
  const hit = (x: number, y: number) => {
    // Allow the outline to sit a pixel or two inside the box (antialiasing, rounded corners).
    for (let d = 0; d <= 2; d += 1) {
      const xs = [x, x + (x === c.minX ? d : x === c.maxX ? -d : 0)];
      const ys = [y, y + (y === c.minY ? d : y === c.maxY ? -d : 0)];
      for (const xx of xs) for (const yy of ys) if (mask[yy * width + xx] === 1) return true;
    }
    return false;
  };
  for (let x = c.minX; x <= c.maxX; x += 1) {
    total += 2;
    if (hit(x, c.minY)) dark += 1;
    if (hit(x, c.maxY)) dark += 1;
  }
  for (let y = c.minY; y <= c.maxY; y += 1) {
    total += 2;
    if (hit(c.minX, y)) dark += 1;
    if (hit(c.maxX, y)) dark += 1;
  }
  return dark / total;
}

const within = (value: number, [lo, hi]: [number, number]) => value >= lo && value <= hi;

/**
 * The front and back card regions, or null when the page has no two card-shaped outlines.
 * `dpi` is the resolution the page was rendered at (pixels per inch of paper).
 */
export function findCardRegions(image: RgbaImage, dpi: number): CardRegions | null {
  const mmPerPx = 25.4 / dpi;
  const mask = darkMask(image);
  const candidates: Array<{ rect: PixelRect; portrait: boolean; score: number }> = [];
  for (const c of components(mask, image.width, image.height)) {
    const wMm = (c.maxX - c.minX + 1) * mmPerPx;
    const hMm = (c.maxY - c.minY + 1) * mmPerPx;
    const landscape = within(wMm, LONG_SIDE_MM) && within(hMm, SHORT_SIDE_MM);
    const portrait = within(hMm, LONG_SIDE_MM) && within(wMm, SHORT_SIDE_MM);
    if (!landscape && !portrait) continue;
    const coverage = edgeCoverage(mask, image.width, c);
    if (coverage < 0.6) continue;
    const [longMm, shortMm] = landscape ? [wMm, hMm] : [hMm, wMm];
    const sizeError = Math.abs(longMm - CARD_W_MM) / CARD_W_MM + Math.abs(shortMm - CARD_H_MM) / CARD_H_MM;
    candidates.push({ rect: { x: c.minX, y: c.minY, width: c.maxX - c.minX + 1, height: c.maxY - c.minY + 1 }, portrait, score: coverage - sizeError });
  }
  // The two best candidates of one orientation that don't overlap.
  candidates.sort((a, b) => b.score - a.score);
  for (let i = 0; i < candidates.length; i += 1) {
    for (let j = i + 1; j < candidates.length; j += 1) {
      const a = candidates[i]!;
      const b = candidates[j]!;
      if (a.portrait !== b.portrait || overlaps(a.rect, b.rect)) continue;
      return orderFrontBack(a.rect, b.rect, a.portrait, image);
    }
  }
  return null;
}

function overlaps(a: PixelRect, b: PixelRect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Where a point of the analysed image lands once the page is turned `rotation` degrees clockwise. */
function upright(x: number, y: number, rotation: 0 | 90 | 270, image: RgbaImage): [number, number] {
  if (rotation === 90) return [image.height - 1 - y, x];
  if (rotation === 270) return [y, image.width - 1 - x];
  return [x, y];
}

/**
 * Front first, in reading order of the upright page (left to right, then top to bottom). Portrait
 * cards mean the page lies on its side; which side is a guess from where the cards sit (UIDAI prints
 * them in the lower half of the page), and the operator confirms the outlines before printing.
 */
function orderFrontBack(a: PixelRect, b: PixelRect, portrait: boolean, image: RgbaImage): CardRegions {
  let rotation: 0 | 90 | 270 = 0;
  if (portrait) {
    const centreX = (a.x + a.width / 2 + b.x + b.width / 2) / 2;
    rotation = centreX >= image.width / 2 ? 90 : 270;
  }
  const [ax, ay] = upright(a.x + a.width / 2, a.y + a.height / 2, rotation, image);
  const [bx, by] = upright(b.x + b.width / 2, b.y + b.height / 2, rotation, image);
  const cardHeight = portrait ? Math.min(a.width, b.width) : Math.min(a.height, b.height);
  const sameRow = Math.abs(ay - by) < cardHeight / 2;
  const aFirst = sameRow ? ax <= bx : ay <= by;
  return { front: aFirst ? a : b, back: aFirst ? b : a, rotation };
}
