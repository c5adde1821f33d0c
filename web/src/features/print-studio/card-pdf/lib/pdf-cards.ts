import type { PageCard, PixelRect } from '@core/card-pdf/find-page-cards';
import { pairPageCards, type PageTurn } from '@core/card-pdf/pair-page-cards';
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

/** A page searched: its rendered size, the card-shaped outlines on it, and its /Rotate. */
export interface SearchedPage {
  width: number;
  height: number;
  cards: PageCard[];
  /** The page's /Rotate in degrees: the viewer turned it so from the way it was drawn (0 when not). */
  rotate: number;
}

/**
 * How to stand a page's cards upright when its /Rotate tells: a page drawn upright and shown turned a quarter shows its
 * cards standing (portrait), and is turned back; one shown upside down is turned half round. A page turned a quarter
 * whose cards lie landscape was drawn on its side and set upright by its /Rotate: it is left as shown (guessed).
 */
function knownTurn(page: SearchedPage): PageTurn | undefined {
  const standing = page.cards.filter((card) => card.portrait).length * 2 > page.cards.length;
  if (page.rotate === 180) return 180;
  if (!standing) return undefined;
  return page.rotate === 90 ? 270 : page.rotate === 270 ? 90 : undefined;
}

/**
 * The cards of a whole PDF, in reading order: each page's outlines paired front with back by core's pairPageCards
 * (beside or below on one page, or a front page followed by a back page), each side turned as its page lies: a page
 * with a /Rotate turned back by it (it was drawn upright), any other page as core's pageTurn guesses.
 */
export function pdfCardsOf(pages: readonly SearchedPage[]): PdfCard[] {
  const { pairings, turns } = pairPageCards(pages.map((page) => ({ width: page.width, height: page.height, cards: page.cards, turn: knownTurn(page) })));
  const place = ({ page, card }: { page: number; card: number }): CardPlace => ({
    page: page + 1,
    rect: pages[page]!.cards[card]!.rect,
    rotation: turns[page]!,
  });
  return pairings.map((pairing) => ({ front: place(pairing.front), back: pairing.back ? place(pairing.back) : null }));
}
