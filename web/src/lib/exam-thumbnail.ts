import { smallJpeg } from './small-jpeg';

/** A History thumbnail's longer side, in CSS pixels × 2 for sharp screens (shown at 48 px). */
const THUMBNAIL_SIDE = 96;

/**
 * A small JPEG of a crop for History's row (decision 0070): at most 96 px on its longer side, made in the browser and
 * kept only there. Null where the browser cannot draw it (no canvas): the row then shows no picture.
 */
export async function examThumbnail(png: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  try {
    const bitmap = await createImageBitmap(png);
    try {
      // Any transparent part shows white, as the file has it.
      return await smallJpeg(bitmap, THUMBNAIL_SIDE);
    } finally {
      bitmap.close();
    }
  } catch {
    return null;
  }
}
