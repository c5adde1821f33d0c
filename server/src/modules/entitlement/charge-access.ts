import type { Kysely } from 'kysely';
import { AppError } from '@core/errors/app-error';
import { istDay } from '@core/time/ist-day';
import type { Database, LedgerKind } from '../../db/schema';
import { applyLedgerEntry, InsufficientCoinsError, readBalance } from '../ledger/apply-ledger-entry';
import { decideCharge, quoteOfDecision, type AccessCharge, type ChargeSnapshot } from './decide-charge';
import { planCovers, type CoveredBy } from './read-charge-snapshot';

export type { AccessCharge } from './decide-charge';

export interface AccessChargeRequest {
  uid: string;
  /** Which plan covers the access, or null when no plan does (the app's deduct-coins charges even premium users). */
  coveredBy: CoveredBy;
  /**
   * The service and the items whose second access the same IST day is free (a photo, a document, each distinct
   * photo of a customer sheet, each exam file: docs/decisions/0057); undefined when the same-day rule does not apply.
   */
  sameDay: { service: string; docHashes: readonly string[] } | undefined;
  /** Coins charged per item not yet paid today (or once, without the same-day rule) when no plan makes it free. */
  price: number;
  /** The debit's ledger kind and unique reference. */
  kind: LedgerKind;
  ref: string;
  now: number;
  /**
   * The coins of the quote the user was shown: when the decision takes more, nothing is written and 409
   * QUOTE_CHANGED carries the quote as it stands (docs/decisions/0057). Undefined: charged as decided.
   */
  expectedCoins?: number | undefined;
}

export interface AccessChargeResult {
  charge: AccessCharge;
  /** Coins taken (0 unless `coins` with a price above 0): the price times the items not yet paid today. */
  coins: number;
  /** How many of the items were charged (not already paid today); 1 without the same-day rule. */
  charged: number;
  balance: number;
}

type Claim = { uid: string; service: string; doc_hash: string; ist_day: string };

async function withdraw(trx: Kysely<Database>, claims: readonly Claim[]) {
  for (const claim of claims) {
    await trx
      .deleteFrom('daily_access')
      .where('uid', '=', claim.uid)
      .where('service', '=', claim.service)
      .where('doc_hash', '=', claim.doc_hash)
      .where('ist_day', '=', claim.ist_day)
      .execute();
  }
}

/** QUOTE_CHANGED's words: what the print would take now against what was shown. */
function quoteChangedMessage(coins: number, expectedCoins: number): string {
  const shown = expectedCoins === 0 ? 'free' : `${expectedCoins} coins`;
  return `This print now costs ${coins} coins, not ${shown} as shown. Nothing was charged: check the new price and press Print again.`;
}

/**
 * The entitlement rule's write (docs/domain-rules.md §4), inside the caller's write transaction, for a clean web
 * print, exam files and the mobile app's access calls alike. It reads its snapshot as it writes: a covering
 * plan first; then it claims today's daily_access row of each item (ON CONFLICT DO NOTHING), and the items it
 * could not claim are the ones paid today (by an earlier or a concurrent request: the claim is the same-day
 * check itself, decision 0020). The pure decideCharge decides on that snapshot, the one a quote decides on;
 * then the debit of the coins, all in one. Nothing is written, the claims withdrawn, when the coins are more
 * than `expectedCoins` (409 QUOTE_CHANGED with the quote of this snapshot) or than the balance
 * (InsufficientCoinsError carrying what it needed): all or nothing, even when the caller commits its other writes.
 */
export async function chargeAccess(trx: Kysely<Database>, request: AccessChargeRequest): Promise<AccessChargeResult> {
  const { uid, now } = request;
  const claims: Claim[] = [];
  const items = request.sameDay ? [...new Set(request.sameDay.docHashes)] : null;
  const covered = await planCovers(trx, uid, request.coveredBy, now);
  const paidToday = new Set<string>();
  if (!covered && request.sameDay && items) {
    const day = istDay(now);
    for (const docHash of items) {
      const claim = { uid, service: request.sameDay.service, doc_hash: docHash, ist_day: day };
      const claimed = await trx
        .insertInto('daily_access')
        .values({ ...claim, created_at: now })
        .onConflict((oc) => oc.columns(['uid', 'service', 'doc_hash', 'ist_day']).doNothing())
        .returning('uid')
        .executeTakeFirst();
      if (claimed) claims.push(claim);
      else paidToday.add(docHash);
    }
  }
  const decision = decideCharge({ planCovers: covered, paidToday }, { price: request.price, items });
  const charged = items === null ? 1 : decision.newItems.length;
  if (request.expectedCoins !== undefined && decision.coins > request.expectedCoins) {
    const snapshot: ChargeSnapshot = { planCovers: covered, paidToday, balance: await readBalance(trx, uid) };
    await withdraw(trx, claims);
    throw new AppError('QUOTE_CHANGED', quoteChangedMessage(decision.coins, request.expectedCoins), { quote: quoteOfDecision(snapshot, decision) });
  }
  // The debit answers the balance after it; with nothing to debit, it is read.
  if (decision.coins === 0)
    return { charge: decision.charge, coins: 0, charged: decision.charge === 'coins' ? charged : 0, balance: await readBalance(trx, uid) };
  try {
    const debit = await applyLedgerEntry(trx, { uid, delta: -decision.coins, kind: request.kind, ref: request.ref, now });
    return { charge: 'coins', coins: decision.coins, charged, balance: debit.balance };
  } catch (error) {
    if (!(error instanceof InsufficientCoinsError)) throw error;
    await withdraw(trx, claims);
    throw new InsufficientCoinsError(error.balance, decision.coins, charged);
  }
}
