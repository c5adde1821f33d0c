import { isSurroundingSurface, regionsOf } from '../images/dark-regions';

/** A frame in shares of the picture (0–1 from its left and top edges). */
export interface InkFrame {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A pixel is dark (ink, or the table) below this share of the paper's brightness. */
const DARK_SHARE = 0.6;
/** The margin around the ink: this share of the ink's longer side, and at least this share of the picture's. */
const MARGIN_OF_INK = 0.1;
const MIN_MARGIN_OF_PICTURE = 0.01;

/** The brightness that 90 % of the picture's pixels are at or below: the paper, where the paper is a tenth of it or more. */
function paperLevel(grey: Uint8Array): number {
  const histogram = new Uint32Array(256);
  for (const v of grey) histogram[v]! += 1;
  const wanted = grey.length * 0.9;
  let seen = 0;
  for (let v = 0; v < 256; v += 1) {
    seen += histogram[v]!;
    if (seen >= wanted) return v;
  }
  return 255;
}

/**
 * The frame a signature's crop opens on (decision 0082): the ink on the paper, with a margin, at `aspect`
 * (width ÷ height; null keeps the ink's own), kept inside the picture. Dark regions that are the surface
 * around the paper (a table: solid and reaching the picture's edge, see isSurroundingSurface) are not ink.
 * Null when no ink is seen: the dialog then opens as it always did. `grey` is the picture's luma, row by row.
 */
export function findInkFrame(grey: Uint8Array, width: number, height: number, aspect: number | null): InkFrame | null {
  if (width < 8 || height < 8 || grey.length !== width * height) return null;
  const paper = paperLevel(grey);
  if (paper < 80) return null;
  const cut = paper * DARK_SHARE;
  const mask = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i += 1) mask[i] = grey[i]! < cut ? 1 : 0;
  const speck = Math.max(3, Math.round(width * height * 0.00002));
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (const region of regionsOf(mask, width, height).regions) {
    if (region.pixels < speck || isSurroundingSurface(region, width, height)) continue;
    left = Math.min(left, region.left);
    top = Math.min(top, region.top);
    right = Math.max(right, region.right + 1);
    bottom = Math.max(bottom, region.bottom + 1);
  }
  if (right < 0) return null;
  const margin = Math.max(MARGIN_OF_INK * Math.max(right - left, bottom - top), MIN_MARGIN_OF_PICTURE * Math.max(width, height));
  let frameWidth = right - left + 2 * margin;
  let frameHeight = bottom - top + 2 * margin;
  if (aspect !== null) {
    if (frameWidth / frameHeight < aspect) frameWidth = frameHeight * aspect;
    else frameHeight = frameWidth / aspect;
  }
  // Larger than the picture: the largest frame of that aspect inside it, still centred on the ink where it can be.
  const shrink = Math.min(1, width / frameWidth, height / frameHeight);
  frameWidth *= shrink;
  frameHeight *= shrink;
  const place = (centre: number, size: number, room: number) => Math.min(Math.max(centre - size / 2, 0), room - size);
  return {
    left: place((left + right) / 2, frameWidth, width) / width,
    top: place((top + bottom) / 2, frameHeight, height) / height,
    width: frameWidth / width,
    height: frameHeight / height,
  };
}
