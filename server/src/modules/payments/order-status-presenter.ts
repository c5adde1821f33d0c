import type { OrderStatusResponse } from '@core/contracts/orders';
import type { OrderStatusRow } from './read-order-status';

/**
 * The order as GET /api/v1/orders/:orderId answers it. The owner (or an admin) sees what was bought,
 * the buyer's details and the order's times; someone holding only the order id (the mobile app's
 * session-less buyer, or whoever the link reached) the name, amount and status.
 */
export function presentOrderStatus(order: OrderStatusRow, isOwner: boolean): OrderStatusResponse {
  if (!isOwner) return { order_id: order.order_id, status: order.status, amountPaise: order.amount_paise, customer: { name: order.billing_name } };
  return {
    order_id: order.order_id,
    status: order.status,
    amountPaise: order.amount_paise,
    offer: { id: order.offer_id, coins: order.grant_coins, days: order.grant_days },
    customer: { name: order.billing_name, uid: order.uid, phone: order.billing_phone, ...(order.email ? { email: order.email } : {}) },
    createdAt: new Date(order.created_at).toISOString(),
    ...(order.expires_at !== null ? { expiresAt: new Date(order.expires_at).toISOString() } : {}),
  };
}
