import { localStore, readStored, writeStored } from '../../../lib/browser-storage';

/** localStorage: the printer profile the print bar last used in this browser (an id; empty for none). */
export const chosenPrinterProfileKey = 'printerProfileId';

/** The id of the profile chosen last in this browser, whether or not it still exists (null: none). */
export function readChosenPrinterProfileId(): string | null {
  return readStored(localStore, chosenPrinterProfileKey) || null;
}

/** The profile chosen last in this browser, if it is still one of `available` (another user's, or a deleted one, counts as none). */
export function readChosenPrinterProfile(available: readonly { id: string }[]): string | null {
  const stored = readChosenPrinterProfileId();
  return stored && available.some((profile) => profile.id === stored) ? stored : null;
}

/** Remembers the choice (null: no correction). */
export function writeChosenPrinterProfile(id: string | null): void {
  writeStored(localStore, chosenPrinterProfileKey, id ?? '');
}
