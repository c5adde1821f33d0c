import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../../core/src/errors/app-error';
import type { DatabaseHandle } from '../../db/create-database';
import type { OrderStatus } from '../../db/schema';
import { inWriteTransaction } from '../ledger/write-transaction';
import type { CashfreeGateway } from './cashfree-gateway';
import { fulfilPurchase } from './fulfil-purchase';

export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'mismatch', 'expired'];

export interface PaymentDeps {
  database: DatabaseHandle;
  gateway: CashfreeGateway;
  log: FastifyBaseLogger;
}

/**
 * Asks the gateway where an order stands and acts on it. Only PAID with the amount and currency
 * we asked for fulfils, in one transaction that flips the order to paid and grants under the
 * order's unique reference, so however many triggers race (return page, webhook, sweeper) the
 * coins or days are granted exactly once. A mismatch grants nothing and is logged for the admin.
 */
export async function reconcileOrder(deps: PaymentDeps, orderId: string, now = Date.now()): Promise<OrderStatus> {
  const db = deps.database.db;
  const order = await db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', 'No such order.');
  if (FINAL_ORDER_STATUSES.includes(order.status)) return order.status;

  const remote = await deps.gateway.getOrder(orderId);
  if (remote.status === 'PAID') {
    if (remote.amountPaise !== order.amount_paise || remote.currency !== order.currency) {
      deps.log.error({ orderId, expectedPaise: order.amount_paise, paidPaise: remote.amountPaise, currency: remote.currency }, 'paid amount does not match the order: nothing granted');
      await db.updateTable('orders').set({ status: 'mismatch', updated_at: now }).where('order_id', '=', orderId).where('status', 'not in', FINAL_ORDER_STATUSES).execute();
      return 'mismatch';
    }
    const granted = await inWriteTransaction(deps.database, async (trx) => {
      const flipped = await trx
        .updateTable('orders')
        .set({ status: 'paid', fulfilled_at: now, updated_at: now })
        .where('order_id', '=', orderId)
        .where('status', 'not in', FINAL_ORDER_STATUSES)
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
    const payments = await deps.gateway.getPayments(orderId);
    const attempted = payments.length > 0;
    const anyLive = payments.some((p) => p.status === 'SUCCESS' || p.status === 'PENDING' || p.status === 'NOT_ATTEMPTED');
    if (attempted && !anyLive) status = 'failed';
  }
  if (status !== order.status) {
    await db.updateTable('orders').set({ status, updated_at: now }).where('order_id', '=', orderId).where('status', 'not in', FINAL_ORDER_STATUSES).execute();
  }
  return status;
}

/** One pass of the sweeper: unfinished orders under 24 hours old, oldest first, at most `limit`. */
export async function sweepUnfinishedOrders(deps: PaymentDeps, now = Date.now(), limit = 50): Promise<number> {
  const due = await deps.database.db
    .selectFrom('orders')
    .select('order_id')
    .where('status', 'in', ['created', 'active', 'failed'])
    .where('created_at', '>', now - 24 * 60 * 60 * 1000)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  let checked = 0;
  for (const { order_id } of due) {
    try {
      await reconcileOrder(deps, order_id, now);
      checked += 1;
    } catch (err) {
      deps.log.warn({ orderId: order_id, err: err instanceof Error ? err.message : String(err) }, 'sweeper could not reconcile an order');
    }
  }
  return checked;
}
