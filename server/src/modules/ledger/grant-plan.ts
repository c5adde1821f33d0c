import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DAY_MS, nextPeriodStart } from '@core/plans/plan-status';
import type { Database } from '../../db/schema';

export interface PlanGrant {
  uid: string;
  days: number;
  /** Pro Plan when true; Standard Plan otherwise. */
  documentPrint: boolean;
  /** Unique source (order id, manual request, admin action): granting the same source twice does nothing. */
  sourceRef: string;
  now: number;
}

/**
 * Adds a plan period inside the caller's transaction. It starts where the current run of the same
 * kind ends, else now. Returns the period, or null when this source was already granted.
 */
export async function grantPlan(trx: Kysely<Database>, grant: PlanGrant): Promise<{ startsAt: number; endsAt: number } | null> {
  if (!Number.isSafeInteger(grant.days) || grant.days <= 0) throw new Error(`plan days must be a positive integer, got ${grant.days}`);
  const existing = await trx.selectFrom('plans').select('id').where('source_ref', '=', grant.sourceRef).executeTakeFirst();
  if (existing) return null;
  const periods = await trx
    .selectFrom('plans')
    .select(['starts_at', 'ends_at', 'document_print'])
    .where('uid', '=', grant.uid)
    .where('ends_at', '>', grant.now)
    .execute();
  const startsAt = nextPeriodStart(
    periods.map((p) => ({ startsAt: p.starts_at, endsAt: p.ends_at, documentPrint: p.document_print === 1 })),
    grant.documentPrint,
    grant.now,
  );
  const endsAt = startsAt + grant.days * DAY_MS;
  await trx
    .insertInto('plans')
    .values({
      id: randomUUID(),
      uid: grant.uid,
      starts_at: startsAt,
      ends_at: endsAt,
      document_print: grant.documentPrint ? 1 : 0,
      source_ref: grant.sourceRef,
      created_at: grant.now,
    })
    .execute();
  return { startsAt, endsAt };
}
