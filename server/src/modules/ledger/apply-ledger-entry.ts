import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, LedgerKind } from '../../db/schema';

export class InsufficientCoinsError extends Error {
  /**
   * `balance`: coins held. From the entitlement rule also what it asked for: `needed` coins in all,
   * for `documents` documents not yet paid today (a customer sheet's photos: decision 0042).
   */
  constructor(
    readonly balance: number,
    readonly needed?: number,
    readonly documents?: number,
  ) {
    super('insufficient coins');
    this.name = 'InsufficientCoinsError';
  }
}

export interface LedgerEntry {
  uid: string;
  /** Coins added (positive) or taken (negative); never zero. */
  delta: number;
  kind: LedgerKind;
  /** Unique reference: applying the same ref twice changes nothing the second time. */
  ref: string;
  now: number;
}

export type LedgerResult = { applied: true; balance: number } | { applied: false; balance: number };

/**
 * The one primitive that changes a balance, inside the caller's transaction: appends the ledger
 * row and moves the balance by the same amount, never below zero (a conditional UPDATE, so
 * concurrent debits can't overdraw). Throws InsufficientCoinsError when the balance is short,
 * having written nothing.
 */
export async function applyLedgerEntry(trx: Kysely<Database>, entry: LedgerEntry): Promise<LedgerResult> {
  if (!Number.isSafeInteger(entry.delta) || entry.delta === 0) throw new Error(`ledger delta must be a non-zero integer, got ${entry.delta}`);
  // The ref claims the entry first: a concurrent duplicate waits for this transaction, then finds it.
  const inserted = await trx
    .insertInto('ledger')
    .values({ id: randomUUID(), uid: entry.uid, delta: entry.delta, kind: entry.kind, ref: entry.ref, created_at: entry.now })
    .onConflict((oc) => oc.column('ref').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { applied: false, balance: await readBalance(trx, entry.uid) };

  const updated = await trx
    .updateTable('balances')
    .set({ coins: sql<number>`coins + ${entry.delta}`, updated_at: entry.now })
    .where('uid', '=', entry.uid)
    .where(sql<boolean>`coins + ${entry.delta} >= 0`)
    .returning('coins')
    .executeTakeFirst();
  if (!updated) {
    // Withdraw the claim (never committed, so the ledger stays append-only), leaving the
    // transaction as it was: a caller may catch this and still commit its other writes.
    await trx.deleteFrom('ledger').where('id', '=', inserted.id).execute();
    throw new InsufficientCoinsError(await readBalance(trx, entry.uid));
  }
  return { applied: true, balance: updated.coins };
}

export async function readBalance(db: Kysely<Database>, uid: string): Promise<number> {
  const row = await db.selectFrom('balances').select('coins').where('uid', '=', uid).executeTakeFirst();
  return row?.coins ?? 0;
}
