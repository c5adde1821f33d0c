import { describe, expect, it } from 'vitest';
import {
  offsetsAfterReadings,
  placeTrayCalibration,
  placeTrayCards,
  trayLayoutProblem,
  trayPictureTurn,
  type TrayLayout,
} from '../src/layout/place-tray-cards';

const zero = { x: 0, y: 0 };
const tray = (over: Partial<TrayLayout> = {}): TrayLayout => ({
  page: { width: 210, height: 297 },
  cardTurn: 0,
  flip: 'short',
  slots: [
    { x: 10, y: 10, front: { x: 1, y: 2 }, back: { x: -1, y: -2 } },
    { x: 110, y: 10, front: zero, back: zero },
  ],
  ...over,
});

describe('card tray geometry (decision 0091)', () => {
  it('places the pass’s cards in slots 1…count with that pass’s offsets, the picture grown by the bleed on every side', () => {
    expect(placeTrayCards(tray(), 'front', 1, 0.5)).toEqual([
      { slot: 0, card: { x: 11, y: 12, width: 85.6, height: 54 }, image: { x: 10.5, y: 11.5, width: 86.6, height: 55 }, rotation: 0 },
    ]);
    expect(placeTrayCards(tray(), 'back', 2).map((c) => [c.card.x, c.card.y])).toEqual([
      [9, 8],
      [110, 10],
    ]);
    expect(() => placeTrayCards(tray(), 'front', 3)).toThrow(RangeError);
  });

  it('turns the back upside down only when the card is turned over its long edge; a portrait tray lies 54 wide', () => {
    expect(trayPictureTurn({ cardTurn: 0, flip: 'short' }, 'back')).toBe(0);
    expect(trayPictureTurn({ cardTurn: 0, flip: 'long' }, 'back')).toBe(180);
    expect(trayPictureTurn({ cardTurn: 90, flip: 'long' }, 'back')).toBe(270);
    expect(trayPictureTurn({ cardTurn: 270, flip: 'long' }, 'front')).toBe(270);
    const [card] = placeTrayCards(tray({ cardTurn: 90, slots: [{ x: 10, y: 10, front: zero, back: zero }] }), 'front', 1);
    expect([card!.card.width, card!.card.height]).toEqual([54, 85.6]);
  });

  it('says why a layout cannot print: off the page with the 1 mm bleed, or overlapping slots', () => {
    expect(trayLayoutProblem(tray())).toBeNull();
    expect(trayLayoutProblem(tray({ slots: [{ x: 0.5, y: 10, front: zero, back: zero }] }))).toContain('runs off');
    expect(trayLayoutProblem(tray({ slots: [{ x: 120, y: 10, front: zero, back: { x: 4, y: 0 } }] }))).toContain('back pass');
    expect(trayLayoutProblem(tray({ slots: [tray().slots[0]!, { x: 90, y: 40, front: zero, back: zero }] }))).toContain('Slots 1 and 2 overlap');
  });

  it('moves each slot’s offset back by what the ruler read on that pass’s calibration page, to a hundredth of a mm', () => {
    const after = offsetsAfterReadings(tray().slots, 'front', [
      { x: 0.7, y: -1.234 },
      { x: -0.3, y: 0 },
    ]);
    expect(after.map((slot) => slot.front)).toEqual([
      { x: 0.3, y: 3.23 },
      { x: 0.3, y: 0 },
    ]);
    expect(after.map((slot) => slot.back)).toEqual(tray().slots.map((slot) => slot.back));
  });

  it('draws each slot’s calibration outline where the pass puts the card, the cross on its centre, the top mark on the picture’s top', () => {
    const [first] = placeTrayCalibration(tray({ flip: 'long' }), 'back');
    expect(first!.outline).toEqual({ x: 9, y: 8, width: 85.6, height: 54 });
    expect(first!.cross[0]).toEqual({ x1: 9 + 42.8 - 8, y1: 35, x2: 9 + 42.8 + 8, y2: 35 });
    // Upside down: the picture's top is along the outline's bottom edge.
    expect(first!.top.y1).toBe(8 + 54 - 3);
  });
});
