import type { CropPixels, PixelSize } from '@core/documents/document-crop-pixels';
import { drawCropAt, encodeCanvas, PHOTO_JPEG_QUALITY, type CropCanvasSource } from '../crop-canvas';

export interface ExportedCrop extends CropPixels {
  jpeg: Blob;
}

/** The pixel size to export a crop covering `crop` pixels of the photo at (see fixedSizeCropPixels, documentCropPixels). */
export type CropSizer = (crop: PixelSize) => CropPixels;

/**
 * The cropper's current crop as a JPEG at the print size `sizeFor` gives, encoded once at `quality` (a photo's
 * 4:4:4 by default; decision 0077): these bytes are what the print uploads.
 */
export async function exportCrop(cropper: CropCanvasSource, sizeFor: CropSizer, quality: number = PHOTO_JPEG_QUALITY): Promise<ExportedCrop | null> {
  const drawn = drawCropAt(cropper, sizeFor);
  if (!drawn) return null;
  // A photo crop keeps its pixels for the white background; a document side (its own quality) never has one.
  const jpeg = await encodeCanvas(drawn.canvas, 'image/jpeg', quality, quality === PHOTO_JPEG_QUALITY);
  return jpeg ? { ...drawn.size, jpeg } : null;
}
