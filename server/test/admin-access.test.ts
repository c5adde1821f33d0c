import { randomUUID } from 'node:crypto';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { signedInUser } from './support/browser-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
}

/**
 * Every route the app has, read from Fastify's own route tree (printRoutes without the common
 * prefix: each line is a node, its indentation the depth, its segment appended to its parent's).
 */
function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    segments.length = depth;
    segments.push(node[2]!);
    const url = segments.join('');
    for (const method of node[3]?.split(', ') ?? []) routes.push({ method: method as HTTPMethods, url });
  }
  return routes;
}

/** A body no admin write accepts (every field of the wrong type). */
const invalidBody = { coins: 'lots', days: -1, documentPrint: 'yes', reason: 42, utr: '!', nonsense: true };

/** A valid body for each admin write, so that what answers is the role check and not the body's validation. */
const validBodies: Record<string, object> = {
  '/api/v1/admin/users/:uid/coins': { coins: 500, reason: 'for me' },
  '/api/v1/admin/users/:uid/plan': { days: 360, documentPrint: true, reason: 'for me' },
  '/api/v1/admin/manual-requests/:reference/approve': { utr: 'SELF123456' },
  '/api/v1/admin/manual-requests/:reference/reject': { reason: 'for me' },
  '/api/v1/admin/orders/:orderId/reconcile': {},
  '/api/v1/admin/exam-presets/:id': { ...seedExamPresets[0], id: undefined, maxKb: 5000, reason: 'for me' },
};

