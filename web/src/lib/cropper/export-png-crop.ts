import type { PixelSize } from '@core/exam-files/exam-file-size';
import { drawCropAt, encodeCanvas, type CropCanvasSource } from '../crop-canvas';

/** A crop exported losslessly at the size the upload needs. */
export interface PngCrop extends PixelSize {
  png: Blob;
}

/**
 * The cropper's current crop as a PNG of exactly the size `sizeFor` gives for it (lossless: the server's JPEG is
 * the only lossy step). Null when the cropper has no crop or no canvas to give.
 */
export async function exportPngCrop(cropper: CropCanvasSource, sizeFor: (crop: PixelSize) => PixelSize): Promise<PngCrop | null> {
  const drawn = drawCropAt(cropper, sizeFor);
  if (!drawn) return null;
  const png = await encodeCanvas(drawn.canvas, 'image/png');
  return png ? { ...drawn.size, png } : null;
}
