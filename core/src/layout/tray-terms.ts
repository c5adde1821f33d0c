/**
 * A card tray's terms (decision 0091) without its geometry: what the print and sheet contracts name, kept apart so
 * that the contracts every page loads do not carry the tray's geometry or the document types with them.
 */

/** The most slots a tray profile has (Epson-style trays hold one to ten cards). */
export const MAX_TRAY_SLOTS = 10;
/** How far a slot's offset may move a card, each way: more is a wrong slot position, not a printer's drift. */
export const TRAY_OFFSET_LIMIT = 10;
/** How far past the card the image may bleed, each side, so that no white edge shows. */
export const TRAY_BLEEDS = [0, 0.5, 1] as const;
export type TrayBleed = (typeof TRAY_BLEEDS)[number];
/** The page a tray is fed as, each way. */
export const TRAY_PAGE_RANGE = { min: 60, max: 500 } as const;

/** How a card lies on the page, in degrees clockwise from upright landscape (its top edge towards the page's top). */
export const TRAY_CARD_TURNS = [0, 90, 180, 270] as const;
export type TrayCardTurn = (typeof TRAY_CARD_TURNS)[number];
/**
 * The edge the operator turns each card about between the passes: `short` (a sideways turn, as a reader turns a
 * card over: the back prints upright) or `long` (top over bottom: the back prints upside down so it reads upright).
 */
export const TRAY_FLIPS = ['short', 'long'] as const;
export type TrayFlip = (typeof TRAY_FLIPS)[number];
export const TRAY_PASSES = ['front', 'back'] as const;
export type TrayPass = (typeof TRAY_PASSES)[number];
