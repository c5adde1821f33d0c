import type { Kysely } from 'kysely';
import { serviceIds, type Service } from '@core/catalog/services';
import type { Database } from '../../db/schema';

/** The charged services the catalog lists (core's `serviceIds`: a service without its screen yet is left out), in display order. */
export async function listServices(db: Kysely<Database>): Promise<Service[]> {
  const rows = await db.selectFrom('services').selectAll().where('id', 'in', serviceIds).orderBy('sort_order').execute();
  return rows.map((row) => ({
    id: row.id as Service['id'],
    name: row.name,
    coins: row.coins,
    coveredBy: row.covered_by,
    sortOrder: row.sort_order,
  }));
}
