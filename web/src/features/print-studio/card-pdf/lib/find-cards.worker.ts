import { findPageCards } from '@core/card-pdf/find-page-cards';
import type { FindCardsReply, FindCardsRequest } from './find-cards-protocol';
import { isBlankPage } from './is-blank-page';

/**
 * Finds the cards on a rendered page off the main thread: on a 300 dpi A4 page (8.7 million pixels) it
 * takes a few hundred milliseconds on a PC and longer on a cheap laptop, and the page stays usable.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FindCardsRequest>) => void) | null;
  postMessage(message: FindCardsReply): void;
};

scope.onmessage = ({ data: { id, width, height, pixels } }) => {
  try {
    const data = new Uint8ClampedArray(pixels);
    const blank = isBlankPage(data);
    const cards = blank ? [] : findPageCards({ width, height, data });
    scope.postMessage({ id, kind: 'done', found: { cards, blank } });
  } catch {
    scope.postMessage({ id, kind: 'error' });
  }
};
