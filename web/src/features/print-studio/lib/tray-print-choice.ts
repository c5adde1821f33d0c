import type { TrayProfile } from '@core/contracts/tray-profiles';
import type { KnownDocumentType } from '@core/documents/document-types';
import { placeTrayCards } from '@core/layout/place-tray-cards';
import { TRAY_BLEEDS, TRAY_PASSES, type TrayBleed, type TrayPass } from '@core/layout/tray-terms';
import type { Rect } from '@core/layout/place-photos';
import type { TFunction } from '../../../lib/i18n';

/**
 * What the document studio prints a card on (decision 0091): A4 paper (`trayId` null, the default) or one of the
 * user's PVC card trays, with the pass (fronts or backs) and how far the picture bleeds past each card. Kept with the
 * studio's other choices.
 */
export interface TrayChoice {
  trayId: string | null;
  pass: TrayPass;
  bleed: TrayBleed;
}

export const paperChoice: TrayChoice = { trayId: null, pass: 'front', bleed: 0 };

/** A tray print as it will be asked: the tray (its slots and flip edge in its layout), the pass and the bleed. */
export interface TrayPrint {
  tray: TrayProfile;
  pass: TrayPass;
  bleed: TrayBleed;
}

const noTrays: readonly TrayProfile[] = [];

/** The trays the studio offers: a card type's (ID-1) only. */
export function traysFor(type: Pick<KnownDocumentType, 'kind'>, trays: readonly TrayProfile[]): readonly TrayProfile[] {
  return type.kind === 'card' ? trays : noTrays;
}

/**
 * The tray print a choice makes, or null for paper: the chosen tray while it is still among the user's trays (a deleted
 * one falls back to paper) and the type is a card. A single-side print is its front pass.
 */
export function trayPrintOf(choice: TrayChoice, trays: readonly TrayProfile[], type: Pick<KnownDocumentType, 'kind'>, both: boolean): TrayPrint | null {
  const tray = choice.trayId === null ? undefined : traysFor(type, trays).find((candidate) => candidate.id === choice.trayId);
  if (!tray || tray.layout.slots.length === 0) return null;
  return { tray, pass: both ? choice.pass : 'front', bleed: choice.bleed };
}

/** How the operator turns the cards between the passes, by the tray's flip edge: the one hint the choice and the guide show. */
export function trayPassHint(t: TFunction, trayPrint: TrayPrint): string {
  return trayPrint.tray.layout.flip === 'long' ? t('documentStudio.tray.passHintLong') : t('documentStudio.tray.passHintShort');
}

/** A kept choice read back: anything it does not say (an older kept state has none) is paper's default. */
export function trayChoiceFromKept(kept: Partial<TrayChoice> | undefined): TrayChoice {
  return {
    trayId: typeof kept?.trayId === 'string' ? kept.trayId : null,
    pass: TRAY_PASSES.find((pass) => pass === kept?.pass) ?? 'front',
    bleed: TRAY_BLEEDS.find((bleed) => bleed === kept?.bleed) ?? 0,
  };
}

/**
 * The request's sheet: the layout and copies, and on a tray its profile, pass and bleed. Never a printer profile:
 * a tray carries its own offsets (the print actions leave a tray print's sheet as it is).
 */
export function documentSheetOf(plan: { layout: string; copies: number }, trayPrint: TrayPrint | null) {
  const { layout, copies } = plan;
  return trayPrint ? { layout, copies, tray: { profileId: trayPrint.tray.id, pass: trayPrint.pass, bleed: trayPrint.bleed } } : { layout, copies };
}

/** One slot of the tray preview: where the pass puts its card (and the picture with its bleed), and whether a card prints there. */
export interface TrayPreviewSlot {
  slot: number;
  card: Rect;
  image: Rect;
  rotation: number;
  used: boolean;
}

/** The tray page's slots for the preview, from core's placeTrayCards: slots 1…copies are used. */
export function trayPreviewSlots(trayPrint: TrayPrint, copies: number): TrayPreviewSlot[] {
  return placeTrayCards(trayPrint.tray.layout, trayPrint.pass, trayPrint.tray.layout.slots.length, trayPrint.bleed).map((placed) => ({
    ...placed,
    used: placed.slot < copies,
  }));
}
