import type { FastifyBaseLogger } from 'fastify';
import { cashfreeWebhookEvent } from '@core/contracts/orders';
import { AppError } from '@core/errors/app-error';
import { isRecentWebhookTimestamp, verifyWebhookSignature } from './cashfree-gateway';
import { reconcileOrder, type PaymentDeps } from './reconcile-order';

export interface CashfreeWebhookDelivery {
  /** The body's bytes exactly as received: the signature covers them. */
  raw: Buffer;
  timestamp: string | undefined;
  signature: string | undefined;
}

/**
 * Cashfree's webhook: verified, deduplicated, and it only triggers reconciliation: what
 * is granted is decided by Get Order, never by the webhook's body. An event counts as handled only
 * once reconciliation has succeeded: until then it is not recorded and an error is thrown, so
 * Cashfree delivers it again. Deliveries racing each other all reconcile, which grants at most once
 * (the order's unique ledger reference). A webhook asks the gateway at once, whatever the status
 * reads' 10-second gate says (decision 0016): it is signed, recent (10 minutes) and deduplicated, so
 * Cashfree alone sets its pace, and it must not wait. Returns normally when the event is handled,
 * already known, or not about one of our orders; throws 401 UNAUTHENTICATED for a bad signature or
 * a stale timestamp, 400 VALIDATION for a body that is not a payment event.
 * `log` is the request's logger; `deps.log` stays reconciliation's.
 */
export async function handleCashfreeWebhook(deps: PaymentDeps, delivery: CashfreeWebhookDelivery, log: FastifyBaseLogger, now = Date.now()): Promise<void> {
  const { raw, timestamp } = delivery;
  if (!timestamp || !verifyWebhookSignature(deps.gateway.webhookSecret, timestamp, delivery.signature, raw)) {
    log.warn('webhook refused: bad signature');
    throw new AppError('UNAUTHENTICATED', 'Webhook signature does not match.');
  }
  // Signed, but sent too long ago (or from the future): a replay. Refused before the body is read or the database touched.
  if (!isRecentWebhookTimestamp(timestamp, now)) {
    log.warn({ timestamp }, 'webhook refused: timestamp outside the accepted window');
    throw new AppError('UNAUTHENTICATED', 'Webhook timestamp is too old or in the future.');
  }
  let event;
  try {
    event = cashfreeWebhookEvent.parse(JSON.parse(raw.toString('utf8')));
  } catch {
    throw new AppError('VALIDATION', 'Webhook body is not a payment event.');
  }
  const db = deps.database.db;
  const orderId = event.data.order.order_id;
  const eventId = `${event.type}:${event.data.payment?.cf_payment_id ?? orderId}`;
  const seen = await db.selectFrom('payment_events').select('event_id').where('event_id', '=', eventId).executeTakeFirst();
  if (seen) return;
  try {
    await reconcileOrder(deps, orderId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      // Not one of our orders: retrying would not change that.
      log.warn({ orderId }, 'webhook for an unknown order ignored');
      return;
    }
    // The gateway briefly unreachable (or anything else): not handled, so Cashfree sends it again.
    log.warn({ orderId, eventId, err: error instanceof Error ? error.message : String(error) }, 'webhook: reconciliation failed, left for a retry');
    throw error;
  }
  await db
    .insertInto('payment_events')
    .values({ event_id: eventId, order_id: orderId, type: event.type, payload: raw.toString('utf8'), received_at: Date.now() })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
}
