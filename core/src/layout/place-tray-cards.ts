import { ID1_CARD } from '../documents/document-sizes';
import { mm, type Mm } from '../units/units';
import type { PageSize } from './papers';
import { TRAY_BLEEDS, TRAY_PASSES, type TrayBleed, type TrayCardTurn, type TrayFlip, type TrayPass } from './tray-terms';

import type { Rect } from './place-photos';
import type { Segment } from './segment';

/**
 * PVC card trays (decision 0091): blank ID-1 PVC cards laid in the slots of a tray an inkjet feeds as a page.
 * All geometry in mm from the page's top-left corner, as the rest of core's layout.
 */

/** The card every tray slot holds: ISO/IEC 7810 ID-1, 85.6 × 54 mm. */
export const TRAY_CARD = ID1_CARD;
/** A shift in mm: right and down positive. */
export interface TrayOffset {
  x: number;
  y: number;
}

export interface TraySlot {
  /** The card's top-left corner on the page, as the tray's drawing or a ruler gives it (before any offset). */
  x: number;
  y: number;
  /** What the front pass's calibration page measured: the shift that lands the front on this slot's card. */
  front: TrayOffset;
  /** The same for the back pass, measured from its own calibration page. */
  back: TrayOffset;
}

/** A tray profile's geometry: the page it is fed as, how its cards lie, how they are turned between passes, its slots. */
export interface TrayLayout {
  page: { width: number; height: number };
  cardTurn: TrayCardTurn;
  flip: TrayFlip;
  slots: TraySlot[];
}

/** One card of a pass. */
export interface TrayCardPlacement {
  /** 0-based slot. */
  slot: number;
  /** Where the card itself lands on the page (the pass's offset applied): what the ruler checks. */
  card: Rect;
  /** Where the image is drawn: the card grown by the bleed on every side. */
  image: Rect;
  /** Degrees clockwise the card's picture is turned on the page (the card's turn, plus 180 on a long-edge back). */
  rotation: TrayCardTurn;
}

/** The page a tray is fed as, as a paper (edge to edge: the cards' slots are the tray's, not a margin's). */
export function trayPaper(layout: Pick<TrayLayout, 'page'>): PageSize {
  const { width, height } = layout.page;
  return { id: `tray-${width}x${height}`, label: `${width} × ${height} mm tray page`, width: mm(width), height: mm(height), margin: mm(0) };
}

/** The card's footprint on the page: landscape for a turn of 0 or 180, portrait for 90 or 270. */
export function trayCardFootprint(turn: TrayCardTurn): { width: Mm; height: Mm } {
  return turn % 180 === 0 ? { width: TRAY_CARD.width, height: TRAY_CARD.height } : { width: TRAY_CARD.height, height: TRAY_CARD.width };
}

/** Where slot `slot`'s card lands in a pass: its nominal position shifted by the pass's offset. */
function slotCard(layout: TrayLayout, slot: TraySlot, pass: TrayPass): Rect {
  const { width, height } = trayCardFootprint(layout.cardTurn);
  const offset = slot[pass];
  return { x: mm(slot.x + offset.x), y: mm(slot.y + offset.y), width, height };
}

/**
 * The picture's turn in a pass. The front lies as the card does. For the back, a card turned over sideways
 * (`short`, the way a reader turns it) shows its back the same way up; turned top over bottom (`long`), the
 * back's picture must be drawn upside down to read upright. A half turn keeps the footprint, so the back fills
 * the same slot.
 */
