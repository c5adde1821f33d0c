import type { CropPixels, PixelSize } from '@core/documents/document-crop-pixels';
import { canvasBlob, drawCropAt, type CropCanvasSource } from '../../../lib/crop-canvas';

export interface ExportedCrop extends CropPixels {
  jpeg: Blob;
}

/** The pixel size to export a crop covering `crop` pixels of the photo at (see fixedSizeCropPixels, documentCropPixels). */
export type CropSizer = (crop: PixelSize) => CropPixels;

/** The cropper's current crop as a JPEG at the print size `sizeFor` gives. */
export async function exportCrop(cropper: CropCanvasSource, sizeFor: CropSizer): Promise<ExportedCrop | null> {
  const drawn = drawCropAt(cropper, sizeFor);
  if (!drawn) return null;
  const jpeg = await canvasBlob(drawn.canvas, 'image/jpeg', 0.92);
  return jpeg ? { ...drawn.size, jpeg } : null;
}
