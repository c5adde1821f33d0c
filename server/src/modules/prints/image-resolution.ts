import { mmToPx, type Mm } from '@core/units/units';

/** A clean (paid) print's images: 600 dpi of their printed size, what a photo printer resolves. */
const CLEAN_DPI = 600;
/**
 * A free (watermarked) print's images: 300 dpi of their printed size (decision 0026): a proof that
 * looks right on screen and on paper, with a quarter of the pixels to burn the brand into and
 * encode, a much smaller download, and less given away.
 */
const FREE_DPI = 300;

/**
 * The pixels of an image printed at `size` in a free or a clean print, at most `maxDpi` (page
 * documents). Only the pixels change: the image is placed at `size` in mm either way.
 */
export function imagePixels(size: { width: Mm; height: Mm }, watermarked: boolean, maxDpi = CLEAN_DPI): { width: number; height: number } {
  const dpi = Math.min(watermarked ? FREE_DPI : CLEAN_DPI, maxDpi);
  return { width: mmToPx(size.width, dpi), height: mmToPx(size.height, dpi) };
}
