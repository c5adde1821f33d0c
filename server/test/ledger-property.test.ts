import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@core/errors/app-error';
import { chargeForServiceJob } from '../src/modules/entitlement/charge-for-service-job';
import { applyLedgerEntry, readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { checkLedgerInvariant } from '../src/modules/ledger/check-ledger-invariant';
import { inWriteTransaction } from '../src/modules/ledger/write-transaction';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';
import { createUser } from './support/test-users';

type Op =
  | { kind: 'credit'; coins: number }
  | { kind: 'debit'; coins: number }
  | { kind: 'print'; doc: number; service: 'passport-photo' | 'single-side' | 'both-side'; dayOffset: number }
  | { kind: 'replayCredit'; index: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('credit' as const), coins: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('debit' as const), coins: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constant('print' as const),
    doc: fc.integer({ min: 0, max: 4 }),
    service: fc.constantFrom('passport-photo' as const, 'single-side' as const, 'both-side' as const),
    dayOffset: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({ kind: fc.constant('replayCredit' as const), index: fc.nat() }),
);

describe.each(testEngines)('ledger property on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('any interleaving of credits, debits, prints and reprints keeps balance = sum of ledger ≥ 0', async () => {
    const day = 24 * 60 * 60 * 1000;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }), async (batches) => {
        const handle = t.app.database;
        const uid = await createUser(handle);
        const creditRefs: string[] = [];
        const base = Date.UTC(2026, 10, 22, 6, 0, 0);
        let expected = 0;
        // Ops in a batch run concurrently; batches run one after another.
        for (const batch of batches) {
          const results = await Promise.all(
            batch.map(async (o): Promise<number> => {
              try {
                if (o.kind === 'print') {
                  const r = await chargeForServiceJob(handle, {
                    uid,
                    service: o.service,
                    items: [`doc-${o.doc}`],
                    docHash: `doc-${o.doc}`,
                    sheet: { kind: 'photo-sheet', paper: 'a4', photo: { width: 35, height: 45 }, count: 6, startRow: 1 },
                    now: base + o.dayOffset * day,
                  });
                  return -r.coins;
                }
                const ref = o.kind === 'replayCredit' && creditRefs.length > 0 ? creditRefs[o.index % creditRefs.length]! : `prop:${randomUUID()}`;
                const delta = o.kind === 'debit' ? -o.coins : o.kind === 'credit' ? o.coins : 7;
                if (o.kind === 'credit') creditRefs.push(ref);
                const r = await inWriteTransaction(handle, (trx) => applyLedgerEntry(trx, { uid, delta, kind: 'admin', ref, now: base }));
                return r.applied ? delta : 0;
              } catch (error) {
                if (error instanceof AppError && error.code === 'INSUFFICIENT_COINS') return 0;
                if (error instanceof Error && error.name === 'InsufficientCoinsError') return 0;
                throw error;
              }
            }),
          );
          expected += results.reduce((a, b) => a + b, 0);
        }
        const balance = await readBalance(handle.db, uid);
        expect(balance).toBe(expected);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect((await checkLedgerInvariant(handle.db)).filter((m) => m.uid === uid)).toEqual([]);
      }),
      { numRuns: engine === 'postgres' ? 25 : 40 },
    );
  });
});
