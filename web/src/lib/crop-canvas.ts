/** What a crop export needs of the cropper (react-advanced-cropper's ref has both). */
export interface CropCanvasSource {
  getCoordinates: () => { width: number; height: number } | null;
  getCanvas: (options?: { width?: number; height?: number; fillColor?: string; imageSmoothingQuality?: ImageSmoothingQuality }) => HTMLCanvasElement | null;
}

/**
 * The cropper's current crop drawn on a canvas of exactly the size `sizeFor` gives for it (white behind
 * transparency), with that size; null when the cropper has no crop or no canvas to give. The print
 * studio's JPEG and the exam files' PNG are both encoded from it (encodeCanvas), once.
 */
export function drawCropAt<S extends { width: number; height: number }>(
  cropper: CropCanvasSource,
  sizeFor: (crop: { width: number; height: number }) => S,
): { canvas: HTMLCanvasElement; size: S } | null {
  const coordinates = cropper.getCoordinates();
  if (!coordinates || !(coordinates.width > 0) || !(coordinates.height > 0)) return null;
  const size = sizeFor({ width: coordinates.width, height: coordinates.height });
  const drawn = cropper.getCanvas({ width: size.width, height: size.height, fillColor: '#ffffff', imageSmoothingQuality: 'high' });
  if (!drawn) return null;
  if (drawn.width === size.width && drawn.height === size.height) return { canvas: drawn, size };
  // The cropper rounds to the crop's own aspect; the export wants exactly this size.
  const target = sizedCanvas(size);
  if (!target) return null;
  target.context.drawImage(drawn, 0, 0, size.width, size.height);
  return { canvas: target.canvas, size };
}

/** A new canvas of exactly `size`, drawn on with high-quality smoothing; null when the browser gives no 2D context. */
export function sizedCanvas(size: { width: number; height: number }): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } | null {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  return { canvas, context };
}

/**
 * The JPEG quality of a photo crop and of its white-background picture (decision 0077): the one encode between
 * the operator's crop and the upload. Chromium's canvas encodes colour at full resolution (4:4:4) only at
 * quality 1; below it, at half (4:2:0).
 */
export const PHOTO_JPEG_QUALITY = 1;

/** A document side's JPEG quality: 4:2:0 colour, a fifth of a 4:4:4 page's bytes (decision 0077). */
export const DOCUMENT_JPEG_QUALITY = 0.92;

/** A canvas encoded as `type` (quality for JPEG), or null when the browser gives nothing. */
export function canvasBlob(canvas: HTMLCanvasElement, type: 'image/png' | 'image/jpeg', quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * The pixels each crop picture was encoded from, kept beside the picture while it lives: the white background
 * works on these (never on a decode of the picture), so its own picture is the one encode of the crop's pixels.
 */
const encodedFrom = new WeakMap<Blob, ImageData>();

/**
 * The canvas encoded as `type` (see canvasBlob). With `keepPixels`, its pixels are kept for pixelsOf: read in the
 * same task, before anything awaits, since toBlob takes the canvas as it is when called and the cropper may draw
 * its reused canvas again (another size or place) before the encode resolves (decision 0080). Only a picture the
 * white background may work on keeps them: a 300 dpi A4 side's would be some 35 MB never read.
 */
export async function encodeCanvas(canvas: HTMLCanvasElement, type: 'image/png' | 'image/jpeg', quality?: number, keepPixels = true): Promise<Blob | null> {
  const pixels = keepPixels ? canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) : undefined;
  const picture = await canvasBlob(canvas, type, quality);
  if (picture && pixels) encodedFrom.set(picture, pixels);
  return picture;
}

/** Pixels encoded as `type` (quality for JPEG) on a canvas of their size; null when the browser gives nothing. */
export function encodePixels(pixels: ImageData, type: 'image/png' | 'image/jpeg', quality?: number): Promise<Blob | null> {
  const target = sizedCanvas(pixels);
  if (!target) return Promise.resolve(null);
  target.context.putImageData(pixels, 0, 0);
  // The white picture itself is never whitened again: its pixels are not kept.
  return encodeCanvas(target.canvas, type, quality, false);
}

/**
 * The pixels `picture` was encoded from (encodeCanvas), else its decode (a crop brought back from this browser's
 * storage has only its bytes); null when it cannot be decoded.
 */
export async function pixelsOf(picture: Blob): Promise<ImageData | null> {
  const kept = encodedFrom.get(picture);
  if (kept) return kept;
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(picture);
    const target = sizedCanvas(bitmap);
    if (!target) return null;
    target.context.drawImage(bitmap, 0, 0);
    return target.context.getImageData(0, 0, bitmap.width, bitmap.height);
  } catch {
    return null;
  } finally {
    bitmap?.close();
  }
}
