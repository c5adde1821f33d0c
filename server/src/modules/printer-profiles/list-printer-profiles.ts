import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PrinterProfileRow } from './find-printer-profile';

/** The user's printer profiles, by name. */
export async function listPrinterProfiles(db: Kysely<Database>, uid: string): Promise<PrinterProfileRow[]> {
  return db.selectFrom('printer_profiles').selectAll().where('uid', '=', uid).orderBy('name').orderBy('id').execute();
}
