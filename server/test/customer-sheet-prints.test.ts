import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { papers } from '@core/layout/papers';
import { mmToPt } from '@core/units/units';
import { fixturePath, type FixtureName } from '../../test/fixtures/fixture-path';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { grantPlan } from '../src/modules/ledger/grant-plan';
import { inWriteTransaction } from '../src/modules/ledger/write-transaction';
import { MAX_UPLOAD_BYTES } from '../src/modules/prints/prepare-upload';
import { inspectPdf, type PlacedImage } from './support/inspect-pdf';
import { pdfOf, printOperator } from './support/print-operator';
import { customerSheet, printJobsOf } from './support/print-jobs';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

const fixture = (name: FixtureName, type: string) => ({ bytes: readFileSync(fixturePath(name)), filename: name, type });
const photoA = fixture('phone-portrait-3024x4032.jpg', 'image/jpeg');
const photoB = fixture('portrait-astronaut.png', 'image/png');
const photoC = fixture('card-front-photo.jpg', 'image/jpeg');
type Upload = { bytes: Uint8Array; filename: string; type: string };

/** What the passport-photo service costs a photo (the catalog's seed). */
const PRICE = 5;
const EPS = 0.1;

const apart = (a: PlacedImage, b: PlacedImage) =>
  a.xMm + a.widthMm <= b.xMm + 0.01 || b.xMm + b.widthMm <= a.xMm + 0.01 || a.yMm + a.heightMm <= b.yMm + 0.01 || b.yMm + b.heightMm <= a.yMm + 0.01;

