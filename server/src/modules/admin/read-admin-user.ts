import type { Kysely } from 'kysely';
import type { AdminUser } from '@core/contracts/admin';
import type { Database } from '../../db/schema';
import { describeUser } from './find-users';

/** A user as the console shows them after a change (coins, plan); the user must exist. */
export async function readAdminUser(db: Kysely<Database>, uid: string): Promise<AdminUser> {
  const row = await db.selectFrom('users').select(['uid', 'email', 'name', 'created_at']).where('uid', '=', uid).executeTakeFirstOrThrow();
  return describeUser(db, row);
}
