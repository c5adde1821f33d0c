import type { Kysely } from 'kysely';
import { AppError } from '@core/errors/app-error';
import type { Database } from '../../db/schema';

/** The tables of a user's named things (printer profiles, card trays): at most so many each, names unique per user. */
type OwnedNamesTable = 'printer_profiles' | 'tray_profiles';

/** 400 VALIDATION when the user already keeps `limit` rows of the table. Run after the user's row is locked. */
export async function refuseOverLimit(trx: Kysely<Database>, table: OwnedNamesTable, uid: string, limit: number, message: string): Promise<void> {
  const { count } = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  if (Number(count) >= limit) throw new AppError('VALIDATION', message);
}

/** 400 VALIDATION when another of the user's rows (not `except`) has the name. */
export async function refuseTakenName(
  trx: Kysely<Database>,
  table: OwnedNamesTable,
  uid: string,
  name: string,
  except: string | null,
  message: string,
): Promise<void> {
  let query = trx.selectFrom(table).select('id').where('uid', '=', uid).where('name', '=', name);
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) throw new AppError('VALIDATION', message);
}
