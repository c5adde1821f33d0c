import type { Kysely } from 'kysely';
import type { PrinterReadings } from '@core/layout/printer-correction';
import type { Database } from '../../db/schema';
import { findPrinterProfile } from './find-printer-profile';
import { profileReadings } from './present-printer-profile';

/** What a print is corrected by: the caller's own profile `id` (404 NOT_FOUND when not theirs), or null without one. */
export async function readPrinterReadings(db: Kysely<Database>, uid: string, id: string | undefined): Promise<PrinterReadings | null> {
  if (id === undefined) return null;
  return profileReadings(await findPrinterProfile(db, uid, id));
}
