import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Cashfree, CFEnvironment, type CreateOrderRequest } from 'cashfree-pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CashfreeGateway } from '../../server/src/modules/payments/cashfree-gateway';
import { devPayCredentials } from '../../server/src/modules/dev-pay/dev-pay-credentials';
import { createListeningTestApp, type TestApp } from '../../server/test/support/test-app';
import { testEngines } from '../../server/test/support/test-databases';

/** The simulator's wait before a webhook's first retry, shortened for the test (DEV_PAY_WEBHOOK_RETRY_MS). */
const RETRY_MS = 60;

/** A webhook as it reached the shop's notify_url. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  at: number;
}

/**
 * The shop's side of the webhooks: a plain HTTP server on 127.0.0.1 that keeps every request. What
 * it answers a path is scripted: a status per attempt, or 'drop' (the connection cut, no answer);
 * 200 once the script runs out.
 */
async function startReceiver() {
  const received: Received[] = [];
  const scripts = new Map<string, Array<number | 'drop'>>();
  const waiters: Array<() => void> = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, raw: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      for (const wake of waiters.splice(0)) wake();
      const answer = scripts.get(path)?.shift() ?? 200;
      if (answer === 'drop') return request.socket.destroy();
      response.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const at = (path: string) => received.filter((r) => r.path === path);
  return {
    received,
    url: (path: string) => `${origin}${path}`,
    answer: (path: string, answers: Array<number | 'drop'>) => scripts.set(path, [...answers]),
    /** The deliveries to `path`, once there are `count` of them (fails after 5 seconds). */
    async deliveries(path: string, count: number): Promise<Received[]> {
      const deadline = Date.now() + 5_000;
      while (at(path).length < count) {
        if (Date.now() > deadline) throw new Error(`${at(path).length} of ${count} webhooks reached ${path}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return at(path);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const header = (headers: IncomingHttpHeaders, name: string) => String(headers[name]);

/** Cashfree's times: ISO 8601 in IST, to the second. */
const IST = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/;

/** A failed payment's error_details in the payments entity; a webhook carries all but error_subcode_raw. */
const errorDetailKeys = ['error_code', 'error_code_raw', 'error_description', 'error_description_raw', 'error_reason', 'error_source', 'error_subcode_raw'];
const webhookErrorDetailKeys = errorDetailKeys.filter((key) => key !== 'error_subcode_raw');

/** The SDK's entity declarations (its api.d.ts): each interface's fields and their declared types. */
const sdkEntities = (() => {
  const declarations = readFileSync(createRequire(import.meta.url).resolve('cashfree-pg/dist/api.d.ts'), 'utf8');
  const entities = new Map<string, Map<string, string>>();
  for (const [, name, body] of declarations.matchAll(/export interface (\w+) \{([\s\S]*?)\n\}/g)) {
    const fields = new Map<string, string>();
    for (const [, field, type] of body!.matchAll(/^\s+'(\w+)'\??: ([^;]+);/gm)) fields.set(field!, type!.trim());
    entities.set(name!, fields);
  }
  return entities;
})();

/**
 * The fields of `value` that the SDK's `entity` does not declare, as paths; nested objects are checked
 * against the entity their field's type names (`Array<…>` and `| null` looked through).
 */
function undeclaredFields(value: unknown, entity: string, path = entity): string[] {
  const fields = sdkEntities.get(entity);
  if (!fields || typeof value !== 'object' || value === null) return [];
  const extra: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    const type = fields.get(key);
    if (type === undefined) {
      extra.push(`${path}.${key}`);
      continue;
    }
    const named = /^(?:Array<)?(\w+)/.exec(type)?.[1];
    for (const item of Array.isArray(inner) ? inner : [inner]) if (named) extra.push(...undeclaredFields(item, named, `${path}.${key}`));
  }
  return extra;
}

describe.each(testEngines)("the payment simulator as Cashfree's own SDK (cashfree-pg 5.1.3) sees it, on %s", (engine) => {
  let t: TestApp & { baseUrl: string };
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let cashfree: Cashfree;
  let credentials: { appId: string; secretKey: string };

  beforeAll(async () => {
    t = await createListeningTestApp(engine, { RATE_LIMIT_FACTOR: '100', DEV_PAY_WEBHOOK_RETRY_MS: String(RETRY_MS) }, { sweeper: false });
    receiver = await startReceiver();
    credentials = devPayCredentials(t.config.sessionSecret);
    // Error analytics (the SDK's telemetry) off; every call to the simulator instead of Cashfree's hosts.
    cashfree = new Cashfree(CFEnvironment.SANDBOX, credentials.appId, credentials.secretKey, undefined, undefined, undefined, false);
    // The SDK sends each call to basePath + its path (/orders...), Cashfree's host when basePath is unset.
    cashfree.basePath = `${t.baseUrl}/dev-pay/pg`;
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  /** A Create Order request as a shop sends it, its webhooks to `notifyPath` on the receiver. */
  const orderRequest = (notifyPath: string | null, extra: Partial<CreateOrderRequest> = {}): CreateOrderRequest => ({
    order_amount: 170,
    order_currency: 'INR',
    customer_details: { customer_id: 'buyer_1', customer_phone: '9876543210', customer_name: 'Asha Singh' },
    order_meta: { return_url: 'http://shop.test/PaymentStatus?order_id={order_id}', ...(notifyPath ? { notify_url: receiver.url(notifyPath) } : {}) },
    order_tags: { offer_id: 'coins-200' },
    order_note: 'contract test',
    ...extra,
  });

  /** Cashfree's error answer to a call the SDK made: its status and body. */
  const refusal = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    // The SDK rejects with its HTTP client's error, the answer on it.
    const response = (error as { response?: { status: number; data: unknown } } | null)?.response;
    if (!response) throw new Error(`expected an error answer, got ${String(error)}`);
    return { status: response.status, body: response.data };
  };

  /** The buyer on the simulator's checkout page, pressing Pay or Fail: where it sends them back. */
  const checkout = async (paymentSessionId: string, button: 'pay' | 'fail') => {
    const page = await fetch(`${t.baseUrl}/dev-pay/checkout/${paymentSessionId}`);
    expect(page.status).toBe(200);
    const pressed = await fetch(`${t.baseUrl}/dev-pay/checkout/${paymentSessionId}/${button}`, { method: 'POST', redirect: 'manual' });
    expect(pressed.status).toBe(303);
    return pressed.headers.get('location');
  };

  it('creates an order with its order_id, writes it as Cashfree does (amount 170.00, IST times, order_meta echoed), and the SDK fetches it', async () => {
    const orderId = `sdk_${randomUUID().slice(0, 8)}`;
    const expiry = new Date(Math.floor(Date.now() / 1000) * 1000 + 60 * 60_000);
    // The raw text too, as the SDK received it: Cashfree's amounts keep two decimals.
    const created = await cashfree.PGCreateOrder(orderRequest('/made', { order_id: orderId, order_expiry_time: expiry.toISOString() }), undefined, undefined, {
      transformResponse: [(text: string) => text],
    });
    expect(created.status).toBe(200);
    const raw = created.data as unknown as string;
    expect(raw).toContain('"order_amount":170.00');
    const order = JSON.parse(raw) as Record<string, unknown>;
    expect(order).toMatchObject({
      order_id: orderId,
      entity: 'order',
      order_status: 'ACTIVE',
      order_amount: 170,
      order_currency: 'INR',
      order_note: 'contract test',
      order_tags: { offer_id: 'coins-200' },
      order_meta: { return_url: 'http://shop.test/PaymentStatus?order_id={order_id}', notify_url: receiver.url('/made'), payment_methods: null },
      customer_details: { customer_id: 'buyer_1', customer_phone: '9876543210', customer_name: 'Asha Singh' },
    });
    expect(order.payment_session_id).toEqual(expect.stringMatching(/^session_/));
    expect(order.created_at).toMatch(IST);
    expect(order.order_expiry_time).toMatch(IST);
    expect(Date.parse(order.order_expiry_time as string)).toBe(expiry.getTime());

    const fetched = await cashfree.PGFetchOrder(orderId);
    expect(fetched.data).toMatchObject({
      order_id: orderId,
      cf_order_id: order.cf_order_id,
      payment_session_id: order.payment_session_id,
      order_amount: 170,
      order_status: 'ACTIVE',
    });
  });

  it('makes the order_id when none is given', async () => {
    const created = await cashfree.PGCreateOrder(orderRequest(null));
    const orderId = created.data.order_id;
    expect(orderId).toMatch(/^order_[A-Za-z0-9]+$/);
    expect((await cashfree.PGFetchOrder(orderId!)).data).toMatchObject({ order_id: orderId, cf_order_id: created.data.cf_order_id, order_status: 'ACTIVE' });
  });

  it('replays a retried create by its x-idempotency-key: the same key gets the same order; another key for a taken order_id is refused', async () => {
    const key = randomUUID();
    const first = await cashfree.PGCreateOrder(orderRequest(null), undefined, key);
    const again = await cashfree.PGCreateOrder(orderRequest(null), undefined, key);
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ order_id: first.data.order_id, cf_order_id: first.data.cf_order_id, payment_session_id: first.data.payment_session_id });
    // Two tries of one create at the same moment: one order.
    const racing = randomUUID();
    const both = await Promise.all([0, 1].map(() => cashfree.PGCreateOrder(orderRequest(null), undefined, racing)));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[1]!.data.cf_order_id).toBe(both[0]!.data.cf_order_id);

    const orderId = `sdk_${randomUUID().slice(0, 8)}`;
    const named = await cashfree.PGCreateOrder(orderRequest(null, { order_id: orderId }), undefined, `key-${orderId}`);
    const replayed = await cashfree.PGCreateOrder(orderRequest(null, { order_id: orderId }), undefined, `key-${orderId}`);
    expect(replayed.data.cf_order_id).toBe(named.data.cf_order_id);
    const taken = await refusal(cashfree.PGCreateOrder(orderRequest(null, { order_id: orderId }), undefined, randomUUID()));
    expect(taken).toEqual({
      status: 409,
      body: { message: 'order with same id is already present', code: 'order_already_exists', type: 'invalid_request_error' },
    });
    // Without a key, a second create of the same id is refused too.
    expect((await refusal(cashfree.PGCreateOrder(orderRequest(null, { order_id: orderId })))).status).toBe(409);
  });

  it('refuses an order_amount below 1 with its 400 error body', async () => {
    const refused = await refusal(cashfree.PGCreateOrder(orderRequest(null, { order_amount: 0.5 })));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: expect.stringContaining('order_amount') as unknown, code: 'order_amount_invalid', type: 'invalid_request_error' });
    expect((await cashfree.PGCreateOrder(orderRequest(null, { order_amount: 1 }))).status).toBe(200);
  });

  it('a payment made at the checkout: PAID, its payment listed, and a signed PAYMENT_SUCCESS_WEBHOOK the SDK verifies', async () => {
    const orderId = `paid_${randomUUID().slice(0, 8)}`;
    const created = await cashfree.PGCreateOrder(orderRequest('/paid', { order_id: orderId }));
    expect(await checkout(created.data.payment_session_id!, 'pay')).toBe(`http://shop.test/PaymentStatus?order_id=${orderId}`);

    const [delivery] = await receiver.deliveries('/paid', 1);
    const event = cashfree.PGVerifyWebhookSignature(
      header(delivery!.headers, 'x-webhook-signature'),
      delivery!.raw,
      header(delivery!.headers, 'x-webhook-timestamp'),
    );
    expect(event.type).toBe('PAYMENT_SUCCESS_WEBHOOK');
    expect(delivery!.headers).toMatchObject({ 'content-type': 'application/json', 'x-webhook-version': '2025-01-01', 'x-webhook-attempt': '1' });
    expect(delivery!.headers['x-idempotency-key']).toEqual(expect.stringMatching(/\S/));
    expect(delivery!.raw).toContain('"order_amount":170.00');
    expect(delivery!.raw).toContain('"payment_amount":170.00');
    const data = (event.object as { data: Record<string, Record<string, unknown>>; event_time: string }).data;
    expect(data.order).toEqual({ order_id: orderId, order_amount: 170, order_currency: 'INR', order_tags: { offer_id: 'coins-200' } });
    expect(data.payment).toMatchObject({ payment_status: 'SUCCESS', payment_amount: 170, payment_currency: 'INR', payment_group: 'upi' });
    expect(data.payment!.payment_time).toMatch(IST);
    expect((event.object as { event_time: string }).event_time).toMatch(IST);
    expect(data.customer_details).toMatchObject({ customer_id: 'buyer_1', customer_phone: '9876543210', customer_name: 'Asha Singh' });
    expect(data).not.toHaveProperty('error_details');
    expect(undeclaredFields(JSON.parse(delivery!.raw), 'PaymentWebhook')).toEqual([]);
    // One byte changed: the SDK refuses it.
    expect(() =>
      cashfree.PGVerifyWebhookSignature(
        header(delivery!.headers, 'x-webhook-signature'),
        delivery!.raw.replace('170.00', '171.00'),
        header(delivery!.headers, 'x-webhook-timestamp'),
      ),
    ).toThrow();

    expect((await cashfree.PGFetchOrder(orderId)).data.order_status).toBe('PAID');
    const payments = await cashfree.PGOrderFetchPayments(orderId, undefined, undefined, { transformResponse: [(text: string) => text] });
    const rawPayments = payments.data as unknown as string;
    expect(rawPayments).toContain('"payment_amount":170.00');
    const [payment] = JSON.parse(rawPayments) as Array<Record<string, unknown>>;
    expect(payment).toMatchObject({
      cf_payment_id: data.payment!.cf_payment_id,
      order_id: orderId,
      entity: 'payment',
      payment_status: 'SUCCESS',
      payment_amount: 170,
      is_captured: true,
      error_details: null,
    });
    expect(payment!.payment_time).toMatch(IST);
  });

  it('a failed payment: still ACTIVE, its payment listed with error_details, and a signed PAYMENT_FAILED_WEBHOOK with data.error_details', async () => {
    const orderId = `fail_${randomUUID().slice(0, 8)}`;
    const created = await cashfree.PGCreateOrder(orderRequest('/failed', { order_id: orderId }));
    await checkout(created.data.payment_session_id!, 'fail');

    const [delivery] = await receiver.deliveries('/failed', 1);
    const event = cashfree.PGVerifyWebhookSignature(
      header(delivery!.headers, 'x-webhook-signature'),
      delivery!.raw,
      header(delivery!.headers, 'x-webhook-timestamp'),
    );
    expect(event.type).toBe('PAYMENT_FAILED_WEBHOOK');
    const data = (event.object as { data: Record<string, Record<string, unknown>> }).data;
    expect(data.payment).toMatchObject({ payment_status: 'FAILED', payment_amount: 170 });
    expect(Object.keys(data.error_details!).sort()).toEqual(webhookErrorDetailKeys);
    // Every field of the webhook's body is one the SDK's PaymentWebhook entities declare.
    expect(undeclaredFields(JSON.parse(delivery!.raw), 'PaymentWebhook')).toEqual([]);
    expect(data.error_details).toMatchObject({ error_code: expect.any(String) as unknown, error_source: 'customer' });

    expect((await cashfree.PGFetchOrder(orderId)).data.order_status).toBe('ACTIVE');
    const [payment] = (await cashfree.PGOrderFetchPayments(orderId)).data;
    expect(payment).toMatchObject({ order_id: orderId, payment_status: 'FAILED', is_captured: false });
    expect(Object.keys(payment!.error_details!).sort()).toEqual(errorDetailKeys);
    expect(payment!.error_details).toMatchObject(data.error_details!);
  });

  it('retries a webhook answered with an error or cut off, waiting longer each time, with the same x-idempotency-key and body, each attempt signed afresh', async () => {
    receiver.answer('/flaky', [500, 'drop', 503]);
    const created = await cashfree.PGCreateOrder(orderRequest('/flaky'));
    await checkout(created.data.payment_session_id!, 'pay');

    const deliveries = await receiver.deliveries('/flaky', 4);
    expect(deliveries.map((d) => header(d.headers, 'x-webhook-attempt'))).toEqual(['1', '2', '3', '4']);
    expect(new Set(deliveries.map((d) => header(d.headers, 'x-idempotency-key'))).size).toBe(1);
    expect(new Set(deliveries.map((d) => d.raw)).size).toBe(1);
    for (const d of deliveries)
      expect(cashfree.PGVerifyWebhookSignature(header(d.headers, 'x-webhook-signature'), d.raw, header(d.headers, 'x-webhook-timestamp')).type).toBe(
        'PAYMENT_SUCCESS_WEBHOOK',
      );
    // Backoff: RETRY_MS, then twice, then four times that.
    const gaps = deliveries.slice(1).map((d, i) => d.at - deliveries[i]!.at);
    gaps.forEach((gap, i) => expect(gap, `wait before attempt ${i + 2}`).toBeGreaterThanOrEqual(RETRY_MS * 2 ** i - 5));
    // Answered 200 at last: nothing more comes.
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 16));
    expect(await receiver.deliveries('/flaky', 4)).toHaveLength(4);
  });

  it('sends no webhook for an order without a notify_url', async () => {
    const before = receiver.received.length;
    const created = await cashfree.PGCreateOrder(orderRequest(null));
    expect(created.data.order_meta).toEqual({ return_url: 'http://shop.test/PaymentStatus?order_id={order_id}', notify_url: null, payment_methods: null });
    await checkout(created.data.payment_session_id!, 'pay');
    expect((await cashfree.PGFetchOrder(created.data.order_id!)).data.order_status).toBe('PAID');
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 4));
    expect(receiver.received.length).toBe(before);
  });

  it('our own Cashfree client reads the same bytes over HTTP: ₹170.00 is 17000 paise, the IST expiry the instant it asked for', async () => {
    const gateway = new CashfreeGateway({ baseUrl: `${t.baseUrl}/dev-pay/pg`, ...credentials });
    const orderId = `own_${randomUUID().slice(0, 8)}`;
    const expiresAt = Math.floor(Date.now() / 1000) * 1000 + 60 * 60_000;
    const order = await gateway.createOrder({
      orderId,
      amountPaise: 17000,
      customer: { id: 'buyer_1', name: 'Asha', phone: '9876543210' },
      returnUrl: 'http://shop.test/r',
      notifyUrl: receiver.url('/own'),
      tags: {},
      note: 'own client',
      expiresAt,
    });
    expect(order).toMatchObject({ orderId, status: 'ACTIVE', amountPaise: 17000, currency: 'INR', expiresAt });
    await checkout(order.paymentSessionId!, 'pay');
    expect(await gateway.getOrder(orderId)).toMatchObject({ status: 'PAID', amountPaise: 17000 });
    expect(await gateway.getPayments(orderId)).toEqual([expect.objectContaining({ status: 'SUCCESS', amountPaise: 17000 })]);
  });
});
