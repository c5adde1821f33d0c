import { trayProfileInput, type TrayProfile, type TrayProfileInput } from '@core/contracts/tray-profiles';
import {
  offsetsAfterReadings,
  trayCardFootprint,
  trayLayoutIssue,
  type TrayLayout,
  type TrayLayoutIssue,
  type TrayOffset,
} from '@core/layout/place-tray-cards';
import { MAX_TRAY_SLOTS, TRAY_BLEEDS, TRAY_OFFSET_LIMIT, type TrayCardTurn, type TrayFlip, type TrayPass } from '@core/layout/tray-terms';
import type { TFunction } from '../../../lib/i18n';
import { typedNumber } from './readings-form';

/** A slot as typed: its corner in mm, and the offsets it carries (measured per pass, never typed here). */
export interface TraySlotValues {
  x: string;
  y: string;
  front: TrayOffset;
  back: TrayOffset;
}

/** The tray form's fields as typed (decision 0091). */
export interface TrayFormValues {
  name: string;
  width: string;
  height: string;
  cardTurn: TrayCardTurn;
  flip: TrayFlip;
  slots: TraySlotValues[];
}

/** A field to fix: the name, the page's sides, the slots' count, or a slot's corner. */
export type TrayFormField = 'name' | 'width' | 'height' | 'slots' | `slot.${number}.x` | `slot.${number}.y`;

const noOffset = (): TrayOffset => ({ x: 0, y: 0 });
const newSlot = (x: number, y: number): TraySlotValues => ({ x: String(x), y: String(y), front: noOffset(), back: noOffset() });
/** The gap left between a new slot and the one before it. */
const SLOT_GAP = 5;
/** A new slot's margin from the page's edge. */
const SLOT_MARGIN = 10;

/** A new tray: an A4 page, cards upright, turned about the short edge, one slot 10 mm in from the corner. */
export const emptyTrayForm: TrayFormValues = {
  name: '',
  width: '210',
  height: '297',
  cardTurn: 0,
  flip: 'short',
  slots: [newSlot(SLOT_MARGIN, SLOT_MARGIN)],
};

/** A saved tray, for editing: its slots keep their offsets. */
export const trayFormOf = (tray: TrayProfile): TrayFormValues => ({
  name: tray.name,
  width: String(tray.layout.page.width),
  height: String(tray.layout.page.height),
  cardTurn: tray.layout.cardTurn,
  flip: tray.layout.flip,
  slots: tray.layout.slots.map((slot) => ({ x: String(slot.x), y: String(slot.y), front: { ...slot.front }, back: { ...slot.back } })),
});

/** The form's geometry as numbers (a blank or mistyped number stays NaN, which the contract refuses). */
function layoutOfForm(values: TrayFormValues): TrayLayout {
  return {
    page: { width: typedNumber(values.width, null), height: typedNumber(values.height, null) },
    cardTurn: values.cardTurn,
    flip: values.flip,
    slots: values.slots.map((slot) => ({ x: typedNumber(slot.x, null), y: typedNumber(slot.y, null), front: slot.front, back: slot.back })),
  };
}

const allNumbers = (layout: TrayLayout) =>
  [layout.page.width, layout.page.height, ...layout.slots.flatMap((slot) => [slot.x, slot.y])].every((value) => Number.isFinite(value));

/**
 * Why the typed layout cannot print (core's one rule, trayLayoutIssue: a card off the page, slots overlapping), shown
 * live as the operator types; null while it can, or while a number is still missing (that field is marked instead).
 */
export function trayFormProblem(values: TrayFormValues): TrayLayoutIssue | null {
  const layout = layoutOfForm(values);
  if (!allNumbers(layout) || layout.slots.length === 0) return null;
  return trayLayoutIssue(layout);
}

/** The form checked by the request's own contract: the input to send, or the fields to fix and the layout's problem. */
export function readTrayForm(
  values: TrayFormValues,
): { input: TrayProfileInput; errors: null; problem: null } | { input: null; errors: TrayFormField[]; problem: TrayLayoutIssue | null } {
  const parsed = trayProfileInput.safeParse({ name: values.name, layout: layoutOfForm(values) });
  if (parsed.success) return { input: parsed.data, errors: null, problem: null };
  const fields = new Set<TrayFormField>();
  for (const issue of parsed.error.issues) {
    const [top, part, index, axis] = issue.path;
    if (top === 'name') fields.add('name');
    else if (part === 'page' && (index === 'width' || index === 'height')) fields.add(index);
    else if (part === 'slots' && typeof index === 'number' && (axis === 'x' || axis === 'y')) fields.add(`slot.${index}.${axis}`);
    else if (part === 'slots') fields.add('slots');
  }
  return { input: null, errors: [...fields], problem: trayFormProblem(values) };
}

