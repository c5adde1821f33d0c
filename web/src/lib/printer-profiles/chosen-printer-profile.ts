import { localStore, readStored, writeStored } from '../browser-storage';

/** localStorage: the printer profile the print bar last used in this browser (an id; empty for none). */
export const chosenPrinterProfileKey = 'printerProfileId';

/** The id of the profile chosen last in this browser, whether or not it still exists (null: none). */
export function readChosenPrinterProfileId(): string | null {
  return readStored(localStore, chosenPrinterProfileKey) || null;
}

/** `id` if it is one of `available`, else null: another user's profile, or a deleted one, counts as none. */
export function chosenAmong(id: string | null, available: readonly { id: string }[]): string | null {
  return id && available.some((profile) => profile.id === id) ? id : null;
}

/** Remembers the choice (null: no correction). */
export function writeChosenPrinterProfile(id: string | null): void {
  writeStored(localStore, chosenPrinterProfileKey, id ?? '');
}

/**
 * A profile saved (made or changed) in this browser's calibration panel becomes its chosen printer:
 * the printer measured here is the one this device prints on (decision 0065).
 */
export function chooseSavedPrinterProfile(id: string): void {
  writeChosenPrinterProfile(id);
}

/** A profile deleted here: if it was this browser's choice, the print bars fall back to no correction. */
export function forgetDeletedPrinterProfile(id: string): void {
  if (readChosenPrinterProfileId() === id) writeChosenPrinterProfile(null);
}
