/**
 * Cards on a rendered page of a card PDF (e-Aadhaar, e-PAN, e-EPIC, Ayushman, ABHA, e-Shram …): every region whose
 * outline is card-shaped, by aspect and outline only, never by its expected size or the words on it, at any scale,
 * position or quarter-turn, drawn as vectors or as an image. Pure computation on RGBA pixels (a canvas's ImageData
 * in the browser, sharp's raw output in tests).
 */

import { ID1_CARD } from '../documents/document-sizes';
import { regionsOf } from '../images/dark-regions';
import type { RgbaImage } from '../images/rgba-image';

/** A region in pixels of the analysed image. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageCard {
  rect: PixelRect;
  /** Upright on the page (long side across) or turned a quarter (long side down). */
  portrait: boolean;
  /** How sure: the share of the outline that is drawn, less the aspect's error. */
  score: number;
}

/** ID-1's aspect, long side over short: 85.6 ÷ 54. */
export const CARD_ASPECT = ID1_CARD.width / ID1_CARD.height;
/** How far a found outline's aspect may be from ID-1's: ±3 %. */
export const CARD_ASPECT_TOLERANCE = 0.03;
/** A card shorter than this many pixels across its short side is noise at any render the screen makes. */
const MIN_SHORT_SIDE_PX = 40;
/** The share of the outline's bounding box edge that must be drawn: a border or a filled card, not text. */
const MIN_EDGE_COVERAGE = 0.6;
/** Paper: near white and near grey. Anything darker or more coloured is drawn on it. */
const PAPER_LUMA = 236;
const PAPER_CHROMA = 24;

/** What is drawn on the page (1) and what is paper (0); transparent pixels are paper. */
function drawnMask(image: RgbaImage): Uint8Array {
  const mask = new Uint8Array(image.width * image.height);
  const { data } = image;
  for (let i = 0, p = 0; p < mask.length; i += 4, p += 1) {
    if (data[i + 3] === 0) continue;
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    const luma = (r * 299 + g * 587 + b * 114) / 1000;
    const chroma = Math.max(r, g, b) - Math.min(r, g, b);
    mask[p] = luma < PAPER_LUMA || chroma > PAPER_CHROMA ? 1 : 0;
  }
  return mask;
}

/** Share of a box's edge that is drawn, allowing the line to sit up to two pixels inside (antialiasing, rounded corners). */
function edgeCoverage(mask: Uint8Array, width: number, box: { left: number; top: number; right: number; bottom: number }): number {
  const { left, top, right, bottom } = box;
  const drawnNear = (x: number, y: number, dx: number, dy: number) => {
    for (let d = 0; d <= 2; d += 1) if (mask[(y + d * dy) * width + (x + d * dx)] === 1) return true;
    return false;
  };
  let drawn = 0;
  let total = 0;
  for (let x = left; x <= right; x += 1) {
    total += 2;
    if (drawnNear(x, top, 0, 1)) drawn += 1;
    if (drawnNear(x, bottom, 0, -1)) drawn += 1;
  }
  for (let y = top; y <= bottom; y += 1) {
    total += 2;
    if (drawnNear(left, y, 1, 0)) drawn += 1;
    if (drawnNear(right, y, -1, 0)) drawn += 1;
  }
  return drawn / total;
}

const inside = (a: PixelRect, b: PixelRect) => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

/**
 * Every card on the page, in reading order (top to bottom, then left to right within a row): the 8-connected
 * regions of what is drawn whose bounding box has ID-1's aspect (±3 %) and an outline drawn along at least 60 % of
 * its edge. A card-shaped box inside another card (a photo frame) is part of that card, not one of its own.
 */
export function findPageCards(image: RgbaImage): PageCard[] {
  const mask = drawnMask(image);
  const candidates: PageCard[] = [];
  for (const region of regionsOf(mask, image.width, image.height).regions) {
    const width = region.right - region.left + 1;
    const height = region.bottom - region.top + 1;
    const long = Math.max(width, height);
    const short = Math.min(width, height);
    if (short < MIN_SHORT_SIDE_PX) continue;
    const aspectError = Math.abs(long / short / CARD_ASPECT - 1);
    if (aspectError > CARD_ASPECT_TOLERANCE) continue;
    const coverage = edgeCoverage(mask, image.width, region);
    if (coverage < MIN_EDGE_COVERAGE) continue;
    candidates.push({ rect: { x: region.left, y: region.top, width, height }, portrait: height > width, score: coverage - aspectError });
  }
  const outermost = candidates.filter((card) => !candidates.some((other) => other !== card && inside(card.rect, other.rect)));
  return readingOrder(outermost);
}

/** Top to bottom by rows (cards whose vertical centres are within half a card of each other share a row), then left to right. */
function readingOrder(cards: PageCard[]): PageCard[] {
  const centreY = (card: PageCard) => card.rect.y + card.rect.height / 2;
  const sorted = [...cards].sort((a, b) => centreY(a) - centreY(b));
  const rows: PageCard[][] = [];
  for (const card of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(centreY(card) - centreY(first)) < Math.min(card.rect.height, first.rect.height) / 2) row.push(card);
    else rows.push([card]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.rect.x - b.rect.x));
}
