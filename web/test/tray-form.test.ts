import { describe, expect, it } from 'vitest';
import { MAX_TRAY_SLOTS } from '@core/layout/tray-terms';
import type { TrayProfile } from '@core/contracts/tray-profiles';
import {
  applyTrayReadings,
  emptyReadings,
  emptyTrayForm,
  readTrayForm,
  trayFormOf,
  trayFormProblem,
  trayProblemText,
  withSlotAdded,
  withSlotRemoved,
  type TrayFormValues,
} from '../src/features/printer-profiles/lib/tray-form';
import { trayCalibrationUrl } from '../src/lib/tray-profiles/tray-profiles';
import type { TFunction } from '../src/lib/i18n';
import { noOffset, trayProfileOf } from './support/tray-profile';

const zero = noOffset;
const epsonTray: TrayProfile = trayProfileOf({
  slots: [
    { x: 62.2, y: 20, front: { x: 0.5, y: -0.25 }, back: zero },
    { x: 62.2, y: 80, front: zero, back: { x: -1, y: 0 } },
  ],
});

const form = (changes: Partial<TrayFormValues> = {}): TrayFormValues => ({ ...emptyTrayForm, name: 'Tray', ...changes });
const slotAt = (x: string, y: string) => ({ x, y, front: zero, back: zero });
/** Echoes the key and its values, so a test sees which text was chosen with what. */
const echo: TFunction = (key, values) => `${key} ${JSON.stringify(values ?? {})}`;

describe('the tray form', () => {
  it('starts as an A4 page, cards upright, turned about the short edge, one slot', () => {
    expect(emptyTrayForm).toMatchObject({ width: '210', height: '297', cardTurn: 0, flip: 'short' });
    expect(emptyTrayForm.slots).toHaveLength(1);
    expect(readTrayForm(form())).toMatchObject({ errors: null, problem: null });
  });

  it('reads what was typed, with a decimal comma, into the request', () => {
    const read = readTrayForm(form({ name: ' Epson tray ', width: '210,0', cardTurn: 90, flip: 'long', slots: [slotAt('10', '12,5')] }));
    expect(read).toEqual({
      input: {
        name: 'Epson tray',
        layout: { page: { width: 210, height: 297 }, cardTurn: 90, flip: 'long', slots: [{ x: 10, y: 12.5, front: zero, back: zero }] },
      },
      errors: null,
      problem: null,
    });
  });

  it('names every field to fix, by the contract', () => {
    const read = readTrayForm(form({ name: '', width: '50', height: 'A4', slots: [slotAt('-1', ''), slotAt('10', '100')] }));
    expect(read.input).toBeNull();
    expect(read.errors).toEqual(expect.arrayContaining(['name', 'width', 'height', 'slot.0.x', 'slot.0.y']));
    expect(read.errors).not.toContain('slot.1.x');
  });

  it("says core's problem live: a card off the page, or slots overlapping", () => {
    expect(trayFormProblem(form({ slots: [slotAt('150', '10')] }))).toMatchObject({ kind: 'offPage', slot: 1, pass: 'front' });
    expect(trayFormProblem(form({ slots: [slotAt('10', '10'), slotAt('50', '30')] }))).toEqual({ kind: 'overlap', first: 1, second: 2 });
    // A number still missing: that field is marked when saving, no problem is guessed.
    expect(trayFormProblem(form({ slots: [slotAt('', '10')] }))).toBeNull();
    const read = readTrayForm(form({ slots: [slotAt('10', '10'), slotAt('50', '30')] }));
    expect(read).toMatchObject({ input: null, problem: { kind: 'overlap' } });
  });

  it("says core's problem in the page's language", () => {
    expect(trayProblemText(echo, { kind: 'offPage', slot: 3, pass: 'back', page: { width: 210, height: 297 } })).toBe(
      'trays.problems.offPageBack {"slot":3,"width":"210","height":"297"}',
    );
    expect(trayProblemText(echo, { kind: 'overlap', first: 1, second: 2 })).toBe('trays.problems.overlap {"first":1,"second":2}');
  });

  it('adds a slot below the last while a card fits there, then beside the first; at most ten; removes down to one', () => {
    const two = withSlotAdded(form());
    expect(two.slots[1]).toMatchObject({ x: '10', y: '69', front: zero, back: zero });
    expect(readTrayForm(two).errors).toBeNull();
    let values = form();
    for (let i = 0; i < MAX_TRAY_SLOTS + 2; i += 1) values = withSlotAdded(values);
    expect(values.slots).toHaveLength(MAX_TRAY_SLOTS);
    // A4 holds four cards down (a fifth at 246 mm would end at 300), then a second column beside the first.
    expect(values.slots[4]).toMatchObject({ x: '100.6', y: '10' });
    expect(values.slots[5]).toMatchObject({ x: '100.6', y: '69' });
    expect(readTrayForm({ ...values, slots: values.slots.slice(0, 8) }).errors).toBeNull();
    expect(withSlotRemoved(two, 0).slots).toEqual([two.slots[1]]);
    expect(withSlotRemoved(form(), 0).slots).toHaveLength(1);
  });

  it('fills the form from a saved tray, keeping its offsets, and reads it back unchanged', () => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...input } = epsonTray;
    expect(readTrayForm(trayFormOf(epsonTray)).input).toEqual(input);
  });

  it('links each pass’s calibration page', () => {
    expect(trayCalibrationUrl(epsonTray.id, 'front')).toBe(`/api/v1/tray-profiles/${epsonTray.id}/calibration?pass=front`);
    expect(trayCalibrationUrl(epsonTray.id, 'back')).toBe(`/api/v1/tray-profiles/${epsonTray.id}/calibration?pass=back`);
  });
});

describe("a pass's readings", () => {
  it('move that pass’s offsets back by what the ruler read (blank is 0), and leave the other pass', () => {
    const applied = applyTrayReadings(epsonTray, 'front', [
      { right: '1,5', down: '' },
      { right: '-0.25', down: '0.5' },
    ]);
    expect(applied.errors).toBeNull();
    expect(applied.input?.name).toBe(epsonTray.name);
    expect(applied.input?.layout.slots).toEqual([
      { x: 62.2, y: 20, front: { x: -1, y: -0.25 }, back: zero },
      { x: 62.2, y: 80, front: { x: 0.25, y: -0.5 }, back: { x: -1, y: 0 } },
    ]);
    expect(applyTrayReadings(epsonTray, 'back', emptyReadings(2)).input?.layout.slots).toEqual(epsonTray.layout.slots);
  });

  it('refuses what is not a number, and an offset past 10 mm, naming the slot and the reading', () => {
    const applied = applyTrayReadings(epsonTray, 'back', [
      { right: 'abc', down: '0' },
      { right: '9.5', down: '-10.5' },
    ]);
    expect(applied.input).toBeNull();
    expect(applied.errors).toEqual([
      { slot: 0, axis: 'right', reason: 'number' },
      { slot: 1, axis: 'right', reason: 'tooFar' },
      { slot: 1, axis: 'down', reason: 'tooFar' },
    ]);
  });

  it("says core's problem when the new offsets push a card off the page", () => {
    const edge: TrayProfile = { ...epsonTray, layout: { ...epsonTray.layout, slots: [{ x: 2, y: 20, front: zero, back: zero }] } };
    const applied = applyTrayReadings(edge, 'front', [{ right: '3', down: '0' }]);
    expect(applied).toMatchObject({ input: null, errors: [], problem: { kind: 'offPage', slot: 1, pass: 'front' } });
  });
});
