import { fitInside } from '../layout/fit-inside';
import { pageDocumentArea } from '../layout/place-documents';
import { MM_PER_INCH, mmToPx, type Mm } from '../units/units';
import type { DocumentSize, DocumentType } from './document-types';

/** Cards and passport pages: the server prints them from exactly 600 dpi of their size; 300 dpi is the least for a sharp print. */
export const DOCUMENT_BEST_DPI = 600;
export const DOCUMENT_LEAST_DPI = 300;
/** Page documents: the server keeps at most 300 dpi of A4, so more pixels would only be thrown away. */
export const PAGE_BEST_DPI = 300;
/** Page documents under this many dots per inch print visibly soft: the screen warns. */
export const PAGE_LEAST_DPI = 150;

export interface CropPixels {
  width: number;
  height: number;
  /** The crop has fewer pixels than a sharp print of this size needs: warn the operator. */
  lowResolution: boolean;
}

/**
 * How large a crop of this type prints, in mm: the type's size for cards and passport pages; for a
 * page document (free aspect) the largest size of the crop's aspect inside the A4 margins less the
 * footer band, as the server fits it (`fitInside`).
 */
export function printedCropSize(type: DocumentType, cropAspect: number): DocumentSize {
  if (type.printedSize) return type.printedSize;
  const fitted = fitInside(pageDocumentArea(), cropAspect);
  return { width: fitted.width, height: fitted.height };
}

/** Dots per inch that `pixels` give over `length`. */
export function dotsPerInch(pixels: number, length: Mm): number {
  return pixels / (length / MM_PER_INCH);
}

/**
 * The pixel size to export a crop of `crop` (pixels of the photo) at, for printing as `type`:
 * - cards and passport pages: 600 dpi of the type's size when the crop has that many pixels, the
 *   crop's own width between 300 and 600 dpi, and never under 300 dpi (scaled up and flagged);
 *   always at the type's aspect.
 * - page documents: the crop's own size and aspect, scaled down to 300 dpi of the printed size when
 *   larger and never scaled up; flagged under 150 dpi.
 */
export function documentCropPixels(type: DocumentType, crop: { width: number; height: number }): CropPixels {
  if (!(crop.width > 0) || !(crop.height > 0)) throw new RangeError(`a crop needs a positive size, got ${crop.width}×${crop.height}`);
  const aspect = crop.width / crop.height;
  const printed = printedCropSize(type, aspect);
  if (type.printedSize) {
    const best = { width: mmToPx(printed.width, DOCUMENT_BEST_DPI), height: mmToPx(printed.height, DOCUMENT_BEST_DPI) };
    const least = { width: mmToPx(printed.width, DOCUMENT_LEAST_DPI), height: mmToPx(printed.height, DOCUMENT_LEAST_DPI) };
    if (crop.width >= best.width) return { ...best, lowResolution: false };
    if (crop.width >= least.width) {
      const width = Math.round(crop.width);
      return { width, height: Math.round((width * printed.height) / printed.width), lowResolution: false };
    }
    return { ...least, lowResolution: true };
  }
  const most = mmToPx(printed.width, PAGE_BEST_DPI);
  const width = Math.max(1, Math.round(Math.min(crop.width, most)));
  const height = Math.max(1, Math.round(width / aspect));
  return { width, height, lowResolution: dotsPerInch(crop.width, printed.width) < PAGE_LEAST_DPI };
}
