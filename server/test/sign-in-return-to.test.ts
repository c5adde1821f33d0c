import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession, signIn } from './support/browser-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

/** A Location a browser resolves to this origin, in plain printable ASCII (what a header may carry). */
const expectSameOriginAsciiPath = (location: unknown) => {
  expect(typeof location).toBe('string');
  expect(location).toMatch(/^\/[\u0021-\u007e]*$/);
  expect(new URL(String(location), 'http://localhost:3000').origin).toBe('http://localhost:3000');
};

describe.each(testEngines)('returning after sign-in on %s', (engine) => {
  let t: TestApp;
  /** Every browser that signed in here, holding its session cookie (or not). */
  const browsers: BrowserSession[] = [];

  beforeAll(async () => {
    // Many sign-ins from one address: the sign-in rate limit is tested elsewhere.
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100' });
  });
  afterAll(async () => t?.close());

  const signInWith = async (returnTo: string) => {
    const browser = new BrowserSession(t.app);
    browsers.push(browser);
    const { res } = await signIn(browser, { email: `r${browsers.length}@example.in`, returnTo });
    return { browser, res: res! };
  };

  /** Session rows in the database, and sessions some browser holds a cookie for: always equal. */
  const expectNoSessionWithoutItsCookie = async () => {
    const rows = await t.app.database.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(browsers.filter((b) => b.cookies.has('sid')).length);
  };

  it.each([
    ['a raw Unicode path', '/€', '/%E2%82%AC'],
    ['an encoded Unicode path', '/%E2%82%AC', '/%E2%82%AC'],
    [
      'Devanagari in path, query and hash',
      '/फ़ोटो?नाम=आशा#ऊपर',
      `/${encodeURIComponent('फ़ोटो')}?${encodeURIComponent('नाम')}=${encodeURIComponent('आशा')}#${encodeURIComponent('ऊपर')}`,
    ],
  ])('signs in with %s, returning to it encoded', async (_name, returnTo, location) => {
    const { browser, res } = await signInWith(returnTo);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
    const me = await browser.request({ url: '/api/v1/me' });
    expect(me.statusCode).toBe(200);
    await expectNoSessionWithoutItsCookie();
  });

  // 40 sign-ins in a row: well inside 30 s on a quiet machine, not on a busy one.
  it('never fails with a 5xx, and always returns to a same-origin ASCII path, whatever returnTo is', { timeout: 120_000 }, async () => {
    const anyText = fc.string({ unit: 'binary', maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          anyText,
          anyText.map((rest) => `/${rest}`),
          fc.constant(`/${'€'.repeat(700)}`),
        ),
        async (returnTo) => {
          const { browser, res } = await signInWith(returnTo);
          expect(res.statusCode).toBe(302);
          expectSameOriginAsciiPath(res.headers.location);
          expect(browser.cookies.has('sid')).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
    await expectNoSessionWithoutItsCookie();
  });
});
