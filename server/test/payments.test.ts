import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { GatewayError, signWebhook, type GatewayOrder } from '../src/modules/payments/cashfree-gateway';
import { sweepUnfinishedOrders } from '../src/modules/payments/reconcile-order';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { checkLedgerInvariant } from '../src/modules/ledger/check-ledger-invariant';
import { BrowserSession, signIn } from './support/browser-session';
import { createListeningTestApp, createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';
import { coinOrderRow } from './support/order-rows';

const billing = { name: 'Ramesh Kumar', phone: '9876543210', address: 'Main Road, Patna' };

describe.each(testEngines)('buying coins and plans on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Listening: the simulator's webhooks come over HTTP to the notify_url, as Cashfree's do.
    t = await createListeningTestApp(engine, { RATE_LIMIT_FACTOR: '100' }, { sweeper: false });
  });
  afterAll(async () => t?.close());

  const db = () => t.app.database.db;

  async function shop() {
    const browser = new BrowserSession(t.app);
    await signIn(browser, { email: `buyer-${randomUUID().slice(0, 8)}@example.in`, name: 'Buyer' });
    const uid = (await browser.request({ url: '/api/v1/me' })).json<{ uid: string }>().uid;
    const csrf = browser.cookies.get('csrf')!;
    const order = (body: object) => browser.request({ method: 'POST', url: '/api/v1/orders', payload: body, headers: { 'x-csrf-token': csrf } });
    return { browser, uid, order };
  }

  /** A shopper (see shop) with an order of 200 coins paid at the gateway (markPaidAtGateway) and no webhook yet. */
  async function paidOrder(amount?: number) {
    const shopper = await shop();
    const { order_id } = (await shopper.order({ offerId: 'coins-200', ...billing })).json<{ order_id: string }>();
    await markPaidAtGateway(order_id, amount);
    return { ...shopper, order_id };
  }

  /** Marks the simulator's order paid without sending a webhook (a webhook lost on the way). */
  const markPaidAtGateway = (orderId: string, amount?: number) =>
    db()
      .selectFrom('dev_pay_orders')
      .select('body')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow()
      .then(async ({ body }) => {
        const parsed = JSON.parse(body) as { order_amount: number };
        const paid = amount ?? parsed.order_amount;
        await db()
          .updateTable('dev_pay_orders')
          .set({
            status: 'PAID',
            body: JSON.stringify({ ...parsed, order_amount: paid }),
            payments: JSON.stringify([
              {
                cf_payment_id: `p-${orderId}`,
                payment_status: 'SUCCESS',
                payment_amount: paid,
                payment_currency: 'INR',
                payment_time: new Date().toISOString(),
              },
            ]),
          })
          .where('order_id', '=', orderId)
          .execute();
      });

  const webhook = (orderId: string, opts: { tamper?: boolean } = {}) => {
    const raw = JSON.stringify({
      data: {
        order: { order_id: orderId, order_amount: 200.0, order_currency: 'INR' },
        payment: { cf_payment_id: `p-${orderId}`, payment_status: 'SUCCESS', payment_amount: 200.0, payment_currency: 'INR' },
      },
      event_time: new Date().toISOString(),
      type: 'PAYMENT_SUCCESS_WEBHOOK',
    });
    const timestamp = String(Date.now());
    const signature = signWebhook(t.app.paymentGateway.webhookSecret, timestamp, raw);
    const body = opts.tamper ? raw.replace('"order_amount":200', '"order_amount":900') : raw;
    if (opts.tamper && body === raw) throw new Error('tampering changed nothing');
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/cashfree/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signature },
    });
  };

  it('prices the order from the catalog, whatever amount the client sends', async () => {
    const { order } = await shop();
    const res = await order({ offerId: 'coins-200', ...billing, amount: 1, order_amount: 1, coins: 100000 });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ order_id: string; payment_session_id: string; provider: string; checkoutUrl: string }>();
    expect(body).toMatchObject({ provider: 'simulator', checkoutUrl: `/dev-pay/checkout/${body.payment_session_id}` });
    const row = await db().selectFrom('orders').selectAll().where('order_id', '=', body.order_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount_paise: 20000, grant_coins: 200, grant_days: null, status: 'active', billing_phone: '9876543210' });
    const gatewayOrder = JSON.parse(
      (await db().selectFrom('dev_pay_orders').select('body').where('order_id', '=', body.order_id).executeTakeFirstOrThrow()).body,
    ) as { order_amount: number };
    expect(gatewayOrder.order_amount).toBe(200);
  });

  it('pays through the simulator: webhook, then the return page shows the paid order and 200 coins', async () => {
    const { browser, uid, order } = await shop();
    const { order_id, checkoutUrl } = (await order({ offerId: 'coins-200', ...billing })).json<{ order_id: string; checkoutUrl: string }>();
    const page = await browser.request({ url: checkoutUrl });
    expect(page.body).toContain('₹200.00');
    const paid = await browser.request({ method: 'POST', url: `${checkoutUrl}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${t.config.publicUrl.origin}/PaymentStatus?order_id=${order_id}`);
    expect(await readBalance(db(), uid)).toBe(200);
    const status = await browser.request({ url: `/api/v1/orders/${order_id}` });
    expect(status.json()).toMatchObject({ order_id, status: 'paid', amountPaise: 20000, customer: { name: 'Ramesh Kumar', uid, phone: '9876543210' } });
    expect(await checkLedgerInvariant(db())).toEqual([]);
  });

  it('grants a Pro Plan of 7 days for ₹105', async () => {
    const { browser, uid, order } = await shop();
    const { checkoutUrl } = (await order({ offerId: 'pro-7d', ...billing })).json<{ checkoutUrl: string }>();
    await browser.request({ method: 'POST', url: `${checkoutUrl}/pay` });
    expect((await browser.request({ url: `/api/v1/premium/${uid}` })).json()).toMatchObject({
      data: { planName: 'Pro Plan', remainingDays: 7, cspDocumentPrint: true },
    });
  });

  it('grants nothing when the payment fails, and says so', async () => {
    const { browser, uid, order } = await shop();
    const { order_id, checkoutUrl } = (await order({ offerId: 'coins-200', ...billing })).json<{ order_id: string; checkoutUrl: string }>();
    await browser.request({ method: 'POST', url: `${checkoutUrl}/fail` });
    expect((await browser.request({ url: `/api/v1/orders/${order_id}` })).json<{ status: string }>().status).toBe('failed');
    expect(await readBalance(db(), uid)).toBe(0);
  });

  it('refuses byte-flipped and unsigned webhooks, changing nothing', async () => {
    const { uid, order_id } = await paidOrder();
    const flipped = await webhook(order_id, { tamper: true });
    expect(flipped.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/cashfree/webhook',
      payload: { data: { order: { order_id } }, type: 'PAYMENT_SUCCESS_WEBHOOK' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await readBalance(db(), uid)).toBe(0);
    expect((await db().selectFrom('orders').select('status').where('order_id', '=', order_id).executeTakeFirstOrThrow()).status).toBe('active');
  });

  it('credits once for the same signed webhook 20 times in parallel', async () => {
    const { uid, order_id } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(order_id)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await readBalance(db(), uid)).toBe(200);
    expect(await db().selectFrom('ledger').select('ref').where('ref', '=', `order:${order_id}`).execute()).toHaveLength(1);
  });

  it('credits once whichever comes first, the webhook or the return page', async () => {
    for (const webhookFirst of [true, false]) {
      const { browser, uid, order_id } = await paidOrder();
      const returnPage = () => browser.request({ url: `/api/v1/orders/${order_id}` });
      if (webhookFirst) {
        await webhook(order_id);
        await returnPage();
      } else {
        await returnPage();
        await webhook(order_id);
      }
      await Promise.all([returnPage(), webhook(order_id), sweepUnfinishedOrders({ database: t.app.database, gateway: t.app.paymentGateway, log: t.app.log })]);
      expect(await readBalance(db(), uid)).toBe(200);
    }
  });

  it('grants nothing when the gateway says PAID for another amount', async () => {
    const { browser, uid, order_id } = await paidOrder(2);
    expect((await browser.request({ url: `/api/v1/orders/${order_id}` })).json<{ status: string }>().status).toBe('mismatch');
    await webhook(order_id);
    expect(await readBalance(db(), uid)).toBe(0);
  });

  it('validates billing details as the spec says', async () => {
    const { order } = await shop();
    const badPhone = await order({ offerId: 'coins-200', ...billing, phone: '98765' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json<{ message: string }>().message).toContain('Please enter a valid 10-digit phone number');
    const noName = await order({ offerId: 'coins-200', ...billing, name: '   ' });
    expect(noName.json<{ message: string }>().message).toContain('Please enter your contact number and address');
    expect((await order({ offerId: 'coins-9999', ...billing })).statusCode).toBe(400);
    // Every listed plan is sold online, the ₹1,000 → 1,100 coins plan too (decision 0030).
    expect((await order({ offerId: 'coins-1100', ...billing })).statusCode).toBe(201);
    const trimmed = await order({ offerId: 'coins-200', name: '  Asha  ', phone: ' 9876543210 ', address: '  ' });
    expect(trimmed.statusCode).toBe(201);
  });

  it('lets the mobile app buy for a user id without a session; an unknown id is refused', async () => {
    const { uid } = await shop();
    const res = await t.app.inject({ method: 'POST', url: '/order', payload: { offerId: 'coins-200', ...billing, userId: uid } });
    expect(res.statusCode).toBe(201);
    const { order_id } = res.json<{ order_id: string }>();
    expect(order_id.startsWith(uid.replace(/[^A-Za-z0-9]/g, 'x').slice(0, 3))).toBe(true);
    // Someone holding only the order id sees name, amount and status, nothing more (not what was bought, nor when).
    const status = await t.app.inject({ url: `/api/v1/orders/${order_id}` });
    expect(status.json()).toEqual({ order_id, status: 'active', amountPaise: 20000, customer: { name: 'Ramesh Kumar' } });
    expect((await t.app.inject({ method: 'POST', url: '/order', payload: { offerId: 'coins-200', ...billing, userId: 'nobody' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/order', payload: { offerId: 'coins-200', ...billing } })).statusCode).toBe(401);
  });

  it('credits exactly once after a restart between order and fulfilment (the sweeper)', async () => {
    const { uid } = await paidOrder();
    // A second server on the same database, as after a crash and restart.
    const restarted = await buildApp(t.config, { logger: false, sweeper: false });
    try {
      const deps = { database: restarted.database, gateway: restarted.paymentGateway, log: restarted.log };
      expect(await sweepUnfinishedOrders(deps)).toBeGreaterThanOrEqual(1);
      await sweepUnfinishedOrders(deps);
      expect(await readBalance(restarted.database.db, uid)).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  /** The order row, as the server keeps it. */
  const orderRow = (orderId: string) => db().selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

  it('answers 502 PAYMENT_GATEWAY when the gateway fails to make the order, and the order is final (not_started)', async () => {
    const { uid, order } = await shop();
    const down = vi.spyOn(t.app.paymentGateway, 'createOrder').mockRejectedValueOnce(new GatewayError('gateway unreachable: connect ECONNREFUSED', 0));
    try {
      const res = await order({ offerId: 'coins-200', ...billing });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: 'PAYMENT_GATEWAY',
        message: 'The payment could not be started: the payment service did not answer. Please try again in a few minutes.',
      });
    } finally {
      down.mockRestore();
    }
    const row = await db().selectFrom('orders').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
    expect(row.status).toBe('not_started');
    expect(await readBalance(db(), uid)).toBe(0);
  });

  it('answers 502 ORDER_TOKEN_MISSING when the gateway makes the order without a payment session, and the order is final', async () => {
    const { uid, order } = await shop();
    const real = t.app.paymentGateway.createOrder.bind(t.app.paymentGateway);
    const sessionless = vi
      .spyOn(t.app.paymentGateway, 'createOrder')
      .mockImplementationOnce(async (input): Promise<GatewayOrder> => ({ ...(await real(input)), paymentSessionId: null }));
    try {
      const res = await order({ offerId: 'coins-200', ...billing });
      expect(res.statusCode).toBe(502);
      expect(res.json<{ code: string }>().code).toBe('ORDER_TOKEN_MISSING');
    } finally {
      sessionless.mockRestore();
    }
    const row = await db().selectFrom('orders').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
    expect(row.status).toBe('not_started');
  });

  it('keeps answering the order status with what it knows while the gateway is down', async () => {
    const { browser, order } = await shop();
    const { order_id } = (await order({ offerId: 'coins-200', ...billing })).json<{ order_id: string }>();
    const down = vi.spyOn(t.app.paymentGateway, 'getOrder').mockRejectedValueOnce(new GatewayError('gateway answered 503', 503));
    try {
      const status = await browser.request({ url: `/api/v1/orders/${order_id}` });
      expect(status.statusCode).toBe(200);
      expect(status.json<{ status: string }>().status).toBe('active');
    } finally {
      down.mockRestore();
    }
  });

  it('asks the gateway to expire the order 30 minutes after it is made, and tells the buyer when', async () => {
    const { browser, order } = await shop();
    const started = (await order({ offerId: 'coins-200', ...billing })).json<{ order_id: string; expiresAt: string }>();
    const row = await orderRow(started.order_id);
    const sent = JSON.parse(
      (await db().selectFrom('dev_pay_orders').select('body').where('order_id', '=', started.order_id).executeTakeFirstOrThrow()).body,
    ) as { order_expiry_time: string };
    // ISO 8601 in UTC to the second, as Cashfree's examples write it.
    expect(sent.order_expiry_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const thirtyMinutesOn = Math.floor((row.created_at + 30 * 60_000) / 1000) * 1000;
    expect(Date.parse(sent.order_expiry_time)).toBe(thirtyMinutesOn);
    expect(Date.parse(started.expiresAt)).toBe(thirtyMinutesOn);
    expect(row.expires_at).toBe(thirtyMinutesOn);
    // The owner is told too (Payment Status stops waiting after it).
    expect(Date.parse((await browser.request({ url: `/api/v1/orders/${started.order_id}` })).json<{ expiresAt: string }>().expiresAt)).toBe(thirtyMinutesOn);
  });

  it('the simulator holds to the expiry as Cashfree does: refuses one outside 15 minutes to 30 days, and answers EXPIRED after it', async () => {
    const gateway = t.app.paymentGateway;
    const input = {
      amountPaise: 20000,
      customer: { id: 'u1', name: 'Asha', phone: '9876543210' },
      returnUrl: 'http://localhost:3000/PaymentStatus?order_id={order_id}',
      notifyUrl: 'http://localhost:3000/api/v1/payments/cashfree/webhook',
      tags: {},
      note: 'test',
    };
    for (const minutes of [5, 15, 31 * 24 * 60]) {
      const refused = await gateway
        .createOrder({ ...input, orderId: `exp${minutes}${randomUUID().slice(0, 8)}`, expiresAt: Date.now() + minutes * 60_000 })
        .catch((error: unknown) => error);
      expect(refused, `${minutes} minutes`).toBeInstanceOf(GatewayError);
      expect(refused).toMatchObject({ status: 400, code: 'order_expiry_time_invalid' });
    }

    const { browser, uid, order } = await shop();
    const { order_id, checkoutUrl } = (await order({ offerId: 'coins-200', ...billing })).json<{ order_id: string; checkoutUrl: string }>();
    expect((await gateway.getOrder(order_id)).status).toBe('ACTIVE');
    // Time passes: the expiry is now behind us.
    const { body } = await db().selectFrom('dev_pay_orders').select('body').where('order_id', '=', order_id).executeTakeFirstOrThrow();
    await db()
      .updateTable('dev_pay_orders')
      .set({ body: JSON.stringify({ ...(JSON.parse(body) as object), order_expiry_time: new Date(Date.now() - 1000).toISOString() }) })
      .where('order_id', '=', order_id)
      .execute();
    expect((await gateway.getOrder(order_id)).status).toBe('EXPIRED');
    expect((await browser.request({ url: checkoutUrl })).statusCode).toBe(410);
    const late = await browser.request({ method: 'POST', url: `${checkoutUrl}/pay` });
    expect(late.statusCode).toBe(303);
    expect((await browser.request({ url: `/api/v1/orders/${order_id}` })).json<{ status: string }>().status).toBe('expired');
    expect(await readBalance(db(), uid)).toBe(0);
  });

  it('records a webhook as handled only once reconciliation succeeded, so the retry after a gateway failure credits', async () => {
    const { uid, order_id } = await paidOrder();
    const down = vi.spyOn(t.app.paymentGateway, 'getOrder').mockRejectedValueOnce(new GatewayError('gateway unreachable: timeout', 0));
    let first;
    try {
      first = await webhook(order_id);
    } finally {
      down.mockRestore();
    }
    // Not handled: an error, so Cashfree delivers it again; nothing granted, nothing recorded.
    expect(first.statusCode).toBe(502);
    expect(first.json<{ code: string }>().code).toBe('PAYMENT_GATEWAY');
    expect(await readBalance(db(), uid)).toBe(0);
    expect(await db().selectFrom('payment_events').select('event_id').where('order_id', '=', order_id).execute()).toEqual([]);

    const retry = await webhook(order_id);
    expect(retry.statusCode).toBe(200);
    expect(await readBalance(db(), uid)).toBe(200);
    expect(await db().selectFrom('payment_events').select('event_id').where('order_id', '=', order_id).execute()).toHaveLength(1);
    // Delivered once more after that: recognised, nothing more granted.
    expect((await webhook(order_id)).statusCode).toBe(200);
    expect(await readBalance(db(), uid)).toBe(200);
  });

  it('Payment Status polls ask the gateway once in 10 seconds and write only when they ask: the claim and the answer, nothing else', async () => {
    const { browser, order } = await shop();
    const { order_id } = (await order({ offerId: 'coins-200', ...billing })).json<{ order_id: string }>();
    const before = await orderRow(order_id);
    const asked = vi.spyOn(t.app.paymentGateway, 'getOrder');
    let afterFirst;
    try {
      expect((await browser.request({ url: `/api/v1/orders/${order_id}` })).json<{ status: string }>().status).toBe('active');
      afterFirst = await orderRow(order_id);
      for (let i = 0; i < 3; i += 1) expect((await browser.request({ url: `/api/v1/orders/${order_id}` })).json<{ status: string }>().status).toBe('active');
      expect(asked).toHaveBeenCalledTimes(1);
    } finally {
      asked.mockRestore();
    }
    const checkedAt = afterFirst.last_checked_at;
    expect(checkedAt).toBeGreaterThanOrEqual(before.created_at);
    expect(afterFirst).toEqual({ ...before, last_checked_at: checkedAt, gateway_status: 'ACTIVE', gateway_status_at: checkedAt });
    expect(await orderRow(order_id)).toEqual(afterFirst);
  });

  it('recognises a redelivered webhook it has handled and asks the gateway nothing more', async () => {
    const { browser, order } = await shop();
    const { order_id, checkoutUrl } = (await order({ offerId: 'coins-200', ...billing })).json<{ order_id: string; checkoutUrl: string }>();
    // The simulator sends the failure webhook: handled (the order is failed, not settled, so asking again would call the gateway).
    await browser.request({ method: 'POST', url: `${checkoutUrl}/fail` });
    const handled = await db().selectFrom('payment_events').select(['event_id', 'payload']).where('order_id', '=', order_id).execute();
    expect(handled).toHaveLength(1);
    expect(handled[0]!.event_id.startsWith('PAYMENT_FAILED_WEBHOOK:')).toBe(true);
    expect((await orderRow(order_id)).status).toBe('failed');

    // Cashfree delivers the same event again.
    const raw = handled[0]!.payload;
    const timestamp = String(Date.now());
    const asked = vi.spyOn(t.app.paymentGateway, 'getOrder');
    try {
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/cashfree/webhook',
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature': signWebhook(t.app.paymentGateway.webhookSecret, timestamp, raw),
        },
      });
      expect(again.statusCode).toBe(200);
      expect(asked).not.toHaveBeenCalled();
    } finally {
      asked.mockRestore();
    }
    expect(await db().selectFrom('payment_events').select('event_id').where('order_id', '=', order_id).execute()).toHaveLength(1);
  });

  it('the sweeper takes the least recently checked first, so orders the gateway fails on cannot starve a paid one, and it skips orders never started', async () => {
    const { browser, uid, order } = await shop();
    // A week from now: the other tests' orders are then over a day old, out of the sweep, which sees only the ones made here.
    const later = Date.now() + 7 * 24 * 60 * 60_000;
    const inTheWindow = (orderId: string, createdAt: number) =>
      db().updateTable('orders').set({ created_at: createdAt }).where('order_id', '=', orderId).execute();

    // Three older orders the gateway has never heard of: every check of them fails.
    const lost = ['lost1', 'lost2', 'lost3'].map((id) => `${id}${randomUUID().slice(0, 8)}`);
    for (const [i, orderId] of lost.entries()) {
      await db()
        .insertInto('orders')
        .values(coinOrderRow({ order_id: orderId, uid, billing_name: 'Lost', created_at: later - 60 * 60_000 + i, updated_at: later }))
        .execute();
    }
    // One the gateway refused at creation.
    const refuse = vi.spyOn(t.app.paymentGateway, 'createOrder').mockRejectedValueOnce(new GatewayError('order_amount : invalid', 400, 'order_amount_invalid'));
    expect((await order({ offerId: 'coins-200', ...billing })).statusCode).toBe(502);
    refuse.mockRestore();
    const refused = await db()
      .selectFrom('orders')
      .select(['order_id', 'status'])
      .where('uid', '=', uid)
      .where('order_id', 'not in', lost)
      .executeTakeFirstOrThrow();
    expect(refused.status).toBe('not_started');
    await inTheWindow(refused.order_id, later - 40 * 60_000);
    // And one paid at the gateway whose webhook was lost.
    const { order_id: paid } = (await order({ offerId: 'coins-200', ...billing })).json<{ order_id: string }>();
    await markPaidAtGateway(paid);
    await inTheWindow(paid, later - 30 * 60_000);

    const asked = vi.spyOn(t.app.paymentGateway, 'getOrder');
    try {
      const deps = { database: t.app.database, gateway: t.app.paymentGateway, log: t.app.log };
      // Three at a time: the first sweep takes the three never checked (and fails on each), the next one the paid order.
      expect(await sweepUnfinishedOrders(deps, later, 3)).toBe(0);
      expect(await readBalance(db(), uid)).toBe(0);
      expect(await sweepUnfinishedOrders(deps, later + 1, 3)).toBeGreaterThanOrEqual(1);
      expect(await readBalance(db(), uid)).toBe(200);
      expect((await browser.request({ url: `/api/v1/orders/${paid}` })).json<{ status: string }>().status).toBe('paid');
      expect(asked.mock.calls.map(([orderId]) => orderId)).not.toContain(refused.order_id);
    } finally {
      asked.mockRestore();
    }
  });

  it('gives up on an order the gateway never made, once it is clearly not coming', async () => {
    const { uid } = await shop();
    const orderId = `gone${randomUUID().slice(0, 8)}`;
    const longAgo = Date.now() - 10 * 60_000;
    await db()
      .insertInto('orders')
      .values(coinOrderRow({ order_id: orderId, uid, status: 'created', billing_name: 'Gone', created_at: longAgo, updated_at: longAgo }))
      .execute();
    await sweepUnfinishedOrders({ database: t.app.database, gateway: t.app.paymentGateway, log: t.app.log });
    expect((await orderRow(orderId)).status).toBe('not_started');
  });
});

describe("the Buy Coins page's Content-Security-Policy with Cashfree", () => {
  const directives = (header: string | string[] | number | undefined) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    ) as Record<string, string[]>;

  it.each([
    ['sandbox', 'https://sandbox.cashfree.com', 'https://payments-test.cashfree.com'],
    ['production', 'https://api.cashfree.com', 'https://payments.cashfree.com'],
  ] as const)(
    'on %s: cashfree.js from its SDK host, calls to %s, frames from the SDK, API and payment hosts; on /BuyCoins alone',
    async (env, api, payments) => {
      const t = await createTestApp(
        'sqlite',
        { PAYMENT_GATEWAY: 'cashfree', CASHFREE_APP_ID: 'app', CASHFREE_SECRET_KEY: 'secret', CASHFREE_ENV: env },
        { sweeper: false },
      );
      try {
        const buy = directives((await t.app.inject({ url: '/BuyCoins?userId=x' })).headers['content-security-policy']);
        expect(buy['script-src']).toEqual(["'self'", 'https://sdk.cashfree.com']);
        expect(buy['connect-src']).toEqual(["'self'", api]);
        expect(buy['frame-src']).toEqual(["'self'", 'https://sdk.cashfree.com', api, payments]);
        // The other environment's hosts are not let in.
        const other = env === 'sandbox' ? 'api.cashfree.com' : 'sandbox.cashfree.com';
        expect(JSON.stringify(buy)).not.toContain(other);
        for (const page of ['/', '/PaymentStatus?order_id=x', '/CustomePG']) {
          const csp = String((await t.app.inject({ url: page })).headers['content-security-policy']);
          expect(csp, page).not.toContain('cashfree.com');
        }
      } finally {
        await t.close();
      }
    },
  );

  it('is not widened with the simulator', async () => {
    const t = await createTestApp('sqlite', {}, { sweeper: false });
    try {
      expect(String((await t.app.inject({ url: '/BuyCoins' })).headers['content-security-policy'])).not.toContain('cashfree.com');
    } finally {
      await t.close();
    }
  });
});
