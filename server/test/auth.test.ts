import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@core/plans/plan-status';
import { devSubjectFor } from '../src/modules/dev-idp/mount-dev-identity-provider';
import { BrowserSession, parseSetCookies, signIn } from './support/browser-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

const CLIENT_ID = 'portal-web';

describe.each(testEngines)('accounts on %s', (engine) => {
  let t: TestApp;
  let signingKey: JWK;
  let issuer: string;

  beforeAll(async () => {
    signingKey = await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey);
    // Many sign-ins from one address: the sign-in rate limit is tested on its own below.
    t = await createTestApp(engine, { ADMIN_EMAILS: 'owner@shop.in', RATE_LIMIT_FACTOR: '100' }, { devIdpSigningKey: signingKey });
    issuer = t.config.devIdpIssuer;
  });
  afterAll(async () => t?.close());

  const mint = async (claims: Record<string, unknown>, options: { audience?: string; issuer?: string; expiresIn?: string | number; key?: JWK } = {}) => {
    const key = await (await import('jose')).importJWK(options.key ?? signingKey, 'RS256');
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'dev-1' })
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? CLIENT_ID)
      .setSubject(String(claims.sub ?? devSubjectFor(String(claims.email))))
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(key);
  };

  describe('sign-in through the dev provider', () => {
    it('returns to exactly the page asked for, with a new session and the cookie flags', async () => {
      const browser = new BrowserSession(t.app);
      const { res } = await signIn(browser, { email: 'Asha@Example.in', name: 'Asha Devi', returnTo: '/PassportSizePhoto?x=1#top' });
      expect(res?.statusCode).toBe(302);
      expect(res?.headers.location).toBe('/PassportSizePhoto?x=1#top');
      const cookies = parseSetCookies(res!);
      const sid = cookies.find((c) => c.name === 'sid');
      const csrf = cookies.find((c) => c.name === 'csrf');
      expect(sid?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
      expect(sid?.attributes.secure).toBeUndefined();
      expect(csrf?.attributes.httponly).toBeUndefined();
      expect(Buffer.from(sid!.value, 'base64url')).toHaveLength(32);
      // The transaction cookie is spent.
      expect(browser.cookies.has('oidc_tx')).toBe(false);

      const me = await browser.request({ url: '/api/v1/me' });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ uid: expect.any(String), email: 'asha@example.in', name: 'Asha Devi', photoURL: null, isAdmin: false });
      // Only the hash of the session id is stored.
      const rows = await t.app.database.db.selectFrom('sessions').select('id_hash').execute();
      expect(rows.map((r) => r.id_hash)).not.toContain(sid!.value);
    });

    it('keys users by issuer and subject, refreshing name and email at each sign-in', async () => {
      const first = new BrowserSession(t.app);
      await signIn(first, { email: 'ravi@example.in', name: 'Ravi' });
      const uid = (await first.request({ url: '/api/v1/me' })).json<{ uid: string }>().uid;
      const second = new BrowserSession(t.app);
      await signIn(second, { email: 'ravi@example.in', name: 'Ravi Kumar' });
      const me = (await second.request({ url: '/api/v1/me' })).json<{ uid: string; name: string }>();
      expect(me).toMatchObject({ uid, name: 'Ravi Kumar' });
      const users = await t.app.database.db.selectFrom('users').select(['uid', 'issuer', 'subject']).where('email', '=', 'ravi@example.in').execute();
      expect(users).toEqual([{ uid, issuer, subject: devSubjectFor('ravi@example.in') }]);
      const balance = await t.app.database.db.selectFrom('balances').select('coins').where('uid', '=', uid).executeTakeFirst();
      expect(balance?.coins).toBe(0);
    });

    it('ends a popup sign-in on a page that tells the opener, served with a relaxed opener policy', async () => {
      const browser = new BrowserSession(t.app);
      const { res } = await signIn(browser, { email: 'popup@example.in', popup: true });
      expect(res?.statusCode).toBe(200);
      expect(res?.headers['content-type']).toMatch(/^text\/html/);
      expect(res?.body).toContain('data-auth-result="signed-in"');
      expect(res?.body).toContain('<script type="module" src="/auth/popup-complete.js"></script>');
      expect(res?.body).not.toMatch(/<script>(?!<\/script>)/);
      expect(res?.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      expect(browser.cookies.has('sid')).toBe(true);
      const script = await t.app.inject({ url: '/auth/popup-complete.js' });
      expect(script.body).toContain("new BroadcastChannel('auth')");
      expect(script.body).toContain('window.opener.postMessage(message, window.location.origin)');
    });

    it.each([
      ['https://evil.example/steal', '/'],
      ['//evil.example', '/'],
      ['/\\evil.example', '/'],
      ['javascript:alert(1)', '/'],
      ['/Profile', '/Profile'],
    ])('normalises returnTo %j to %j', async (returnTo, expected) => {
      const browser = new BrowserSession(t.app);
      const { res } = await signIn(browser, { email: 'redirect@example.in', returnTo });
      expect(res?.headers.location).toBe(expected);
    });

    /** A browser in the middle of signing in as `email`: the provider has sent it back, the callback not yet followed. */
    async function atCallback(email: string) {
      const browser = new BrowserSession(t.app);
      const { callbackUrl } = await signIn(browser, { email, beforeCallback: true });
      return { browser, callbackUrl };
    }

    /** Following `url` in `browser` ends the sign-in as failed: back to the login page, and no session. */
    async function expectCallbackRefused(browser: BrowserSession, url: string) {
      const res = await browser.request({ url });
      expect(res.headers.location).toBe('/login?error=sign-in-failed');
      expect(browser.cookies.has('sid')).toBe(false);
    }

    it('refuses a callback whose state was tampered with', async () => {
      const { browser, callbackUrl } = await atCallback('state@example.in');
      await expectCallbackRefused(browser, callbackUrl.replace(/state=([^&]+)/, 'state=forged-state'));
    });

    it('refuses an ID token whose nonce does not match the one sent', async () => {
      const { browser, callbackUrl } = await atCallback('nonce@example.in');
      const signed = browser.cookies.get('oidc_tx')!;
      const transaction = JSON.parse(t.app.unsignCookie(decodeURIComponent(signed)).value!) as Record<string, unknown>;
      browser.cookies.set('oidc_tx', encodeURIComponent(t.app.signCookie(JSON.stringify({ ...transaction, nonce: 'another-nonce' }))));
      await expectCallbackRefused(browser, callbackUrl);
    });

    it('refuses a forged transaction cookie', async () => {
      const { browser, callbackUrl } = await atCallback('forged@example.in');
      const signed = decodeURIComponent(browser.cookies.get('oidc_tx')!);
      const transaction = JSON.parse(signed.slice(0, signed.lastIndexOf('.'))) as Record<string, unknown>;
      const forged = `${JSON.stringify({ ...transaction, returnTo: '/Profile' })}${signed.slice(signed.lastIndexOf('.'))}`;
      browser.cookies.set('oidc_tx', encodeURIComponent(forged));
      const res = await browser.request({ url: callbackUrl });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('data-auth-result="sign-in-failed"');
      expect(browser.cookies.has('sid')).toBe(false);
    });

    it('refuses a code used twice', async () => {
      const { browser, callbackUrl } = await atCallback('replay@example.in');
      const transactionCookie = browser.cookies.get('oidc_tx')!;
      const first = await browser.request({ url: callbackUrl });
      expect(first.headers.location).toBe('/');
      const attacker = new BrowserSession(t.app);
      attacker.cookies.set('oidc_tx', transactionCookie);
      await expectCallbackRefused(attacker, callbackUrl);
    });

    it('replaces a planted session cookie at sign-in (no session fixation)', async () => {
      const victim = new BrowserSession(t.app);
      await signIn(victim, { email: 'fixation-old@example.in' });
      const planted = victim.cookies.get('sid')!;
      await signIn(victim, { email: 'fixation@example.in' });
      const fresh = victim.cookies.get('sid')!;
      expect(fresh).not.toBe(planted);
      const stale = await t.app.inject({ url: '/api/v1/me', cookies: { sid: planted } });
      expect(stale.statusCode).toBe(401);
      const random = new BrowserSession(t.app);
      random.cookies.set('sid', 'planted-by-an-attacker-0123456789abcdef');
      await signIn(random, { email: 'fixation2@example.in' });
      expect(random.cookies.get('sid')).not.toBe('planted-by-an-attacker-0123456789abcdef');
    });

    it('sends a provider error back to the login page', async () => {
      const browser = new BrowserSession(t.app);
      await browser.request({ url: '/auth/login' });
      const res = await browser.request({ url: '/auth/callback?error=access_denied&state=x' });
      expect(res.headers.location).toBe('/login?error=sign-in-failed');
    });
  });

  describe('sessions', () => {
    it('logout deletes the session; the old cookie then gets 401', async () => {
      const browser = new BrowserSession(t.app);
      await signIn(browser, { email: 'logout@example.in' });
      const sid = browser.cookies.get('sid')!;
      const csrf = browser.cookies.get('csrf')!;
      const out = await browser.request({ method: 'POST', url: '/auth/logout', headers: { 'x-csrf-token': csrf } });
      expect(out.statusCode).toBe(204);
      const cleared = parseSetCookies(out).map((c) => [c.name, c.value]);
      expect(cleared).toEqual(
        expect.arrayContaining([
          ['sid', ''],
          ['csrf', ''],
        ]),
      );
      const me = await t.app.inject({ url: '/api/v1/me', cookies: { sid } });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
    });

    it('refuses state-changing cookie requests without the CSRF token', async () => {
      const browser = new BrowserSession(t.app);
      await signIn(browser, { email: 'csrf@example.in' });
      const missing = await browser.request({ method: 'POST', url: '/auth/logout' });
      expect(missing.statusCode).toBe(403);
      expect(missing.json<{ code: string }>().code).toBe('CSRF');
      const wrong = await browser.request({ method: 'POST', url: '/auth/logout', headers: { 'x-csrf-token': 'nope' } });
      expect(wrong.json<{ code: string }>().code).toBe('CSRF');
      const contact = await browser.request({ method: 'POST', url: '/api/v1/contact', payload: { name: 'A', email: 'a@b.in', message: 'hi' } });
      expect(contact.statusCode).toBe(403);
      expect((await browser.request({ url: '/api/v1/me' })).statusCode).toBe(200);
    });

    it('expires a session after 7 idle days and after 30 days in all', async () => {
      const browser = new BrowserSession(t.app);
      await signIn(browser, { email: 'idle@example.in' });
      const db = t.app.database.db;
      const uid = (await browser.request({ url: '/api/v1/me' })).json<{ uid: string }>().uid;
      await db
        .updateTable('sessions')
        .set({ last_seen_at: Date.now() - 7 * DAY_MS - 1000 })
        .where('uid', '=', uid)
        .execute();
      expect((await browser.request({ url: '/api/v1/me' })).statusCode).toBe(401);
      await signIn(browser, { email: 'idle@example.in' });
      await db
        .updateTable('sessions')
        .set({ expires_at: Date.now() - 1000 })
        .where('uid', '=', uid)
        .execute();
      expect((await browser.request({ url: '/api/v1/me' })).statusCode).toBe(401);
      expect(await db.selectFrom('sessions').select('id_hash').where('uid', '=', uid).execute()).toEqual([]);
    });
  });

  describe('bearer ID tokens (the mobile app)', () => {
    it('work on the API without a CSRF token', async () => {
      const token = await mint({ email: 'mobile@example.in', name: 'Mobile User' });
      const me = await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: 'mobile@example.in', name: 'Mobile User' });
      const contact = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'M', email: 'mobile@example.in', message: 'from the app' },
      });
      expect(contact.statusCode).toBe(201);
      const stored = await t.app.database.db
        .selectFrom('contact_messages')
        .select('uid')
        .where('id', '=', contact.json<{ id: string }>().id)
        .executeTakeFirst();
      expect(stored?.uid).toBe(me.json<{ uid: string }>().uid);
    });

    it('do not write to the database on every call, only when the profile changes', async () => {
      const token = await mint({ email: 'quiet@example.in', name: 'Quiet' });
      await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
      const seen = async () =>
        await t.app.database.db.selectFrom('users').select(['last_login_at', 'name']).where('email', '=', 'quiet@example.in').executeTakeFirstOrThrow();
      const first = await seen();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
      expect(await seen()).toEqual(first);
      const renamed = await mint({ email: 'quiet@example.in', name: 'Quiet Kumar' });
      const me = await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${renamed}` } });
      expect(me.json<{ name: string }>().name).toBe('Quiet Kumar');
      expect((await seen()).name).toBe('Quiet Kumar');
    });

    it('are the same user as the web sign-in with that account', async () => {
      const browser = new BrowserSession(t.app);
      await signIn(browser, { email: 'same@example.in' });
      const webUid = (await browser.request({ url: '/api/v1/me' })).json<{ uid: string }>().uid;
      const token = await mint({ email: 'same@example.in' });
      const appUid = (await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } })).json<{ uid: string }>().uid;
      expect(appUid).toBe(webUid);
    });

    it.each([
      ['a wrong audience', { audience: 'someone-else' }, {}],
      ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 60 }, {}],
      ['another issuer', { issuer: 'https://accounts.google.com' }, {}],
      ['an unverified email', {}, { email_verified: false }],
    ] as const)('refuse %s', async (_label, options, claims) => {
      const token = await mint({ email: 'bad@example.in', ...claims }, options);
      const res = await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json<{ code: string }>().code).toBe('UNAUTHENTICATED');
    });

    it('refuse a token signed with another key, and garbage', async () => {
      const otherKey = await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey);
      for (const token of [await mint({ email: 'bad@example.in' }, { key: otherKey }), 'not.a.token', '']) {
        const res = await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode).toBe(401);
      }
    });
  });

  describe('GET /api/v1/premium/:uid', () => {
    const signedIn = async (email: string) => {
      const browser = new BrowserSession(t.app);
      await signIn(browser, { email });
      const uid = (await browser.request({ url: '/api/v1/me' })).json<{ uid: string }>().uid;
      return { browser, uid };
    };

    it('answers the owner with coins and plan status', async () => {
      const { browser, uid } = await signedIn('premium-owner@example.in');
      const empty = await browser.request({ url: `/api/v1/premium/${uid}` });
      expect(empty.json()).toEqual({ data: { coins: 0, remainingDays: 0, cspDocumentPrint: false, isActive: false, planName: null, expiresAt: null } });
      const now = Date.now();
      await t.app.database.db.updateTable('balances').set({ coins: 42 }).where('uid', '=', uid).execute();
      await t.app.database.db
        .insertInto('plans')
        .values([
          { id: `p1-${uid}`, uid, starts_at: now - DAY_MS, ends_at: now + 30 * DAY_MS, document_print: 0, source_ref: `test:std:${uid}`, created_at: now },
          { id: `p2-${uid}`, uid, starts_at: now - DAY_MS, ends_at: now + 6.5 * DAY_MS, document_print: 1, source_ref: `test:pro:${uid}`, created_at: now },
        ])
        .execute();
      const status = await browser.request({ url: `/api/v1/premium/${uid}` });
      expect(status.json()).toEqual({
        data: {
          coins: 42,
          remainingDays: 7,
          cspDocumentPrint: true,
          isActive: true,
          planName: 'Pro Plan',
          expiresAt: new Date(now + 6.5 * DAY_MS).toISOString(),
        },
      });
    });

    it("refuses another user's status (403), lets an admin read it, and 401s the signed out", async () => {
      const a = await signedIn('user-a@example.in');
      const b = await signedIn('user-b@example.in');
      const forbidden = await a.browser.request({ url: `/api/v1/premium/${b.uid}` });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json<{ code: string }>().code).toBe('FORBIDDEN');
      const admin = await signedIn('owner@shop.in');
      expect((await admin.browser.request({ url: '/api/v1/me' })).json<{ isAdmin: boolean }>().isAdmin).toBe(true);
      const read = await admin.browser.request({ url: `/api/v1/premium/${b.uid}` });
      expect(read.statusCode).toBe(200);
      expect((await admin.browser.request({ url: '/api/v1/premium/no-such-user' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/v1/premium/${b.uid}` })).statusCode).toBe(401);
    });
  });
});

