import type { PixelSize } from './exam-file-size';
import type { ExamPixels } from './exam-presets';

/** Where one signature goes in the stacked picture, in its pixels. */
export interface StackedPlace {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface StackedSignatures {
  /** The stacked picture's size before it is scaled to the upload's. */
  size: PixelSize;
  /** Each signature's place, in the order given: one below the other, centred across. */
  places: StackedPlace[];
}

/** Each signature is drawn this wide (its crop scaled up or down), so the three match whatever the crops were. */
const SIGNATURE_WIDTH = 1200;
/** A signature's band is at most this share of its width tall: a crop with much paper above and below is scaled down. */
const MAX_HEIGHT_SHARE = 0.5;
/** The white between the signatures and around them, as a share of their width. */
const GAP_SHARE = 0.06;

/** The aspects (width ÷ height) a preset's file can have without being cut: a range's, or the one of an exact or mm size. */
function aspectBounds(pixels: ExamPixels): { low: number; high: number } {
  if (pixels.kind === 'exact') return { low: pixels.width / pixels.height, high: pixels.width / pixels.height };
  if (pixels.kind === 'mm') return { low: pixels.widthMm / pixels.heightMm, high: pixels.widthMm / pixels.heightMm };
  if (pixels.square) return { low: 1, high: 1 };
  return { low: pixels.minWidth / pixels.maxHeight, high: pixels.maxWidth / pixels.minHeight };
}

/**
 * Several signatures cropped one by one, stacked one below the other on white paper as one file (UPSC 2026's
 * "triple signature", docs/decisions/0059-three-signatures-from-three-crops.md): each drawn the same width, no
 * band taller than half that width, with equal white between them and around them. When the stack's shape is
 * outside what the preset's pixel rule takes, white is added at the sides (too tall) or between the signatures
 * (too wide), so the server never has to cut a signature off to fit.
 */
export function stackSignatures(parts: readonly PixelSize[], pixels: ExamPixels): StackedSignatures {
  if (parts.length === 0) throw new RangeError('stackSignatures needs at least one signature.');
  const gap = Math.round(SIGNATURE_WIDTH * GAP_SHARE);
  const drawn = parts.map((part) => {
    const scale = Math.min(SIGNATURE_WIDTH / part.width, (SIGNATURE_WIDTH * MAX_HEIGHT_SHARE) / part.height);
    return { width: Math.max(1, Math.round(part.width * scale)), height: Math.max(1, Math.round(part.height * scale)) };
  });
  const inkHeight = drawn.reduce((sum, part) => sum + part.height, 0);
  let width = SIGNATURE_WIDTH + 2 * gap;
  let height = inkHeight + gap * (parts.length + 1);
  const { low, high } = aspectBounds(pixels);
  if (width / height < low) width = Math.ceil(height * low);
  else if (width / height > high) height = Math.ceil(width / high);
  // The white not taken by signatures, shared equally above, between and below them.
  const space = (height - inkHeight) / (parts.length + 1);
  let y = space;
  const places = drawn.map((part) => {
    const place = { x: Math.round((width - part.width) / 2), y: Math.round(y), width: part.width, height: part.height };
    y += part.height + space;
    return place;
  });
  return { size: { width, height }, places };
}
