import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config/env';

export const CASHFREE_API_VERSION = '2025-01-01';

/** Where cashfree.js v3 is served from; the Buy Coins page loads it only when Cashfree is the gateway. */
const CASHFREE_SDK_ORIGIN = 'https://sdk.cashfree.com';

export const cashfreeBaseUrls = {
  sandbox: 'https://sandbox.cashfree.com/pg',
  production: 'https://api.cashfree.com/pg',
} as const;

/** The configured Cashfree environment (Config's). */
type CashfreeEnv = Extract<Config['payment'], { gateway: 'cashfree' }>['env'];

/**
 * What cashfree.js v3 needs in the page's Content-Security-Policy, as Cashfree documents it for
 * the script (README of @cashfreepayments/cashfree-js): the script from the SDK host; calls to the
 * API host; frames from the SDK, API and payment hosts. Only the hosts of the configured
 * environment: sandbox.cashfree.com and payments-test.cashfree.com, or api.cashfree.com and
 * payments.cashfree.com.
 */
export function cashfreeCheckoutSources(env: CashfreeEnv): Record<'script-src' | 'connect-src' | 'frame-src', string[]> {
  const api = new URL(cashfreeBaseUrls[env]).origin;
  const payments = env === 'sandbox' ? 'https://payments-test.cashfree.com' : 'https://payments.cashfree.com';
  return {
    'script-src': [CASHFREE_SDK_ORIGIN],
    'connect-src': [api],
    'frame-src': [CASHFREE_SDK_ORIGIN, api, payments],
  };
}

