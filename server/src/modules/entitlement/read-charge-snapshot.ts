import type { Kysely } from 'kysely';
import { istDay } from '@core/time/ist-day';
import type { Database } from '../../db/schema';
import { readBalance } from '../ledger/apply-ledger-entry';
import type { ChargeSnapshot } from './decide-charge';

/** Which plan covers a service (services.covered_by), or null when no plan does (the app's deduct-coins charges even premium users). */
export type CoveredBy = 'any-plan' | 'pro-plan' | null;

/** Whether an active plan covers the service: any plan for `any-plan` services, a Pro Plan for `pro-plan` ones. */
export async function planCovers(db: Kysely<Database>, uid: string, coveredBy: CoveredBy, now: number): Promise<boolean> {
  if (coveredBy === null) return false;
  let query = db.selectFrom('plans').select('id').where('uid', '=', uid).where('starts_at', '<=', now).where('ends_at', '>', now);
  if (coveredBy === 'pro-plan') query = query.where('document_print', '=', 1);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * What the entitlement rule decides on, read without writing (a quote: docs/decisions/0057): the covering
 * plan, which of `items` this user paid for today under `service` (daily_access), and the balance. Only
 * this user's rows are read. Run it in one read snapshot (inReadSnapshot) so the three agree.
 */
export async function readChargeSnapshot(
  db: Kysely<Database>,
  request: { uid: string; coveredBy: CoveredBy; service: string; items: readonly string[]; now: number },
): Promise<ChargeSnapshot> {
  const { uid, now } = request;
  const covered = await planCovers(db, uid, request.coveredBy, now);
  const items = [...new Set(request.items)];
  const paid =
    covered || items.length === 0
      ? []
      : await db
          .selectFrom('daily_access')
          .select('doc_hash')
          .where('uid', '=', uid)
          .where('service', '=', request.service)
          .where('ist_day', '=', istDay(now))
          .where('doc_hash', 'in', items)
          .execute();
  return { planCovers: covered, paidToday: new Set(paid.map((row) => row.doc_hash)), balance: await readBalance(db, uid) };
}
