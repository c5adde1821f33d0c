import type { CardRegions } from '@core/card-pdf/find-front-and-back';
import type { PixelRect } from '@core/card-pdf/find-page-cards';
import type { CardRotation } from './card-geometry';

export type CardSide = 'front' | 'back';

/** The cards outlined on the opened page, and the dialog where the operator checks them (e-Aadhaar picker). */
export interface CardOutlines {
  front: PixelRect | null;
  back: PixelRect | null;
  rotation: CardRotation;
  /** The side the operator is drawing next, or null when both are drawn (or found). */
  drawing: CardSide | null;
  /** The cards were found on the page (not drawn by hand). */
  found: boolean;
  /** The two card images are being made. */
  making: boolean;
  /** The cards shown were handed to the page. */
  used: boolean;
  /** Making the card images failed: the message to show. */
  cardsError: string | null;
  /** The dialog to check and adjust the cards is open. */
  checking: boolean;
}

export type CardOutlinesAction =
  | { type: 'page-searched'; regions: CardRegions | null }
  | { type: 'changed'; side: CardSide; rect: PixelRect }
  | { type: 'redraw' }
  | { type: 'turn' }
  | { type: 'check' }
  | { type: 'close' }
  | { type: 'making' }
  | { type: 'made' }
  | { type: 'making-failed'; message: string };

export const noCardOutlines: CardOutlines = {
  front: null,
  back: null,
  rotation: 0,
  drawing: null,
  found: false,
  making: false,
  used: false,
  cardsError: null,
  checking: false,
};

export function cardOutlinesReducer(state: CardOutlines, action: CardOutlinesAction): CardOutlines {
  switch (action.type) {
    case 'page-searched': {
      // A page searched: its cards (or none, and the operator draws the front first), in the open dialog.
      const { regions } = action;
      return {
        ...state,
        front: regions?.front ?? null,
        back: regions?.back ?? null,
        rotation: regions?.rotation ?? 0,
        drawing: regions ? null : 'front',
        found: regions !== null,
        used: false,
        cardsError: null,
        checking: true,
      };
    }
    case 'changed': {
      const next = { ...state, [action.side]: action.rect, used: false };
      // Drawing the front with no back yet goes on to the back; drawing the back ends the drawing.
      if (state.drawing === action.side) next.drawing = action.side === 'front' && !state.back ? 'back' : null;
      return next;
    }
    case 'redraw':
      return { ...state, front: null, back: null, rotation: 0, drawing: 'front', used: false };
    case 'turn':
      return { ...state, rotation: ((state.rotation + 90) % 360) as CardRotation };
    case 'check':
      return { ...state, checking: true };
    case 'close':
      return { ...state, checking: false };
    case 'making':
      return { ...state, making: true, cardsError: null };
    case 'made':
      return { ...state, making: false, used: true, checking: false };
    case 'making-failed':
      return { ...state, making: false, cardsError: action.message };
  }
}
