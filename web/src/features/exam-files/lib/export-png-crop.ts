import type { PixelSize } from '@core/exam-files/exam-file-size';

/** A crop exported losslessly at the size the upload needs. */
export interface PngCrop extends PixelSize {
  png: Blob;
}

/** What the exporter needs of the cropper (react-advanced-cropper's ref has both). */
export interface CropCanvasSource {
  getCoordinates: () => { width: number; height: number } | null;
  getCanvas: (options?: { width?: number; height?: number; fillColor?: string; imageSmoothingQuality?: ImageSmoothingQuality }) => HTMLCanvasElement | null;
}

/**
 * The cropper's current crop as a PNG of exactly the size `sizeFor` gives for it (lossless: the server's JPEG is
 * the only lossy step). Null when the cropper has no crop or no canvas to give.
 */
export async function exportPngCrop(cropper: CropCanvasSource, sizeFor: (crop: PixelSize) => PixelSize): Promise<PngCrop | null> {
  const coordinates = cropper.getCoordinates();
  if (!coordinates || !(coordinates.width > 0) || !(coordinates.height > 0)) return null;
  const size = sizeFor({ width: coordinates.width, height: coordinates.height });
  const drawn = cropper.getCanvas({ width: size.width, height: size.height, fillColor: '#ffffff', imageSmoothingQuality: 'high' });
  if (!drawn) return null;
  let canvas = drawn;
  if (drawn.width !== size.width || drawn.height !== size.height) {
    // The cropper keeps its own aspect when it rounds; the file wants exactly this size.
    canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(drawn, 0, 0, size.width, size.height);
  }
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return png ? { ...size, png } : null;
}
