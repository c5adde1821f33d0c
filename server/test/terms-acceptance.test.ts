import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_HASH, type TermsAcceptance } from '@core/contracts/terms-acceptance';
import { signedInUser } from './support/browser-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

describe.each(testEngines)('the terms a buyer accepted, on %s (docs/decisions/0067-terms-accepted-once-a-version.md)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100' });
  });
  afterAll(async () => t?.close());

  const someone = () => signedInUser(t.app, { email: `terms-${randomUUID().slice(0, 8)}@example.in` });

  it('are not accepted until the user accepts the current version; then kept, with the first time, for this user only', async () => {
    const asha = await someone();
    const ravi = await someone();
    const before = await asha.get('/api/v1/me/terms');
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json<TermsAcceptance>()).toEqual({ termsHash: TERMS_HASH, acceptedAt: null });

    const accepted = await asha.post('/api/v1/me/terms', { termsHash: TERMS_HASH });
    expect(accepted.statusCode).toBe(200);
    const first = accepted.json<TermsAcceptance>();
    expect(first.termsHash).toBe(TERMS_HASH);
    expect(Date.parse(first.acceptedAt!)).toBeGreaterThan(Date.now() - 60_000);
    // Accepting again keeps the first time.
    expect((await asha.post('/api/v1/me/terms', { termsHash: TERMS_HASH })).json<TermsAcceptance>()).toEqual(first);
    expect((await asha.get('/api/v1/me/terms')).json<TermsAcceptance>()).toEqual(first);
    // Another user has accepted nothing: acceptance is the session's own, no uid is read from the request.
    expect((await ravi.get('/api/v1/me/terms')).json<TermsAcceptance>().acceptedAt).toBeNull();
    expect((await ravi.post('/api/v1/me/terms', { termsHash: TERMS_HASH, uid: asha.uid })).statusCode).toBe(200);
    const rows = await t.app.database.db.selectFrom('terms_acceptances').select(['uid', 'terms_hash']).where('uid', 'in', [asha.uid, ravi.uid]).execute();
    expect(rows.map((r) => r.uid).sort()).toEqual([asha.uid, ravi.uid].sort());
  });

  it('refuses older terms (409 TERMS_CHANGED), a malformed version (400), no session (401) and no CSRF token (403), writing nothing', async () => {
    const user = await someone();
    const older = await user.post('/api/v1/me/terms', { termsHash: 'a'.repeat(64) });
    expect(older.statusCode).toBe(409);
    expect(older.json()).toMatchObject({ code: 'TERMS_CHANGED', message: expect.stringMatching(/read them again/) });
    const malformed = await user.post('/api/v1/me/terms', { termsHash: 'not-a-hash' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION' });
    expect((await t.app.inject({ url: '/api/v1/me/terms' })).statusCode).toBe(401);
    const noCsrf = await user.browser.request({ method: 'POST', url: '/api/v1/me/terms', payload: { termsHash: TERMS_HASH } });
    expect(noCsrf.statusCode).toBe(403);
    expect((await user.get('/api/v1/me/terms')).json<TermsAcceptance>().acceptedAt).toBeNull();
  });
});
