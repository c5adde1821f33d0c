import { AppError } from '@core/errors/app-error';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PrinterProfilesTable } from '../../db/schema';

export type PrinterProfileRow = Selectable<PrinterProfilesTable>;

/** The same answer for a profile that doesn't exist and one that is someone else's: an id tells nothing. */
export const profileNotFound = () => new AppError('NOT_FOUND', 'No such printer profile. Choose another one, or none.');

/** The user's own printer profile `id`, or 404 NOT_FOUND (also when it is another user's). */
export async function findPrinterProfile(db: Kysely<Database>, uid: string, id: string): Promise<PrinterProfileRow> {
  const row = await db.selectFrom('printer_profiles').selectAll().where('id', '=', id).where('uid', '=', uid).executeTakeFirst();
  if (!row) throw profileNotFound();
  return row;
}
