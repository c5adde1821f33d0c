import { headGuides } from '@core/face/head-rules';
import type { PhotoSize } from '@core/layout/papers';
import { MM_PER_INCH, mmToPx, type Mm } from '@core/units/units';
import type { ProofOptions } from './proof-picture';

/** A clean (paid) print's images: 600 dpi of their printed size, what a photo printer resolves. */
const CLEAN_DPI = 600;
/**
 * A free print's pictures: 150 dpi of their printed size (decision 0053). The free print is a proof
 * of layout: page, sizes, cut lines and where the head sits, which 150 dpi shows on paper; the face
 * is judged on screen from the operator's own crop.
 */
const FREE_DPI = 150;

/**
 * The pixels of an image printed at `size` in a free or a clean print, at most `maxDpi` (page
 * documents). Only the pixels change: the image is placed at `size` in mm either way.
 */
export function imagePixels(size: { width: Mm; height: Mm }, watermarked: boolean, maxDpi = CLEAN_DPI): { width: number; height: number } {
  const dpi = Math.min(watermarked ? FREE_DPI : CLEAN_DPI, maxDpi);
  return { width: mmToPx(size.width, dpi), height: mmToPx(size.height, dpi) };
}

/** How a free print's picture is made a proof: a photo of `photo`'s size gets its face oval and head guides; a document none. */
export function freeProof(photo: PhotoSize | null): ProofOptions {
  return { pixelsPerMm: FREE_DPI / MM_PER_INCH, head: photo ? headGuides(photo) : null };
}
