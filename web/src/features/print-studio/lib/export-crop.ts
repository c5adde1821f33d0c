import type { CropPixels, PixelSize } from '@core/documents/document-crop-pixels';

export interface ExportedCrop extends CropPixels {
  jpeg: Blob;
}

/** The pixel size to export a crop covering `crop` pixels of the photo at (see fixedSizeCropPixels, documentCropPixels). */
export type CropSizer = (crop: PixelSize) => CropPixels;

interface CanvasSource {
  getCoordinates: () => { width: number; height: number } | null;
  getCanvas: (options?: { width?: number; height?: number; fillColor?: string; imageSmoothingQuality?: ImageSmoothingQuality }) => HTMLCanvasElement | null;
}

/** The cropper's current crop as a JPEG at the print size `sizeFor` gives. */
export async function exportCrop(cropper: CanvasSource, sizeFor: CropSizer): Promise<ExportedCrop | null> {
  const coordinates = cropper.getCoordinates();
  if (!coordinates || !(coordinates.width > 0) || !(coordinates.height > 0)) return null;
  const size = sizeFor(coordinates);
  const drawn = cropper.getCanvas({ width: size.width, height: size.height, fillColor: '#ffffff', imageSmoothingQuality: 'high' });
  if (!drawn) return null;
  let canvas = drawn;
  if (drawn.width !== size.width || drawn.height !== size.height) {
    // The cropper rounds to the crop's own aspect; the print wants exactly this size.
    canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(drawn, 0, 0, size.width, size.height);
  }
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  return jpeg ? { ...size, jpeg } : null;
}
