import type { Selectable } from 'kysely';
import { AppError } from '@core/errors/app-error';
import type { OrdersTable } from '../../db/schema';
import { FINAL_ORDER_STATUSES, claimGatewayCheck, reconcileOrderRow, type PaymentDeps } from './reconcile-order';

/** An order as the Payment Status page reads it: its row and the buyer's email, when known. */
export type OrderStatusRow = Selectable<OrdersTable> & { email: string | null };

/**
 * Where an order stands, for GET /api/v1/orders/:orderId (the Payment Status page polls it). The
 * gateway is asked only about an order that is not final, and only by the reader that claims the
 * ask (at most one every GATEWAY_CHECK_INTERVAL_MS per order, across instances): every other read
 * answers from the row, which holds the last answer. A gateway failure answers with what is known;
 * the page asks again later. Throws 404 NOT_FOUND for an unknown order.
 */
export async function readOrderStatus(deps: PaymentDeps, orderId: string, now = Date.now()): Promise<OrderStatusRow> {
  const order = await deps.database.db
    .selectFrom('orders')
    .leftJoin('users', 'users.uid', 'orders.uid')
    .selectAll('orders')
    .select('users.email')
    .where('orders.order_id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', 'No such order.');
  if (FINAL_ORDER_STATUSES.includes(order.status) || !(await claimGatewayCheck(deps.database, orderId, now))) return order;
  try {
    return { ...order, status: await reconcileOrderRow(deps, order, now) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENT_GATEWAY') return order;
    throw error;
  }
}
