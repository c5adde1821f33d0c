import type { Kysely } from 'kysely';
import { HISTORY_DAYS, HISTORY_PAGE_SIZE } from '@core/contracts/history';
import { readStoredSheet, type PrintSheet } from '@core/contracts/print-sheet';
import type { PrintCharge } from '@core/contracts/prints';
import type { OrderStatus } from '@core/payments/order-terms';
import { DAY_MS } from '@core/plans/plan-status';
import type { DatabaseHandle } from '../../db/create-database';
import type { Database } from '../../db/schema';
import { readBalance } from '../ledger/apply-ledger-entry';
import { inReadSnapshot } from '../ledger/in-read-snapshot';

interface PrintRow {
  type: 'print';
  id: string;
  at: number;
  service: string;
  sheet: PrintSheet;
  charge: PrintCharge;
  coins: number;
  balanceAfter: number | null;
}

interface PurchaseRow {
  type: 'purchase';
  id: string;
  at: number;
  channel: 'online' | 'upi';
  offerId: string;
  amountPaise: number;
  coins: number | null;
  days: number | null;
  status: OrderStatus | 'approved';
  balanceAfter: number | null;
}

export type HistoryRow = PrintRow | PurchaseRow;

export interface HistoryPage {
  rows: HistoryRow[];
  /** `before` for the next page, or null. */
  older: number | null;
  since: number;
  coins: number;
}

/**
 * A user's History (decision 0040): their prints (print_jobs), gateway orders and approved UPI requests
 * of the last 30 days, newest first, one page of 50 strictly before `before`. Every query is bound
 * to `uid`, the session's user; nothing else is read. Each row's balance comes from the ledger: the
 * coins held now, less every entry after the row's own entry (`print:<job>`, `order:<id>`,
 * `manual:<reference>`) or, for a row that moved no coins, after its time. Rows at the very same
 * millisecond as a page's last may fall to the next page's boundary: `before` is strict, so such a
 * tie is the only thing a page can skip (the ids are random, so it can't be ordered by them).
 * Everything is read from one snapshot (`inReadSnapshot`), so a charge landing meanwhile can't skew
 * the balances: it is either in the balance, the ledger and the rows alike, or in none of them.
 */
export async function listHistory(database: DatabaseHandle, uid: string, options: { now?: number; before?: number } = {}): Promise<HistoryPage> {
  return inReadSnapshot(database, (db) => readHistoryPage(db, uid, options));
}

async function readHistoryPage(db: Kysely<Database>, uid: string, options: { now?: number; before?: number }): Promise<HistoryPage> {
  const now = options.now ?? Date.now();
  const since = now - HISTORY_DAYS * DAY_MS;
  const before = options.before ?? now + 1;
  const take = HISTORY_PAGE_SIZE + 1;

  const [prints, orders, manual, ledger, coins] = await Promise.all([
    db
      .selectFrom('print_jobs')
      .select(['id', 'service', 'sheet', 'charge', 'coins', 'created_at'])
      .where('uid', '=', uid)
      .where('created_at', '>=', since)
      .where('created_at', '<', before)
      .orderBy('created_at', 'desc')
      .limit(take)
      .execute(),
    db
      .selectFrom('orders')
      .select(['order_id', 'offer_id', 'amount_paise', 'grant_coins', 'grant_days', 'status', 'created_at'])
      .where('uid', '=', uid)
      .where('created_at', '>=', since)
      .where('created_at', '<', before)
      .orderBy('created_at', 'desc')
      .limit(take)
      .execute(),
    db
      .selectFrom('manual_requests')
      .select(['reference', 'offer_id', 'amount_paise', 'grant_coins', 'grant_days', 'created_at'])
      .where('uid', '=', uid)
      .where('status', '=', 'approved')
      .where('created_at', '>=', since)
      .where('created_at', '<', before)
      .orderBy('created_at', 'desc')
      .limit(take)
      .execute(),
    // Every entry since the window's start: what happened after a row is what stands between it and now.
    db.selectFrom('ledger').select(['ref', 'delta', 'created_at']).where('uid', '=', uid).where('created_at', '>=', since).execute(),
    readBalance(db, uid),
  ]);

  const entryAt = new Map(ledger.map((entry) => [entry.ref, Number(entry.created_at)]));
  const balanceAt = coinsAfter(coins, ledger);
  /** A row that moved coins: after its own entry, or null when it has none (not credited yet). */
  const afterEntry = (ref: string) => {
    const at = entryAt.get(ref);
    return at === undefined ? null : balanceAt(at);
  };

  const rows: HistoryRow[] = [
    ...prints.map((job): PrintRow => ({
      type: 'print',
      id: job.id,
      at: Number(job.created_at),
      service: job.service,
      sheet: readStoredSheet(job.sheet),
      charge: job.charge,
      coins: job.coins,
      balanceAfter: job.coins > 0 ? afterEntry(`print:${job.id}`) : balanceAt(Number(job.created_at)),
    })),
    ...orders.map((order): PurchaseRow => ({
      type: 'purchase',
      id: order.order_id,
      at: Number(order.created_at),
      channel: 'online',
      offerId: order.offer_id,
      amountPaise: order.amount_paise,
      coins: order.grant_coins,
      days: order.grant_days,
      status: order.status,
      balanceAfter: afterEntry(`order:${order.order_id}`),
    })),
    ...manual.map((request): PurchaseRow => ({
      type: 'purchase',
      id: request.reference,
      at: Number(request.created_at),
      channel: 'upi',
      offerId: request.offer_id,
      amountPaise: request.amount_paise,
      coins: request.grant_coins,
      days: request.grant_days,
      status: 'approved',
      balanceAfter: afterEntry(`manual:${request.reference}`),
    })),
  ].sort((a, b) => b.at - a.at);

  const page = rows.slice(0, HISTORY_PAGE_SIZE);
  const more = rows.length > HISTORY_PAGE_SIZE;
  return { rows: page, older: more ? page[page.length - 1]!.at : null, since, coins };
}

/**
 * Coins held right after a moment: now's, less every later entry. The entries are sorted once with
 * their running totals from the newest, so each row's figure is a binary search, not a pass over the
 * whole window's ledger.
 */
export function coinsAfter(coinsNow: number, entries: readonly { delta: number; created_at: number }[]): (at: number) => number {
  const sorted = entries.map((e) => ({ at: Number(e.created_at), delta: e.delta })).sort((a, b) => a.at - b.at);
  // later[i] = the sum of the deltas of sorted[i..]: what happened from that entry on.
  const later = new Array<number>(sorted.length + 1).fill(0);
  for (let i = sorted.length - 1; i >= 0; i -= 1) later[i] = later[i + 1]! + sorted[i]!.delta;
  return (at) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]!.at > at) hi = mid;
      else lo = mid + 1;
    }
    return coinsNow - later[lo]!;
  };
}
