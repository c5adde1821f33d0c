import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDocumentType } from '@core/documents/document-types';
import { placeDocuments } from '@core/layout/place-documents';
import { istDay } from '@core/time/ist-day';
import { mm, mmToPt } from '@core/units/units';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { BoundedQueue } from '../src/lib/bounded-queue';
import { sha256Hex } from '../src/lib/sha256-hex';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { grantPlan } from '../src/modules/ledger/grant-plan';
import { inWriteTransaction } from '../src/modules/ledger/write-transaction';
import { BrowserSession, signIn } from './support/browser-session';
import { inspectPdf } from './support/inspect-pdf';
import { multipart } from './support/multipart';
import { pdfOf, printOperator, receiptOf } from './support/print-operator';
import { documentSheet, printJobsOf } from './support/print-jobs';
import { readQrCodes } from './support/read-qr-codes';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';
import { credit } from './support/test-users';

const cardFront = readFileSync(fixturePath('card-front-photo.jpg'));
const cardBack = readFileSync(fixturePath('card-back-photo.jpg'));
type Upload = { bytes: Uint8Array; filename: string; type: string };
const jpeg = (bytes: Uint8Array, filename = 'card.jpg'): Upload => ({ bytes, filename, type: 'image/jpeg' });
const front = jpeg(cardFront, 'front.jpg');
const back = jpeg(cardBack, 'back.jpg');
const BRAND = 'Sharma Studio';
/** The doc_hash of a both-side print (documentHash): SHA-256 over the front's and the back's SHA-256 in hex. */
const bothSideHash = (frontBytes: Uint8Array, backBytes: Uint8Array) => sha256Hex(`${sha256Hex(frontBytes)},${sha256Hex(backBytes)}`);

function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, r) => Array.from({ length: modules.size }, (_, c) => Boolean(modules.get(r, c))));
}

