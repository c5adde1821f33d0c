import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/browser-session';
import { createTestApp, type TestApp } from './support/test-app';

/** A page of each development tool: the dev sign-in's discovery and stylesheet, the payment simulator's stylesheet. */
const devToolUrls = ['/dev-idp/.well-known/openid-configuration', '/dev-idp/static/sign-in.css', '/dev-pay/static/checkout.css'];

const proxyMarks: Array<Record<string, string>> = [
  { 'x-forwarded-for': '127.0.0.1' },
  { 'x-forwarded-host': 'localhost:3000' },
  { 'x-forwarded-proto': 'http' },
  { forwarded: 'for=127.0.0.1;proto=http' },
];

describe('the dev sign-in and the payment simulator answer only local callers', () => {
  let t: TestApp;
  let proxied: TestApp;
  let open: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { sweeper: false });
    proxied = await createTestApp('sqlite', { TRUST_PROXY: '1' }, { sweeper: false });
    open = await createTestApp('sqlite', { DEV_AUTH: '1' }, { sweeper: false });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
    await open?.close();
  });

  const expectRefused = (res: { statusCode: number; json: () => unknown }, where: string) => {
    expect(res.statusCode, where).toBe(404);
    expect(res.json(), where).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  };

  it('answers a plain call from this machine', async () => {
    for (const url of devToolUrls) expect((await t.app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode, url).toBe(200);
    expect((await t.app.inject({ url: devToolUrls[0]!, remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('refuses a request relayed by a proxy, even from loopback and even with TRUST_PROXY set', async () => {
    for (const app of [t, proxied]) {
      for (const url of devToolUrls) {
        for (const headers of proxyMarks)
          expectRefused(await app.app.inject({ url, remoteAddress: '127.0.0.1', headers }), `${url} ${JSON.stringify(headers)}`);
      }
    }
  });

  it('refuses a caller on another machine', async () => {
    for (const url of devToolUrls) expectRefused(await t.app.inject({ url, remoteAddress: '203.0.113.5' }), url);
    // The simulator's REST API too: the refusal comes before its own credential check.
    expectRefused(await t.app.inject({ method: 'POST', url: '/dev-pay/pg/orders', remoteAddress: '203.0.113.5', payload: {} }), 'POST /dev-pay/pg/orders');
  });

  it('answers anyone with DEV_AUTH=1', async () => {
    for (const url of devToolUrls) {
      expect((await open.app.inject({ url, remoteAddress: '203.0.113.5' })).statusCode, url).toBe(200);
      expect((await open.app.inject({ url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.5' } })).statusCode, url).toBe(200);
    }
  });

  it("keeps the server's own in-process calls working: sign-in (token exchange) and an order (the simulator's API)", async () => {
    const user = await signedInUser(t.app, { email: 'local@example.in' });
    const order = await user.post('/api/v1/orders', { offerId: 'coins-200', name: 'Asha', phone: '9876543210', address: '' });
    expect(order.statusCode).toBe(201);
  });
});
