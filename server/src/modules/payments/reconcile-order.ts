import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Selectable } from 'kysely';
import { AppError } from '@core/errors/app-error';
import type { DatabaseHandle } from '../../db/create-database';
import type { Database, OrderStatus, OrdersTable } from '../../db/schema';
import { inWriteTransaction } from '../ledger/write-transaction';
import { GatewayError, type CashfreeGateway, type GatewayOrder, type GatewayPayment } from './cashfree-gateway';
import { fulfilPurchase } from './fulfil-purchase';

/** Never change again: paid (granted), mismatch (for a person to look at), not_started (nobody could ever pay it). */
const SETTLED_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'mismatch', 'not_started'];

/** What the sweeper keeps asking about: orders that may still be paid. */
const UNFINISHED_ORDER_STATUSES: readonly OrderStatus[] = ['created', 'active', 'failed'];

/** The sweeper looks at orders this young. */
const SWEEP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Cashfree turns an EXPIRED order PAID when a payment begun before the expiry completes within its
 * time limit; the webhook says so, and the sweeper also keeps asking for this long after the expiry.
 */
const LATE_PAYMENT_GRACE_MS = 60 * 60 * 1000;

/** A `created` order the gateway says it never saw, this long after we asked it to make the order, was never made. */
const CREATE_GRACE_MS = 2 * 60 * 1000;

/**
 * The gateway is asked about an order at most once in this long by the Payment Status page and the
 * sweeper, whichever instance serves them: the ask is claimed on the order's row (last_checked_at).
 * The webhook and the admin's reconcile ask at once, and stamp the row too.
 */
export const GATEWAY_CHECK_INTERVAL_MS = 10_000;

/**
 * Orders the Payment Status page never asks the gateway about: the settled ones, and `expired` (set
 * only when the gateway said EXPIRED or TERMINATED). A late payment on an expired order still
 * reaches it through the webhook and the sweeper. `failed` is not here: Cashfree's order stays
 * ACTIVE after a failed attempt and the buyer may pay it again until its expiry.
 */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = [...SETTLED_ORDER_STATUSES, 'expired'];

export interface PaymentDeps {
  database: DatabaseHandle;
  gateway: CashfreeGateway;
  log: FastifyBaseLogger;
}

/** A gateway failure, logged with its details, as 502 PAYMENT_GATEWAY with a plain message; any other error as it is. */
function asAppError(deps: PaymentDeps, orderId: string, error: unknown): unknown {
  if (!(error instanceof GatewayError)) return error;
  deps.log.warn({ orderId, gateway: { status: error.status, code: error.code, message: error.message } }, 'payment gateway failed');
  return new AppError('PAYMENT_GATEWAY', 'The payment service did not answer about this order. Please try again in a few minutes.');
}

/** An order's row as it is kept. */
export type OrderRow = Selectable<OrdersTable>;

/** The order, or 404 NOT_FOUND. */
export async function readOrder(deps: PaymentDeps, orderId: string): Promise<OrderRow> {
  const order = await deps.database.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', 'No such order.');
  return order;
}

/** A last ask stamped further ahead than this came from a clock gone wrong: it does not hold the gate shut. */
const CLOCK_SKEW_ALLOWED_MS = 60_000;

/** The order's gateway ask is due at `now`: the last one is GATEWAY_CHECK_INTERVAL_MS old, or impossibly far ahead. */
const gatewayCheckDue = (eb: ExpressionBuilder<Database, 'orders'>, now: number) =>
  eb.or([eb('last_checked_at', '<=', now - GATEWAY_CHECK_INTERVAL_MS), eb('last_checked_at', '>', now + CLOCK_SKEW_ALLOWED_MS)]);

/**
 * Claims the next ask of the gateway about a non-final order: stamps last_checked_at with `now` only
 * if the last ask is at least GATEWAY_CHECK_INTERVAL_MS old (or impossibly far ahead), in one
 * conditional UPDATE, so of any number of readers (on any instance) racing, one wins. True when this
 * caller won and should ask.
 */
