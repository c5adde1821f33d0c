/**
 * The terms of an order shared by the server and the web app, without zod (the Payment Status
 * page's bundle stays free of it); core/src/contracts/orders.ts builds the schemas from these.
 */

/**
 * Where an order stands. `not_started`: the gateway refused the order or gave no payment session,
 * so nobody could ever pay it (final, like paid and mismatch). `expired` is final for the buyer,
 * but Cashfree may still turn an EXPIRED order PAID when a payment begun in time completes late,
 * so a webhook or an admin's reconcile still asks the gateway about it.
 */
export const orderStatuses = ['created', 'active', 'paid', 'failed', 'expired', 'mismatch', 'not_started'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Who takes the payment: Cashfree, or the built-in simulator at /dev-pay. */
export const paymentProviders = ['cashfree', 'simulator'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/**
 * How long the gateway takes payments for an order (Cashfree's order_expiry_time, which must be
 * more than 15 minutes and less than 30 days ahead). After it the order ends EXPIRED, so neither
 * the sweeper nor the Payment Status page waits on it for ever.
 */
export const ORDER_LIFETIME_MS = 30 * 60 * 1000;
