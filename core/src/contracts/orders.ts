import { z } from 'zod';
import { orderStatuses, paymentProviders } from '../payments/order-terms';

/** The terms live in zod-free core/src/payments/order-terms.ts (the Payment Status page imports them without zod). */
export { orderStatuses, paymentProviders, type OrderStatus, type PaymentProvider } from '../payments/order-terms';

/** POST /api/v1/orders (alias POST /order). The price comes from the catalog: any amount sent is ignored. */
export const createOrderRequest = z.object({
  offerId: z.string().min(1).max(40),
  name: z.string().trim().min(1, 'Please enter your contact number and address').max(100),
  phone: z.string().trim().regex(/^\d{10}$/, 'Please enter a valid 10-digit phone number'),
  address: z.string().trim().max(300).default(''),
  /** The mobile app opens the purchase page without a session and passes the user id. */
  userId: z.string().min(1).max(64).optional(),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;

export const createOrderResponse = z.object({
  order_id: z.string(),
  payment_session_id: z.string(),
  provider: z.enum(paymentProviders),
  /** The simulator's checkout page; with Cashfree the page runs Cashfree's checkout instead. */
  checkoutUrl: z.string().optional(),
  /** Mode for Cashfree's checkout script. */
  cashfreeMode: z.enum(['sandbox', 'production']).optional(),
  /** When the gateway stops taking payments for this order (ISO time): Payment Status stops waiting after it. */
  expiresAt: z.string(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

export const orderStatusParams = z.object({ orderId: z.string().min(1).max(64) });

/**
 * GET /api/v1/orders/:orderId. Anyone holding the id (a session-less mobile purchase) sees only
 * the buyer's name, the amount and the status; the owner (or an admin) also what was bought,
 * the buyer's details and the order's times.
 */
export const orderStatusResponse = z.object({
  order_id: z.string(),
  status: z.enum(orderStatuses),
  amountPaise: z.number().int(),
  offer: z.object({ id: z.string(), coins: z.number().int().nullable(), days: z.number().int().nullable() }).optional(),
  customer: z.object({
    name: z.string(),
    uid: z.string().optional(),
    phone: z.string().optional(),
    email: z.string().optional(),
  }),
  createdAt: z.string().optional(),
  /** When the gateway stops taking payments for it (ISO time), when known. */
  expiresAt: z.string().optional(),
});
export type OrderStatusResponse = z.infer<typeof orderStatusResponse>;

/**
 * POST /api/v1/payments/cashfree/webhook: the part of Cashfree's payment event we read, once its
 * signature over the raw bytes has been checked. Only the order id matters (the event triggers
 * reconciliation; what is granted is decided by Get Order); the type and payment id name the event.
 */
export const cashfreeWebhookEvent = z.object({
  type: z.string(),
  data: z.object({
    order: z.object({ order_id: z.string() }),
    payment: z.object({ cf_payment_id: z.union([z.string(), z.number()]) }).optional(),
  }),
});
export type CashfreeWebhookEvent = z.infer<typeof cashfreeWebhookEvent>;

/** The webhook's answer once the event is handled (or known, or not one of our orders). */
export const cashfreeWebhookResponse = z.object({ received: z.literal(true) });
export type CashfreeWebhookResponse = z.infer<typeof cashfreeWebhookResponse>;
