import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { historyResponse } from '@core/contracts/history';
import { readStoredSheet, type PrintSheet } from '@core/contracts/print-sheet';
import { buildApp } from '../src/app';
import { migrateToLatest } from '../src/db/migrate-to-latest';
import { migrations } from '../src/db/migrations';
import { createSession } from '../src/modules/auth/sessions';
import { customerSheet, documentSheet, photoSheet } from './support/print-jobs';
import { databaseAt } from './support/migrate-to';
import { testConfig } from './support/test-app';
import { testEngines } from './support/test-databases';
import { createUser } from './support/test-users';

/** The migration before the typed sheets: print_jobs still has its `layout` id string. */
const BEFORE_TYPED_SHEETS = '0013-free-proofs';
/** More rows than the migration reads at a time (500), so its batches are crossed. */
const FILLER_ROWS = 1_100;

/** Each kind of layout id earlier versions stored, and the typed sheet History shows for it after 0014. */
const oldJobs: Array<{ service: string; layout: string; sheet: PrintSheet }> = [
  { service: 'passport-photo', layout: 'a4-6', sheet: photoSheet('a4', [35, 45], 6) },
  { service: 'passport-photo', layout: 'a4-12-of-5', sheet: photoSheet('a4', [35, 45], 5) },
  { service: 'passport-photo', layout: 'a4-35x45-20-from-row-3', sheet: photoSheet('a4', [35, 45], 20, 3) },
  {
    service: 'passport-photo',
    layout: 'a4:customers:35x45x6,20x25x30',
    sheet: customerSheet('a4', [
      [35, 45, 6],
      [20, 25, 30],
    ]),
  },
  { service: 'both-side', layout: 'aadhaar:0:x3', sheet: documentSheet('aadhaar', '0', 3) },
  { service: 'single-side', layout: 'aadhaar:single', sheet: documentSheet('aadhaar', 'single') },
  { service: 'exam-files', layout: 'ssc-photo,ssc-signature', sheet: { kind: 'exam-files', presets: ['ssc-photo', 'ssc-signature'] } },
  { service: 'passport-photo', layout: 'weird-id', sheet: { kind: 'unknown', raw: 'weird-id' } },
];

describe.each(testEngines)('migration 0014: print_jobs.layout ids become typed sheets, on %s', (engine) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it('reads every old layout id once, in batches, and History shows each typed sheet (an unreadable one as unknown, with what was stored)', async () => {
    // A portal at 0013, with prints of every kind of layout id, and many more of someone else's.
    const at = await databaseAt(engine, BEFORE_TYPED_SHEETS);
    cleanups.push(() => at.close());
    const { handle, database: target } = at;
    const shop = await createUser(handle, { email: 'before-0014@example.in' });
    const busy = await createUser(handle, { email: 'many-prints@example.in' });
    const now = Date.now();
    const old = handle.db as unknown as Kysely<{
      print_jobs: { id: string; uid: string; service: string; layout: string; charge: string; coins: number; doc_hash: string; created_at: number };
    }>;
    const shopIds = oldJobs.map(() => randomUUID());
    await old
      .insertInto('print_jobs')
      .values(
        oldJobs.map((job, i) => ({
          id: shopIds[i]!,
          uid: shop,
          service: job.service,
          layout: job.layout,
          charge: 'none',
          coins: 0,
          doc_hash: `h${i}`,
          created_at: now - (i + 1) * 60_000,
        })),
      )
      .execute();
    const filler = Array.from({ length: FILLER_ROWS }, (_, i) => ({
      id: randomUUID(),
      uid: busy,
      service: 'passport-photo',
      layout: i % 2 ? 'a4-6' : '4x6-20x25-20',
      charge: 'none',
      coins: 0,
      doc_hash: `f${i}`,
      created_at: now - 3_600_000 - i,
    }));
    for (let at = 0; at < filler.length; at += 100)
      await old
        .insertInto('print_jobs')
        .values(filler.slice(at, at + 100))
        .execute();

    // 0014 and every migration released after it run, in order.
    expect(await migrateToLatest(handle)).toEqual(Object.keys(migrations).filter((name) => name > BEFORE_TYPED_SHEETS));
    expect(Object.keys(migrations).filter((name) => name > BEFORE_TYPED_SHEETS)[0]).toBe('0014-typed-print-sheets');

    // Every row converted, across the batches; the layout column is gone.
    const rows = await handle.db.selectFrom('print_jobs').selectAll().execute();
    expect(rows).toHaveLength(oldJobs.length + FILLER_ROWS);
    expect(rows.every((row) => !('layout' in row))).toBe(true);
    const fillerSheets = new Map<string, string>(filler.map((row) => [row.id, row.layout]));
    const wrong = rows
      .filter((row) => fillerSheets.has(row.id))
      .filter((row) => {
        const expected = fillerSheets.get(row.id) === 'a4-6' ? photoSheet('a4', [35, 45], 6) : photoSheet('4x6', [20, 25], 20);
        return JSON.stringify(readStoredSheet(row.sheet)) !== JSON.stringify(expected);
      });
    expect(wrong.map((row) => row.sheet).slice(0, 5), `${wrong.length} of ${FILLER_ROWS} rows not converted`).toEqual([]);
    await at.closeHandle();

    // The portal of this version on that database: History shows each typed sheet.
    const app = await buildApp(testConfig(target.url), { logger: false, sweeper: false });
    cleanups.push(() => app.close());
    const session = await createSession(app.database.db, shop);
    const res = await app.inject({ url: '/api/v1/history', headers: { cookie: `sid=${session.id}` } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const history = historyResponse.parse(res.json());
    const prints = history.entries.filter((entry) => entry.type === 'print');
    expect(prints.map((entry) => [entry.id, entry.service, entry.sheet])).toEqual(oldJobs.map((job, i) => [shopIds[i], job.service, job.sheet]));
  });
});
