import type { DocumentType } from '../documents/document-types';
import { mm, type Mm } from '../units/units';
import { CROP_MARK } from './place-cut-lines';
import type { DocumentPage } from './place-documents';
import { boundingBox, type Rect } from './place-photos';

/**
 * Where the scale bar's room starts on a photo sheet (placeScaleBar's `occupiedBottom`): below the
 * photo grid and the crop marks that reach CROP_MARK out of it. `rects` are placePhotos' rectangles.
 */
export function photoSheetOccupiedBottom(rects: readonly Rect[]): Mm {
  const box = boundingBox(rects);
  return mm(box.y + box.height + CROP_MARK);
}

/**
 * Where the scale bar's room starts on a document page (placeScaleBar's `occupiedBottom`): 1 mm
 * below the lowest of its slots and its QR code. Null when the page gets no scale bar: only cards
 * and passport pages, printed at their true size, are measured against one (not page documents,
 * fitted to the sheet).
 */
export function documentPageOccupiedBottom(type: DocumentType, page: DocumentPage): Mm | null {
  if (!type.printedSize) return null;
  const bottoms = [...page.slots.map((slot) => slot.rect), ...(page.qr ? [page.qr] : [])].map((r) => r.y + r.height);
  return mm(Math.max(...bottoms) + 1);
}
