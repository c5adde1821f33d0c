import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { rateLimits } from '../src/http/rate-limits';
import { signWebhook } from '../src/modules/payments/cashfree-gateway';
import { sweepUnfinishedOrders } from '../src/modules/payments/reconcile-order';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';
import { createUser } from './support/test-users';

const billing = { name: 'Ramesh Kumar', phone: '9876543210', address: 'Main Road, Patna' };

describe.each(testEngines)('the Payment Status page asks the gateway at most once per order every 10 seconds, on %s', (engine) => {
  let t: TestApp;
  /** A second instance on the same database, as behind a load balancer. */
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100' }, { sweeper: false });
    other = await buildApp(t.config, { logger: false, sweeper: false });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const db = () => t.app.database.db;
  const instances = () => [t.app, other];

  /** A new order, as the mobile app makes one for a user id. */
  async function newOrder() {
    const uid = await createUser(t.app.database);
    const res = await t.app.inject({ method: 'POST', url: '/order', payload: { offerId: 'coins-200', ...billing, userId: uid } });
    expect(res.statusCode).toBe(201);
    return { uid, orderId: res.json<{ order_id: string }>().order_id };
  }

  /**
   * Counts what both instances send the gateway (the simulator): every Get Order and Get Payments
   * request, and which orders they were about.
   */
  function gatewayRequests() {
    const spies = instances().flatMap((app) => [vi.spyOn(app.paymentGateway, 'getOrder'), vi.spyOn(app.paymentGateway, 'getPayments')]);
    return {
      count: (orderId?: string) => spies.reduce((n, spy) => n + spy.mock.calls.filter(([id]) => orderId === undefined || id === orderId).length, 0),
    };
  }

  /** The clock, moved by hand: reads that a real page would spread over seconds, without waiting for them. */
  function clockAt(start: number) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    return (ms: number) => vi.setSystemTime(start + ms);
  }

  /** One status read through instance `i % 2`. */
  const read = async (orderId: string, i = 0) => {
    const res = await instances()[i % 2]!.inject({ url: `/api/v1/orders/${orderId}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ status: string }>().status;
  };

  /** `count` status reads `everyMs` apart on the hand-moved clock, alternating between the instances: their answers, and the clock to move on. */
  async function readsEvery(everyMs: number, count: number, orderId: string) {
    const at = clockAt(Date.now());
    const statuses: string[] = [];
    for (let i = 0; i < count; i += 1) {
      at(i * everyMs);
      statuses.push(await read(orderId, i));
    }
    return { statuses, at };
  }

  /** Get Order calls made by both instances. */
  const getOrderCalls = () => instances().reduce((n, app) => n + vi.mocked(app.paymentGateway.getOrder).mock.calls.length, 0);

  it('100 reads of a pending order in 5 seconds, alternating between two instances, make one Get Order (2 gateway requests); the next ask comes 10 seconds on', async () => {
    const { orderId } = await newOrder();
    const gateway = gatewayRequests();
    const { statuses, at } = await readsEvery(50, 100, orderId);
    expect(statuses).toEqual(Array(100).fill('active'));
    // One ask: Get Order, then Get Payments (an ACTIVE order: were any payments tried?).
    expect(gateway.count(orderId)).toBeLessThanOrEqual(2);
    expect(getOrderCalls()).toBe(1);
    // The last answer and its time are kept on the row.
    const row = await db()
      .selectFrom('orders')
      .select(['gateway_status', 'gateway_status_at', 'last_checked_at'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.gateway_status).toBe('ACTIVE');
    expect(Number(row.gateway_status_at)).toBeGreaterThan(0);

    at(10_000);
    expect(await read(orderId, 1)).toBe('active');
    expect(getOrderCalls()).toBe(2);
  });

  it('40 reads at the same moment on two instances make one Get Order (the ask is claimed on the row)', async () => {
    const { orderId } = await newOrder();
    const gateway = gatewayRequests();
    clockAt(Date.now());
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => read(orderId, i)));
    expect(statuses.every((s) => s === 'active')).toBe(true);
    expect(getOrderCalls()).toBe(1);
    expect(gateway.count(orderId)).toBeLessThanOrEqual(2);
  });

  it('20 reads of an order past its expiry make at most one gateway request: once the gateway says EXPIRED it is never asked again', async () => {
    const { orderId } = await newOrder();
    // Time passed: the order's expiry is behind us, here and at the gateway.
    const past = Date.now() - 1000;
    const { body } = await db().selectFrom('dev_pay_orders').select('body').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    await db()
      .updateTable('dev_pay_orders')
      .set({ body: JSON.stringify({ ...(JSON.parse(body) as object), order_expiry_time: new Date(past).toISOString() }) })
      .where('order_id', '=', orderId)
      .execute();
    await db().updateTable('orders').set({ expires_at: past }).where('order_id', '=', orderId).execute();

    const gateway = gatewayRequests();
    // Spread over a minute: the 10-second gate would open five times, but an expired order is final.
    const { statuses } = await readsEvery(3000, 20, orderId);
    expect(statuses).toEqual(Array(20).fill('expired'));
    expect(gateway.count(orderId)).toBeLessThanOrEqual(1);
    expect((await db().selectFrom('orders').select('gateway_status').where('order_id', '=', orderId).executeTakeFirstOrThrow()).gateway_status).toBe('EXPIRED');
  });

  it('a last ask stamped a day ahead (an instance whose clock went wrong) does not hold the gate shut', async () => {
    const { orderId } = await newOrder();
    await db()
      .updateTable('orders')
      .set({ last_checked_at: Date.now() + 24 * 60 * 60_000 })
      .where('order_id', '=', orderId)
      .execute();
    const gateway = gatewayRequests();
    for (let i = 0; i < 5; i += 1) expect(await read(orderId, i)).toBe('active');
    expect(getOrderCalls()).toBe(1);
    expect(gateway.count(orderId)).toBeLessThanOrEqual(2);
  });

  it('the webhook still credits at once inside the 10 seconds, and the sweeper leaves an order just asked about alone', async () => {
    const { uid, orderId } = await newOrder();
    const gateway = gatewayRequests();
    const at = clockAt(Date.now());
    expect(await read(orderId)).toBe('active');
    expect(gateway.count(orderId)).toBe(2);

    // The sweeper, a second later on the other instance: the order was just asked about.
    at(1000);
    await sweepUnfinishedOrders({ database: other.database, gateway: other.paymentGateway, log: other.log });
    expect(gateway.count(orderId)).toBe(2);

    // The buyer pays two seconds later; Cashfree's webhook reaches the other instance.
    at(2000);
    const paid = await db().selectFrom('dev_pay_orders').select('body').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const amount = (JSON.parse(paid.body) as { order_amount: number }).order_amount;
    await db()
      .updateTable('dev_pay_orders')
      .set({
        status: 'PAID',
        payments: JSON.stringify([
          { cf_payment_id: `p-${orderId}`, payment_status: 'SUCCESS', payment_amount: amount, payment_currency: 'INR', payment_time: new Date().toISOString() },
        ]),
      })
      .where('order_id', '=', orderId)
      .execute();
    const raw = JSON.stringify({ data: { order: { order_id: orderId }, payment: { cf_payment_id: `p-${orderId}` } }, type: 'PAYMENT_SUCCESS_WEBHOOK' });
    const timestamp = String(Date.now());
    const delivered = await other.inject({
      method: 'POST',
      url: '/api/v1/payments/cashfree/webhook',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': signWebhook(other.paymentGateway.webhookSecret, timestamp, raw),
      },
    });
    expect(delivered.statusCode).toBe(200);
    expect(await readBalance(db(), uid)).toBe(200);

    // The page sees it paid straight away, from the row; a paid order is never asked about again.
    at(2500);
    expect(await read(orderId, 0)).toBe('paid');
    at(60_000);
    expect(await read(orderId, 1)).toBe('paid');
    expect(vi.mocked(other.paymentGateway.getOrder).mock.calls.filter(([id]) => id === orderId)).toHaveLength(1);
    expect(instances().reduce((n, app) => n + vi.mocked(app.paymentGateway.getOrder).mock.calls.filter(([id]) => id === orderId).length, 0)).toBe(2);
  });
});

describe('order status reads are rate-limited per client (docs/SECURITY.md §1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { sweeper: false });
  });
  afterAll(async () => t?.close());

  it(`allows ${rateLimits.orderStatus.max} status reads a minute from one address, then 429 without asking the gateway`, async () => {
    const uid = await createUser(t.app.database);
    const { order_id } = (await t.app.inject({ method: 'POST', url: '/order', payload: { offerId: 'coins-200', ...billing, userId: uid } })).json<{
      order_id: string;
    }>();
    const status = () => t.app.inject({ url: `/api/v1/orders/${order_id}`, remoteAddress: '203.0.113.7' });
    for (let i = 0; i < rateLimits.orderStatus.max; i += 1) expect((await status()).statusCode).toBe(200);
    const asked = vi.spyOn(t.app.paymentGateway, 'getOrder');
    const limited = await status();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string }>().code).toBe('RATE_LIMITED');
    expect(asked).not.toHaveBeenCalled();
    // Another client is not held back by this one.
    expect((await t.app.inject({ url: `/api/v1/orders/${order_id}`, remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });
});
