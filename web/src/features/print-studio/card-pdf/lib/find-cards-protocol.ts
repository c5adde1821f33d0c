import type { PageCard } from '@core/card-pdf/find-page-cards';

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
  /** Every card-shaped outline on the page (core's findPageCards), none when there is none. */
  cards: PageCard[];
  /** Nothing at all on the page. */
  blank: boolean;
}
