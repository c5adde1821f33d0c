import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MAX_AGE_MS, WEBHOOK_MAX_CLOCK_SKEW_MS, isRecentWebhookTimestamp, signWebhook } from '../src/modules/payments/cashfree-gateway';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';
import { createUser } from './support/test-users';

const billing = { name: 'Ramesh Kumar', phone: '9876543210', address: 'Main Road, Patna' };

describe('a webhook timestamp (Cashfree: milliseconds since the epoch) is recent', () => {
  const now = 1_764_000_000_000;
  it('up to 10 minutes old and up to 60 seconds ahead; digits only', () => {
    expect(isRecentWebhookTimestamp(String(now), now)).toBe(true);
    expect(isRecentWebhookTimestamp(String(now - WEBHOOK_MAX_AGE_MS), now)).toBe(true);
    expect(isRecentWebhookTimestamp(String(now - WEBHOOK_MAX_AGE_MS - 1), now)).toBe(false);
    expect(isRecentWebhookTimestamp(String(now + WEBHOOK_MAX_CLOCK_SKEW_MS), now)).toBe(true);
    expect(isRecentWebhookTimestamp(String(now + WEBHOOK_MAX_CLOCK_SKEW_MS + 1), now)).toBe(false);
    // Seconds instead of milliseconds would be 1970: refused, not guessed at.
    expect(isRecentWebhookTimestamp(String(Math.floor(now / 1000)), now)).toBe(false);
    for (const bad of ['', ' 1764000000000', '1764000000000.5', '-1', '1e12', new Date(now).toISOString()])
      expect(isRecentWebhookTimestamp(bad, now), bad).toBe(false);
  });
});

describe.each(testEngines)('webhooks sent too long ago or from the future are refused on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100' }, { sweeper: false });
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.restoreAllMocks());

  const db = () => t.app.database.db;

  /** An order paid at the gateway whose webhook has not arrived yet. */
  async function paidAtGateway() {
    const uid = await createUser(t.app.database);
    const { order_id: orderId } = (await t.app.inject({ method: 'POST', url: '/order', payload: { offerId: 'coins-200', ...billing, userId: uid } })).json<{
      order_id: string;
    }>();
    const { body } = await db().selectFrom('dev_pay_orders').select('body').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const amount = (JSON.parse(body) as { order_amount: number }).order_amount;
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
    return { uid, orderId };
  }

  /** Cashfree's payment-success webhook for the order, correctly signed with the given timestamp. */
  const deliver = (orderId: string, timestamp: string) => {
    const raw = JSON.stringify({
      data: {
        order: { order_id: orderId, order_amount: 200.0, order_currency: 'INR' },
        payment: { cf_payment_id: `p-${orderId}`, payment_status: 'SUCCESS', payment_amount: 200.0, payment_currency: 'INR' },
      },
      event_time: new Date().toISOString(),
      type: 'PAYMENT_SUCCESS_WEBHOOK',
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/cashfree/webhook',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': signWebhook(t.app.paymentGateway.webhookSecret, timestamp, raw),
      },
    });
  };

  it('refuses signed webhooks 11 minutes old, 5 minutes ahead, or in seconds with 401 before any database work; nothing written or credited', async () => {
    const { uid, orderId } = await paidAtGateway();
    const database = t.app.database.db;
    const touched = [vi.spyOn(database, 'selectFrom'), vi.spyOn(database, 'insertInto'), vi.spyOn(database, 'updateTable'), vi.spyOn(database, 'transaction')];
    const asked = vi.spyOn(t.app.paymentGateway, 'getOrder');
    const now = Date.now();
    for (const timestamp of [now - 11 * 60_000, now + 5 * 60_000, Math.floor(now / 1000)].map(String)) {
      const res = await deliver(orderId, timestamp);
      expect(res.statusCode, timestamp).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Webhook timestamp is too old or in the future.' });
    }
    for (const spy of touched) expect(spy).not.toHaveBeenCalled();
    expect(asked).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    expect(await readBalance(db(), uid)).toBe(0);
    expect(await db().selectFrom('payment_events').select('event_id').where('order_id', '=', orderId).execute()).toEqual([]);
    expect((await db().selectFrom('orders').select('status').where('order_id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('active');
  });

  it('handles a current one: credited once and recorded', async () => {
    const { uid, orderId } = await paidAtGateway();
    const res = await deliver(orderId, String(Date.now()));
    expect(res.statusCode).toBe(200);
    expect(await readBalance(db(), uid)).toBe(200);
    expect(await db().selectFrom('payment_events').select('event_id').where('order_id', '=', orderId).execute()).toHaveLength(1);
  });

  it('handles one sent 9 minutes ago (a delayed delivery) and one 30 seconds ahead (clock skew)', async () => {
    for (const offset of [-9 * 60_000, 30_000]) {
      const { uid, orderId } = await paidAtGateway();
      expect((await deliver(orderId, String(Date.now() + offset))).statusCode, String(offset)).toBe(200);
      expect(await readBalance(db(), uid)).toBe(200);
    }
  });
});
