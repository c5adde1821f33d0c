import type { Kysely } from 'kysely';
import type { Service } from '@core/catalog/services';
import type { Database } from '../../db/schema';

/** The charged services, in display order. */
export async function listServices(db: Kysely<Database>): Promise<Service[]> {
  const rows = await db.selectFrom('services').selectAll().orderBy('sort_order').execute();
  return rows.map((row) => ({
    id: row.id as Service['id'],
    name: row.name,
    coins: row.coins,
    coveredBy: row.covered_by,
    sortOrder: row.sort_order,
  }));
}
