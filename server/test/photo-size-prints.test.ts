import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mmToPt } from '@core/units/units';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { inspectPdf } from './support/inspect-pdf';
import { pdfOf, printOperator } from './support/print-operator';
import { photoSheet, printJobsOf } from './support/print-jobs';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

const phonePhoto = readFileSync(fixturePath('phone-portrait-3024x4032.jpg'));
const jpegFile = () => ({ bytes: phonePhoto, filename: 'photo.jpg', type: 'image/jpeg' });

describe.each(testEngines)('POST /api/v1/prints with a photo size and a count (decision 0036) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100', BRAND_NAME: 'Sharma Studio' });
  });
  afterAll(async () => t?.close());

  async function operator(coins = 0) {
    const user = await printOperator(t.app, `sizes-${randomUUID().slice(0, 8)}@example.in`, coins);
    return { uid: user.uid, print: (fields: Record<string, string>) => user.print(fields, { front: jpegFile() }) };
  }
  const jobsOf = async (uid: string) => (await printJobsOf(t.app.database, uid)).map(({ charge, coins, sheet }) => ({ charge, coins, sheet }));

  it('prints 10 photos of 51×51 mm on A4 from a square crop, charged once; the same photo at another size is a free reprint today', async () => {
    const { uid, print } = await operator(20);
    const res = await print({ service: 'passport-photo', mode: 'clean', layout: 'a4', size: '51x51', count: '10' });
    expect(res.status, res.res.body.slice(0, 200)).toBe(201);
    expect(res.receipt?.charge).toBe('coins');
    expect(res.receipt?.balanceAfter).toBe(15);
    expect(res.fetched?.headers['content-disposition']).toContain('passport-photos-a4-51x51-10.pdf');
    const pdf = await inspectPdf(pdfOf(res));
    expect(pdf.pages[0]!.widthPt).toBeCloseTo(mmToPt(210 as never), 1);
    expect(pdf.pages[0]!.images).toHaveLength(10);
    for (const image of pdf.pages[0]!.images) {
      expect(Math.abs(image.widthMm - 51)).toBeLessThan(0.1);
      expect(Math.abs(image.heightMm - 51)).toBeLessThan(0.1);
    }
    const again = await print({ service: 'passport-photo', mode: 'clean', layout: '4x6', size: '20x25' });
    expect(again.status).toBe(201);
    expect(again.receipt?.charge).toBe('reprint');
    expect((await inspectPdf(pdfOf(again))).pages[0]!.images).toHaveLength(20);
    expect(await readBalance(t.app.database.db, uid)).toBe(15);
    expect(await jobsOf(uid)).toEqual([
      { charge: 'coins', coins: 5, sheet: photoSheet('a4', [51, 51], 10) },
      { charge: 'reprint', coins: 0, sheet: photoSheet('4x6', [20, 25], 20) },
    ]);
  });

  it('keeps the fixed layout ids as they were, and takes a count under their own', async () => {
    const { uid, print } = await operator(0);
    const old = await print({ service: 'passport-photo', mode: 'watermarked', layout: '5x7-8' });
    expect(old.status).toBe(201);
    expect((await inspectPdf(pdfOf(old))).pages[0]!.images).toHaveLength(8);
    const fewer = await print({ service: 'passport-photo', mode: 'watermarked', layout: 'a4-12', count: '5' });
    expect(fewer.status).toBe(201);
    expect((await inspectPdf(pdfOf(fewer))).pages[0]!.images).toHaveLength(5);
    // A free sheet of a size: the brand burned in and over it, stamp-size photos at their size.
    const stamps = await print({ service: 'passport-photo', mode: 'watermarked', layout: '5x7', size: '20x25', count: '12' });
    expect(stamps.status).toBe(201);
    expect(stamps.fetched?.headers['content-disposition']).toContain('passport-photos-5x7-20x25-12-watermarked.pdf');
    const sheet = (await inspectPdf(pdfOf(stamps))).pages[0]!;
    expect(sheet.widthPt).toBeCloseTo(mmToPt(127 as never), 1);
    expect(sheet.images).toHaveLength(12);
    for (const image of sheet.images) expect([Math.abs(image.widthMm - 20) < 0.1, Math.abs(image.heightMm - 25) < 0.1]).toEqual([true, true]);
    expect(sheet.texts.filter((text) => text === 'Sharma Studio').length).toBeGreaterThan(0);
    expect((await jobsOf(uid)).map((job) => job.sheet)).toEqual([
      photoSheet('5x7', [35, 45], 8),
      photoSheet('a4', [35, 45], 5),
      photoSheet('5x7', [20, 25], 12),
    ]);
  });

  it('refuses an unknown size, a count over the most two sheets take, and a bad count, with {code, message}, before any charge', async () => {
    const { uid, print } = await operator(50);
    const base = { service: 'passport-photo', mode: 'clean' };
    const cases: Array<[Record<string, string>, number, string, RegExp]> = [
      [{ ...base, layout: 'a4', size: '40x50' }, 422, 'UNKNOWN_LAYOUT', /Unknown photo size "40x50"/],
      [{ ...base, layout: 'a4-6', size: '51x51' }, 422, 'UNKNOWN_LAYOUT', /Unknown paper "a4-6"/],
      [{ ...base, layout: 'a3', size: '51x51' }, 422, 'UNKNOWN_LAYOUT', /Unknown paper "a3"/],
      // Past two sheets (decision 0071: a count over one sheet takes a second).
      [{ ...base, layout: '4x6', size: '51x51', count: '5' }, 422, 'LAYOUT_DOES_NOT_FIT', /at most 4/],
      [{ ...base, layout: 'a4', size: '20x25', count: '181' }, 422, 'LAYOUT_DOES_NOT_FIT', /at most 180/],
      [{ ...base, layout: 'a4-6', count: '61' }, 422, 'LAYOUT_DOES_NOT_FIT', /at most 60/],
      [{ ...base, layout: 'a4', size: '51x51', count: '0' }, 400, 'VALIDATION', /^count: /],
      [{ ...base, layout: 'a4', size: '51x51', count: 'ten' }, 400, 'VALIDATION', /^count: /],
    ];
    for (const [fields, status, code, message] of cases) {
      const res = await print(fields);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(res.error, JSON.stringify(fields)).toMatchObject({ code, message: expect.stringMatching(message) });
    }
    expect(await readBalance(t.app.database.db, uid)).toBe(50);
    expect(await jobsOf(uid)).toEqual([]);
  });
});