export function trayPictureTurn(layout: Pick<TrayLayout, 'cardTurn' | 'flip'>, pass: TrayPass): TrayCardTurn {
  const extra = pass === 'back' && layout.flip === 'long' ? 180 : 0;
  return ((layout.cardTurn + extra) % 360) as TrayCardTurn;
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const EPSILON = 1e-9;

/** Why a tray layout cannot print, in parts, so that each language says it in its own words. */
export type TrayLayoutIssue =
  { kind: 'offPage'; slot: number; pass: TrayPass; page: { width: number; height: number } } | { kind: 'overlap'; first: number; second: number };

/**
 * Why a tray layout cannot print (slots 1-based), or null when it can: every card (with either pass's offset and
 * the widest bleed) on the page, and no two slots' cards overlapping. The one rule the profile form and the server
 * share.
 */
export function trayLayoutIssue(layout: TrayLayout): TrayLayoutIssue | null {
  const { page } = layout;
  const bleed = Math.max(...TRAY_BLEEDS);
  for (const [index, slot] of layout.slots.entries()) {
    for (const pass of TRAY_PASSES) {
      const card = slotCard(layout, slot, pass);
      const inside =
        card.x - bleed >= -EPSILON &&
        card.y - bleed >= -EPSILON &&
        card.x + card.width + bleed <= page.width + EPSILON &&
        card.y + card.height + bleed <= page.height + EPSILON;
      if (!inside) return { kind: 'offPage', slot: index + 1, pass, page };
    }
  }
  const nominal = (slot: TraySlot) => slotCard(layout, { ...slot, front: { x: 0, y: 0 } }, 'front');
  for (let i = 0; i < layout.slots.length; i += 1) {
    for (let j = i + 1; j < layout.slots.length; j += 1) {
      if (overlaps(nominal(layout.slots[i]!), nominal(layout.slots[j]!))) return { kind: 'overlap', first: i + 1, second: j + 1 };
    }
  }
  return null;
}

/** `trayLayoutIssue` in English, as the API refuses a layout with it. */
export function trayLayoutProblem(layout: TrayLayout): string | null {
  const issue = trayLayoutIssue(layout);
  if (!issue) return null;
  if (issue.kind === 'overlap') return `Slots ${issue.first} and ${issue.second} overlap: a card is 85.6 × 54 mm.`;
  return `Slot ${issue.slot}'s card (${issue.pass} pass, with 1 mm bleed) runs off the ${issue.page.width} × ${issue.page.height} mm page.`;
}

/**
 * The cards of one pass: `count` cards in slots 1…count, each at its slot shifted by the pass's offset, the
 * picture turned as `trayPictureTurn` says and drawn `bleed` mm past the card on every side. Throws when the
 * count is not 1…slots (the print's checks refuse that first).
 */
export function placeTrayCards(layout: TrayLayout, pass: TrayPass, count: number, bleed: TrayBleed = 0): TrayCardPlacement[] {
  if (!Number.isInteger(count) || count < 1 || count > layout.slots.length) {
    throw new RangeError(`count must be 1 to ${layout.slots.length}, got ${count}`);
  }
  const rotation = trayPictureTurn(layout, pass);
  return layout.slots.slice(0, count).map((slot, index) => {
    const card = slotCard(layout, slot, pass);
    const image = { x: mm(card.x - bleed), y: mm(card.y - bleed), width: mm(card.width + 2 * bleed), height: mm(card.height + 2 * bleed) };
    return { slot: index, card, image, rotation };
  });
}

/** Half the length of a calibration cross's arms. */
const CROSS_ARM = 8;
/** The top-edge mark's length along the card's top. */
const TOP_MARK = 20;

export interface TrayCalibrationSlot {
  slot: number;
  /** The card's outline where this pass puts it (offsets applied). */
  outline: Rect;
  /** The cross on the card's centre: what the operator measures against the tray's slot. */
  cross: [Segment, Segment];
  /** A short line just inside the card's top edge as the picture reads: which way up the pass prints. */
  top: Segment;
  /** Where the slot's number is written, near its outline's top-left corner. */
  label: { x: Mm; y: Mm };
}

/**
 * A pass's calibration page: for each slot the card's outline where the pass puts it, a cross on its centre and a
 * mark along the picture's top edge. Printed on plain paper laid over the tray, the operator reads how far each
 * cross lies right and down of the slot's centre (`offsetsAfterReadings`).
 */
export function placeTrayCalibration(layout: TrayLayout, pass: TrayPass): TrayCalibrationSlot[] {
  const rotation = trayPictureTurn(layout, pass);
  return layout.slots.map((slot, index) => {
    const outline = slotCard(layout, slot, pass);
    const cx = outline.x + outline.width / 2;
    const cy = outline.y + outline.height / 2;
    const cross: [Segment, Segment] = [
      { x1: mm(cx - CROSS_ARM), y1: mm(cy), x2: mm(cx + CROSS_ARM), y2: mm(cy) },
      { x1: mm(cx), y1: mm(cy - CROSS_ARM), x2: mm(cx), y2: mm(cy + CROSS_ARM) },
    ];
    // The picture's top edge, 3 mm inside the outline: top, right, bottom or left of the page as it turns.
    const inset = 3;
    const half = TOP_MARK / 2;
    const top: Segment =
      rotation === 0
        ? { x1: mm(cx - half), y1: mm(outline.y + inset), x2: mm(cx + half), y2: mm(outline.y + inset) }
        : rotation === 180
          ? { x1: mm(cx - half), y1: mm(outline.y + outline.height - inset), x2: mm(cx + half), y2: mm(outline.y + outline.height - inset) }
          : rotation === 90
            ? { x1: mm(outline.x + outline.width - inset), y1: mm(cy - half), x2: mm(outline.x + outline.width - inset), y2: mm(cy + half) }
            : { x1: mm(outline.x + inset), y1: mm(cy - half), x2: mm(outline.x + inset), y2: mm(cy + half) };
    return { slot: index, outline, cross, top, label: { x: mm(outline.x + 2), y: mm(outline.y + 6) } };
  });
}

/**
 * A pass's offsets after the operator read its calibration page (printed with the current offsets): each cross
 * landed `reading` right and down of its slot's centre, so the slot's offset moves back by as much. Rounded to a
 * hundredth of a millimetre.
 */
export function offsetsAfterReadings(slots: readonly TraySlot[], pass: TrayPass, readings: readonly TrayOffset[]): TraySlot[] {
  const hundredths = (value: number) => Math.round(value * 100) / 100;
  return slots.map((slot, index) => {
    const reading = readings[index] ?? { x: 0, y: 0 };
    return { ...slot, [pass]: { x: hundredths(slot[pass].x - reading.x), y: hundredths(slot[pass].y - reading.y) } };
  });
}
