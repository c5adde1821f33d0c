import type { Kysely } from 'kysely';
import type { Database, LedgerKind } from '../../db/schema';
import { applyLedgerEntry } from '../ledger/apply-ledger-entry';
import { grantPlan } from '../ledger/grant-plan';

export interface Purchase {
  uid: string;
  /** Coins bought, or null for a plan. */
  coins: number | null;
  /** Pro Plan days bought, or null for coins. */
  days: number | null;
  /** Unique per payment (`order:…`, `manual:…`): the same source is granted at most once. */
  sourceRef: string;
  kind: Extract<LedgerKind, 'purchase' | 'manual'>;
  now: number;
}

/** Grants what was paid for, inside the caller's transaction, exactly once per source. Returns false if already granted. */
export async function fulfilPurchase(trx: Kysely<Database>, purchase: Purchase): Promise<boolean> {
  if (purchase.coins !== null && purchase.coins > 0) {
    const result = await applyLedgerEntry(trx, { uid: purchase.uid, delta: purchase.coins, kind: purchase.kind, ref: purchase.sourceRef, now: purchase.now });
    return result.applied;
  }
  if (purchase.days !== null && purchase.days > 0) {
    return (await grantPlan(trx, { uid: purchase.uid, days: purchase.days, documentPrint: true, sourceRef: purchase.sourceRef, now: purchase.now })) !== null;
  }
  throw new Error(`purchase ${purchase.sourceRef} grants nothing`);
}
