import type { Kysely, Selectable } from 'kysely';
import { orderStatuses, type OrderStatus } from '@core/payments/order-terms';
import type { Database, OrdersTable } from '../../db/schema';

const isOrderStatus = (status: string): status is OrderStatus => (orderStatuses as readonly string[]).includes(status);

/** The newest 100 orders, of one status when `status` is given (an empty one means all; one we don't know matches none). */
export async function listOrders(db: Kysely<Database>, status: string | undefined): Promise<Selectable<OrdersTable>[]> {
  let query = db.selectFrom('orders').selectAll().orderBy('created_at', 'desc').limit(100);
  if (status) {
    if (!isOrderStatus(status)) return [];
    query = query.where('status', '=', status);
  }
  return query.execute();
}