describe.each(testEngines)('who may use /api/v1/admin on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { ADMIN_EMAILS: 'owner@shop.in', RATE_LIMIT_FACTOR: '100' }, { sweeper: false });
    await t.app.ready();
  });
  afterAll(async () => t?.close());

  async function as(email: string) {
    const user = await signedInUser(t.app, { email, name: 'Asha Devi' });
    const { browser, csrf } = user;
    const cookie = () => [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return {
      ...user,
      /** Any method, with this session's cookies (and the CSRF header on writes, as the web app sends it). */
      send: (method: HTTPMethods, url: string, payload?: object | string) =>
        t.app.inject({
          method,
          url,
          headers: {
            cookie: cookie(),
            ...(method === 'GET' || method === 'HEAD' ? {} : { 'x-csrf-token': csrf }),
            ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
          },
          ...(payload !== undefined ? { payload } : {}),
          remoteAddress: '127.0.0.1',
        }),
    };
  }

  it('answers 403 to a signed-in non-admin and 401 to the signed out on every admin route the app has, and changes nothing', async () => {
    const routes = registeredRoutes(t.app).filter((route) => route.url.startsWith('/api/v1/admin'));
    // The tree was read: the console's reads and writes are among the routes found.
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/v1/admin/audit' },
        { method: 'POST', url: '/api/v1/admin/manual-requests/:reference/approve' },
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(11);

    // The targets are the caller's own: their uid, their pending UPI request, their unpaid order.
    const shop = await as(`self-service-${randomUUID().slice(0, 6)}@example.in`);
    const reference = (await shop.post('/api/v1/manual-requests', { offerId: 'coins-200' })).json<{ reference: string }>().reference;
    const orderId = (await shop.post('/api/v1/orders', { offerId: 'coins-200', name: 'Asha', phone: '9876543210', address: '' })).json<{ order_id: string }>()
      .order_id;
    const values: Record<string, string> = { uid: shop.uid, reference, orderId, id: 'ssc-photo' };
    const auditBefore = (
      await t.app.database.db
        .selectFrom('admin_audit')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

    for (const { method, url } of routes) {
      const path = url.replace(/:(\w+)/g, (_, name: string) => {
        const value = values[name];
        if (value === undefined) throw new Error(`no test value for :${name} in ${url}: add one above`);
        return encodeURIComponent(value);
      });
      const writes = !['GET', 'HEAD'].includes(method);
      const body = writes ? validBodies[url] : undefined;
      if (writes && body === undefined) throw new Error(`no valid body for ${method} ${url}: add one to validBodies`);

      const asUser = await shop.send(method, path, body);
      expect(asUser.statusCode, `${method} ${url} as a non-admin`).toBe(403);
      if (method !== 'HEAD') expect(asUser.json<{ code: string }>().code, `${method} ${url}`).toBe('FORBIDDEN');

      const signedOut = await t.app.inject({ method, url: path, ...(body ? { payload: body } : {}), remoteAddress: '127.0.0.1' });
      expect(signedOut.statusCode, `${method} ${url} signed out`).toBe(401);

      // Invalid input is refused for the role first: 403, never 400 with a description of what the route accepts.
      const invalidQuery = `${path}?${new URLSearchParams({ q: 'x'.repeat(300), status: 'x'.repeat(300) }).toString()}`;
      for (const [what, target, payload] of [
        ['an invalid query', invalidQuery, writes ? invalidBody : undefined],
        ...(writes
          ? ([
              ['a body of the wrong shape', path, invalidBody],
              ['a body that is not JSON', path, '{"coins": '],
            ] as const)
          : []),
      ] as const) {
        const refused = await shop.send(method, target, payload);
        expect(refused.statusCode, `${method} ${url} as a non-admin with ${what}`).toBe(403);
        if (method !== 'HEAD')
          expect(refused.json(), `${method} ${url} with ${what}`).toEqual({ code: 'FORBIDDEN', message: 'Only the portal’s admins can do this.' });
        const anonymous = await t.app.inject({
          method,
          url: target,
          ...(payload !== undefined ? { payload, headers: { 'content-type': 'application/json' } } : {}),
          remoteAddress: '127.0.0.1',
        });
        expect(anonymous.statusCode, `${method} ${url} signed out with ${what}`).toBe(401);
      }
    }

    expect(await readBalance(t.app.database.db, shop.uid)).toBe(0);
    expect((await shop.get(`/api/v1/premium/${shop.uid}`)).json()).toMatchObject({ data: { isActive: false, coins: 0 } });
    const request = await t.app.database.db
      .selectFrom('manual_requests')
      .select(['status', 'utr'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ status: 'pending', utr: null });
    const order = await t.app.database.db.selectFrom('orders').select('status').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('active');
    const auditAfter = (
      await t.app.database.db
        .selectFrom('admin_audit')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    expect(Number(auditAfter)).toBe(Number(auditBefore));
  });

  it('grants a manual request once however often it is approved, each time with a new UTR, one after another or at once', async () => {
    const admin = await as('owner@shop.in');
    const shop = await as(`twice-${randomUUID().slice(0, 6)}@example.in`);
    const first = (await shop.post('/api/v1/manual-requests', { offerId: 'coins-200' })).json<{ reference: string }>().reference;
    const tag = Date.now().toString(36).toUpperCase();

    expect((await admin.post(`/api/v1/admin/manual-requests/${first}/approve`, { utr: `ONE${tag}` })).statusCode).toBe(204);
    const again = await admin.post(`/api/v1/admin/manual-requests/${first}/approve`, { utr: `TWO${tag}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'VALIDATION', message: 'This request was already approved.' });
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(200);

    const second = (await shop.post('/api/v1/manual-requests', { offerId: 'coins-200' })).json<{ reference: string }>().reference;
    const racing = await Promise.all(
      ['A', 'B', 'C'].map((suffix) => admin.post(`/api/v1/admin/manual-requests/${second}/approve`, { utr: `RACE${suffix}${tag}` })),
    );
    expect(racing.map((res) => res.statusCode).sort()).toEqual([204, 400, 400]);
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(400);

    const ledger = (await admin.get(`/api/v1/admin/users/${shop.uid}/ledger`)).json<{ entries: Array<{ delta: number; ref: string }> }>().entries;
    expect(ledger.map((entry) => entry.ref).sort()).toEqual([`manual:${first}`, `manual:${second}`].sort());
    const approvals = await t.app.database.db
      .selectFrom('admin_audit')
      .select('target')
      .where('action', '=', 'approve-manual-request')
      .where('target', 'in', [first, second])
      .execute();
    expect(approvals.map((row) => row.target).sort()).toEqual([first, second].sort());
  });

  it('refuses a UTR already used, in any letter case, and leaves the second request waiting with nothing given', async () => {
    const admin = await as('owner@shop.in');
    const shop = await as(`reuse-${randomUUID().slice(0, 6)}@example.in`);
    const first = (await shop.post('/api/v1/manual-requests', { offerId: 'coins-200' })).json<{ reference: string }>().reference;
    const second = (await shop.post('/api/v1/manual-requests', { offerId: 'pro-30d' })).json<{ reference: string }>().reference;
    const utr = `Bank${Date.now().toString(36)}`;

    expect((await admin.post(`/api/v1/admin/manual-requests/${first}/approve`, { utr })).statusCode).toBe(204);
    for (const reused of [utr, utr.toLowerCase(), utr.toUpperCase(), ` ${utr} `]) {
      const res = await admin.post(`/api/v1/admin/manual-requests/${second}/approve`, { utr: reused });
      expect(res.statusCode, reused).toBe(400);
      expect(res.json(), reused).toEqual({ code: 'VALIDATION', message: `This UTR was already used for request ${first}.` });
    }
    // A UTR of the wrong form: the answer names the field, for the console to say what to fix in its own words.
    const malformed = await admin.post(`/api/v1/admin/manual-requests/${second}/approve`, { utr: 'ab-1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 'VALIDATION', message: expect.stringContaining('utr: ') as unknown, fields: ['utr'] });

    const waiting = (await admin.get('/api/v1/admin/manual-requests?status=pending')).json<{ requests: Array<{ reference: string; utr: string | null }> }>()
      .requests;
    expect(waiting.find((request) => request.reference === second)).toMatchObject({ utr: null });
    expect((await shop.get(`/api/v1/premium/${shop.uid}`)).json()).toMatchObject({ data: { coins: 200, remainingDays: 0 } });
  });
});
