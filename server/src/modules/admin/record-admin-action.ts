import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdminAction, Database } from '../../db/schema';

/** Appends to admin_audit, inside the same transaction as the change it records. */
export async function recordAdminAction(
  trx: Kysely<Database>,
  entry: { adminUid: string; action: AdminAction; target: string; payload: unknown; now: number },
): Promise<void> {
  await trx
    .insertInto('admin_audit')
    .values({ id: randomUUID(), admin_uid: entry.adminUid, action: entry.action, target: entry.target, payload: JSON.stringify(entry.payload), at: entry.now })
    .execute();
}
