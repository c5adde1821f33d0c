import { inkOnPaper } from './clean-ink';

/** A frame in shares of the picture (0–1 from its left and top edges). */
export interface InkFrame {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The margin around the ink: this share of the ink's longer side, and at least this share of the picture's. */
const MARGIN_OF_INK = 0.1;
const MIN_MARGIN_OF_PICTURE = 0.01;

/**
 * The frame a signature's crop opens on (decision 0082): the ink on the paper as the server's cleaning sees it
 * (inkOnPaper: a table round the paper is not ink, nor is dust), with a margin, at `aspect` (width ÷ height;
 * null keeps the ink's own), kept inside the picture. Null when no ink is seen: the dialog then opens as it
 * always did. `grey` is the picture's luma, row by row.
 */
export function findInkFrame(grey: Uint8Array, width: number, height: number, aspect: number | null): InkFrame | null {
  if (width < 8 || height < 8 || grey.length !== width * height) return null;
  const { box } = inkOnPaper({ data: grey, width, height }, 'colour');
  if (!box) return null;
  const left = box.left;
  const top = box.top;
  const right = box.right + 1;
  const bottom = box.bottom + 1;
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