/**
 * The form with one more slot (at most MAX_TRAY_SLOTS): below the last one if a card fits there, else beside the
 * first one of its column, else at the page's corner; the operator types its real corner.
 */
export function withSlotAdded(values: TrayFormValues): TrayFormValues {
  if (values.slots.length >= MAX_TRAY_SLOTS) return values;
  const layout = layoutOfForm(values);
  const card = trayCardFootprint(values.cardTurn);
  const last = layout.slots.at(-1);
  const edge = Math.max(...TRAY_BLEEDS);
  const fits = (x: number, y: number) => x + card.width + edge <= layout.page.width && y + card.height + edge <= layout.page.height;
  let slot = newSlot(SLOT_MARGIN, SLOT_MARGIN);
  if (last && allNumbers(layout)) {
    const below = { x: last.x, y: last.y + card.height + SLOT_GAP };
    const beside = { x: last.x + card.width + SLOT_GAP, y: layout.slots[0]!.y };
    const next = fits(below.x, below.y) ? below : fits(beside.x, beside.y) ? beside : null;
    if (next) slot = newSlot(Math.round(next.x * 10) / 10, Math.round(next.y * 10) / 10);
  }
  return { ...values, slots: [...values.slots, slot] };
}

/** The form without slot `index` (a tray keeps at least one). */
export function withSlotRemoved(values: TrayFormValues, index: number): TrayFormValues {
  if (values.slots.length <= 1) return values;
  return { ...values, slots: values.slots.filter((_, i) => i !== index) };
}

/** A layout's problem (core's trayLayoutIssue) in the page's language. */
export function trayProblemText(t: TFunction, issue: TrayLayoutIssue): string {
  if (issue.kind === 'overlap') return t('trays.problems.overlap', { first: issue.first, second: issue.second });
  return t(issue.pass === 'front' ? 'trays.problems.offPageFront' : 'trays.problems.offPageBack', {
    slot: issue.slot,
    width: String(issue.page.width),
    height: String(issue.page.height),
  });
}

/** One slot's reading as typed: how far the printed cross landed right of, and below, the slot's centre (mm). */
export interface ReadingValues {
  right: string;
  down: string;
}

/** A reading to fix: not a number, or one that would move the slot's offset past its limit. */
export interface ReadingError {
  slot: number;
  axis: keyof ReadingValues;
  reason: 'number' | 'tooFar';
}

/** A blank reading per slot (blank reads as 0: the cross was on the centre). */
export const emptyReadings = (slots: number): ReadingValues[] => Array.from({ length: slots }, () => ({ right: '', down: '' }));

/**
 * A pass's readings applied to a saved tray (offsetsAfterReadings): the tray to PUT back, or the readings to fix
 * (each slot's offset stays within ±TRAY_OFFSET_LIMIT mm) and the layout's problem if the new offsets push a card off
 * the page.
 */
export function applyTrayReadings(
  tray: TrayProfile,
  pass: TrayPass,
  values: readonly ReadingValues[],
): { input: TrayProfileInput; errors: null; problem: null } | { input: null; errors: ReadingError[]; problem: TrayLayoutIssue | null } {
  const errors: ReadingError[] = [];
  const readings = tray.layout.slots.map((_, slot) => {
    const typed = values[slot] ?? { right: '', down: '' };
    const x = typedNumber(typed.right, 0);
    const y = typedNumber(typed.down, 0);
    if (!Number.isFinite(x)) errors.push({ slot, axis: 'right', reason: 'number' });
    if (!Number.isFinite(y)) errors.push({ slot, axis: 'down', reason: 'number' });
    return { x: Number.isFinite(x) ? x : 0, y: Number.isFinite(y) ? y : 0 };
  });
  const slots = offsetsAfterReadings(tray.layout.slots, pass, readings);
  slots.forEach((slot, index) => {
    const offset = slot[pass];
    const failed = (axis: keyof ReadingValues) => errors.some((error) => error.slot === index && error.axis === axis);
    if (Math.abs(offset.x) > TRAY_OFFSET_LIMIT && !failed('right')) errors.push({ slot: index, axis: 'right', reason: 'tooFar' });
    if (Math.abs(offset.y) > TRAY_OFFSET_LIMIT && !failed('down')) errors.push({ slot: index, axis: 'down', reason: 'tooFar' });
  });
  if (errors.length > 0) return { input: null, errors, problem: null };
  const layout: TrayLayout = { ...tray.layout, slots };
  const parsed = trayProfileInput.safeParse({ name: tray.name, layout });
  if (parsed.success) return { input: parsed.data, errors: null, problem: null };
  return { input: null, errors: [], problem: trayLayoutIssue(layout) };
}
