import { z } from 'zod/mini';
import { orderStatuses, paymentProviders } from '../payments/order-terms';

/** The terms live in zod-free core/src/payments/order-terms.ts (the Payment Status page imports them without zod). */
export { orderStatuses } from '../payments/order-terms';

/** POST /api/v1/orders (alias POST /order). The price comes from the catalog: any amount sent is ignored. */
export const createOrderRequest = z.object({
  offerId: z.string().check(z.minLength(1), z.maxLength(40)),
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your contact number and address'), z.maxLength(100)),
  phone: z.string().check(z.trim(), z.regex(/^\d{10}$/, 'Please enter a valid 10-digit phone number')),
  address: z._default(z.string().check(z.trim(), z.maxLength(300)), ''),
  /**
   * The mobile app's session-less call names its user; the web never sends it (the buyer is the session's user,
   * docs/decisions/0068-buying-in-place.md).
   */
  userId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /**
   * The checkout's "Remember for next purchases" (docs/decisions/0069-contact-details-remembered-with-consent.md): true keeps
   * the name and phone for the signed-in buyer's next checkout, false forgets any kept; left out, nothing changes.
   */
  rememberContact: z.optional(z.boolean()),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;

export const createOrderResponse = z.object({
  order_id: z.string(),
  payment_session_id: z.string(),
  provider: z.enum(paymentProviders),
  /** The simulator's checkout page; with Cashfree the page runs Cashfree's checkout instead. */
  checkoutUrl: z.optional(z.string()),
  /** Mode for Cashfree's checkout script. */
  cashfreeMode: z.optional(z.enum(['sandbox', 'production'])),
  /** When the gateway stops taking payments for this order (ISO time): Payment Status stops waiting after it. */
  expiresAt: z.string(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

export const orderStatusParams = z.object({ orderId: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * GET /api/v1/orders/:orderId. Anyone holding the id (a session-less mobile purchase) sees only
 * the buyer's name, the amount and the status; the owner (or an admin) also what was bought,
 * the buyer's details and the order's times.
 */
export const orderStatusResponse = z.object({
  order_id: z.string(),
  status: z.enum(orderStatuses),
  amountPaise: z.int(),
  offer: z.optional(z.object({ id: z.string(), coins: z.nullable(z.int()), days: z.nullable(z.int()) })),
  customer: z.object({
    name: z.string(),
    uid: z.optional(z.string()),
    phone: z.optional(z.string()),
    email: z.optional(z.string()),
  }),
  createdAt: z.optional(z.string()),
  /** When the gateway stops taking payments for it (ISO time), when known. */
  expiresAt: z.optional(z.string()),
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
    payment: z.optional(z.object({ cf_payment_id: z.union([z.string(), z.number()]) })),
  }),
});

/** The webhook's answer once the event is handled (or known, or not one of our orders). */
export interface CashfreeWebhookResponse {
  received: true;
}
