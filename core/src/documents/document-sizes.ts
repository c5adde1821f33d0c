import { mm, type Mm } from '../units/units';

/** A printed size in mm. Kept apart from the document types' list, so what needs only a size does not carry the list. */
export interface DocumentSize {
  width: Mm;
  height: Mm;
}

/** ISO/IEC 7810 ID-1, the size of every Indian ID card we print. */
export const ID1_CARD: DocumentSize = { width: mm(85.6), height: mm(54) };
/** ISO/IEC 7810 ID-3, an open passport's data page, landscape. */
export const PASSPORT_PAGE: DocumentSize = { width: mm(125), height: mm(88) };
