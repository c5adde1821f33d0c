import { afterEach, describe, expect, it } from 'vitest';
import { BrowserSession, signIn } from './support/browser-session';
import { createSiblingApp, createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

describe.each(testEngines)('the dev sign-in across instances on %s', (engine) => {
  const open: TestApp[] = [];
  afterEach(async () => {
    for (const t of open.reverse()) await t.close();
    open.length = 0;
  });

  it('completes when every HTTP step goes to the other instance: signed in on both', async () => {
    // Two instances on one database, sharing SESSION_SECRET (testConfig's), as behind a balancer.
    const a = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100', INSTANCE_ID: 'a' }, { sweeper: false });
    open.push(a);
    const b = await createSiblingApp(a, { RATE_LIMIT_FACTOR: '100', INSTANCE_ID: 'b' }, { sweeper: false });
    open.push(b);

    const browser = new BrowserSession(a.app, [b.app]);
    const { res } = await signIn(browser, { email: 'Across@Example.in', name: 'Across Instances' });
    expect(res?.statusCode).toBe(302);
    expect(res?.headers.location).toBe('/');
    // /auth/login, authorize, the sign-in page, its form, the resumed authorize and the callback: each went to the other instance.
    expect(browser.answeredBy.length).toBeGreaterThanOrEqual(5);
    browser.answeredBy.forEach((app, step) => expect(app).toBe(step % 2 === 0 ? a.app : b.app));

    for (const app of [a.app, b.app]) {
      const me = await new BrowserSession(app).request({
        url: '/api/v1/me',
        headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: 'across@example.in', name: 'Across Instances' });
    }
    // What the provider kept between the steps is in the shared database, not in either process.
    const models = await a.app.database.db.selectFrom('dev_idp_records').select('model').distinct().execute();
    expect(models.map((m) => m.model)).toEqual(expect.arrayContaining(['Session', 'Grant', 'DevAccount']));
  });

  it('signs ID tokens with the same key on every instance sharing SESSION_SECRET', async () => {
    const a = await createTestApp(engine, {}, { sweeper: false });
    open.push(a);
    const b = await createSiblingApp(a, {}, { sweeper: false });
    open.push(b);
    const other = await createSiblingApp(a, { SESSION_SECRET: 'another-secret-of-at-least-32-characters' }, { sweeper: false });
    open.push(other);
    const jwks = async (t: TestApp) => (await t.app.inject({ url: '/dev-idp/jwks', remoteAddress: '127.0.0.1' })).json<{ keys: object[] }>();
    const keysA = await jwks(a);
    expect(keysA.keys).toHaveLength(1);
    expect(keysA.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keysA.keys[0]).not.toHaveProperty('d');
    expect(await jwks(b)).toEqual(keysA);
    expect(await jwks(other)).not.toEqual(keysA);
  });
});
