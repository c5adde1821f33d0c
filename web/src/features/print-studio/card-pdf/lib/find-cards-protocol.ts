import type { CardRegions } from '@core/card-pdf/find-front-and-back';

/** Page → detection worker: the rendered page's RGBA pixels (transferred, not copied). */
export interface FindCardsRequest {
  id: number;
  width: number;
  height: number;
  pixels: ArrayBuffer;
}

/** Detection worker → page. */
export type FindCardsReply = { id: number; kind: 'done'; found: FoundCards } | { id: number; kind: 'error' };

export interface FoundCards {
  /** The two cards, or null when the page has no two card-shaped outlines. */
  regions: CardRegions | null;
  /** Nothing at all on the page. */
  blank: boolean;
}
