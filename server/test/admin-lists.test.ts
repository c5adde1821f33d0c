import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminConsoleApp } from './support/admin-console-app';
import { testEngines } from './support/test-databases';
import { coinOrderRow } from './support/order-rows';

/**
 * The console's order and contact-message lists, which no other test reads: each field as the
 * console shows it, the status filter (empty means all; a status we don't know matches nothing,
 * 200 and an empty list), newest first.
 */
describe.each(testEngines)("the admin console's lists on %s", (engine) => {
  const { t, as } = adminConsoleApp(engine);

  it('lists orders with every field, filtered by status', async () => {
    const admin = await as('owner@shop.in');
    const shop = await as(`lists-${randomUUID().slice(0, 6)}@example.in`);
    const db = t.app.database.db;
    const at = Date.UTC(2031, 0, 2, 3, 4, 5);
    const order = (id: string, status: 'paid' | 'active', createdAt: number, fulfilledAt: number | null) =>
      coinOrderRow({ order_id: id, uid: shop.uid, status, created_at: createdAt, updated_at: createdAt, fulfilled_at: fulfilledAt });
    const paidId = `lp${randomUUID().slice(0, 8)}`;
    const activeId = `la${randomUUID().slice(0, 8)}`;
    await db
      .insertInto('orders')
      .values([order(paidId, 'paid', at, at + 1000), order(activeId, 'active', at + 2000, null)])
      .execute();

    const list = async (query: string) => {
      const res = await admin.get(`/api/v1/admin/orders${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json<{ orders: Array<{ orderId: string }> }>().orders;
    };
    const all = await list('');
    expect(all.slice(0, 2)).toEqual([
      {
        orderId: activeId,
        uid: shop.uid,
        offerId: 'coins-200',
        amountPaise: 20000,
        status: 'active',
        billingName: 'Asha',
        billingPhone: '9876543210',
        createdAt: '2031-01-02T03:04:07.000Z',
        fulfilledAt: null,
      },
      {
        orderId: paidId,
        uid: shop.uid,
        offerId: 'coins-200',
        amountPaise: 20000,
        status: 'paid',
        billingName: 'Asha',
        billingPhone: '9876543210',
        createdAt: '2031-01-02T03:04:05.000Z',
        fulfilledAt: '2031-01-02T03:04:06.000Z',
      },
    ]);
    expect((await list('?status=')).map((o) => o.orderId)).toEqual(all.map((o) => o.orderId));
    const paid = (await list('?status=paid')).map((o) => o.orderId);
    expect(paid).toContain(paidId);
    expect(paid).not.toContain(activeId);
    expect(await list('?status=bogus')).toEqual([]);
  });

  it('lists contact messages with every field, newest first', async () => {
    const admin = await as('owner@shop.in');
    const db = t.app.database.db;
    const at = Date.UTC(2031, 5, 6, 7, 8, 9);
    const id = randomUUID();
    await db
      .insertInto('contact_messages')
      .values({ id, name: 'Ravi', email: 'ravi@example.in', message: 'Namaste', uid: null, created_at: at, handled_at: null })
      .execute();
    const res = await admin.get('/api/v1/admin/contact-messages');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<{ messages: unknown[] }>().messages[0]).toEqual({
      id,
      name: 'Ravi',
      email: 'ravi@example.in',
      message: 'Namaste',
      uid: null,
      createdAt: '2031-06-06T07:08:09.000Z',
    });
  });
});
