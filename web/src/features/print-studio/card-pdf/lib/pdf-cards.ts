import type { PageCard, PixelRect } from '@core/card-pdf/find-page-cards';
import { pairPageCards } from '@core/card-pdf/pair-page-cards';
import type { CardRotation } from './card-geometry';

/** Where one side of a card is in the PDF: its page (1-based), its region on the page rendered, and its turn upright. */
export interface CardPlace {
  page: number;
  rect: PixelRect;
  rotation: CardRotation;
}

/** A card found in the PDF: its front, and its back when the PDF has one (a card without a back prints alone). */
export interface PdfCard {
  front: CardPlace;
  back: CardPlace | null;
}

/** A page searched: its rendered size and the card-shaped outlines on it. */
export interface SearchedPage {
  width: number;
  height: number;
  cards: PageCard[];
}

/**
 * The cards of a whole PDF, in reading order: each page's outlines paired front with back by core's pairPageCards
 * (beside or below on one page, or a front page followed by a back page), each side turned as its page lies.
 */
export function pdfCardsOf(pages: readonly SearchedPage[]): PdfCard[] {
  const { pairings, turns } = pairPageCards(pages);
  const place = ({ page, card }: { page: number; card: number }): CardPlace => ({
    page: page + 1,
    rect: pages[page]!.cards[card]!.rect,
    rotation: turns[page]!,
  });
  return pairings.map((pairing) => ({ front: place(pairing.front), back: pairing.back ? place(pairing.back) : null }));
}
