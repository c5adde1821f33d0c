import { fitInside } from '../layout/fit-inside';
import { pageDocumentArea } from '../layout/place-documents';
import { MM_PER_INCH, mmToPx, type Mm } from '../units/units';
import type { DocumentType } from './document-types';
import type { DocumentSize } from './document-sizes';

/** Fixed-size prints (cards, passport pages, passport photos): printed from exactly 600 dpi of their size; 300 dpi is the least for a sharp print. */
const DOCUMENT_BEST_DPI = 600;
export const DOCUMENT_LEAST_DPI = 300;
/** Page documents: the server keeps at most 300 dpi of A4, so more pixels would only be thrown away. */
const PAGE_BEST_DPI = 300;
/** Page documents under this many dots per inch print visibly soft: the screen warns. */
const PAGE_LEAST_DPI = 150;

export interface PixelSize {
  width: number;
  height: number;
}

export interface CropPixels extends PixelSize {
  /** The crop has fewer pixels than a sharp print of this size needs: warn the operator. */
  lowResolution: boolean;
}

/**
 * The passport photo's floor (docs/domain-rules.md §6): 420×540 px at the photo's 7:9, a round figure for
 * 300 dpi of 35×45 mm (which `mmToPx` gives as 413×531; its 600 dpi is 827×1063).
 */
export const PASSPORT_LEAST_CROP: PixelSize = { width: 420, height: 540 };

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

/** Pixels that cover `size` at `dpi`, each side rounded to the nearest pixel (`mmToPx`). */
export function sizeInPixels(size: DocumentSize, dpi: number): PixelSize {
  return { width: mmToPx(size.width, dpi), height: mmToPx(size.height, dpi) };
}

function checkCrop(crop: PixelSize) {
  if (!(crop.width > 0) || !(crop.height > 0)) throw new RangeError(`a crop needs a positive size, got ${crop.width}×${crop.height}`);
}

/**
 * The pixel size to export a crop of `crop` (pixels of the photo) at, for printing at the fixed
 * `size` (a card, a passport page, a passport photo): 600 dpi of `size` when the crop has that many
 * pixels, the crop's own width below that, and never under `least` (by default 300 dpi of `size`;
 * scaled up and flagged); always at `size`'s aspect.
 */
export function fixedSizeCropPixels(size: DocumentSize, crop: PixelSize, least: PixelSize = sizeInPixels(size, DOCUMENT_LEAST_DPI)): CropPixels {
  checkCrop(crop);
  const best = sizeInPixels(size, DOCUMENT_BEST_DPI);
  if (crop.width >= best.width) return { ...best, lowResolution: false };
  if (crop.width >= least.width) {
    const width = Math.round(crop.width);
    return { width, height: Math.round((width * size.height) / size.width), lowResolution: false };
  }
  return { ...least, lowResolution: true };
}

/**
 * The pixel size to export a crop of `crop` (pixels of the photo) at, for printing as `type`:
 * - cards and passport pages: `fixedSizeCropPixels` of the type's size (300–600 dpi, flagged when
 *   scaled up to 300 dpi).
 * - page documents: the crop's own size and aspect, scaled down to 300 dpi of the printed size when
 *   larger and never scaled up; flagged under 150 dpi.
 */
export function documentCropPixels(type: DocumentType, crop: PixelSize): CropPixels {
  checkCrop(crop);
  if (type.printedSize) return fixedSizeCropPixels(type.printedSize, crop);
  const aspect = crop.width / crop.height;
  const printed = printedCropSize(type, aspect);
  const most = mmToPx(printed.width, PAGE_BEST_DPI);
  const width = Math.max(1, Math.round(Math.min(crop.width, most)));
  const height = Math.max(1, Math.round(width / aspect));
  return { width, height, lowResolution: dotsPerInch(crop.width, printed.width) < PAGE_LEAST_DPI };
}
