import { describe, expect, it } from 'vitest';
import {
  cardOutlinesReducer,
  noCardOutlines,
  type CardOutlines,
  type CardOutlinesAction,
} from '../src/features/print-studio/card-pdf/lib/card-outlines-reducer';

const front = { x: 100, y: 200, width: 1011, height: 638 };
const back = { x: 1200, y: 200, width: 1011, height: 638 };
const run = (...actions: CardOutlinesAction[]): CardOutlines => actions.reduce(cardOutlinesReducer, noCardOutlines);

describe('the e-Aadhaar picker: cards found, drawn and used', () => {
  it('cards found on a page open the dialog with both outlined and nothing to draw', () => {
    const state = run({ type: 'page-searched', regions: { front, back, rotation: 90 } });
    expect(state).toMatchObject({ front, back, rotation: 90, drawing: null, found: true, checking: true, used: false });
  });

  it('no cards found: the operator draws the front, then the back, then is done', () => {
    let state = run({ type: 'page-searched', regions: null });
    expect(state).toMatchObject({ front: null, back: null, drawing: 'front', found: false, checking: true });
    state = cardOutlinesReducer(state, { type: 'changed', side: 'front', rect: front });
    expect(state.drawing).toBe('back');
    state = cardOutlinesReducer(state, { type: 'changed', side: 'back', rect: back });
    expect(state).toMatchObject({ front, back, drawing: null });
  });

  it('moving an outline after the cards were used asks to use them again', () => {
    const used = run({ type: 'page-searched', regions: { front, back, rotation: 0 } }, { type: 'making' }, { type: 'made' });
    expect(used).toMatchObject({ used: true, checking: false, making: false });
    const moved = cardOutlinesReducer(used, { type: 'changed', side: 'back', rect: { ...back, x: 1300 } });
    expect(moved.used).toBe(false);
    expect(moved.drawing).toBeNull();
  });

  it('turning goes round in quarter turns; redrawing starts again from the front, unturned', () => {
    const turned = run(
      { type: 'page-searched', regions: { front, back, rotation: 0 } },
      { type: 'turn' },
      { type: 'turn' },
      { type: 'turn' },
      { type: 'turn' },
      { type: 'turn' },
    );
    expect(turned.rotation).toBe(90);
    expect(cardOutlinesReducer(turned, { type: 'redraw' })).toMatchObject({ front: null, back: null, rotation: 0, drawing: 'front', used: false });
  });

  it('a failure to make the images is shown and cleared by the next try; searching another page clears it too', () => {
    const failed = run({ type: 'page-searched', regions: { front, back, rotation: 0 } }, { type: 'making' }, { type: 'making-failed', message: 'could not' });
    expect(failed).toMatchObject({ making: false, cardsError: 'could not', checking: true });
    expect(cardOutlinesReducer(failed, { type: 'making' }).cardsError).toBeNull();
    expect(cardOutlinesReducer(failed, { type: 'page-searched', regions: null }).cardsError).toBeNull();
  });

  it('the dialog opens and closes without losing the outlines', () => {
    const closed = run({ type: 'page-searched', regions: { front, back, rotation: 270 } }, { type: 'close' });
    expect(closed.checking).toBe(false);
    expect(cardOutlinesReducer(closed, { type: 'check' })).toMatchObject({ checking: true, front, back, rotation: 270 });
  });
});
