import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { checkLedgerInvariant } from '../src/modules/ledger/check-ledger-invariant';
import { grantPlan } from '../src/modules/ledger/grant-plan';
import { inWriteTransaction } from '../src/modules/ledger/write-transaction';
import { BrowserSession, signIn } from './support/browser-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';
import { credit } from './support/test-users';

describe.each(testEngines)("the spec's access calls on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100' });
  });
  afterAll(async () => t?.close());

  async function operator(coins: number) {
    const browser = new BrowserSession(t.app);
    await signIn(browser, { email: `op-${randomUUID().slice(0, 8)}@example.in` });
    const uid = (await browser.request({ url: '/api/v1/me' })).json<{ uid: string }>().uid;
    if (coins) await credit(t.app.database, uid, coins);
    const csrf = browser.cookies.get('csrf')!;
    const call = (url: string, payload: object, headers: Record<string, string> = {}) =>
      browser.request({ method: 'POST', url, payload, headers: { 'x-csrf-token': csrf, ...headers } });
    return { browser, uid, call };
  }

  it('deducts the coins asked for, with the spec message', async () => {
    const { uid, call } = await operator(30);
    const res = await call('/api/v1/check-access/photo-print', { userId: uid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Coins deducted successfully.', data: { usedCoins: true, coins: 20 } });
    const deduct = await call('/api/v1/premium/deduct-coins', { userId: uid });
    expect(deduct.json()).toEqual({ success: true, message: 'Coins deducted successfully.', data: { usedCoins: true, coins: 0 } });
  });

  it('answers success false with no message when coins are short, and changes nothing', async () => {
    const { uid, call } = await operator(7);
    const res = await call('/api/v1/check-access/document-print', { userId: uid, requiredCoins: 10, documentId: 'pan-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, data: { usedCoins: false, coins: 7 } });
    expect(await readBalance(t.app.database.db, uid)).toBe(7);
    // The document was not marked paid.
    await credit(t.app.database, uid, 10);
    expect(
      (await call('/api/v1/check-access/document-print', { userId: uid, requiredCoins: 10, documentId: 'pan-1' })).json<{ message: string }>().message,
    ).toBe('Coins deducted successfully.');
  });

  it('does not charge twice for a document already accessed today', async () => {
    const { uid, call } = await operator(50);
    await call('/api/v1/check-access/document-print', { userId: uid, requiredCoins: 10, documentId: 'voter-7' });
    const again = await call('/api/v1/check-access/document-print', { userId: uid, requiredCoins: 10, documentId: 'voter-7' });
    expect(again.json()).toEqual({ success: true, message: 'Already accessed today, no coins deducted.', data: { usedCoins: true, coins: 40 } });
  });

  it('grants premium users access free, but deduct-coins charges them anyway (as the spec says)', async () => {
    const { uid, call } = await operator(25);
    await inWriteTransaction(t.app.database, (trx) =>
      grantPlan(trx, { uid, days: 30, documentPrint: false, sourceRef: `test:${randomUUID()}`, now: Date.now() }),
    );
    const check = await call('/api/v1/check-access/photo-print', { userId: uid });
    expect(check.json()).toEqual({ success: true, message: 'Premium user.', data: { usedCoins: true, coins: 25 } });
    const deduct = await call('/api/v1/premium/deduct-coins', { userId: uid, coinsToDeduct: 5 });
    expect(deduct.json()).toEqual({ success: true, message: 'Coins deducted successfully.', data: { usedCoins: true, coins: 20 } });
  });

  it("answers 'User not logged in.' without a session or token", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/check-access/photo-print', payload: { userId: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', success: false, message: 'User not logged in.' });
  });

  it("refuses another user's id, and amounts that aren't whole coins from 1 to 1000", async () => {
    const a = await operator(100);
    const b = await operator(100);
    const other = await a.call('/api/v1/premium/deduct-coins', { userId: b.uid, coinsToDeduct: 5 });
    expect(other.statusCode).toBe(403);
    for (const coinsToDeduct of [0, -5, 2.5, 1001, '5']) {
      const bad = await a.call('/api/v1/premium/deduct-coins', { userId: a.uid, coinsToDeduct });
      expect(bad.statusCode, String(coinsToDeduct)).toBe(400);
      expect(bad.json<{ code: string }>().code).toBe('VALIDATION');
    }
    expect(await readBalance(t.app.database.db, a.uid)).toBe(100);
    expect(await readBalance(t.app.database.db, b.uid)).toBe(100);
  });

  it('replays the first answer for a repeated Idempotency-Key, and refuses the key with another body', async () => {
    const { uid, call } = await operator(50);
    const key = randomUUID();
    const first = await call('/api/v1/premium/deduct-coins', { userId: uid, coinsToDeduct: 5 }, { 'idempotency-key': key });
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () => call('/api/v1/premium/deduct-coins', { userId: uid, coinsToDeduct: 5 }, { 'idempotency-key': key })),
    );
    for (const repeat of repeats) {
      expect(repeat.json()).toEqual(first.json());
      expect(repeat.headers['idempotent-replayed']).toBe('true');
    }
    expect(await readBalance(t.app.database.db, uid)).toBe(45);
    const mismatch = await call('/api/v1/premium/deduct-coins', { userId: uid, coinsToDeduct: 6 }, { 'idempotency-key': key });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json<{ code: string }>().code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await readBalance(t.app.database.db, uid)).toBe(45);
  });

  it('100 concurrent deducts of 5 coins over HTTP on 50 coins: exactly 10 succeed', async () => {
    const { uid, call } = await operator(50);
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('/api/v1/premium/deduct-coins', { userId: uid, coinsToDeduct: 5 })));
    const bodies = answers.map((a) => a.json<{ success: boolean }>());
    expect(bodies.filter((b) => b.success)).toHaveLength(10);
    expect(bodies.filter((b) => !b.success)).toHaveLength(90);
    expect(await readBalance(t.app.database.db, uid)).toBe(0);
    expect(await checkLedgerInvariant(t.app.database.db)).toEqual([]);
  });
});
