import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { checkLedgerInvariant } from '../src/modules/ledger/check-ledger-invariant';
import { adminConsoleApp } from './support/admin-console-app';
import { testEngines } from './support/test-databases';
import { coinOrderRow } from './support/order-rows';

describe.each(testEngines)('admin console API on %s', (engine) => {
  const { t, as } = adminConsoleApp(engine);

  it('credits and debits coins, never below zero, each audited', async () => {
    const admin = await as('owner@shop.in');
    const shop = await as(`shop_${randomUUID().slice(0, 6)}@example.in`);
    const added = await admin.post(`/api/v1/admin/users/${shop.uid}/coins`, { coins: 100, reason: 'UPI 1234 received' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ user: { uid: shop.uid, coins: 100 } });
    expect((await admin.post(`/api/v1/admin/users/${shop.uid}/coins`, { coins: -30, reason: 'correction' })).json()).toMatchObject({ user: { coins: 70 } });
    const tooMuch = await admin.post(`/api/v1/admin/users/${shop.uid}/coins`, { coins: -71, reason: 'oops' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ code: 'VALIDATION', message: 'That would take the balance below zero (it is 70).' });
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(70);
    const audit = await t.app.database.db
      .selectFrom('admin_audit')
      .select(['admin_uid', 'action', 'payload'])
      .where('target', '=', shop.uid)
      .orderBy('at')
      .execute();
    expect(audit).toEqual([
      { admin_uid: admin.uid, action: 'coins', payload: JSON.stringify({ coins: 100, reason: 'UPI 1234 received' }) },
      { admin_uid: admin.uid, action: 'coins', payload: JSON.stringify({ coins: -30, reason: 'correction' }) },
    ]);
    expect(await checkLedgerInvariant(t.app.database.db)).toEqual([]);
  });

  it('grants Standard and Pro plans, extending a running one', async () => {
    const admin = await as('owner@shop.in');
    const shop = await as(`plan-${randomUUID().slice(0, 6)}@example.in`);
    const standard = await admin.post(`/api/v1/admin/users/${shop.uid}/plan`, { days: 30, documentPrint: false, reason: 'trial' });
    expect(standard.json()).toMatchObject({ user: { planName: 'Standard Plan', remainingDays: 30 } });
    await admin.post(`/api/v1/admin/users/${shop.uid}/plan`, { days: 7, documentPrint: true, reason: 'UPI' });
    const pro = await admin.post(`/api/v1/admin/users/${shop.uid}/plan`, { days: 30, documentPrint: true, reason: 'UPI' });
    expect(pro.json()).toMatchObject({ user: { planName: 'Pro Plan', remainingDays: 37 } });
    const status = await shop.get(`/api/v1/premium/${shop.uid}`);
    expect(status.json()).toMatchObject({ data: { planName: 'Pro Plan', cspDocumentPrint: true, remainingDays: 37, isActive: true } });
  });

  it('finds users by part of their email or by uid', async () => {
    const admin = await as('owner@shop.in');
    const tag = randomUUID().slice(0, 6);
    const shop = await as(`find_${tag}@example.in`);
    const byEmail = await admin.get(`/api/v1/admin/users?q=${encodeURIComponent(`FIND_${tag}`)}`);
    expect(byEmail.json<{ users: Array<{ uid: string }> }>().users.map((u) => u.uid)).toEqual([shop.uid]);
    const byUid = await admin.get(`/api/v1/admin/users?q=${encodeURIComponent(shop.uid)}`);
    expect(byUid.json<{ users: Array<{ email: string }> }>().users.map((u) => u.email)).toEqual([`find_${tag}@example.in`]);
    // Wildcards are literal.
    const wildcard = await admin.get(`/api/v1/admin/users?q=${encodeURIComponent('%')}`);
    expect(wildcard.json<{ users: unknown[] }>().users).toEqual([]);
  });

  it('refuses everyone but admins, and changes nothing for them', async () => {
    const shop = await as(`nobody-${randomUUID().slice(0, 6)}@example.in`);
    const forbidden = [
      await shop.get('/api/v1/admin/users?q='),
      await shop.post(`/api/v1/admin/users/${shop.uid}/coins`, { coins: 1000, reason: 'me' }),
      await shop.post(`/api/v1/admin/users/${shop.uid}/plan`, { days: 360, documentPrint: true, reason: 'me' }),
    ];
    for (const res of forbidden) {
      expect(res.statusCode).toBe(403);
      expect(res.json<{ code: string }>().code).toBe('FORBIDDEN');
    }
    expect((await t.app.inject({ url: '/api/v1/admin/users' })).statusCode).toBe(401);
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(0);
    expect((await shop.get(`/api/v1/premium/${shop.uid}`)).json()).toMatchObject({ data: { isActive: false } });
  });

  it('answers 404 for an unknown user and 400 for bad amounts', async () => {
    const admin = await as('owner@shop.in');
    expect((await admin.post('/api/v1/admin/users/nope/coins', { coins: 5, reason: 'x' })).statusCode).toBe(404);
    for (const body of [{ coins: 0, reason: 'x' }, { coins: 1.5, reason: 'x' }, { coins: 5, reason: ' ' }, { coins: 5 }]) {
      expect((await admin.post(`/api/v1/admin/users/${admin.uid}/coins`, body)).statusCode).toBe(400);
    }
  });

  it('reconciles an order the gateway never made with 502 PAYMENT_GATEWAY and a plain message, and audits every reconcile with its outcome', async () => {
    const admin = await as('owner@shop.in');
    const shop = await as(`orders-${randomUUID().slice(0, 6)}@example.in`);
    const db = t.app.database.db;
    const now = Date.now();
    const unknownToGateway = `nogw${randomUUID().slice(0, 8)}`;
    await db
      .insertInto('orders')
      .values(coinOrderRow({ order_id: unknownToGateway, uid: shop.uid, created_at: now, updated_at: now }))
      .execute();
    const failed = await admin.post(`/api/v1/admin/orders/${unknownToGateway}/reconcile`, {});
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      code: 'PAYMENT_GATEWAY',
      message: 'The payment service did not answer about this order. Please try again in a few minutes.',
    });

    // A real order, paid at the gateway (its webhook lost): the admin's reconcile grants it.
    const { order_id, checkoutUrl } = (await shop.post('/api/v1/orders', { offerId: 'coins-200', name: 'Asha', phone: '9876543210', address: '' })).json<{
      order_id: string;
      checkoutUrl: string;
    }>();
    const { body } = await db.selectFrom('dev_pay_orders').select('body').where('order_id', '=', order_id).executeTakeFirstOrThrow();
    expect(checkoutUrl).toContain('/dev-pay/checkout/');
    await db
      .updateTable('dev_pay_orders')
      .set({
        status: 'PAID',
        payments: JSON.stringify([
          {
            cf_payment_id: `p-${order_id}`,
            payment_status: 'SUCCESS',
            payment_amount: (JSON.parse(body) as { order_amount: number }).order_amount,
            payment_currency: 'INR',
            payment_time: new Date().toISOString(),
          },
        ]),
      })
      .where('order_id', '=', order_id)
      .execute();
    const paid = await admin.post(`/api/v1/admin/orders/${order_id}/reconcile`, {});
    expect(paid.json()).toEqual({ status: 'paid' });
    expect(await readBalance(db, shop.uid)).toBe(200);

    const audit = (await admin.get('/api/v1/admin/audit')).json<{ entries: Array<{ adminUid: string; action: string; target: string; payload: string }> }>()
      .entries;
    const reconciles = audit.filter((entry) => entry.action === 'reconcile-order' && [unknownToGateway, order_id].includes(entry.target));
    const outcomes = reconciles.map(({ adminUid, target, payload }) => ({ adminUid, target, payload: JSON.parse(payload) as unknown }));
    expect(outcomes).toHaveLength(2);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { adminUid: admin.uid, target: unknownToGateway, payload: { before: 'active', error: 'PAYMENT_GATEWAY' } },
        { adminUid: admin.uid, target: order_id, payload: { before: 'active', after: 'paid' } },
      ]),
    );
    expect((await admin.post('/api/v1/admin/orders/no-such-order/reconcile', {})).statusCode).toBe(404);
  });
});