export async function claimGatewayCheck(database: DatabaseHandle, orderId: string, now: number): Promise<boolean> {
  const claimed = await database.db
    .updateTable('orders')
    .set({ last_checked_at: now })
    .where('order_id', '=', orderId)
    .where((eb) => gatewayCheckDue(eb, now))
    .where('status', 'not in', FINAL_ORDER_STATUSES)
    .returning('order_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Asks the gateway where an order stands and acts on it. Only PAID with the amount and currency
 * we asked for fulfils, in one transaction that flips the order to paid and grants under the
 * order's unique reference, so however many triggers race (return page, webhook, sweeper, admin)
 * the coins or days are granted exactly once. A mismatch grants nothing and is logged for the admin.
 * Returns the status it ends in. Throws 404 NOT_FOUND for an unknown order and 502 PAYMENT_GATEWAY
 * when the gateway fails.
 */
export async function reconcileOrder(deps: PaymentDeps, orderId: string, now = Date.now()): Promise<OrderStatus> {
  return reconcileOrderRow(deps, await readOrder(deps, orderId), now);
}

/**
 * reconcileOrder for an order already read (readOrder), for a caller that needs the row too (the
 * admin's reconcile audits the status before): the order is read once.
 */
export async function reconcileOrderRow(deps: PaymentDeps, order: OrderRow, now = Date.now()): Promise<OrderStatus> {
  const db = deps.database.db;
  const orderId = order.order_id;
  if (SETTLED_ORDER_STATUSES.includes(order.status)) return order.status;

  let remote: GatewayOrder;
  try {
    remote = await deps.gateway.getOrder(orderId);
  } catch (error) {
    if (error instanceof GatewayError && error.status === 404 && order.status === 'created' && now - order.created_at > CREATE_GRACE_MS) {
      deps.log.warn({ orderId }, 'the gateway never made this order: nobody can pay it');
      await db.updateTable('orders').set({ status: 'not_started', updated_at: now }).where('order_id', '=', orderId).where('status', '=', 'created').execute();
      return 'not_started';
    }
    throw asAppError(deps, orderId, error);
  }
  // The answer and its time, kept on the row; last_checked_at too, for callers that asked without a claim.
  await db.updateTable('orders').set({ gateway_status: remote.status, gateway_status_at: now, last_checked_at: now }).where('order_id', '=', orderId).execute();

  if (remote.status === 'PAID') {
    if (remote.amountPaise !== order.amount_paise || remote.currency !== order.currency) {
      deps.log.error(
        { orderId, expectedPaise: order.amount_paise, paidPaise: remote.amountPaise, currency: remote.currency },
        'paid amount does not match the order: nothing granted',
      );
      await db
        .updateTable('orders')
        .set({ status: 'mismatch', updated_at: now })
        .where('order_id', '=', orderId)
        .where('status', 'not in', SETTLED_ORDER_STATUSES)
        .execute();
      return 'mismatch';
    }
    const granted = await inWriteTransaction(deps.database, async (trx) => {
      const flipped = await trx
        .updateTable('orders')
        .set({ status: 'paid', fulfilled_at: now, updated_at: now })
        .where('order_id', '=', orderId)
        .where('status', 'not in', SETTLED_ORDER_STATUSES)
        .returning('order_id')
        .executeTakeFirst();
      if (!flipped) return false;
      return fulfilPurchase(trx, { uid: order.uid, coins: order.grant_coins, days: order.grant_days, sourceRef: `order:${orderId}`, kind: 'purchase', now });
    });
    if (granted) deps.log.info({ orderId, uid: order.uid, coins: order.grant_coins, days: order.grant_days }, 'order fulfilled');
    return 'paid';
  }

  let status: OrderStatus = 'active';
  if (remote.status === 'EXPIRED' || remote.status === 'TERMINATED') status = 'expired';
  else {
    let payments: GatewayPayment[];
    try {
      payments = await deps.gateway.getPayments(orderId);
    } catch (error) {
      throw asAppError(deps, orderId, error);
    }
    const attempted = payments.length > 0;
    const anyLive = payments.some((p) => p.status === 'SUCCESS' || p.status === 'PENDING' || p.status === 'NOT_ATTEMPTED');
    if (attempted && !anyLive) status = 'failed';
  }
  if (status !== order.status) {
    await db.updateTable('orders').set({ status, updated_at: now }).where('order_id', '=', orderId).where('status', 'not in', SETTLED_ORDER_STATUSES).execute();
  }
  return status;
}

/**
 * One pass of the sweeper, at most `limit` orders: those under 24 hours old that may still be
 * paid (created, active, failed, or expired within the last hour), least recently checked first,
 * so every such order gets its turn however many fail, and none asked about in the last
 * GATEWAY_CHECK_INTERVAL_MS (by a Payment Status read, a webhook, or another instance's sweep).
 * The batch is claimed (last_checked_at stamped, only where still due) before the gateway is asked,
 * whatever it answers, so the next pass moves on to orders checked longer ago. Returns how many were
 * reconciled without an error (not counting those the gateway failed on).
 */
export async function sweepUnfinishedOrders(deps: PaymentDeps, now = Date.now(), limit = 50): Promise<number> {
  const due = await deps.database.db
    .selectFrom('orders')
    .select('order_id')
    .where((eb) =>
      eb.or([eb('status', 'in', UNFINISHED_ORDER_STATUSES), eb.and([eb('status', '=', 'expired'), eb('expires_at', '>', now - LATE_PAYMENT_GRACE_MS)])]),
    )
    .where('created_at', '>', now - SWEEP_WINDOW_MS)
    .where((eb) => gatewayCheckDue(eb, now))
    .orderBy('last_checked_at')
    .orderBy('created_at')
    .limit(limit)
    .execute();
  if (due.length === 0) return 0;
  const claimed = await deps.database.db
    .updateTable('orders')
    .set({ last_checked_at: now })
    .where(
      'order_id',
      'in',
      due.map((order) => order.order_id),
    )
    .where((eb) => gatewayCheckDue(eb, now))
    .returning('order_id')
    .execute();
  const ours = new Set(claimed.map((order) => order.order_id));
  let reconciled = 0;
  for (const { order_id } of due.filter((order) => ours.has(order.order_id))) {
    try {
      await reconcileOrder(deps, order_id, now);
      reconciled += 1;
    } catch (err) {
      deps.log.warn({ orderId: order_id, err: err instanceof Error ? err.message : String(err) }, 'sweeper could not reconcile an order');
    }
  }
  return reconciled;
}