describe('sign-in rate limit', () => {
  it('allows 20 sign-in starts a minute from one address', async () => {
    const t = await createTestApp('sqlite');
    try {
      const start = () => t.app.inject({ url: '/auth/login', remoteAddress: '203.0.113.20' });
      for (let i = 0; i < 20; i += 1) expect((await start()).statusCode).toBe(302);
      const limited = await start();
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ code: string }>().code).toBe('RATE_LIMITED');
    } finally {
      await t.close();
    }
  });
});

describe('where the dev provider is mounted', () => {
  const discovery = '/dev-idp/.well-known/openid-configuration';

  it('on a loopback address', async () => {
    const t = await createTestApp('sqlite');
    try {
      const res = await t.app.inject({ url: discovery });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ issuer: string; code_challenge_methods_supported: string[] }>()).toMatchObject({
        issuer: 'http://localhost:3000/dev-idp',
        code_challenge_methods_supported: ['S256'],
      });
    } finally {
      await t.close();
    }
  });

  it('not on a public address without DEV_AUTH=1, and then nobody can sign in', async () => {
    const t = await createTestApp('sqlite', { HOST: '0.0.0.0' });
    try {
      expect((await t.app.inject({ url: discovery })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/auth/login' })).statusCode).toBe(500);
    } finally {
      await t.close();
    }
    const forced = await createTestApp('sqlite', { HOST: '0.0.0.0', DEV_AUTH: '1' });
    try {
      expect((await forced.app.inject({ url: discovery })).statusCode).toBe(200);
    } finally {
      await forced.close();
    }
  });

  it('not when a real identity provider is configured', async () => {
    const t = await createTestApp('sqlite', {
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id.apps.googleusercontent.com',
      OIDC_CLIENT_SECRET: 'secret',
    });
    try {
      expect((await t.app.inject({ url: discovery })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
