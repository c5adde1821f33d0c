import { describe, expect, it } from 'vitest';
import {
  cardOutlinesReducer,
  noCardOutlines,
  outlinesReady,
  type CardOutlines,
  type CardOutlinesAction,
} from '../src/features/print-studio/card-pdf/lib/card-outlines-reducer';
import type { PdfCard } from '../src/features/print-studio/card-pdf/lib/pdf-cards';

const front = { x: 100, y: 200, width: 1011, height: 638 };
const back = { x: 1200, y: 200, width: 1011, height: 638 };
const onPage = (page: number, rect = front, rotation: 0 | 90 | 180 | 270 = 0) => ({ page, rect, rotation });
/** An e-Aadhaar's card (both sides on page 1, turned 90°), an e-PAN's on two pages, and an Ayushman card with no back. */
const onePage: PdfCard = { front: onPage(1, front, 90), back: onPage(1, back, 90) };
const twoPages: PdfCard = { front: onPage(2), back: onPage(3, back) };
const noBack: PdfCard = { front: onPage(4), back: null };
const run = (...actions: CardOutlinesAction[]): CardOutlines => actions.reduce(cardOutlinesReducer, noCardOutlines);
const searched = (cards: PdfCard[], needsBack = true): CardOutlinesAction => ({ type: 'pdf-searched', cards, needsBack });

describe('the card PDF picker: cards found, chosen, drawn and used', () => {
  it('cards found in the PDF open the dialog with the first outlined, both sides, nothing to draw', () => {
    const state = run(searched([onePage, twoPages]));
    expect(state).toMatchObject({ chosen: 0, front: onePage.front, back: onePage.back, drawing: null, found: true, checking: true, used: false });
    expect(outlinesReady(state)).toBe(true);
  });

  it('another card chosen: its sides, on their own pages, replace the outlines', () => {
    const state = run(searched([onePage, twoPages]), { type: 'card-chosen', index: 1 });
    expect(state).toMatchObject({ chosen: 1, front: twoPages.front, back: twoPages.back, drawing: null, found: true });
  });

  it('a card with no back: printed alone on a one-side print; on a both-side print its back is to be drawn', () => {
    const alone = run(searched([noBack], false));
    expect(alone).toMatchObject({ front: noBack.front, back: null, drawing: null });
    expect(outlinesReady(alone)).toBe(true);
    const both = run(searched([noBack], true));
    expect(both).toMatchObject({ front: noBack.front, back: null, drawing: 'back', found: true });
    expect(outlinesReady(both)).toBe(false);
    const drawn = cardOutlinesReducer(both, { type: 'changed', side: 'back', rect: back, page: 5 });
    expect(drawn).toMatchObject({ back: { page: 5, rect: back, rotation: 0 }, drawing: null });
    expect(outlinesReady(drawn)).toBe(true);
  });

  it('a one-side print leaves a found back out', () => {
    expect(run(searched([onePage], false))).toMatchObject({ front: onePage.front, back: null, drawing: null });
  });

  it('no cards found: the operator draws the front, then the back (each on the page shown), then is done', () => {
    let state = run(searched([]));
    expect(state).toMatchObject({ chosen: null, front: null, back: null, drawing: 'front', found: false, checking: true });
    state = cardOutlinesReducer(state, { type: 'changed', side: 'front', rect: front, page: 1 });
    expect(state.drawing).toBe('back');
    state = cardOutlinesReducer(state, { type: 'changed', side: 'back', rect: back, page: 2 });
    expect(state).toMatchObject({ front: onPage(1), back: onPage(2, back), drawing: null });
    // On a one-side print the front is all there is to draw.
    expect(cardOutlinesReducer(run(searched([], false)), { type: 'changed', side: 'front', rect: front, page: 1 }).drawing).toBeNull();
  });

  it('moving an outline after the card was used asks to use it again, and keeps the side turned as it was', () => {
    const used = run(searched([onePage]), { type: 'making' }, { type: 'made' });
    expect(used).toMatchObject({ used: true, checking: false, making: false });
    const moved = cardOutlinesReducer(used, { type: 'changed', side: 'back', rect: { ...back, x: 1300 }, page: 1 });
    expect(moved.used).toBe(false);
    expect(moved.drawing).toBeNull();
    expect(moved.back).toEqual({ page: 1, rect: { ...back, x: 1300 }, rotation: 90 });
  });

  it('turning turns both sides round in quarter turns; redrawing starts again from the front', () => {
    const turned = run(searched([onePage]), { type: 'turn' }, { type: 'turn' }, { type: 'turn' });
    expect([turned.front?.rotation, turned.back?.rotation]).toEqual([0, 0]);
    expect(cardOutlinesReducer(turned, { type: 'turn' }).front?.rotation).toBe(90);
    expect(cardOutlinesReducer(turned, { type: 'redraw' })).toMatchObject({
      chosen: null,
      front: null,
      back: null,
      drawing: 'front',
      found: false,
      used: false,
    });
  });

  it('a failure to make the images is shown and cleared by the next try; choosing another card clears it too', () => {
    const failed = run(searched([onePage, twoPages]), { type: 'making' }, { type: 'making-failed', message: 'could not' });
    expect(failed).toMatchObject({ making: false, cardsError: 'could not', checking: true });
    expect(cardOutlinesReducer(failed, { type: 'making' }).cardsError).toBeNull();
    expect(cardOutlinesReducer(failed, { type: 'card-chosen', index: 1 }).cardsError).toBeNull();
  });

  it('the dialog opens and closes without losing the outlines', () => {
    const closed = run(searched([onePage]), { type: 'close' });
    expect(closed.checking).toBe(false);
    expect(cardOutlinesReducer(closed, { type: 'check' })).toMatchObject({ checking: true, front: onePage.front, back: onePage.back });
  });
});
