import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualRequestResponse } from '@core/contracts/manual-requests';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { signedInUser } from './support/browser-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

describe.each(testEngines)('manual UPI plans and the admin console on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      engine,
      { ADMIN_EMAILS: 'owner@shop.in', RATE_LIMIT_FACTOR: '100', UPI_VPA: 'sharmastudio@okaxis', BRAND_NAME: 'Sharma Studio', SHOP_WHATSAPP: '919812345678' },
      { sweeper: false },
    );
  });
  afterAll(async () => t?.close());

  const as = (email: string) => signedInUser(t.app, { email, name: 'Asha Devi' });

  it('creates a pending request with a UPI link and a WhatsApp activation message', async () => {
    const shop = await as(`upi-${randomUUID().slice(0, 6)}@example.in`);
    const res = await shop.post('/api/v1/manual-requests', { offerId: 'coins-1100', amount: 1 });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ reference: string; upiUri: string; amountPaise: number; whatsappUrl: string }>();
    expect(body.amountPaise).toBe(100000);
    expect(body.reference).toMatch(/^MR[A-Z2-9]{8}$/);
    expect(body.upiUri).toBe(
      `upi://pay?pa=sharmastudio%40okaxis&pn=Sharma%20Studio&am=1000.00&cu=INR&tn=Coin%20Based%20Plan%2C%201100%20coins%20${body.reference}&tr=${body.reference}`,
    );
    expect(body.whatsappUrl.startsWith('https://wa.me/919812345678?text=')).toBe(true);
    const text = decodeURIComponent(body.whatsappUrl.split('text=')[1]!);
    expect(text).toContain(`User ID: ${shop.uid}`);
    expect(text).toContain('Amount: ₹1000.00');
    expect(text).toContain(body.reference);
    expect((await shop.post('/api/v1/manual-requests', { offerId: 'pro-7d' })).statusCode).toBe(400);
  });

  it('gives the open request again when the same offer is chosen twice, even at once, and queues one for the admin', async () => {
    const admin = await as('owner@shop.in');
    const shop = await as(`twice-${randomUUID().slice(0, 6)}@example.in`);
    const first = await shop.post('/api/v1/manual-requests', { offerId: 'pro-30d' });
    expect(first.statusCode).toBe(201);
    const again = await shop.post('/api/v1/manual-requests', { offerId: 'pro-30d' });
    // The same answer, by the contract, as 200: nothing new was recorded.
    expect(again.statusCode).toBe(200);
    expect(manualRequestResponse.parse(again.json())).toEqual(first.json());
    // A double click: both at once still make one request.
    const racing = await Promise.all([1, 2, 3].map(() => shop.post('/api/v1/manual-requests', { offerId: 'coins-200' })));
    expect(racing.map((res) => res.statusCode).sort()).toEqual([200, 200, 201]);
    const references = new Set(racing.map((res) => manualRequestResponse.parse(res.json()).reference));
    expect(references.size).toBe(1);
    // Another offer is another request; the mobile app's user id reaches the same open request.
    const other = await shop.post('/api/v1/manual-requests', { offerId: 'coins-1100' });
    expect(other.statusCode).toBe(201);
    const fromApp = await t.app.inject({ method: 'POST', url: '/api/v1/manual-requests', payload: { offerId: 'coins-1100', userId: shop.uid } });
    expect(fromApp.statusCode).toBe(200);
    expect(fromApp.json<{ reference: string }>().reference).toBe(other.json<{ reference: string }>().reference);

    const queued = (await admin.get('/api/v1/admin/manual-requests')).json<{ requests: Array<{ uid: string; offerId: string }> }>().requests;
    expect(
      queued
        .filter((r) => r.uid === shop.uid)
        .map((r) => r.offerId)
        .sort(),
    ).toEqual(['coins-1100', 'coins-200', 'pro-30d']);

    // Once decided, the offer starts a new request.
    const reference = first.json<{ reference: string }>().reference;
    expect((await admin.post(`/api/v1/admin/manual-requests/${reference}/reject`, { reason: 'No payment received' })).statusCode).toBe(204);
    const afterDecision = await shop.post('/api/v1/manual-requests', { offerId: 'pro-30d' });
    expect(afterDecision.statusCode).toBe(201);
    expect(afterDecision.json<{ reference: string }>().reference).not.toBe(reference);
  });

  it('starts a new request when the price changed since the open one', async () => {
    const shop = await as(`price-${randomUUID().slice(0, 6)}@example.in`);
    const before = (await shop.post('/api/v1/manual-requests', { offerId: 'pro-90d' })).json<{ reference: string; amountPaise: number }>();
    await t.app.database.db.updateTable('plan_offers').set({ price_paise: 50000 }).where('id', '=', 'pro-90d').execute();
    try {
      const after = await shop.post('/api/v1/manual-requests', { offerId: 'pro-90d' });
      expect(after.statusCode).toBe(201);
      expect(after.json()).toMatchObject({ amountPaise: 50000 });
      expect(after.json<{ reference: string }>().reference).not.toBe(before.reference);
    } finally {
      await t.app.database.db.updateTable('plan_offers').set({ price_paise: before.amountPaise }).where('id', '=', 'pro-90d').execute();
    }
  });

  it('an approval grants exactly once, a UTR approves only one request, and a rejection grants nothing', async () => {
    const admin = await as('owner@shop.in');
    const shop = await as(`approve-${randomUUID().slice(0, 6)}@example.in`);
    const first = (await shop.post('/api/v1/manual-requests', { offerId: 'coins-1100' })).json<{ reference: string }>().reference;
    const second = (await shop.post('/api/v1/manual-requests', { offerId: 'pro-30d' })).json<{ reference: string }>().reference;
    const third = (await shop.post('/api/v1/manual-requests', { offerId: 'coins-200' })).json<{ reference: string }>().reference;
    const pending = await admin.get('/api/v1/admin/manual-requests');
    expect(pending.json<{ requests: Array<{ reference: string }> }>().requests.map((r) => r.reference)).toEqual(expect.arrayContaining([first, second, third]));

    const utr = `UTR${Date.now()}`;
    const approvals = await Promise.all([
      admin.post(`/api/v1/admin/manual-requests/${first}/approve`, { utr }),
      admin.post(`/api/v1/admin/manual-requests/${first}/approve`, { utr }),
    ]);
    expect(approvals.map((a) => a.statusCode).sort()).toEqual([204, 400]);
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(1100);
    const reused = await admin.post(`/api/v1/admin/manual-requests/${second}/approve`, { utr });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ message: string }>().message).toContain(`This UTR was already used for request ${first}`);
    expect((await admin.post(`/api/v1/admin/manual-requests/${second}/approve`, { utr: `${utr}B` })).statusCode).toBe(204);
    expect((await shop.get(`/api/v1/premium/${shop.uid}`)).json()).toMatchObject({ data: { planName: 'Pro Plan', remainingDays: 30, coins: 1100 } });

    expect((await admin.post(`/api/v1/admin/manual-requests/${third}/reject`, { reason: 'No payment received' })).statusCode).toBe(204);
    expect((await admin.post(`/api/v1/admin/manual-requests/${third}/approve`, { utr: `${utr}C` })).statusCode).toBe(400);
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(1100);

    const audit = (await admin.get('/api/v1/admin/audit')).json<{ entries: Array<{ action: string; target: string }> }>().entries;
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'approve-manual-request', target: first }),
        expect.objectContaining({ action: 'reject-manual-request', target: third }),
      ]),
    );
    const ledger = (await admin.get(`/api/v1/admin/users/${shop.uid}/ledger`)).json<{ entries: Array<{ delta: number; kind: string; ref: string }> }>().entries;
    expect(ledger).toEqual([expect.objectContaining({ delta: 1100, kind: 'manual', ref: `manual:${first}` })]);
  });

  it('refuses every admin route to non-admins (403) and the signed out (401)', async () => {
    const shop = await as(`nosy-${randomUUID().slice(0, 6)}@example.in`);
    const reference = (await shop.post('/api/v1/manual-requests', { offerId: 'coins-200' })).json<{ reference: string }>().reference;
    const gets = [
      '/api/v1/admin/users',
      '/api/v1/admin/manual-requests',
      '/api/v1/admin/orders',
      '/api/v1/admin/contact-messages',
      '/api/v1/admin/audit',
      `/api/v1/admin/users/${shop.uid}/ledger`,
    ];
    for (const url of gets) {
      expect((await shop.get(url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
    const posts: Array<[string, object]> = [
      [`/api/v1/admin/manual-requests/${reference}/approve`, { utr: 'ABC123456' }],
      [`/api/v1/admin/manual-requests/${reference}/reject`, { reason: 'x' }],
      ['/api/v1/admin/orders/any/reconcile', {}],
      [`/api/v1/admin/users/${shop.uid}/coins`, { coins: 5, reason: 'x' }],
      [`/api/v1/admin/users/${shop.uid}/plan`, { days: 5, documentPrint: true, reason: 'x' }],
    ];
    for (const [url, body] of posts) expect((await shop.post(url, body)).statusCode, url).toBe(403);
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(0);
  });

  it('shows the admin orders with a reconcile button, and contact messages', async () => {
    const admin = await as('owner@shop.in');
    const shop = await as(`orders-${randomUUID().slice(0, 6)}@example.in`);
    const order = await shop.post('/api/v1/orders', { offerId: 'coins-200', name: 'Asha', phone: '9876543210', address: '' });
    const orderId = order.json<{ order_id: string }>().order_id;
    const orders = (await admin.get('/api/v1/admin/orders')).json<{ orders: Array<{ orderId: string; status: string }> }>().orders;
    expect(orders.find((o) => o.orderId === orderId)?.status).toBe('active');
    const reconciled = await admin.post(`/api/v1/admin/orders/${orderId}/reconcile`, {});
    expect(reconciled.json()).toEqual({ status: 'active' });
    await shop.post('/api/v1/contact', { name: 'Asha', email: 'asha@example.in', message: 'Please call me' });
    const messages = (await admin.get('/api/v1/admin/contact-messages')).json<{ messages: Array<{ message: string; uid: string | null }> }>().messages;
    expect(messages).toEqual(expect.arrayContaining([expect.objectContaining({ message: 'Please call me', uid: shop.uid })]));
  });
});
