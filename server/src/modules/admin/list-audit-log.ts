import type { Kysely, Selectable } from 'kysely';
import type { AdminAuditTable, Database } from '../../db/schema';

/** The newest 200 entries of the admins' audit log. */
export async function listAuditLog(db: Kysely<Database>): Promise<Selectable<AdminAuditTable>[]> {
  return db.selectFrom('admin_audit').selectAll().orderBy('at', 'desc').limit(200).execute();
}
