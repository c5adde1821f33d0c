import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariant } from '../src/modules/ledger/check-ledger-invariant';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { grantPlan } from '../src/modules/ledger/grant-plan';
import { inWriteTransaction } from '../src/modules/ledger/write-transaction';
import { makeExamFiles, type ExamFilesRequest } from '../src/modules/exam-files/make-exam-files';
import { hasApp1, readJfifDensity } from '../src/modules/exam-files/jpeg-segments';
import { noiseInput, photoInput, signatureInput } from './support/exam-file-inputs';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';
import { createUser } from './support/test-users';

describe.each(testEngines)('making exam upload files on %s', (engine) => {
  let t: TestApp;
  let ssc: ExamFilesRequest['files'];
  beforeAll(async () => {
    t = await createTestApp(engine);
    // The services table's row (migration 0011): priced like a passport print, any plan covers it.
    const service = await t.app.database.db.selectFrom('services').select(['id', 'coins', 'covered_by']).where('id', '=', 'exam-files').executeTakeFirst();
    expect(service).toEqual({ id: 'exam-files', coins: 5, covered_by: 'any-plan' });
    ssc = [
      { presetId: 'ibps-photo', crop: (await photoInput(200, 230)).bytes },
      { presetId: 'ibps-signature', crop: (await signatureInput(900, 450)).bytes },
    ];
  });
  afterAll(async () => t?.close());

  const make = (uid: string, mode: 'preview' | 'clean', files = ssc) =>
    makeExamFiles(
      { database: t.app.database, config: { brandName: 'Photo Print', freeProofsPerDay: 1000 }, imageQueue: { run: (task) => task() } },
      { uid, files, mode, now: Date.now() },
    );
  const jobsOf = (uid: string) => t.app.database.db.selectFrom('print_jobs').select(['service', 'sheet', 'charge', 'coins']).where('uid', '=', uid).execute();

  it('previews for free, watermarked, with the exact size the paid file has', async () => {
    const uid = await createUser(t.app.database, { coins: 12 });
    const preview = await make(uid, 'preview');
    expect(preview).toMatchObject({ charge: 'none', coinsCharged: 0, balanceAfter: null, jobId: null });
    expect(preview.output.map((f) => [f.fileName, f.width, f.height])).toEqual([
      ['ibps-photo.jpg', 200, 230],
      ['ibps-signature.jpg', 140, 60],
    ]);
    expect(await readBalance(t.app.database.db, uid)).toBe(12);
    expect(await jobsOf(uid)).toEqual([]);

    const clean = await make(uid, 'clean');
    // Each file is charged the price (docs/decisions/0057): the pair, twice 5.
    expect(clean).toMatchObject({ charge: 'coins', coinsCharged: 10, balanceAfter: 2 });
    expect(clean.output.map((f) => f.bytes)).toEqual(preview.output.map((f) => f.bytes));
    for (const [i, file] of clean.output.entries()) {
      expect(file.jpeg.length).toBe(file.bytes);
      expect(readJfifDensity(file.jpeg)).toEqual({ units: 1, x: 200, y: 200 });
      expect(hasApp1(file.jpeg)).toBe(false);
      // The preview shows the same picture with the brand over it: not the file itself.
      const seen = preview.output[i]!;
      expect(seen.jpeg.equals(file.jpeg)).toBe(false);
      const [a, b] = await Promise.all([sharp(seen.jpeg).greyscale().raw().toBuffer(), sharp(file.jpeg).greyscale().raw().toBuffer()]);
      const differing = a.filter((v, j) => Math.abs(v - b[j]!) > 24).length;
      expect(differing / a.length, file.fileName).toBeGreaterThan(0.02);
    }
    expect(await jobsOf(uid)).toEqual([
      { service: 'exam-files', sheet: JSON.stringify({ kind: 'exam-files', presets: ['ibps-photo', 'ibps-signature'] }), charge: 'coins', coins: 10 },
    ]);
  });

  it('gives the same files again the same day free, charges new ones, and lets a plan cover them', async () => {
    const uid = await createUser(t.app.database, { coins: 15 });
    expect(await make(uid, 'clean')).toMatchObject({ charge: 'coins', coinsCharged: 10, balanceAfter: 5 });
    expect(await make(uid, 'clean')).toMatchObject({ charge: 'reprint', coinsCharged: 0, balanceAfter: 5 });
    expect(await make(uid, 'clean', [ssc[1]!, ssc[0]!])).toMatchObject({ charge: 'reprint', coinsCharged: 0, balanceAfter: 5 });
    const other = [{ presetId: 'ssc-photo', crop: (await photoInput(200, 230)).bytes }, ssc[1]!];
    expect(await make(uid, 'clean', other)).toMatchObject({ charge: 'coins', coinsCharged: 5, balanceAfter: 0 });

    const planned = await createUser(t.app.database);
    await inWriteTransaction(t.app.database, (trx) =>
      grantPlan(trx, { uid: planned, days: 30, documentPrint: false, sourceRef: `test:${planned}`, now: Date.now() }),
    );
    expect(await make(planned, 'clean')).toMatchObject({ charge: 'plan', coinsCharged: 0, balanceAfter: 0 });
    expect(await checkLedgerInvariant(t.app.database.db)).toEqual([]);
  });

  it('refuses without enough coins, and charges nothing for files it can’t make', async () => {
    const poor = await createUser(t.app.database, { coins: 9 });
    await expect(make(poor, 'clean')).rejects.toMatchObject({ code: 'INSUFFICIENT_COINS', status: 402, coinsNeeded: 10 });
    expect(await readBalance(t.app.database.db, poor)).toBe(9);
    expect(await t.app.database.db.selectFrom('daily_access').select('doc_hash').where('uid', '=', poor).execute()).toEqual([]);

    const rich = await createUser(t.app.database, { coins: 50 });
    const noisy = [
      { presetId: 'ibps-photo', crop: (await noiseInput(200, 230, 40)).bytes },
      { presetId: 'no-such-preset', crop: ssc[1]!.crop },
    ];
    await expect(make(rich, 'clean', noisy)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(make(rich, 'clean', [{ presetId: 'ibps-signature', crop: Buffer.from('not a photo') }])).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE' });
    expect(await readBalance(t.app.database.db, rich)).toBe(50);
    expect(await jobsOf(rich)).toEqual([]);
    expect(await jobsOf(poor)).toEqual([]);
  });
});
