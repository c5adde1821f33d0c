import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMessages } from '@core/contracts/legacy-access';
import { DAY_MS } from '@core/plans/plan-status';
import { chargeForServiceJob } from '../src/modules/entitlement/charge-for-service-job';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { checkLedgerInvariant } from '../src/modules/ledger/check-ledger-invariant';
import { grantPlan } from '../src/modules/ledger/grant-plan';
import { inWriteTransaction } from '../src/modules/ledger/write-transaction';
import { recordAppAccess } from '../src/modules/legacy-access/record-app-access';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';
import { createUser, credit } from './support/test-users';

/**
 * Decision 0009: one rule decides what a print costs. A clean web print (chargeForServiceJob) and the
 * mobile app's access check (recordAppAccess, asking the service's own price) are two doors to it: the
 * same history of prints, days, top-ups and plans must give the same charges and the same balances
 * through either.
 */

type Service = 'passport-photo' | 'single-side';
type Op =
  | { kind: 'access'; service: Service; doc: number }
  | { kind: 'nextDay' }
  | { kind: 'credit'; coins: number }
  | { kind: 'plan'; days: number; documentPrint: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('access' as const),
      service: fc.constantFrom<Service>('passport-photo', 'single-side'),
      doc: fc.integer({ min: 0, max: 2 }),
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ kind: fc.constant('nextDay' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('credit' as const), coins: fc.integer({ min: 1, max: 12 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('plan' as const), days: fc.integer({ min: 1, max: 2 }), documentPrint: fc.boolean() }), weight: 1 },
);

/** 11:30 IST, so a day's step crosses one IST midnight. */
const START = Date.UTC(2026, 0, 10, 6, 0);

describe.each(testEngines)('a print and the app’s access check charge alike on %s', (engine) => {
  let t: TestApp;
  let prices: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const rows = await t.app.database.db.selectFrom('services').select(['id', 'coins']).execute();
    prices = Object.fromEntries(rows.map((r) => [r.id, r.coins]));
  });
  afterAll(async () => t?.close());

  const handle = () => t.app.database;

  type Access = (uid: string, service: Service, doc: number, now: number) => Promise<{ charge: string | undefined; balance: number }>;

  const throughPrint: Access = async (uid, service, doc, now) => {
    try {
      const result = await chargeForServiceJob(handle(), {
        uid,
        service,
        items: [`doc-${doc}`],
        docHash: `doc-${doc}`,
        sheet: { kind: 'photo-sheet', paper: 'a4', photo: { width: 35, height: 45 }, count: 6, startRow: 1 },
        now,
      });
      return { charge: result.charge, balance: result.balance };
    } catch (error) {
      if ((error as { code?: string }).code !== 'INSUFFICIENT_COINS') throw error;
      return { charge: 'short', balance: await readBalance(handle().db, uid) };
    }
  };

  const charges = { [accessMessages.premium]: 'plan', [accessMessages.alreadyToday]: 'reprint', [accessMessages.deducted]: 'coins' } as Record<string, string>;
  const throughApp: Access = async (uid, service, doc, now) => {
    const { body } = await recordAppAccess(handle(), { kind: 'check', uid, service, coins: prices[service]!, documentId: `doc-${doc}` }, undefined, now);
    return { charge: body.success ? charges[body.message!] : 'short', balance: body.data.coins };
  };

  async function run(ops: Op[], access: Access) {
    const uid = await createUser(handle(), { coins: 10 });
    let now = START;
    const outcomes: Array<{ charge: string | undefined; balance: number }> = [];
    for (const step of ops) {
      if (step.kind === 'access') outcomes.push(await access(uid, step.service, step.doc, now));
      else if (step.kind === 'nextDay') now += DAY_MS;
      else if (step.kind === 'credit') await credit(handle(), uid, step.coins);
      else
        await inWriteTransaction(handle(), (trx) =>
          grantPlan(trx, { uid, days: step.days, documentPrint: step.documentPrint, sourceRef: `test:${randomUUID()}`, now }),
        );
    }
    const sameDayClaims = (await handle().db.selectFrom('daily_access').select('uid').where('uid', '=', uid).execute()).length;
    return { outcomes, balance: await readBalance(handle().db, uid), sameDayClaims };
  }

  it('gives the same charges, balances and same-day claims for a known history', async () => {
    const ops: Op[] = [
      { kind: 'access', service: 'passport-photo', doc: 0 },
      { kind: 'access', service: 'passport-photo', doc: 0 },
      { kind: 'access', service: 'single-side', doc: 0 },
      { kind: 'access', service: 'passport-photo', doc: 1 },
      { kind: 'credit', coins: 5 },
      { kind: 'access', service: 'passport-photo', doc: 1 },
      { kind: 'nextDay' },
      { kind: 'access', service: 'passport-photo', doc: 1 },
      { kind: 'plan', days: 1, documentPrint: false },
      { kind: 'access', service: 'single-side', doc: 2 },
    ];
    const viaPrint = await run(ops, throughPrint);
    expect(viaPrint.outcomes.map((o) => o.charge)).toEqual(['coins', 'reprint', 'coins', 'short', 'coins', 'short', 'plan']);
    expect(await run(ops, throughApp)).toEqual(viaPrint);
  });

  it('gives the same charges, balances and same-day claims for any history', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const viaPrint = await run(ops, throughPrint);
        expect(await run(ops, throughApp)).toEqual(viaPrint);
      }),
      { numRuns: engine === 'postgres' ? 15 : 30, seed: 140_004 },
    );
    expect(await checkLedgerInvariant(handle().db)).toEqual([]);
  });
});
