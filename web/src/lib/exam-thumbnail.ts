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
    const scale = Math.min(1, THUMBNAIL_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    // Any transparent part shows white, as the file has it.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
  } catch {
    return null;
  }
}