type Fetch = (url: string, init?: { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<Response>;

export interface CreateOrderInput {
  orderId: string;
  /** Integer paise; sent to Cashfree in rupees with two decimals. */
  amountPaise: number;
  customer: { id: string; name: string; phone: string; email?: string | undefined };
  returnUrl: string;
  notifyUrl: string;
  tags: Record<string, string>;
  note: string;
  /** When the gateway stops taking payments for the order (ms since the epoch); Cashfree wants 15 minutes to 30 days ahead. */
  expiresAt: number;
}

export interface GatewayOrder {
  orderId: string;
  cfOrderId: string;
  paymentSessionId: string | null;
  /** Cashfree's order_status: ACTIVE, PAID, EXPIRED, TERMINATED, TERMINATION_REQUESTED. */
  status: string;
  amountPaise: number;
  currency: string;
  /** order_expiry_time, ms since the epoch, when the gateway sent one. */
  expiresAt: number | null;
}

export interface GatewayPayment {
  cfPaymentId: string;
  status: string;
  amountPaise: number;
}

/** The gateway answered with an error (`status` its HTTP status), or could not be reached (`status` 0). */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** An ISO 8601 time in UTC to the second, as Cashfree's examples give it (2021-07-02T10:20:12Z). */
const isoSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** Rupees as Cashfree sends them (a JSON number with up to two decimals) to integer paise. */
const rupeesToPaise = (value: unknown) => Math.round(Number(value) * 100);

/** Cashfree's webhook signature: base64(HMAC-SHA256(secret, timestamp + rawBody)). */
export function signWebhook(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(timestamp).update(rawBody).digest('base64');
}

/** Checks a webhook signature on the raw bytes, in constant time. */
export function verifyWebhookSignature(secret: string, timestamp: string | undefined, signature: string | undefined, rawBody: Buffer): boolean {
  if (!timestamp || !signature) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A webhook older than this is refused: a captured delivery can't be replayed later. */
export const WEBHOOK_MAX_AGE_MS = 10 * 60 * 1000;

/** How far ahead of our clock a webhook's timestamp may be (the two clocks drift a little). */
export const WEBHOOK_MAX_CLOCK_SKEW_MS = 60 * 1000;

/**
 * Whether a webhook's x-webhook-timestamp (Cashfree sends milliseconds since the epoch, digits only)
 * is recent: at most WEBHOOK_MAX_AGE_MS old and at most WEBHOOK_MAX_CLOCK_SKEW_MS ahead of `now`.
 */
export function isRecentWebhookTimestamp(timestamp: string, now: number): boolean {
  if (!/^\d{1,16}$/.test(timestamp)) return false;
  const sentAt = Number(timestamp);
  return sentAt >= now - WEBHOOK_MAX_AGE_MS && sentAt <= now + WEBHOOK_MAX_CLOCK_SKEW_MS;
}

/**
 * The three Cashfree PG REST calls we use (create order, get order, payments of an order), over
 * plain fetch with API version 2025-01-01. No vendor SDK. The simulator at /dev-pay speaks the
 * same contract, so this same class talks to it with another base URL and keys.
 */
export class CashfreeGateway {
  constructor(private readonly options: { baseUrl: string; appId: string; secretKey: string; fetch?: Fetch; timeoutMs?: number }) {}

  get webhookSecret(): string {
    return this.options.secretKey;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<unknown> {
    const doFetch: Fetch = this.options.fetch ?? ((url, init) => fetch(url, init));
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-api-version': CASHFREE_API_VERSION,
      'x-client-id': this.options.appId,
      'x-client-secret': this.options.secretKey,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['x-idempotency-key'] = idempotencyKey;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${this.options.baseUrl}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
      text = await response.text();
    } catch (error) {
      // Unreachable, refused, timed out, cut off: every failure to talk to the gateway is a GatewayError.
      throw new GatewayError(`gateway unreachable: ${error instanceof Error ? error.message : String(error)}`, 0);
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!response.ok) {
      const error = (parsed ?? {}) as { message?: string; code?: string };
      throw new GatewayError(error.message ?? `gateway answered ${response.status}`, response.status, error.code);
    }
    return parsed;
  }

  async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
    const body = {
      order_id: input.orderId,
      order_amount: Number((input.amountPaise / 100).toFixed(2)),
      order_currency: 'INR',
      customer_details: {
        customer_id: input.customer.id,
        customer_name: input.customer.name,
        customer_phone: input.customer.phone,
        ...(input.customer.email ? { customer_email: input.customer.email } : {}),
      },
      order_meta: { return_url: input.returnUrl, notify_url: input.notifyUrl },
      order_tags: input.tags,
      order_note: input.note,
      order_expiry_time: isoSeconds(input.expiresAt),
    };
    return toOrder(await this.call('POST', '/orders', body, input.orderId));
  }

  async getOrder(orderId: string): Promise<GatewayOrder> {
    return toOrder(await this.call('GET', `/orders/${encodeURIComponent(orderId)}`));
  }

  async getPayments(orderId: string): Promise<GatewayPayment[]> {
    const list = await this.call('GET', `/orders/${encodeURIComponent(orderId)}/payments`);
    if (!Array.isArray(list)) throw new GatewayError('payments list malformed', 502);
    return list.map((p: Record<string, unknown>) => ({
      cfPaymentId: String(p.cf_payment_id),
      status: String(p.payment_status),
      amountPaise: rupeesToPaise(p.payment_amount),
    }));
  }
}

function toOrder(value: unknown): GatewayOrder {
  const o = (value ?? {}) as Record<string, unknown>;
  if (typeof o.order_id !== 'string' || typeof o.order_status !== 'string') throw new GatewayError('order malformed', 502);
  return {
    orderId: o.order_id,
    cfOrderId: String(o.cf_order_id ?? ''),
    paymentSessionId: typeof o.payment_session_id === 'string' ? o.payment_session_id : null,
    status: o.order_status,
    amountPaise: rupeesToPaise(o.order_amount),
    currency: String(o.order_currency ?? ''),
    expiresAt: typeof o.order_expiry_time === 'string' && Number.isFinite(Date.parse(o.order_expiry_time)) ? Date.parse(o.order_expiry_time) : null,
  };
}