describe.each(testEngines)('document prints, POST /api/v1/prints on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100', BRAND_NAME: BRAND });
  });
  afterAll(async () => t?.close());

  async function operator(coins = 0) {
    const user = await printOperator(t.app, `doc-${randomUUID().slice(0, 8)}@example.in`, coins);
    const uid = user.uid;
    const print = (fields: Record<string, string>, files: { front?: Upload; back?: Upload } = { front }) => user.print(fields, files);
    const jobs = async () =>
      (await printJobsOf(t.app.database, uid)).map(({ id, service, sheet, charge, coins, doc_hash }) => ({ id, service, sheet, charge, coins, doc_hash }));
    const grant = (documentPrint: boolean) =>
      inWriteTransaction(t.app.database, (trx) => grantPlan(trx, { uid, days: 30, documentPrint, sourceRef: `test:${randomUUID()}`, now: Date.now() }));
    return { uid, print, jobs, grant };
  }

  it('single-side Aadhaar, watermarked: one card of 85.6×54 mm where core puts it, the QR code with this print job, the brand 140 times', async () => {
    const { print, jobs } = await operator(0);
    const res = await print({ service: 'single-side', docType: 'aadhaar', layout: 'single', mode: 'watermarked' });
    expect(res.status, res.res.body.slice(0, 200)).toBe(201);
    expect(res.fetched?.headers['content-type']).toBe('application/pdf');
    expect(res.fetched?.headers['content-disposition']).toBe('inline; filename="aadhaar-single-side-watermarked.pdf"');
    expect(res.receipt?.filename).toBe('aadhaar-single-side-watermarked.pdf');
    expect(res.res.headers['cache-control']).toBe('no-store');
    expect(res.receipt?.charge).toBe('none');
    expect(res.receipt?.balanceAfter).toBe(0);
    const pdf = await inspectPdf(pdfOf(res));
    expect(pdf.pages).toHaveLength(1);
    const [page] = pdf.pages;
    expect(page!.widthPt).toBeCloseTo(mmToPt(mm(210)), 1);
    expect(page!.heightPt).toBeCloseTo(mmToPt(mm(297)), 1);
    expect(page!.images).toHaveLength(1);
    const [image] = page!.images;
    expect(Math.abs(image!.widthMm - 85.6)).toBeLessThan(0.2);
    expect(Math.abs(image!.heightMm - 54)).toBeLessThan(0.2);
    const placement = placeDocuments(findDocumentType('aadhaar')!, 'single', 1);
    if (!placement.fits) throw new Error('does not fit');
    expect(Math.abs(image!.xMm - placement.sheet.pages[0]!.slots[0]!.rect.x)).toBeLessThan(0.2);
    expect(Math.abs(image!.yMm - 5)).toBeLessThan(0.2);
    expect(page!.texts.filter((text) => text === BRAND)).toHaveLength(140);
    expect(pdf.title).toBe(`${BRAND}: Aadhaar card, single side (85.6×54 mm) (watermarked)`);

    const recorded = await jobs();
    expect(recorded).toEqual([
      { id: expect.any(String), service: 'single-side', sheet: documentSheet('aadhaar', 'single'), charge: 'none', coins: 0, doc_hash: sha256Hex(cardFront) },
    ]);
    const [qr] = (await readQrCodes(pdfOf(res)))[0]!;
    expect(qr).toBeDefined();
    expect(qr!.modules).toEqual(qrModules(`${BRAND} | ${recorded[0]!.id} | ${istDay(Date.now())}`));
  });

  it('both-side stacked and side by side: front above back, front beside back; 5 coins once, then free for the same document today', async () => {
    const { uid, print, jobs } = await operator(12);
    const stacked = await print({ service: 'both-side', docType: 'pan-card', layout: '0', mode: 'clean' }, { front, back });
    expect(stacked.status, stacked.res.body.slice(0, 200)).toBe(201);
    expect(stacked.fetched?.headers['content-disposition']).toBe('inline; filename="pan-card-both-side.pdf"');
    expect(stacked.receipt?.filename).toBe('pan-card-both-side.pdf');
    expect(stacked.receipt?.charge).toBe('coins');
    expect(stacked.receipt?.balanceAfter).toBe(7);
    const s = (await inspectPdf(pdfOf(stacked))).pages[0]!;
    expect(s.images).toHaveLength(2);
    for (const image of s.images) {
      expect(Math.abs(image.widthMm - 85.6)).toBeLessThan(0.2);
      expect(Math.abs(image.heightMm - 54)).toBeLessThan(0.2);
    }
    expect(Math.abs(s.images[1]!.xMm - s.images[0]!.xMm)).toBeLessThan(0.2);
    expect(Math.abs(s.images[1]!.yMm - (s.images[0]!.yMm + 54 + 4))).toBeLessThan(0.2);
    expect(s.texts.filter((text) => text === BRAND)).toHaveLength(0);
    expect((await readQrCodes(pdfOf(stacked)))[0]).toHaveLength(1);

    // The same front and back, side by side: the same document, so a reprint today.
    const row = await print({ service: 'both-side', docType: 'pan-card', layout: '1', mode: 'clean' }, { front, back });
    expect(row.receipt?.charge).toBe('reprint');
    expect(row.receipt?.balanceAfter).toBe(7);
    const r = (await inspectPdf(pdfOf(row))).pages[0]!;
    expect(Math.abs(r.images[1]!.yMm - r.images[0]!.yMm)).toBeLessThan(0.2);
    expect(Math.abs(r.images[1]!.xMm - (r.images[0]!.xMm + 85.6 + 4))).toBeLessThan(0.2);

    const recorded = await jobs();
    expect(recorded.map((j) => [j.service, j.sheet, j.charge, j.coins])).toEqual([
      ['both-side', documentSheet('pan-card', '0'), 'coins', 5],
      ['both-side', documentSheet('pan-card', '1'), 'reprint', 0],
    ]);
    // The document hash is of the front's hash then the back's, as uploaded.
    expect(recorded.every((j) => j.doc_hash === bothSideHash(cardFront, cardBack))).toBe(true);
    expect(receiptOf(stacked).jobId).toBe(recorded[0]!.id);
    expect(receiptOf(row)).toMatchObject({ jobId: recorded[1]!.id, reprint: true, coinsCharged: 0 });
    // Front and back swapped is another document: charged again.
    const swapped = await print({ service: 'both-side', docType: 'pan-card', layout: '0', mode: 'clean' }, { front: back, back: front });
    expect(swapped.receipt?.charge).toBe('coins');
    expect(await readBalance(t.app.database.db, uid)).toBe(2);
  });

  it('never charges more than the quote shown: expectedCoins below the charge answers 409 QUOTE_CHANGED with the quote, and charges nothing', async () => {
    const { uid, print, jobs } = await operator(10);
    const claims = async () => (await t.app.database.db.selectFrom('daily_access').select('doc_hash').where('uid', '=', uid).execute()).length;
    const fields = { service: 'both-side', docType: 'pan-card', layout: '0', mode: 'clean' };
    // A new document costs the price (5); the page showed a reprint.
    const stale = await print({ ...fields, expectedCoins: '0' }, { front, back });
    expect(stale.status, stale.res.body.slice(0, 300)).toBe(409);
    expect(stale.error).toMatchObject({ code: 'QUOTE_CHANGED', quote: { charge: 'coins', coins: 5, balance: 10, newItems: 1 } });
    expect(stale.receipt).toBeNull();
    const single = await print({ service: 'single-side', docType: 'aadhaar', layout: 'single', mode: 'clean', expectedCoins: '4' }, { front });
    expect(single.status, single.res.body.slice(0, 300)).toBe(409);
    expect(single.error).toMatchObject({ code: 'QUOTE_CHANGED', quote: { charge: 'coins', coins: 5, balance: 10, newItems: 1 } });
    expect(await readBalance(t.app.database.db, uid)).toBe(10);
    expect(await claims()).toBe(0);
    expect(await jobs()).toEqual([]);

    // With the quote as it stands, the document prints and takes what was quoted.
    const paid = await print({ ...fields, expectedCoins: '5' }, { front, back });
    expect(paid.status, paid.res.body.slice(0, 300)).toBe(201);
    expect(paid.receipt).toMatchObject({ charge: 'coins', coinsCharged: 5, balanceAfter: 5 });
  });

  it('copies repeat the card pair down the sheet as far as it fits, and one more is refused', async () => {
    const { uid, print, jobs } = await operator(10);
    const five = await print({ service: 'both-side', docType: 'voter-id', layout: '1', copies: '5', mode: 'watermarked' }, { front, back });
    expect(five.status).toBe(201);
    const images = (await inspectPdf(pdfOf(five))).pages[0]!.images;
    expect(images).toHaveLength(10);
    expect(new Set(images.map((i) => i.yMm.toFixed(1))).size).toBe(5);
    const six = await print({ service: 'both-side', docType: 'voter-id', layout: '1', copies: '6', mode: 'clean' }, { front, back });
    expect(six.status).toBe(422);
    expect(six.error).toMatchObject({ code: 'LAYOUT_DOES_NOT_FIT', message: expect.stringContaining('at most 5') });
    const twoPairs = await print({ service: 'both-side', docType: 'driving-licence', copies: '2', mode: 'watermarked' }, { front, back });
    expect((await inspectPdf(pdfOf(twoPairs))).pages[0]!.images).toHaveLength(4);
    const threePairs = await print({ service: 'both-side', docType: 'driving-licence', layout: '0', copies: '3', mode: 'clean' }, { front, back });
    expect(threePairs.status).toBe(422);
    expect(threePairs.error!.code).toBe('LAYOUT_DOES_NOT_FIT');
    expect((await jobs()).map((j) => j.sheet)).toEqual([documentSheet('voter-id', '1', 5), documentSheet('driving-licence', '0', 2)]);
    expect(await readBalance(t.app.database.db, uid)).toBe(10);
  });

  it('passport pages print at 125×88 mm without the QR code; two side by side do not fit', async () => {
    const { uid, print, jobs } = await operator(5);
    const single = await print({ service: 'single-side', docType: 'passport-page', mode: 'watermarked' });
    expect(single.status).toBe(201);
    const [image] = (await inspectPdf(pdfOf(single))).pages[0]!.images;
    expect(Math.abs(image!.widthMm - 125)).toBeLessThan(0.2);
    expect(Math.abs(image!.heightMm - 88)).toBeLessThan(0.2);
    expect((await readQrCodes(pdfOf(single)))[0]).toHaveLength(0);

    const stacked = await print({ service: 'both-side', docType: 'passport-page', layout: '0', mode: 'watermarked' }, { front, back });
    const pages = (await inspectPdf(pdfOf(stacked))).pages;
    expect(pages).toHaveLength(1);
    expect(pages[0]!.images.map((i) => [Math.round(i.widthMm * 10) / 10, Math.round(i.heightMm * 10) / 10])).toEqual([
      [125, 88],
      [125, 88],
    ]);
    expect((await readQrCodes(pdfOf(stacked)))[0]).toHaveLength(0);

    const sideBySide = await print({ service: 'both-side', docType: 'passport-page', layout: '1', mode: 'clean' }, { front, back });
    expect(sideBySide.status).toBe(422);
    expect(sideBySide.error).toEqual({
      code: 'LAYOUT_DOES_NOT_FIT',
      message: 'Two passport pages (125×88 mm) do not fit side by side on A4. Choose stacked.',
    });
    expect(await readBalance(t.app.database.db, uid)).toBe(5);
    expect(await jobs()).toHaveLength(2);
  });

  it('a both-side page document is two A4 pages for duplex, each scan fitted with its aspect, the QR code in each footer band', async () => {
    const { print } = await operator(0);
    const res = await print({ service: 'both-side', docType: 'income-certificate', layout: '0', mode: 'watermarked' }, { front, back });
    expect(res.status).toBe(201);
    expect(res.fetched?.headers['content-disposition']).toBe('inline; filename="income-certificate-both-side-watermarked.pdf"');
    expect(res.receipt?.filename).toBe('income-certificate-both-side-watermarked.pdf');
    const pdf = await inspectPdf(pdfOf(res));
    expect(pdf.pages).toHaveLength(2);
    const qrs = await readQrCodes(pdfOf(res));
    pdf.pages.forEach((page, p) => {
      expect(page.widthPt).toBeCloseTo(mmToPt(mm(210)), 1);
      expect(page.heightPt).toBeCloseTo(mmToPt(mm(297)), 1);
      expect(page.images).toHaveLength(1);
      // The 4:3 photo fills the 200 mm width inside the margins, aspect kept.
      expect(page.images[0]!.widthMm).toBeCloseTo(200, 1);
      expect(page.images[0]!.heightMm).toBeCloseTo(150, 1);
      expect(page.texts.filter((text) => text === BRAND)).toHaveLength(140);
      expect(qrs[p]).toHaveLength(1);
      expect(qrs[p]![0]!.yMm).toBeGreaterThanOrEqual(297 - 5 - 12);
    });
  });

  it("leaves the QR code off cards from a card PDF (the e-Aadhaar screen's old spelling of the source is read the same)", async () => {
    const { print } = await operator(0);
    for (const [docType, source] of [
      ['aadhaar', 'e-aadhaar'],
      ['pan-card', 'card-pdf'],
      ['e-shram-card', 'card-pdf'],
    ] as const) {
      const res = await print({ service: 'both-side', docType, layout: '1', source, mode: 'watermarked' }, { front, back });
      expect(res.status).toBe(201);
      expect((await readQrCodes(pdfOf(res)))[0]).toHaveLength(0);
      expect((await inspectPdf(pdfOf(res))).pages[0]!.images).toHaveLength(2);
    }
  });

  it('charges per service: single-side and both-side 5 coins; a Standard Plan covers single-side only, a Pro Plan both', async () => {
    const coinsUser = await operator(10);
    const single = await coinsUser.print({ service: 'single-side', docType: 'aadhaar', mode: 'clean' });
    expect([single.receipt?.charge, single.receipt?.balanceAfter]).toEqual(['coins', 5]);
    const both = await coinsUser.print({ service: 'both-side', docType: 'aadhaar', mode: 'clean' }, { front, back });
    expect([both.receipt?.charge, both.receipt?.balanceAfter]).toEqual(['coins', 0]);

    const standard = await operator(0);
    await standard.grant(false);
    const covered = await standard.print({ service: 'single-side', docType: 'ayushman-card', mode: 'clean' });
    expect([covered.status, covered.receipt?.charge, covered.receipt?.balanceAfter]).toEqual([201, 'plan', 0]);
    const notCovered = await standard.print({ service: 'both-side', docType: 'ayushman-card', mode: 'clean' }, { front, back });
    expect(notCovered.status).toBe(402);
    expect(notCovered.res.headers['content-type']).toMatch(/^application\/json/);
    expect(notCovered.error).toEqual({ code: 'INSUFFICIENT_COINS', message: "You don't have enough coins to perform this action" });
    expect((await standard.jobs()).map((j) => [j.service, j.charge])).toEqual([['single-side', 'plan']]);
    // With coins, the Standard Plan user pays for both-side.
    await credit(t.app.database, standard.uid, 5);
    const paid = await standard.print({ service: 'both-side', docType: 'ayushman-card', mode: 'clean' }, { front, back });
    expect([paid.receipt?.charge, paid.receipt?.balanceAfter]).toEqual(['coins', 0]);

    const pro = await operator(1);
    await pro.grant(true);
    for (const [fields, files] of [
      [{ service: 'single-side', docType: 'bank-passbook', mode: 'clean' }, { front }],
      [
        { service: 'both-side', docType: 'bank-passbook', mode: 'clean' },
        { front, back },
      ],
      [
        { service: 'both-side', docType: 'passport-page', mode: 'clean' },
        { front, back },
      ],
    ] as const) {
      const res = await pro.print(fields, files);
      expect([res.status, res.receipt?.charge, res.receipt?.balanceAfter]).toEqual([201, 'plan', 1]);
    }
    expect(await readBalance(t.app.database.db, pro.uid)).toBe(1);
  });

  it('answers 402 and no PDF for a both-side print the user cannot pay, charging and recording nothing', async () => {
    const { uid, print, jobs } = await operator(4);
    const res = await print({ service: 'both-side', docType: 'aadhaar', layout: '1', mode: 'clean' }, { front, back });
    expect(res.status).toBe(402);
    expect(res.res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.error!.code).toBe('INSUFFICIENT_COINS');
    expect(await readBalance(t.app.database.db, uid)).toBe(4);
    expect(await jobs()).toEqual([]);
  });

  it('refuses bad requests and bad or oversized files with a clear 4xx, before any charge, changing nothing', async () => {
    const { uid, print, jobs } = await operator(50);
    const text = jpeg(Buffer.from('not a picture at all'), 'scan.jpg');
    const gif = {
      bytes: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
        .gif()
        .toBuffer(),
      filename: 'a.gif',
      type: 'image/gif',
    };
    const huge = jpeg(Buffer.alloc(15 * 1024 * 1024 + 1, 1), 'huge.jpg');
    const tooManyPixels = {
      bytes: await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
      filename: 'big.png',
      type: 'image/png',
    };
    const both = { service: 'both-side', docType: 'aadhaar', layout: '0', mode: 'clean' };
    const single = { service: 'single-side', docType: 'aadhaar', mode: 'clean' };
    const cases: Array<[string, Record<string, string>, { front?: Upload; back?: Upload }, number, string, RegExp?]> = [
      ['unknown document type', { ...single, docType: 'aadhar' }, { front }, 422, 'UNKNOWN_LAYOUT', /aadhar/],
      ['no document type', { service: 'single-side', mode: 'clean' }, { front }, 400, 'VALIDATION', /document type/],
      ['a both-side layout for single-side', { ...single, layout: '0' }, { front }, 422, 'UNKNOWN_LAYOUT', /"single"/],
      ['single for both-side', { ...both, layout: 'single' }, { front, back }, 422, 'UNKNOWN_LAYOUT', /"0" or "1"/],
      ['a layout that does not exist', { ...both, layout: '2' }, { front, back }, 422, 'UNKNOWN_LAYOUT'],
      ['a passport layout id', { ...single, layout: 'a4-6' }, { front }, 422, 'UNKNOWN_LAYOUT'],
      ['zero copies', { ...single, copies: '0' }, { front }, 400, 'VALIDATION', /copies/],
      ['copies not a number', { ...single, copies: 'two' }, { front }, 400, 'VALIDATION', /copies/],
      ['copies that do not fit', { ...single, copies: '99999' }, { front }, 422, 'LAYOUT_DOES_NOT_FIT', /at most 5/],
      ['a page document side by side', { ...both, docType: 'caste-certificate', layout: '1' }, { front, back }, 422, 'LAYOUT_DOES_NOT_FIT'],
      ['an unknown mode', { ...single, mode: 'free' }, { front }, 400, 'VALIDATION'],
      ['a card PDF as a certificate', { ...single, docType: 'caste-certificate', source: 'card-pdf' }, { front }, 400, 'VALIDATION', /card type/],
      ['an unknown source', { ...single, source: 'pdf' }, { front }, 400, 'VALIDATION', /scan or card-pdf/],
      ['no back for both-side', both, { front }, 400, 'VALIDATION', /back side/],
      ['no front', both, { back }, 400, 'VALIDATION', /front side/],
      ['a back on single-side', single, { front, back }, 400, 'VALIDATION', /front only/],
      ['a front that is not an image', both, { front: text, back }, 415, 'UNSUPPORTED_TYPE', /^Front side: /],
      ['a back that is not an image', both, { front, back: text }, 415, 'UNSUPPORTED_TYPE', /^Back side: /],
      ['a GIF back', both, { front, back: gif }, 415, 'UNSUPPORTED_TYPE', /^Back side: GIF/],
      ['a truncated front', single, { front: jpeg(cardFront.subarray(0, 20_000)) }, 415, 'UNSUPPORTED_TYPE'],
      ['a back over 15 MB', both, { front, back: huge }, 413, 'FILE_TOO_LARGE', /^Back side: .*15 MB/],
      ['a front over 15 MB', both, { front: huge, back }, 413, 'FILE_TOO_LARGE', /^Front side: .*15 MB/],
      ['a back over 50 megapixels', both, { front, back: tooManyPixels }, 413, 'IMAGE_TOO_LARGE', /^Back side: /],
      // The layout is refused before the file is even decoded.
      [
        'side-by-side passport pages with a broken file',
        { ...both, docType: 'passport-page', layout: '1' },
        { front: text, back: text },
        422,
        'LAYOUT_DOES_NOT_FIT',
      ],
    ];
    for (const [name, fields, files, status, code, message] of cases) {
      const res = await print(fields, files);
      expect(res.status, `${name}: ${res.res.body.slice(0, 200)}`).toBe(status);
      const body = res.error!;
      expect(body.code, name).toBe(code);
      expect(body.message, name).toEqual(expect.any(String));
      if (message) expect(body.message, name).toMatch(message);
    }
    expect(await readBalance(t.app.database.db, uid)).toBe(50);
    expect(await jobs()).toEqual([]);
  });

  it('keeps serving passport photos through the same endpoint', async () => {
    const { print } = await operator(0);
    const res = await print({ service: 'passport-photo', layout: 'a4-6', mode: 'watermarked' });
    expect(res.status).toBe(201);
    expect((await inspectPdf(pdfOf(res))).pages[0]!.images).toHaveLength(6);
    expect((await readQrCodes(pdfOf(res)))[0]).toHaveLength(0);
  });
});

