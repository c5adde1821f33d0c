import type { Kysely } from 'kysely';
import { planStatus, type PlanStatus } from '@core/plans/plan-status';
import type { Database } from '../../db/schema';

export interface PremiumStatus extends PlanStatus {
  coins: number;
}

/** Coins and plan status of a user (docs/domain-rules.md §3), or null when there is no such user. */
export async function getPremiumStatus(db: Kysely<Database>, uid: string, now = Date.now()): Promise<PremiumStatus | null> {
  const user = await db
    .selectFrom('users')
    .leftJoin('balances', 'balances.uid', 'users.uid')
    .select(['users.uid', 'balances.coins'])
    .where('users.uid', '=', uid)
    .executeTakeFirst();
  if (!user) return null;
  const periods = await db.selectFrom('plans').select(['starts_at', 'ends_at', 'document_print']).where('uid', '=', uid).where('ends_at', '>', now).execute();
  const status = planStatus(
    periods.map((p) => ({ startsAt: p.starts_at, endsAt: p.ends_at, documentPrint: p.document_print === 1 })),
    now,
  );
  return { coins: user.coins ?? 0, ...status };
}
