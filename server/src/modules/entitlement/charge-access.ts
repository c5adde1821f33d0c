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
  /**
   * The service and the documents whose second access the same IST day is free (one, or each distinct
   * photo of a customer sheet: decision 0042); undefined when the same-day rule does not apply.
   */
  sameDay: { service: string; docHashes: readonly string[] } | undefined;
  /** Coins charged per document not yet paid today (or once, without the same-day rule) when no plan makes it free. */
  price: number;
  /** The debit's ledger kind and unique reference. */
  kind: LedgerKind;
  ref: string;
  now: number;
}

export interface AccessChargeResult {
  charge: AccessCharge;
  /** Coins taken (0 unless `coins` with a price above 0): the price times the documents not yet paid today. */
  coins: number;
  /** How many of the documents were charged (not already paid today); 1 without the same-day rule. */
  charged: number;
  balance: number;
}

/** Whether an active plan covers the service: any plan for `any-plan` services, a Pro Plan for `pro-plan` ones. */
async function planCovers(db: Kysely<Database>, uid: string, coveredBy: 'any-plan' | 'pro-plan', now: number): Promise<boolean> {
  let query = db.selectFrom('plans').select('id').where('uid', '=', uid).where('starts_at', '<=', now).where('ends_at', '>', now);
  if (coveredBy === 'pro-plan') query = query.where('document_print', '=', 1);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The entitlement rule (docs/domain-rules.md §4), inside the caller's write transaction, for a clean web print and
 * the mobile app's access calls alike: an active plan covering the service → `plan`; else each
 * document already paid today (IST) is free, and when all are → `reprint`; else claim today's access
 * row of each document not yet paid and deduct the price for each of them, all in one debit → `coins`
 * (a conflicting claim means a concurrent request just paid for that one). A print of one document
 * is the same rule with one hash; a customer sheet's distinct photos are several (decision 0042).
 * Short of coins: InsufficientCoinsError carrying what it needed, with the day's claims withdrawn, so
 * nothing is written even when the caller commits its other writes: all or nothing. The rule is
 * checked in this order and the claim is the same-day check itself (decision 0020), so it lives here,
 * beside the database, rather than as a pure function.
 */
export async function chargeAccess(trx: Kysely<Database>, request: AccessChargeRequest): Promise<AccessChargeResult> {
  const { uid, now } = request;
  if (request.coveredBy !== null && (await planCovers(trx, uid, request.coveredBy, now)))
    return { charge: 'plan', coins: 0, charged: 0, balance: await readBalance(trx, uid) };
  const day = istDay(now);
  const claims: Array<{ uid: string; service: string; doc_hash: string; ist_day: string }> = [];
  if (request.sameDay) {
    for (const docHash of new Set(request.sameDay.docHashes)) {
      const claim = { uid, service: request.sameDay.service, doc_hash: docHash, ist_day: day };
      const claimed = await trx
        .insertInto('daily_access')
        .values({ ...claim, created_at: now })
        .onConflict((oc) => oc.columns(['uid', 'service', 'doc_hash', 'ist_day']).doNothing())
        .returning('uid')
        .executeTakeFirst();
      if (claimed) claims.push(claim);
    }
    if (claims.length === 0) return { charge: 'reprint', coins: 0, charged: 0, balance: await readBalance(trx, uid) };
  }
  const charged = request.sameDay ? claims.length : 1;
  const coins = request.price * charged;
  if (coins === 0) return { charge: 'coins', coins: 0, charged, balance: await readBalance(trx, uid) };
  try {
    const debit = await applyLedgerEntry(trx, { uid, delta: -coins, kind: request.kind, ref: request.ref, now });
    return { charge: 'coins', coins, charged, balance: debit.balance };
  } catch (error) {
    if (!(error instanceof InsufficientCoinsError)) throw error;
    for (const claim of claims) {
      await trx
        .deleteFrom('daily_access')
        .where('uid', '=', claim.uid)
        .where('service', '=', claim.service)
        .where('doc_hash', '=', claim.doc_hash)
        .where('ist_day', '=', claim.ist_day)
        .execute();
    }
    throw new InsufficientCoinsError(error.balance, coins, charged);
  }
}
