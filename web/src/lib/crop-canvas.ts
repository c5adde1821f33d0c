/** What a crop export needs of the cropper (react-advanced-cropper's ref has both). */
export interface CropCanvasSource {
  getCoordinates: () => { width: number; height: number } | null;
  getCanvas: (options?: { width?: number; height?: number; fillColor?: string; imageSmoothingQuality?: ImageSmoothingQuality }) => HTMLCanvasElement | null;
}

/**
 * The cropper's current crop drawn on a canvas of exactly the size `sizeFor` gives for it (white behind
 * transparency), with that size; null when the cropper has no crop or no canvas to give. The print
 * studio's JPEG and the exam files' PNG are both encoded from it.
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
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(drawn, 0, 0, size.width, size.height);
  return { canvas, size };
}

/** A canvas encoded as `type` (quality for JPEG), or null when the browser gives nothing. */
export function canvasBlob(canvas: HTMLCanvasElement, type: 'image/png' | 'image/jpeg', quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}