describe.each(testEngines)('POST /api/v1/prints, several customers on one sheet (decision 0042) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100', BRAND_NAME: 'Sharma Studio' });
  });
  afterAll(async () => t?.close());

  async function operator(coins = 0) {
    const user = await printOperator(t.app, `sheet-${randomUUID().slice(0, 8)}@example.in`, coins);
    const printSheet = async (fields: Record<string, string>, photos: Array<Upload | undefined>) => {
      const files: Record<string, Upload> = {};
      photos.forEach((photo, i) => photo && (files[`photo${i + 1}`] = photo));
      return user.print(fields, files);
    };
    return { ...user, printSheet };
  }
  const sheetFields = (customers: Array<{ label: string; size: string; count: number }>, extra: Record<string, string> = {}) => ({
    service: 'passport-photo',
    mode: 'clean',
    layout: 'a4',
    customers: JSON.stringify(customers),
    ...extra,
  });
  const jobsOf = async (uid: string) => (await printJobsOf(t.app.database, uid)).map(({ charge, coins, sheet }) => ({ charge, coins, sheet }));
  /** threeCustomers' sheet as print_jobs and History keep it. */
  const threeCustomersSheet = customerSheet('a4', [
    [35, 45, 6],
    [51, 51, 2],
    [20, 25, 12],
  ]);
  const claimsOf = async (uid: string) => (await t.app.database.db.selectFrom('daily_access').select('doc_hash').where('uid', '=', uid).execute()).length;

  const threeCustomers = [
    { label: '1', size: '35x45', count: 6 },
    { label: 'Ravi', size: '51x51', count: 2 },
    { label: 'B3', size: '20x25', count: 12 },
  ];

  it('prints three customers of three sizes on A4: each photo at its size, inside the margin, none overlapping, labels printed; charged per distinct photo', async () => {
    const user = await operator(40);
    const res = await user.printSheet(sheetFields(threeCustomers), [photoA, photoB, photoC]);
    expect(res.status, res.res.body.slice(0, 300)).toBe(201);
    expect(res.receipt?.charge).toBe('coins');
    expect(res.receipt?.balanceAfter).toBe(40 - 3 * PRICE);
    expect(res.receipt?.coinsCharged).toBe(3 * PRICE);
    expect(res.fetched?.headers['content-disposition']).toContain('passport-photos-a4-3-customers.pdf');
    const pdf = await inspectPdf(pdfOf(res));
    expect(pdf.printScalingNone).toBe(true);
    expect(pdf.pages).toHaveLength(1);
    const page = pdf.pages[0]!;
    expect(page.widthPt).toBeCloseTo(mmToPt(papers.a4.width), 1);
    expect(page.heightPt).toBeCloseTo(mmToPt(papers.a4.height), 1);
    expect(page.images).toHaveLength(20);
    const sizes = page.images.map((image) => `${Math.round(image.widthMm)}x${Math.round(image.heightMm)}`);
    expect(sizes.filter((s) => s === '35x45')).toHaveLength(6);
    expect(sizes.filter((s) => s === '51x51')).toHaveLength(2);
    expect(sizes.filter((s) => s === '20x25')).toHaveLength(12);
    for (const image of page.images) {
      const [width, height] = sizes[page.images.indexOf(image)]!.split('x').map(Number);
      expect(Math.abs(image.widthMm - width!)).toBeLessThan(EPS);
      expect(Math.abs(image.heightMm - height!)).toBeLessThan(EPS);
      expect(image.xMm).toBeGreaterThanOrEqual(papers.a4.margin - 0.01);
      expect(image.yMm).toBeGreaterThanOrEqual(papers.a4.margin - 0.01);
      expect(image.xMm + image.widthMm).toBeLessThanOrEqual(papers.a4.width - papers.a4.margin + 0.01);
      expect(image.yMm + image.heightMm).toBeLessThanOrEqual(papers.a4.height - papers.a4.margin + 0.01);
    }
    for (let i = 0; i < page.images.length; i += 1)
      for (let j = i + 1; j < page.images.length; j += 1) expect(apart(page.images[i]!, page.images[j]!), `${i} and ${j} overlap`).toBe(true);
    for (const label of ['1', 'Ravi', 'B3']) expect(page.texts).toContain(label);
    expect(page.texts.some((text) => text.startsWith('50 mm'))).toBe(true);
    expect(await jobsOf(user.uid)).toEqual([{ charge: 'coins', coins: 3 * PRICE, sheet: threeCustomersSheet }]);
    expect(await readBalance(t.app.database.db, user.uid)).toBe(40 - 3 * PRICE);

    // History reads the sheet back: paper, photos and customers.
    const history = await user.get('/api/v1/history');
    expect(history.statusCode).toBe(200);
    expect(history.json<{ entries: unknown[] }>().entries[0]).toMatchObject({
      type: 'print',
      sheet: threeCustomersSheet,
      charge: 'coins',
      coins: 3 * PRICE,
    });
  });

  it('never charges more than the quote shown: expectedCoins below the charge answers 409 QUOTE_CHANGED with the quote, and charges nothing', async () => {
    const user = await operator(20);
    const customers = [
      { label: '1', size: '35x45', count: 4 },
      { label: '2', size: '35x45', count: 4 },
    ];
    // Two new photos cost 2 × the price; the page showed a quote of one.
    const stale = await user.printSheet(sheetFields(customers, { expectedCoins: String(PRICE) }), [photoA, photoB]);
    expect(stale.status, stale.res.body.slice(0, 300)).toBe(409);
    expect(stale.error).toMatchObject({ code: 'QUOTE_CHANGED', quote: { charge: 'coins', coins: 2 * PRICE, balance: 20, newItems: 2 } });
    expect(stale.receipt).toBeNull();
    expect(await readBalance(t.app.database.db, user.uid)).toBe(20);
    expect(await claimsOf(user.uid)).toBe(0);
    expect(await jobsOf(user.uid)).toEqual([]);

    // With the quote as it stands, the sheet prints and takes what was quoted.
    const paid = await user.printSheet(sheetFields(customers, { expectedCoins: String(2 * PRICE) }), [photoA, photoB]);
    expect(paid.status, paid.res.body.slice(0, 300)).toBe(201);
    expect(paid.receipt).toMatchObject({ charge: 'coins', coinsCharged: 2 * PRICE, balanceAfter: 20 - 2 * PRICE });
  });

  it('charges the same photo twice on one sheet once, and a photo paid earlier today nothing', async () => {
    const user = await operator(30);
    const twice = await user.printSheet(
      sheetFields([
        { label: '1', size: '35x45', count: 4 },
        { label: '2', size: '35x45', count: 4 },
      ]),
      [photoA, photoA],
    );
    expect(twice.status, twice.res.body.slice(0, 300)).toBe(201);
    expect(twice.receipt?.balanceAfter).toBe(30 - PRICE);
    // One embedded image drawn eight times.
    expect((await inspectPdf(pdfOf(twice))).pages[0]!.images).toHaveLength(8);

    // Later the same day: photo A again (free) with a new photo B (charged): 1 × the price.
    const later = await user.printSheet(
      sheetFields([
        { label: '1', size: '20x25', count: 9 },
        { label: '2', size: '20x25', count: 9 },
      ]),
      [photoA, photoB],
    );
    expect(later.status).toBe(201);
    expect(later.receipt?.charge).toBe('coins');
    expect(later.receipt?.balanceAfter).toBe(30 - 2 * PRICE);
    expect(later.receipt?.coinsCharged).toBe(PRICE);
    // Both paid today: a reprint, free; and photo B alone on an ordinary sheet too.
    const again = await user.printSheet(
      sheetFields([
        { label: '7', size: '25x35', count: 3 },
        { label: '8', size: '35x45', count: 1 },
      ]),
      [photoB, photoA],
    );
    expect(again.receipt?.charge).toBe('reprint');
    const single = await user.print({ service: 'passport-photo', mode: 'clean', layout: 'a4-6' }, { front: photoB });
    expect(single.receipt?.charge).toBe('reprint');
    expect(await readBalance(t.app.database.db, user.uid)).toBe(30 - 2 * PRICE);
    expect((await jobsOf(user.uid)).map((job) => [job.charge, job.coins])).toEqual([
      ['coins', PRICE],
      ['coins', PRICE],
      ['reprint', 0],
      ['reprint', 0],
    ]);
  });

  it('is covered by a plan like every clean print', async () => {
    const user = await operator(0);
    await inWriteTransaction(t.app.database, (trx) =>
      grantPlan(trx, { uid: user.uid, days: 30, documentPrint: false, sourceRef: `test:${randomUUID()}`, now: Date.now() }),
    );
    const res = await user.printSheet(sheetFields(threeCustomers), [photoA, photoB, photoC]);
    expect(res.status).toBe(201);
    expect(res.receipt?.charge).toBe('plan');
    expect(await readBalance(t.app.database.db, user.uid)).toBe(0);
  });

  it('is all or nothing: short of coins for the new photos, 402 says how many it needs, and nothing is charged or written', async () => {
    const user = await operator(12);
    const res = await user.printSheet(sheetFields(threeCustomers), [photoA, photoB, photoC]);
    expect(res.status).toBe(402);
    expect(res.error).toEqual({
      code: 'INSUFFICIENT_COINS',
      message: expect.stringMatching(/needs 15 coins \(3 new photos\); you have 12\. Nothing was charged/),
      coinsNeeded: 15,
    });
    expect(await readBalance(t.app.database.db, user.uid)).toBe(12);
    expect(await jobsOf(user.uid)).toEqual([]);
    expect(await claimsOf(user.uid)).toBe(0);
    // Nothing was claimed for the day: two of the photos alone are still charged, and fit the coins.
    const fewer = await user.printSheet(sheetFields(threeCustomers.slice(0, 2)), [photoA, photoB]);
    expect(fewer.status).toBe(201);
    expect(fewer.receipt?.balanceAfter).toBe(2);
  });

  it('a free sheet carries the brand over it (in its pixels too: burned-in-watermark.test.ts), costs nothing, and is recorded', async () => {
    const user = await operator(0);
    const res = await user.printSheet(sheetFields(threeCustomers, { mode: 'watermarked' }), [photoA, photoB, photoC]);
    expect(res.status).toBe(201);
    expect(res.receipt?.charge).toBe('none');
    expect(res.fetched?.headers['content-disposition']).toContain('-watermarked.pdf');
    const page = (await inspectPdf(pdfOf(res))).pages[0]!;
    expect(page.texts.filter((text) => text === 'Sharma Studio').length).toBeGreaterThan(0);
    expect(page.images).toHaveLength(20);
    expect(await jobsOf(user.uid)).toEqual([{ charge: 'none', coins: 0, sheet: threeCustomersSheet }]);
  });

  it('applies only the caller’s own printer profile: another user’s is 404, before anything is charged', async () => {
    const owner = await operator(0);
    const created = await owner.post('/api/v1/printer-profiles', { name: 'Epson L3250 A4', horizontal: 101, vertical: 100 });
    expect(created.statusCode, created.body).toBe(201);
    const profileId = created.json<{ id: string }>().id;
    const stranger = await operator(50);
    const res = await stranger.printSheet(sheetFields(threeCustomers, { printerProfile: profileId }), [photoA, photoB, photoC]);
    expect(res.status).toBe(404);
    expect(await readBalance(t.app.database.db, stranger.uid)).toBe(50);
    const own = await owner.printSheet(sheetFields(threeCustomers, { mode: 'watermarked', printerProfile: profileId }), [photoA, photoB, photoC]);
    expect(own.status).toBe(201);
    // Corrected as every print: the 35 mm photos drawn at 35 × 100/101 mm across.
    const widths = (await inspectPdf(pdfOf(own))).pages[0]!.images.map((image) => image.widthMm);
    expect(widths.some((width) => Math.abs(width - (35 * 100) / 101) < EPS)).toBe(true);
  });

  it('refuses bad input with a clear 4xx {code, message} before any charge or write', async () => {
    const user = await operator(100);
    const nine = Array.from({ length: 9 }, (_, i) => ({ label: String(i + 1), size: '20x25', count: 1 }));
    const big = { bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1), filename: 'big.jpg', type: 'image/jpeg' };
    const cases: Array<[Record<string, string>, Array<Upload | undefined>, number, string, RegExp]> = [
      [sheetFields(nine), [photoA], 400, 'VALIDATION', /^customers: customers must list 1 to 8/],
      [sheetFields(nine), nine.map(() => photoA), 400, 'VALIDATION', /at most 8 photos/],
      [sheetFields([{ label: 'रवि', size: '35x45', count: 1 }]), [photoA], 400, 'VALIDATION', /Latin letters and digits/],
      [sheetFields([{ label: '1', size: '35x45', count: 0 }]), [photoA], 400, 'VALIDATION', /count must be a whole number, 1 or more/],
      [sheetFields([{ label: '1', size: '35x45', count: 2 }]), [], 400, 'VALIDATION', /choose customer 1's photo/],
      [sheetFields([{ label: '1', size: '35x45', count: 2 }]), [photoA, photoB], 400, 'VALIDATION', /Unexpected file "photo2"/],
      [sheetFields([{ label: '1', size: '40x50', count: 2 }]), [photoA], 422, 'UNKNOWN_LAYOUT', /Unknown photo size "40x50"/],
      [sheetFields([{ label: '1', size: '35x45', count: 2 }], { layout: 'a3' }), [photoA], 422, 'UNKNOWN_LAYOUT', /Unknown paper "a3"/],
      [sheetFields([{ label: '1', size: '35x45', count: 31 }]), [photoA], 422, 'LAYOUT_DOES_NOT_FIT', /do not fit on one A4 sheet/],
      [sheetFields([{ label: '1', size: '35x45', count: 2 }]), [big], 413, 'FILE_TOO_LARGE', /Customer 1's photo: The file is larger than 15 MB/],
      [
        sheetFields([{ label: '1', size: '35x45', count: 2 }]),
        [{ bytes: new Uint8Array([1, 2, 3]), filename: 'x.jpg', type: 'image/jpeg' }],
        415,
        'UNSUPPORTED_TYPE',
        /^Customer 1: /,
      ],
    ];
    for (const [fields, photos, status, code, message] of cases) {
      const res = await user.printSheet(fields, photos);
      expect(res.status, `${fields.customers} ${res.res.body.slice(0, 200)}`).toBe(status);
      expect(res.error, fields.customers).toMatchObject({ code, message: expect.stringMatching(message) });
    }
    // Three files of 11 MB are each under 15 MB but over 30 MB together.
    const eleven = { bytes: new Uint8Array(11 * 1024 * 1024), filename: 'x.jpg', type: 'image/jpeg' };
    const together = await user.printSheet(sheetFields(threeCustomers), [eleven, eleven, eleven]);
    expect(together.status).toBe(413);
    expect(together.error).toMatchObject({ code: 'FILE_TOO_LARGE', message: expect.stringMatching(/30 MB together/) });
    expect(await readBalance(t.app.database.db, user.uid)).toBe(100);
    expect(await jobsOf(user.uid)).toEqual([]);
    expect(await claimsOf(user.uid)).toBe(0);
  });
});
