import type { Kysely } from 'kysely';
import type { PrintCharge } from '@core/contracts/prints';
import { istDay } from '@core/time/ist-day';
import type { Database, LedgerKind } from '../../db/schema';
import { applyLedgerEntry, InsufficientCoinsError, readBalance } from '../ledger/apply-ledger-entry';

/** How an access was paid: covered by a plan, free as the same document's second print today, or in coins (a print's charge but `none`). */
export type AccessCharge = Exclude<PrintCharge, 'none'>;

export interface AccessChargeRequest {
  uid: string;
  /** Which plan covers the access, or null when no plan does (the app's deduct-coins charges even premium users). */
  coveredBy: 'any-plan' | 'pro-plan' | null;
  /** The service and document whose second access the same IST day is free; undefined when the same-day rule does not apply. */
  sameDay: { service: string; docHash: string } | undefined;
  /** Coins charged when neither a plan nor the same-day rule makes it free. */
  price: number;
  /** The debit's ledger kind and unique reference. */
  kind: LedgerKind;
  ref: string;
  now: number;
}

export interface AccessChargeResult {
  charge: AccessCharge;
  /** Coins taken (0 unless `coins` with a price above 0). */
  coins: number;
  balance: number;
}

/** Whether an active plan covers the service: any plan for `any-plan` services, a Pro Plan for `pro-plan` ones. */
export async function planCovers(db: Kysely<Database>, uid: string, coveredBy: 'any-plan' | 'pro-plan', now: number): Promise<boolean> {
  let query = db.selectFrom('plans').select('id').where('uid', '=', uid).where('starts_at', '<=', now).where('ends_at', '>', now);
  if (coveredBy === 'pro-plan') query = query.where('document_print', '=', 1);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The entitlement rule (DESIGN §3), inside the caller's write transaction, for a clean web print and
 * the mobile app's access calls alike: an active plan covering the service → `plan`; else the same
 * document already paid today (IST) → `reprint`; else claim today's access row and deduct the price
 * → `coins` (a conflicting claim means a concurrent request just paid → `reprint`). Short of coins:
 * InsufficientCoinsError, with the day's claim withdrawn, so nothing is written even when the caller
 * commits its other writes. The rule is checked in this order and the claim is the same-day check
 * itself (decision 0020), so it lives here, beside the database, rather than as a pure function.
 */
export async function chargeAccess(trx: Kysely<Database>, request: AccessChargeRequest): Promise<AccessChargeResult> {
  const { uid, now } = request;
  if (request.coveredBy !== null && (await planCovers(trx, uid, request.coveredBy, now)))
    return { charge: 'plan', coins: 0, balance: await readBalance(trx, uid) };
  const claim = request.sameDay && { uid, service: request.sameDay.service, doc_hash: request.sameDay.docHash, ist_day: istDay(now) };
  if (claim) {
    const claimed = await trx
      .insertInto('daily_access')
      .values({ ...claim, created_at: now })
      .onConflict((oc) => oc.columns(['uid', 'service', 'doc_hash', 'ist_day']).doNothing())
      .returning('uid')
      .executeTakeFirst();
    if (!claimed) return { charge: 'reprint', coins: 0, balance: await readBalance(trx, uid) };
  }
  if (request.price === 0) return { charge: 'coins', coins: 0, balance: await readBalance(trx, uid) };
  try {
    const debit = await applyLedgerEntry(trx, { uid, delta: -request.price, kind: request.kind, ref: request.ref, now });
    return { charge: 'coins', coins: request.price, balance: debit.balance };
  } catch (error) {
    if (claim && error instanceof InsufficientCoinsError) {
      await trx
        .deleteFrom('daily_access')
        .where('uid', '=', claim.uid)
        .where('service', '=', claim.service)
        .where('doc_hash', '=', claim.doc_hash)
        .where('ist_day', '=', claim.ist_day)
        .execute();
    }
    throw error;
  }
}
