import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../src/http/rate-limits';
import { BrowserSession, signIn } from './support/browser-session';
import { multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

describe('rate limits on orders and prints (docs/SECURITY.md §1)', () => {
  let t: TestApp;
  let browser: BrowserSession;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { sweeper: false });
    browser = new BrowserSession(t.app);
    await signIn(browser, { email: 'limits@example.in' });
  });
  afterAll(async () => t?.close());

  const csrf = () => browser.cookies.get('csrf')!;

  it(`allows ${rateLimits.orders.max} orders a minute from one address, then 429`, async () => {
    const order = () =>
      browser.request({
        method: 'POST',
        url: '/api/v1/orders',
        payload: { offerId: 'coins-200', name: 'A', phone: '9876543210', address: '' },
        headers: { 'x-csrf-token': csrf() },
      });
    for (let i = 0; i < rateLimits.orders.max; i += 1) expect((await order()).statusCode).toBe(201);
    const limited = await order();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string }>().code).toBe('RATE_LIMITED');
  });

  it(`allows ${rateLimits.prints.max} prints a minute from one address, then 429 before any work`, async () => {
    // An empty form: refused quickly as invalid, but still counted.
    const body = await multipart({ service: 'passport-photo', layout: 'a4-6', mode: 'watermarked' });
    const print = () =>
      browser.request({ method: 'POST', url: '/api/v1/prints', payload: body.payload, headers: { 'content-type': body.contentType, 'x-csrf-token': csrf() } });
    for (let i = 0; i < rateLimits.prints.max; i += 1) expect((await print()).statusCode).toBe(400);
    expect((await print()).statusCode).toBe(429);
  });
});
