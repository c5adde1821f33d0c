import type { Kysely } from 'kysely';
import type { ServiceId } from '@core/catalog/services';
import { AppError } from '@core/errors/app-error';
import type { Database } from '../../db/schema';

/** A service's price in coins and which plan covers it, from its row (422 UNKNOWN_SERVICE when there is none): what a charge and a quote price by. */
export async function readServiceTerms(db: Kysely<Database>, service: ServiceId) {
  const terms = await db.selectFrom('services').select(['coins', 'covered_by']).where('id', '=', service).executeTakeFirst();
  if (!terms) throw new AppError('UNKNOWN_SERVICE');
  return terms;
}
