import type { FastifyBaseLogger } from 'fastify';
import { CASHFREE_API_VERSION, signWebhook } from '../payments/cashfree-gateway';

/** Attempts per event, the first included; the wait before each retry doubles. */
const MAX_ATTEMPTS = 6;
/** How long one attempt may take before it counts as failed. */
const ATTEMPT_TIMEOUT_MS = 10_000;

interface WebhookDelivery {
  notifyUrl: string;
  /** The event's JSON text, the same bytes on every attempt. */
  raw: string;
  /** Sent as x-idempotency-key, the same on every attempt of this event. */
  idempotencyKey: string;
  /** For the log only. */
  orderId: string;
}

export interface WebhookSender {
  /** POSTs the event to its notify_url; resolves after the first attempt, and retries a failed one later. */
  send(delivery: WebhookDelivery): Promise<void>;
  /** Cancels the retries still waiting and the attempts in flight (the app is closing). */
  close(): void;
}

/**
 * The simulator's webhooks, sent as Cashfree sends them: over HTTP to the order's notify_url, each
 * attempt signed afresh (x-webhook-timestamp, x-webhook-signature over timestamp + body), numbered
 * (x-webhook-attempt), with the event's x-idempotency-key. An answer other than 2xx, or none, is
 * retried after `retryMs`, then twice that, and so on, MAX_ATTEMPTS in all.
 */
export function createWebhookSender(options: { secretKey: string; retryMs: number; log: FastifyBaseLogger }): WebhookSender {
  const closing = new AbortController();
  const waiting = new Set<NodeJS.Timeout>();

  const attempt = async (delivery: WebhookDelivery, number: number): Promise<void> => {
    const timestamp = String(Date.now());
    let status = 0;
    try {
      const response = await fetch(delivery.notifyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature': signWebhook(options.secretKey, timestamp, delivery.raw),
          'x-webhook-version': CASHFREE_API_VERSION,
          'x-webhook-attempt': String(number),
          'x-idempotency-key': delivery.idempotencyKey,
        },
        body: delivery.raw,
        redirect: 'manual',
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      if (closing.signal.aborted) return;
      options.log.warn(
        { orderId: delivery.orderId, attempt: number, err: error instanceof Error ? error.message : String(error) },
        'simulator: webhook not delivered',
      );
    }
    if (status >= 200 && status < 300) return;
    if (status !== 0) options.log.warn({ orderId: delivery.orderId, attempt: number, status }, 'simulator: webhook refused');
    if (number >= MAX_ATTEMPTS || closing.signal.aborted) return;
    const timer = setTimeout(
      () => {
        waiting.delete(timer);
        void attempt(delivery, number + 1);
      },
      options.retryMs * 2 ** (number - 1),
    );
    timer.unref();
    waiting.add(timer);
  };

  return {
    send: (delivery) => attempt(delivery, 1),
    close() {
      closing.abort();
      for (const timer of waiting) clearTimeout(timer);
      waiting.clear();
    },
  };
}
