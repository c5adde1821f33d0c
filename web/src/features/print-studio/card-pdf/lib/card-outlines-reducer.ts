import type { PixelRect } from '@core/card-pdf/find-page-cards';
import type { CardRotation } from './card-geometry';
import type { CardPlace, PdfCard } from './pdf-cards';

export type CardSide = 'front' | 'back';

/** The cards found in the opened PDF, the one outlined, and the dialog where the operator checks it (card PDF picker). */
export interface CardOutlines {
  /** Every card found in the PDF, in reading order. */
  cards: PdfCard[];
  /** The found card being outlined (its index in `cards`), or null when the operator draws one by hand. */
  chosen: number | null;
  front: CardPlace | null;
  back: CardPlace | null;
  /** The print needs the back too (a both-side print). */
  needsBack: boolean;
  /** The side the operator is drawing next, or null when every side needed is outlined. */
  drawing: CardSide | null;
  /** The card outlined was found in the PDF (not drawn by hand). */
  found: boolean;
  /** The card images are being made. */
  making: boolean;
  /** The cards shown were handed to the page. */
  used: boolean;
  /** Making the card images failed: the message to show. */
  cardsError: string | null;
  /** The dialog to check and adjust the cards is open. */
  checking: boolean;
}

export type CardOutlinesAction =
  | { type: 'pdf-searched'; cards: PdfCard[]; needsBack: boolean }
  | { type: 'card-chosen'; index: number }
  /** A side's outline drawn or adjusted on page `page`. */
  | { type: 'changed'; side: CardSide; rect: PixelRect; page: number }
  | { type: 'redraw' }
  | { type: 'turn' }
  | { type: 'check' }
  | { type: 'close' }
  | { type: 'making' }
  | { type: 'made' }
  | { type: 'making-failed'; message: string }
  /** The card being made no longer matches the screen (the outlines, the PDF or masking changed meanwhile): dropped. */
  | { type: 'making-dropped' }
  /** The card handed over was taken back (masking switched): to be used again, in the open dialog. */
  | { type: 'taken-back' };

export const noCardOutlines: CardOutlines = {
  cards: [],
  chosen: null,
  front: null,
  back: null,
  needsBack: true,
  drawing: null,
  found: false,
  making: false,
  used: false,
  cardsError: null,
  checking: false,
};

/** Whether every side the print needs is outlined. */
export function outlinesReady(state: CardOutlines): boolean {
  return state.front !== null && (!state.needsBack || state.back !== null) && state.drawing === null;
}

/** The outlines of found card `index` (or none, and the front is drawn first), reset for checking. */
function outlineCard(state: CardOutlines, index: number | null): CardOutlines {
  const card = index === null ? undefined : state.cards[index];
  const front = card?.front ?? null;
  const back = state.needsBack ? (card?.back ?? null) : null;
  return {
    ...state,
    chosen: card ? index : null,
    front,
    back,
    // A found card without a back, on a both-side print: its back is drawn, or the card goes to a one-side print.
    drawing: !front ? 'front' : state.needsBack && !back ? 'back' : null,
    found: card !== undefined,
    used: false,
    cardsError: null,
    checking: true,
  };
}

const turned = (place: CardPlace | null): CardPlace | null => (place ? { ...place, rotation: ((place.rotation + 90) % 360) as CardRotation } : null);

export function cardOutlinesReducer(state: CardOutlines, action: CardOutlinesAction): CardOutlines {
  switch (action.type) {
    case 'pdf-searched':
      // The PDF searched: its first card outlined (or none, and the operator draws), in the open dialog.
      return outlineCard({ ...state, cards: action.cards, needsBack: action.needsBack }, action.cards.length > 0 ? 0 : null);
    case 'card-chosen':
      return outlineCard(state, action.index);
    case 'changed': {
      const previous = state[action.side];
      // A side drawn by hand lies as the other side does (both are on pages turned alike), or upright.
      const rotation = previous?.rotation ?? (action.side === 'back' ? state.front?.rotation : state.back?.rotation) ?? 0;
      const next: CardOutlines = { ...state, [action.side]: { page: action.page, rect: action.rect, rotation }, used: false };
      // Drawing the front with no back yet goes on to the back (when the print needs one); drawing the back ends the drawing.
      if (state.drawing === action.side) next.drawing = action.side === 'front' && state.needsBack && !state.back ? 'back' : null;
      return next;
    }
    case 'redraw':
      return { ...state, chosen: null, front: null, back: null, drawing: 'front', found: false, used: false };
    case 'turn':
      return { ...state, front: turned(state.front), back: turned(state.back), used: false };
    case 'check':
      return { ...state, checking: true };
    case 'close':
      return { ...state, checking: false };
    case 'making':
      return { ...state, making: true, cardsError: null };
    case 'made':
      return { ...state, making: false, used: true, checking: false };
    case 'making-failed':
      return { ...state, making: false, used: false, cardsError: action.message };
    case 'making-dropped':
      return { ...state, making: false };
    case 'taken-back':
      return { ...state, used: false, checking: true };
  }
}
