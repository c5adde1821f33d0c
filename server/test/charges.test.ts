import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintSheet } from '@core/contracts/print-sheet';
import { DAY_MS } from '@core/plans/plan-status';
import { chargeForServiceJob, type ServiceJobRequest } from '../src/modules/entitlement/charge-for-service-job';
import { checkLedgerInvariant } from '../src/modules/ledger/check-ledger-invariant';
import { grantPlan } from '../src/modules/ledger/grant-plan';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { inWriteTransaction } from '../src/modules/ledger/write-transaction';
import { createTestApp, TEST_SESSION_SECRET, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';
import { createUser } from './support/test-users';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function burstInChild(url: string, uid: string, count: number, prefix: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/test/support/charge-burst-child.ts'],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, DATABASE_URL: url, SESSION_SECRET: TEST_SESSION_SECRET, UID: uid, BURST: String(count), PREFIX: prefix },
      },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as string[])),
    );
  });
}

const a4Six: PrintSheet = { kind: 'photo-sheet', paper: 'a4', photo: { width: 35, height: 45 }, count: 6, startRow: 1 };

const tally = (outcomes: string[]) => outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});

describe.each(testEngines)('charging clean prints on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const handle = () => t.app.database;
  /** A clean print of one photo (`docHash`, its one item) on an A4 sheet of six, unless `overrides` say otherwise. */
  const print = (uid: string, overrides: Partial<Omit<ServiceJobRequest, 'items'>> = {}) => {
    const docHash = overrides.docHash ?? randomUUID();
    return chargeForServiceJob(handle(), { uid, service: 'passport-photo', sheet: a4Six, now: Date.now(), ...overrides, docHash, items: [docHash] });
  };
  const outcome = (p: Promise<{ charge: string }>) =>
    p.then(
      (r) => r.charge,
      (e: { code?: string }) => e.code ?? String(e),
    );
  const ledgerOf = (uid: string) => handle().db.selectFrom('ledger').select(['delta', 'kind']).where('uid', '=', uid).execute();

  it('charges 5 coins for a new document, and records the job', async () => {
    const uid = await createUser(handle(), { coins: 12 });
    const result = await print(uid, { docHash: 'doc-a' });
    expect(result).toMatchObject({ charge: 'coins', coins: 5, balance: 7 });
    const job = await handle().db.selectFrom('print_jobs').selectAll().where('id', '=', result.jobId).executeTakeFirst();
    expect(job).toMatchObject({ uid, service: 'passport-photo', sheet: JSON.stringify(a4Six), charge: 'coins', coins: 5, doc_hash: 'doc-a' });
    expect(await ledgerOf(uid)).toEqual(expect.arrayContaining([{ delta: -5, kind: 'print' }]));
  });

  it('refuses a user short of coins, writing nothing', async () => {
    const uid = await createUser(handle(), { coins: 4 });
    await expect(print(uid)).rejects.toMatchObject({ code: 'INSUFFICIENT_COINS', status: 402 });
    expect(await readBalance(handle().db, uid)).toBe(4);
    expect(await handle().db.selectFrom('daily_access').select('uid').where('uid', '=', uid).execute()).toEqual([]);
    expect(await handle().db.selectFrom('print_jobs').select('id').where('uid', '=', uid).execute()).toEqual([]);
  });

  it('never takes more than the quote shown (expectedCoins): 409 QUOTE_CHANGED with the quote as it stands, nothing written', async () => {
    const uid = await createUser(handle(), { coins: 20 });
    const now = Date.now();
    const sheet = (items: string[], expectedCoins: number) =>
      chargeForServiceJob(handle(), { uid, service: 'passport-photo', items, docHash: items.join('+'), sheet: a4Six, now, expectedCoins });
    await expect(sheet(['q-1'], 0)).rejects.toMatchObject({
      code: 'QUOTE_CHANGED',
      status: 409,
      quote: { charge: 'coins', coins: 5, balance: 20, newItems: 1 },
    });
    await expect(sheet(['q-1', 'q-2', 'q-3'], 10)).rejects.toMatchObject({
      code: 'QUOTE_CHANGED',
      quote: { charge: 'coins', coins: 15, balance: 20, newItems: 3 },
    });
    expect(await readBalance(handle().db, uid)).toBe(20);
    expect(await handle().db.selectFrom('daily_access').select('doc_hash').where('uid', '=', uid).execute()).toEqual([]);
    expect(await handle().db.selectFrom('print_jobs').select('id').where('uid', '=', uid).execute()).toEqual([]);

    // As quoted, or less than quoted (one of the photos was paid meanwhile): charged as decided.
    expect(await sheet(['q-1'], 5)).toMatchObject({ charge: 'coins', coins: 5, balance: 15 });
    expect(await sheet(['q-1', 'q-2'], 10)).toMatchObject({ charge: 'coins', coins: 5, balance: 10 });
    expect(await sheet(['q-2', 'q-1'], 0)).toMatchObject({ charge: 'reprint', coins: 0, balance: 10 });
    // The quote of a user short of coins says short: the 409 comes first, before the 402.
    await expect(sheet(['q-4', 'q-5', 'q-6'], 5)).rejects.toMatchObject({
      code: 'QUOTE_CHANGED',
      quote: { charge: 'short', coins: 15, balance: 10, newItems: 3 },
    });
    await expect(sheet(['q-4', 'q-5', 'q-6'], 15)).rejects.toMatchObject({ code: 'INSUFFICIENT_COINS', coinsNeeded: 15 });
    expect(await readBalance(handle().db, uid)).toBe(10);
    expect(await checkLedgerInvariant(handle().db)).toEqual([]);
  });

  it('charges a user holding exactly the price (docs/domain-rules.md §9)', async () => {
    const uid = await createUser(handle(), { coins: 5 });
    expect((await print(uid)).balance).toBe(0);
  });

  it('100 concurrent prints of distinct documents on 50 coins: exactly 10 charged, 90 refused', async () => {
    const uid = await createUser(handle(), { coins: 50 });
    // BUSY (the pool had no connection in time: nothing was charged) is tried again, as a client honouring Retry-After does.
    const until = async (docHash: string): Promise<string> => {
      for (let attempt = 0; ; attempt += 1) {
        const result = await outcome(print(uid, { docHash }));
        if (result !== 'BUSY' || attempt >= 50) return result;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    };
    const outcomes = await Promise.all(Array.from({ length: 100 }, (_, i) => until(`burst-${i}`)));
    expect(tally(outcomes)).toEqual({ coins: 10, INSUFFICIENT_COINS: 90 });
    expect(await readBalance(handle().db, uid)).toBe(0);
    expect(await checkLedgerInvariant(handle().db)).toEqual([]);
  });

  it('two concurrent prints of the same document charge once', async () => {
    const uid = await createUser(handle(), { coins: 20 });
    const outcomes = await Promise.all([outcome(print(uid, { docHash: 'same' })), outcome(print(uid, { docHash: 'same' }))]);
    expect(outcomes.sort()).toEqual(['coins', 'reprint']);
    expect(await readBalance(handle().db, uid)).toBe(15);
  });

  it('prints the same document free for the rest of the IST day, and charges again at midnight IST', async () => {
    const uid = await createUser(handle(), { coins: 20 });
    // 2026-11-22 18:30:00Z is 2026-11-23 00:00:00 in Asia/Kolkata.
    const midnightIst = Date.UTC(2026, 10, 22, 18, 30, 0);
    expect((await print(uid, { docHash: 'aadhaar', now: midnightIst - 10 * 60 * 60 * 1000 })).charge).toBe('coins');
    expect((await print(uid, { docHash: 'aadhaar', now: midnightIst - 1000, sheet: { ...a4Six, count: 12 } })).charge).toBe('reprint');
    expect((await print(uid, { docHash: 'aadhaar', now: midnightIst })).charge).toBe('coins');
    expect((await print(uid, { docHash: 'aadhaar', now: midnightIst + 1000 })).charge).toBe('reprint');
    expect(await readBalance(handle().db, uid)).toBe(10);
    // The reprint rule is per service.
    expect((await print(uid, { docHash: 'aadhaar', now: midnightIst + 2000, service: 'single-side' })).charge).toBe('coins');
  });

  it('lets a Standard Plan cover passport photos and single-side prints, and only a Pro Plan cover both-side', async () => {
    const now = Date.now();
    const standard = await createUser(handle(), { coins: 0 });
    await inWriteTransaction(handle(), (trx) => grantPlan(trx, { uid: standard, days: 30, documentPrint: false, sourceRef: `test:${randomUUID()}`, now }));
    expect((await print(standard, { service: 'passport-photo', now })).charge).toBe('plan');
    expect((await print(standard, { service: 'single-side', now })).charge).toBe('plan');
    await expect(print(standard, { service: 'both-side', now })).rejects.toMatchObject({ code: 'INSUFFICIENT_COINS' });

    const pro = await createUser(handle(), { coins: 0 });
    await inWriteTransaction(handle(), (trx) => grantPlan(trx, { uid: pro, days: 7, documentPrint: true, sourceRef: `test:${randomUUID()}`, now }));
    for (const service of ['passport-photo', 'single-side', 'both-side'] as const) expect((await print(pro, { service, now })).charge).toBe('plan');
    // After the plan ends, coins again.
    await expect(print(pro, { now: now + 8 * DAY_MS })).rejects.toMatchObject({ code: 'INSUFFICIENT_COINS' });
    expect(await ledgerOf(pro)).toEqual([]);
  });

  it('extends a plan from the end of the current period of the same kind, once per source', async () => {
    const uid = await createUser(handle());
    const now = Date.now();
    const ref = `order:${randomUUID()}`;
    const first = await inWriteTransaction(handle(), (trx) => grantPlan(trx, { uid, days: 7, documentPrint: true, sourceRef: ref, now }));
    const again = await inWriteTransaction(handle(), (trx) => grantPlan(trx, { uid, days: 7, documentPrint: true, sourceRef: ref, now }));
    const second = await inWriteTransaction(handle(), (trx) => grantPlan(trx, { uid, days: 30, documentPrint: true, sourceRef: `order:${randomUUID()}`, now }));
    const standard = await inWriteTransaction(handle(), (trx) =>
      grantPlan(trx, { uid, days: 30, documentPrint: false, sourceRef: `order:${randomUUID()}`, now }),
    );
    expect(first).toEqual({ startsAt: now, endsAt: now + 7 * DAY_MS });
    expect(again).toBeNull();
    expect(second).toEqual({ startsAt: now + 7 * DAY_MS, endsAt: now + 37 * DAY_MS });
    expect(standard).toEqual({ startsAt: now, endsAt: now + 30 * DAY_MS });
  });

  it('keeps the ledger exact when two server processes charge at once on one database', async () => {
    const uid = await createUser(handle(), { coins: 50 });
    const [a, b] = await Promise.all([burstInChild(t.database.url, uid, 50, 'p1'), burstInChild(t.database.url, uid, 50, 'p2')]);
    expect(tally([...a, ...b])).toEqual({ coins: 10, INSUFFICIENT_COINS: 90 });
    expect(await readBalance(handle().db, uid)).toBe(0);
    expect(await checkLedgerInvariant(handle().db)).toEqual([]);
  });
});
