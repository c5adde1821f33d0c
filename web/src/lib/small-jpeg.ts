/**
 * A small JPEG of a decoded picture: at most `side` px on its longer side, any transparent part white. Null where the
 * browser cannot draw it (no 2D canvas). Used for History's exam thumbnails (decision 0070) and the intake's queue
 * (decision 0095). The bitmap stays the caller's to close.
 */
export async function smallJpeg(bitmap: ImageBitmap, side: number): Promise<Blob | null> {
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
}
