import { sql, type Kysely } from 'kysely';
import type { AdminUser } from '@core/contracts/admin';
import type { Database } from '../../db/schema';
import { getPremiumStatus } from '../premium/get-premium-status';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Users whose email contains `q` (case-insensitive) or whose uid is `q`; newest first, 20 at most. */
export async function findUsers(db: Kysely<Database>, q: string, now = Date.now()): Promise<AdminUser[]> {
  let query = db.selectFrom('users').select(['uid', 'email', 'name', 'created_at']).orderBy('created_at', 'desc').limit(20);
  if (q !== '') {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    query = query.where((eb) => eb.or([eb('uid', '=', q), sql<boolean>`lower(email) like ${pattern} escape '\\'`]));
  }
  const users = await query.execute();
  return Promise.all(users.map(async (user) => describeUser(db, user, now)));
}

export async function describeUser(
  db: Kysely<Database>,
  user: { uid: string; email: string; name: string | null; created_at: number },
  now = Date.now(),
): Promise<AdminUser> {
  const status = await getPremiumStatus(db, user.uid, now);
  return {
    uid: user.uid,
    email: user.email,
    name: user.name,
    coins: status?.coins ?? 0,
    planName: status?.planName ?? null,
    remainingDays: status?.remainingDays ?? 0,
    createdAt: new Date(user.created_at).toISOString(),
  };
}
