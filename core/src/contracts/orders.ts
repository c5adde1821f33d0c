import { z } from 'zod';

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

export const paymentProviders = ['cashfree', 'simulator'] as const;

export const createOrderResponse = z.object({
  order_id: z.string(),
  payment_session_id: z.string(),
  provider: z.enum(paymentProviders),
  /** The simulator's checkout page; with Cashfree the page runs Cashfree's checkout instead. */
  checkoutUrl: z.string().optional(),
  /** Mode for Cashfree's checkout script. */
  cashfreeMode: z.enum(['sandbox', 'production']).optional(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

export const orderStatuses = ['created', 'active', 'paid', 'failed', 'expired', 'mismatch'] as const;

/** GET /api/v1/orders/:orderId. Anyone holding the id sees name, amount and status; the owner sees the rest. */
export const orderStatusResponse = z.object({
  order_id: z.string(),
  status: z.enum(orderStatuses),
  amountPaise: z.number().int(),
  offer: z.object({ id: z.string(), coins: z.number().int().nullable(), days: z.number().int().nullable() }),
  customer: z.object({
    name: z.string(),
    uid: z.string().optional(),
    phone: z.string().optional(),
    email: z.string().optional(),
  }),
  createdAt: z.string(),
});
export type OrderStatusResponse = z.infer<typeof orderStatusResponse>;