describe('document prints and the bounded image queue', () => {
  it('decodes the front and the back each through the queue, one after the other', async () => {
    class CountingQueue extends BoundedQueue {
      runs = 0;
      maxRunning = 0;
      override async run<T>(task: () => Promise<T>): Promise<T> {
        this.runs += 1;
        return super.run(async () => {
          this.maxRunning = Math.max(this.maxRunning, this.stats.running);
          return task();
        });
      }
    }
    const queue = new CountingQueue({ concurrency: 2, maxWaiting: 4, maxWaitMs: 10_000 });
    const t = await createTestApp('sqlite', { RATE_LIMIT_FACTOR: '100' }, { imageQueue: queue });
    try {
      const browser = new BrowserSession(t.app);
      await signIn(browser, { email: 'queue@example.in' });
      const body = await multipart({ service: 'both-side', docType: 'aadhaar', layout: '0', mode: 'watermarked' }, { front, back });
      const res = await browser.request({
        method: 'POST',
        url: '/api/v1/prints',
        payload: body.payload,
        headers: { 'content-type': body.contentType, 'x-csrf-token': browser.cookies.get('csrf')! },
      });
      expect(res.statusCode).toBe(201);
      expect(queue.runs).toBe(2);
      expect(queue.maxRunning).toBe(1);
    } finally {
      await t.close();
    }
  });
});
