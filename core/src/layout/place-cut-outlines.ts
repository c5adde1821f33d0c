import type { DocumentPage } from './place-documents';
import type { Rect } from './place-photos';

/**
 * Where a document page is cut (docs/domain-rules.md §7): a thin outline exactly around each card or passport page
 * printed at its true size, so cutting along it gives the document at that size; none around a page
 * document (fitted into its area, it keeps the whole sheet).
 */
export function placeCutOutlines(page: DocumentPage): Rect[] {
  return page.slots.filter((slot) => slot.fit === 'exact').map((slot) => slot.rect);
}
