import type { RgbaImage } from '../images/rgba-image';
import { findPageCards, type PixelRect } from './find-page-cards';
import { pairPageCards, type PageTurn } from './pair-page-cards';

export interface CardRegions {
  front: PixelRect;
  back: PixelRect;
  /** Degrees the cards must be turned clockwise to read upright: 0 normally, 90 or 270 when the page was turned. */
  rotation: PageTurn;
}

/**
 * A card's front and back on one rendered page (an e-Aadhaar's two cards): the first pair findPageCards and
 * pairPageCards make, front first in the upright page's reading order; null when the page has no two sides of one
 * card. By aspect and outline only, at any scale.
 */
export function findFrontAndBack(image: RgbaImage): CardRegions | null {
  const cards = findPageCards(image);
  const { pairings, turns } = pairPageCards([{ width: image.width, height: image.height, cards }]);
  const pair = pairings.find((pairing) => pairing.back !== null);
  if (!pair?.back) return null;
  return { front: cards[pair.front.card]!.rect, back: cards[pair.back.card]!.rect, rotation: turns[0]! };
}
