import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { signWebhook } from '../src/modules/payments/cashfree-gateway';
import { sweepUnfinishedOrders } from '../src/modules/payments/reconcile-order';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { checkLedgerInvariant } from '../src/modules/ledger/check-ledger-invariant';
import { BrowserSession, signIn } from './support/browser-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

const billing = { name: 'Ramesh Kumar', phone: '9876543210', address: 'Main Road, Patna' };

describe.each(testEngines)('buying coins and plans on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100' }, { sweeper: false });
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
          .set({ status: 'PAID', body: JSON.stringify({ ...parsed, order_amount: paid }), payments: JSON.stringify([{ cf_payment_id: `p-${orderId}`, payment_status: 'SUCCESS', payment_amount: paid, payment_currency: 'INR', payment_time: new Date().toISOString() }]) })
          .where('order_id', '=', orderId)
          .execute();
      });

  const webhook = (orderId: string, opts: { tamper?: boolean } = {}) => {
    const raw = JSON.stringify({
      data: { order: { order_id: orderId, order_amount: 200.0, order_currency: 'INR' }, payment: { cf_payment_id: `p-${orderId}`, payment_status: 'SUCCESS', payment_amount: 200.0, payment_currency: 'INR' } },
      event_time: new Date().toISOString(),
      type: 'PAYMENT_SUCCESS_WEBHOOK',
    });
    const timestamp = String(Date.now());
    const signature = signWebhook(t.app.paymentGateway.webhookSecret, timestamp, raw);
    const body = opts.tamper ? raw.replace('"order_amount":200', '"order_amount":900') : raw;
    if (opts.tamper && body === raw) throw new Error('tampering changed nothing');
    return t.app.inject({ method: 'POST', url: '/api/v1/payments/cashfree/webhook', payload: body, headers: { 'content-type': 'application/json', 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signature } });
  };

  it('prices the order from the catalog, whatever amount the client sends', async () => {
    const { order } = await shop();
    const res = await order({ offerId: 'coins-200', ...billing, amount: 1, order_amount: 1, coins: 100000 });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ order_id: string; payment_session_id: string; provider: string; checkoutUrl: string }>();
    expect(body).toMatchObject({ provider: 'simulator', checkoutUrl: `/dev-pay/checkout/${body.payment_session_id}` });
    const row = await db().selectFrom('orders').selectAll().where('order_id', '=', body.order_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount_paise: 20000, grant_coins: 200, grant_days: null, status: 'active', billing_phone: '9876543210' });
    const gatewayOrder = JSON.parse((await db().selectFrom('dev_pay_orders').select('body').where('order_id', '=', body.order_id).executeTakeFirstOrThrow()).body) as { order_amount: number };
    expect(gatewayOrder.order_amount).toBe(200);
  });

  it('pays through the simulator: webhook, then the return page shows the paid order and 200 coins', async () => {
    const { browser, uid, order } = await shop();
    const { order_id, checkoutUrl } = (await order({ offerId: 'coins-200', ...billing })).json<{ order_id: string; checkoutUrl: string }>();
    const page = await browser.request({ url: checkoutUrl });
    expect(page.body).toContain('₹200.00');
    const paid = await browser.request({ method: 'POST', url: `${checkoutUrl}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/PaymentStatus?order_id=${order_id}`);
    expect(await readBalance(db(), uid)).toBe(200);
    const status = await browser.request({ url: `/api/v1/orders/${order_id}` });
    expect(status.json()).toMatchObject({ order_id, status: 'paid', amountPaise: 20000, customer: { name: 'Ramesh Kumar', uid, phone: '9876543210' } });
    expect(await checkLedgerInvariant(db())).toEqual([]);
  });

  it('grants a Pro Plan of 7 days for ₹105', async () => {
    const { browser, uid, order } = await shop();
    const { checkoutUrl } = (await order({ offerId: 'pro-7d', ...billing })).json<{ checkoutUrl: string }>();
    await browser.request({ method: 'POST', url: `${checkoutUrl}/pay` });
    expect((await browser.request({ url: `/api/v1/premium/${uid}` })).json()).toMatchObject({ data: { planName: 'Pro Plan', remainingDays: 7, cspDocumentPrint: true } });
  });

  it('grants nothing when the payment fails, and says so', async () => {
    const { browser, uid, order } = await shop();
    const { order_id, checkoutUrl } = (await order({ offerId: 'coins-200', ...billing })).json<{ order_id: string; checkoutUrl: string }>();
    await browser.request({ method: 'POST', url: `${checkoutUrl}/fail` });
    expect((await browser.request({ url: `/api/v1/orders/${order_id}` })).json<{ status: string }>().status).toBe('failed');
    expect(await readBalance(db(), uid)).toBe(0);
  });

  it('refuses byte-flipped and unsigned webhooks, changing nothing', async () => {
    const { uid, order } = await shop();
    const { order_id } = (await order({ offerId: 'coins-200', ...billing })).json<{ order_id: string }>();
    await markPaidAtGateway(order_id);
    const flipped = await webhook(order_id, { tamper: true });
    expect(flipped.statusCode).toBe(401);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/v1/payments/cashfree/webhook', payload: { data: { order: { order_id } }, type: 'PAYMENT_SUCCESS_WEBHOOK' } });
    expect(unsigned.statusCode).toBe(401);
    expect(await readBalance(db(), uid)).toBe(0);
    expect((await db().selectFrom('orders').select('status').where('order_id', '=', order_id).executeTakeFirstOrThrow()).status).toBe('active');
  });

  it('credits once for the same signed webhook 20 times in parallel', async () => {
    const { uid, order } = await shop();
    const { order_id } = (await order({ offerId: 'coins-200', ...billing })).json<{ order_id: string }>();
    await markPaidAtGateway(order_id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(order_id)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await readBalance(db(), uid)).toBe(200);
    expect(await db().selectFrom('ledger').select('ref').where('ref', '=', `order:${order_id}`).execute()).toHaveLength(1);
  });

  it('credits once whichever comes first, the webhook or the return page', async () => {
    for (const webhookFirst of [true, false]) {
      const { browser, uid, order } = await shop();
      const { order_id } = (await order({ offerId: 'coins-200', ...billing })).json<{ order_id: string }>();
      await markPaidAtGateway(order_id);
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
    const { browser, uid, order } = await shop();
    const { order_id } = (await order({ offerId: 'coins-200', ...billing })).json<{ order_id: string }>();
    await markPaidAtGateway(order_id, 2);
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
    expect((await order({ offerId: 'coins-1100', ...billing })).statusCode).toBe(400);
    const trimmed = await order({ offerId: 'coins-200', name: '  Asha  ', phone: ' 9876543210 ', address: '  ' });
    expect(trimmed.statusCode).toBe(201);
  });

  it('lets the mobile app buy for a user id without a session; an unknown id is refused', async () => {
    const { uid } = await shop();
    const res = await t.app.inject({ method: 'POST', url: '/order', payload: { offerId: 'coins-200', ...billing, userId: uid } });
    expect(res.statusCode).toBe(201);
    const { order_id } = res.json<{ order_id: string }>();
    expect(order_id.startsWith(uid.replace(/[^A-Za-z0-9]/g, 'x').slice(0, 3))).toBe(true);
    // Someone holding only the order id sees name, amount and status, nothing more.
    const status = await t.app.inject({ url: `/api/v1/orders/${order_id}` });
    expect(status.json<{ customer: object }>().customer).toEqual({ name: 'Ramesh Kumar' });
    expect((await t.app.inject({ method: 'POST', url: '/order', payload: { offerId: 'coins-200', ...billing, userId: 'nobody' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/order', payload: { offerId: 'coins-200', ...billing } })).statusCode).toBe(401);
  });

  it('credits exactly once after a restart between order and fulfilment (the sweeper)', async () => {
    const { uid, order } = await shop();
    const { order_id } = (await order({ offerId: 'coins-200', ...billing })).json<{ order_id: string }>();
    await markPaidAtGateway(order_id);
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
});
