import type { PageCard, PixelRect } from './find-page-cards';

/** Degrees a page must be turned clockwise for its cards to read upright. */
export type PageTurn = 0 | 90 | 180 | 270;

export interface CardPage {
  width: number;
  height: number;
  /** The page's cards (findPageCards). */
  cards: PageCard[];
  /**
   * How the page must be turned, when that is known rather than guessed: a PDF page shown turned by its /Rotate was
   * drawn upright before it, so turning it back (360° − /Rotate) stands its cards upright.
   */
  turn?: PageTurn;
}

/** One card of the document: its page (0-based) and its index in that page's cards. */
export interface CardRef {
  page: number;
  card: number;
}

/** A front and its back, or a card printed alone (`back` null). */
export interface CardPairing {
  front: CardRef;
  back: CardRef | null;
}

/** How much two cards' long sides may differ and still be the two sides of one card. */
const SAME_SIZE = 0.03;

/**
 * How a page lies: as it is known to (`turn`), else guessed: upright when its cards are (most of them) landscape; a
 * quarter-turned page when they are portrait, turned right when they sit in the page's right half and left otherwise
 * (a guess the operator can turn).
 */
export function pageTurn(page: CardPage): PageTurn {
  if (page.turn !== undefined) return page.turn;
  const portrait = page.cards.filter((card) => card.portrait);
  if (portrait.length * 2 <= page.cards.length) return 0;
  const centreX = portrait.reduce((sum, card) => sum + card.rect.x + card.rect.width / 2, 0) / portrait.length;
  return centreX >= page.width / 2 ? 90 : 270;
}

/** A card's rectangle on the page turned upright (`turn` degrees clockwise). */
export function uprightRect(rect: PixelRect, turn: PageTurn, page: Pick<CardPage, 'width' | 'height'>): PixelRect {
  if (turn === 90) return { x: page.height - rect.y - rect.height, y: rect.x, width: rect.height, height: rect.width };
  if (turn === 270) return { x: rect.y, y: page.width - rect.x - rect.width, width: rect.height, height: rect.width };
  if (turn === 180) return { x: page.width - rect.x - rect.width, y: page.height - rect.y - rect.height, width: rect.width, height: rect.height };
  return rect;
}

const sameSize = (a: PixelRect, b: PixelRect) => Math.abs(Math.max(a.width, a.height) / Math.max(b.width, b.height) - 1) <= SAME_SIZE;

/**
 * Whether `b` is the other side of `a` on one page (both upright): the same size, and next to it in its row (to the
 * right) or its column (below), no more than a card's short side apart.
 */
function sidesOfOneCard(a: PixelRect, b: PixelRect): boolean {
  if (!sameSize(a, b)) return false;
  const short = Math.min(a.width, a.height);
  const sameRow = Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)) < a.height / 2;
  const sameColumn = Math.abs(a.x + a.width / 2 - (b.x + b.width / 2)) < a.width / 2;
  const besideGap = b.x - (a.x + a.width);
  const belowGap = b.y - (a.y + a.height);
  return (sameRow && besideGap >= 0 && besideGap <= short) || (sameColumn && belowGap >= 0 && belowGap <= short);
}

/**
 * Fronts paired with backs, in the document's reading order (each page turned upright): on a page, a card and the
 * next one of the same size beside or below it are one card's front and back; a page with one card and the next
 * page with one card of the same size are too (a front page and a back page). Any other card prints alone.
 */
export function pairPageCards(pages: readonly CardPage[]): { pairings: CardPairing[]; turns: PageTurn[] } {
  const turns = pages.map(pageTurn);
  const ordered = pages.map((page, index) => {
    const turn = turns[index]!;
    const cards = page.cards.map((card, at) => ({ ref: { page: index, card: at }, rect: uprightRect(card.rect, turn, page) }));
    const centreY = (rect: PixelRect) => rect.y + rect.height / 2;
    cards.sort((a, b) => {
      const rowGap = centreY(a.rect) - centreY(b.rect);
      return Math.abs(rowGap) < Math.min(a.rect.height, b.rect.height) / 2 ? a.rect.x - b.rect.x : rowGap;
    });
    return cards;
  });
  const pairings: CardPairing[] = [];
  for (const cards of ordered) {
    for (let i = 0; i < cards.length; i += 1) {
      const next = cards[i + 1];
      if (next && sidesOfOneCard(cards[i]!.rect, next.rect)) {
        pairings.push({ front: cards[i]!.ref, back: next.ref });
        i += 1;
      } else {
        pairings.push({ front: cards[i]!.ref, back: null });
      }
    }
  }
  // A page of one card followed by a page of one card of the same size: a front page and a back page.
  const joined: CardPairing[] = [];
  for (let i = 0; i < pairings.length; i += 1) {
    const here = pairings[i]!;
    const next = pairings[i + 1];
    const alone = (p: CardPairing) => p.back === null && ordered[p.front.page]!.length === 1;
    if (next && alone(here) && alone(next) && next.front.page === here.front.page + 1) {
      const rectOf = (ref: CardRef) => pages[ref.page]!.cards[ref.card]!.rect;
      if (sameSize(rectOf(here.front), rectOf(next.front))) {
        joined.push({ front: here.front, back: next.front });
        i += 1;
        continue;
      }
    }
    joined.push(here);
  }
  return { pairings: joined, turns };
}
