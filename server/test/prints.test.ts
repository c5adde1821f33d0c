import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '@core/errors/app-error';
import { mmToPt } from '@core/units/units';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { BoundedQueue } from '../src/lib/bounded-queue';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import type * as DocumentSheet from '../src/modules/prints/compose-document-sheet';
import type * as PhotoSheet from '../src/modules/prints/compose-photo-sheet';
import { grantPlan } from '../src/modules/ledger/grant-plan';
import { inWriteTransaction } from '../src/modules/ledger/write-transaction';
import { BrowserSession, signIn } from './support/browser-session';
import { inspectPdf } from './support/inspect-pdf';
import { multipart } from './support/multipart';
import { pdfOf, printOperator, readPrintAnswer, receiptOf, type PrintAnswer, type ReadPrintOptions } from './support/print-operator';
import { photoSheet, printJobsOf } from './support/print-jobs';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

/** Composing fails while `error` is set (a failure after the upload); otherwise the real composers run. */
const composing = vi.hoisted(() => ({ error: null as Error | null }));
vi.mock('../src/modules/prints/compose-photo-sheet', async (importOriginal) => {
  const real = await importOriginal<typeof PhotoSheet>();
  return {
    ...real,
    composePhotoSheet: async (...args: Parameters<typeof real.composePhotoSheet>) =>
      composing.error ? Promise.reject(composing.error) : real.composePhotoSheet(...args),
  };
});
vi.mock('../src/modules/prints/compose-document-sheet', async (importOriginal) => {
  const real = await importOriginal<typeof DocumentSheet>();
  return {
    ...real,
    composeDocumentSheet: async (...args: Parameters<typeof real.composeDocumentSheet>) =>
      composing.error ? Promise.reject(composing.error) : real.composeDocumentSheet(...args),
  };
});

const phonePhoto = readFileSync(fixturePath('phone-portrait-3024x4032.jpg'));
const jpegFile = (bytes: Uint8Array = phonePhoto) => ({ bytes, filename: 'photo.jpg', type: 'image/jpeg' });

/** A sheet answered with its receipt (what it cost, the coins left) and its PDF fetched from the receipt's printUrl. */
function expectSheet(answer: PrintAnswer, charge: string, balanceAfter: number) {
  expect(answer.status, answer.res.body).toBe(201);
  expect(answer.receipt).toMatchObject({ charge, balanceAfter });
  expect(answer.pdf).not.toBeNull();
}

describe.each(testEngines)('POST /api/v1/prints on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100', BRAND_NAME: 'Sharma Studio' });
  });
  afterAll(async () => t?.close());

  async function operator(coins = 0) {
    const user = await printOperator(t.app, `print-${randomUUID().slice(0, 8)}@example.in`, coins);
    const print = (fields: Record<string, string>, photo: ReturnType<typeof jpegFile> | null = jpegFile(), options: ReadPrintOptions = {}) =>
      user.print(fields, photo ? { front: photo } : {}, options);
    return { uid: user.uid, print, browser: user.browser, user };
  }

  it('gives a free watermarked sheet: A4 in points, 6 photos of 35×45 mm, the brand 140 times', async () => {
    const { uid, print } = await operator(0);
    const res = await print({ service: 'passport-photo', layout: 'a4-6', mode: 'watermarked' });
    expectSheet(res, 'none', 0);
    const pdf = await inspectPdf(pdfOf(res));
    expect(pdf.pages[0]!.widthPt).toBeCloseTo(595.28, 1);
    expect(pdf.pages[0]!.heightPt).toBeCloseTo(841.89, 1);
    expect(pdf.pages[0]!.images).toHaveLength(6);
    for (const image of pdf.pages[0]!.images) {
      expect(Math.abs(image.widthMm - 35)).toBeLessThan(0.1);
      expect(Math.abs(image.heightMm - 45)).toBeLessThan(0.1);
    }
    expect(pdf.pages[0]!.texts.filter((text) => text === 'Sharma Studio')).toHaveLength(140);
    const jobs = (await printJobsOf(t.app.database, uid)).map(({ charge, coins, sheet }) => ({ charge, coins, sheet }));
    expect(jobs).toEqual([{ charge: 'none', coins: 0, sheet: photoSheet('a4', [35, 45], 6) }]);
  });

  it('charges 5 coins for a clean sheet, then reprints the same photo free today in another layout', async () => {
    const { uid, print } = await operator(20);
    const clean = await print({ service: 'passport-photo', layout: '4x6-6', mode: 'clean' });
    expectSheet(clean, 'coins', 15);
    const pdf = await inspectPdf(pdfOf(clean));
    expect(pdf.pages[0]!.widthPt).toBeCloseTo(mmToPt(101.6 as never), 1);
    expect(pdf.pages[0]!.images).toHaveLength(6);
    expect(pdf.pages[0]!.texts.filter((text) => text === 'Sharma Studio')).toHaveLength(0);
    const again = await print({ service: 'passport-photo', layout: 'a4-42', mode: 'clean' });
    expectSheet(again, 'reprint', 15);
    expect((await inspectPdf(pdfOf(again))).pages[0]!.images).toHaveLength(42);
    expect(await readBalance(t.app.database.db, uid)).toBe(15);
  });

  it('prints clean under a plan without touching coins', async () => {
    const { uid, print } = await operator(3);
    await inWriteTransaction(t.app.database, (trx) =>
      grantPlan(trx, { uid, days: 30, documentPrint: false, sourceRef: `test:${randomUUID()}`, now: Date.now() }),
    );
    const res = await print({ service: 'passport-photo', layout: 'a4-12', mode: 'clean' });
    expectSheet(res, 'plan', 3);
  });

  it('answers 402 JSON and no PDF to a user who cannot pay, charging nothing', async () => {
    const { uid, print } = await operator(4);
    const res = await print({ service: 'passport-photo', layout: 'a4-6', mode: 'clean' });
    expect(res.status).toBe(402);
    expect(res.res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.receipt).toBeNull();
    expect(res.error).toEqual({ code: 'INSUFFICIENT_COINS', message: "You don't have enough coins to perform this action" });
    expect(await readBalance(t.app.database.db, uid)).toBe(4);
    expect(await t.app.database.db.selectFrom('print_jobs').select('id').where('uid', '=', uid).execute()).toEqual([]);
  });

  it('costs nothing when composing fails after the upload: a plain 500 {code, message}, no coins, no print job, and the next print is charged once', async () => {
    const { uid, print } = await operator(20);
    const jobs = () => t.app.database.db.selectFrom('print_jobs').select(['service', 'charge', 'coins']).where('uid', '=', uid).execute();
    composing.error = new Error('pdf-lib ran out of something at /srv/app/server/src/modules/prints/compose-photo-sheet.ts:42');
    try {
      const attempts = [
        await print({ service: 'passport-photo', layout: 'a4-6', mode: 'clean' }),
        await print({ service: 'passport-photo', layout: 'a4-12', mode: 'clean', delivery: 'frame' }),
        await print({ service: 'single-side', docType: 'aadhaar', mode: 'clean' }),
        await print({ service: 'passport-photo', layout: 'a4-6', mode: 'watermarked' }),
      ];
      for (const { status, res, receipt, error } of attempts) {
        expect(status).toBe(500);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(receipt).toBeNull();
        // Exactly the code and a plain message: nothing of the error itself reaches the user.
        expect(error).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
        expect(res.body).not.toMatch(/pdf-lib|srv|stack/);
      }
    } finally {
      composing.error = null;
    }
    expect(await readBalance(t.app.database.db, uid)).toBe(20);
    expect(await jobs()).toEqual([]);

    // The same photo once composing works: charged once, as a first print.
    const res = await print({ service: 'passport-photo', layout: 'a4-6', mode: 'clean' });
    expectSheet(res, 'coins', 15);
    expect(await jobs()).toEqual([{ service: 'passport-photo', charge: 'coins', coins: 5 }]);
  });

  it('answers a failure the server expects (a sheet that does not fit) as its 4xx, charging nothing', async () => {
    const { uid, print } = await operator(20);
    composing.error = new AppError('LAYOUT_DOES_NOT_FIT', 'These copies do not fit on one A4 sheet.');
    try {
      const res = await print({ service: 'single-side', docType: 'aadhaar', mode: 'clean' });
      expect(res.status).toBe(422);
      expect(res.error).toEqual({ code: 'LAYOUT_DOES_NOT_FIT', message: 'These copies do not fit on one A4 sheet.' });
    } finally {
      composing.error = null;
    }
    expect(await readBalance(t.app.database.db, uid)).toBe(20);
    expect(await t.app.database.db.selectFrom('print_jobs').select('id').where('uid', '=', uid).execute()).toEqual([]);
  });

  it('refuses bad uploads with a clear 4xx and no charge', async () => {
    const { uid, print } = await operator(50);
    const cases: Array<[Record<string, string>, ReturnType<typeof jpegFile> | null, number, string]> = [
      [
        { service: 'passport-photo', layout: 'a4-6', mode: 'clean' },
        { bytes: Buffer.from('just some text, not a photo'), filename: 'photo.jpg', type: 'image/jpeg' },
        415,
        'UNSUPPORTED_TYPE',
      ],
      [
        { service: 'passport-photo', layout: 'a4-6', mode: 'clean' },
        {
          bytes: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
            .gif()
            .toBuffer(),
          filename: 'a.gif',
          type: 'image/gif',
        },
        415,
        'UNSUPPORTED_TYPE',
      ],
      [{ service: 'passport-photo', layout: 'a4-6', mode: 'clean' }, jpegFile(phonePhoto.subarray(0, 20_000)), 415, 'UNSUPPORTED_TYPE'],
      [{ service: 'passport-photo', layout: 'a4-6', mode: 'clean' }, jpegFile(Buffer.alloc(15 * 1024 * 1024 + 1, 1)), 413, 'FILE_TOO_LARGE'],
      [
        { service: 'passport-photo', layout: 'a4-6', mode: 'clean' },
        {
          bytes: await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
          filename: 'big.png',
          type: 'image/png',
        },
        413,
        'IMAGE_TOO_LARGE',
      ],
      [{ service: 'passport-photo', layout: 'a4-99', mode: 'clean' }, jpegFile(), 422, 'UNKNOWN_LAYOUT'],
      [{ service: 'visa-photo', layout: 'a4-6', mode: 'clean' }, jpegFile(), 422, 'UNKNOWN_SERVICE'],
      // Exam upload files are a listed service (decision 0039) but never a print: the prints route refuses them.
      [{ service: 'exam-files', layout: 'a4-6', mode: 'clean' }, jpegFile(), 422, 'UNKNOWN_SERVICE'],
      [{ service: 'exam-files', layout: 'single', mode: 'clean' }, jpegFile(), 422, 'UNKNOWN_SERVICE'],
      [{ service: 'passport-photo', layout: 'a4-6', mode: 'free' }, jpegFile(), 400, 'VALIDATION'],
      [{ service: 'passport-photo', layout: 'a4-6', mode: 'clean' }, null, 400, 'VALIDATION'],
      [{ service: 'passport-photo', layout: 'a4-6', mode: 'clean', delivery: 'email' }, jpegFile(), 400, 'VALIDATION'],
    ];
    for (const [fields, file, status, code] of cases) {
      const res = await print(fields, file);
      expect(res.status, `${code} ${JSON.stringify(fields)}`).toBe(status);
      expect(res.receipt).toBeNull();
      expect(res.error).toMatchObject({ code, message: expect.any(String) });
    }
    expect(await readBalance(t.app.database.db, uid)).toBe(50);
    expect(await t.app.database.db.selectFrom('print_jobs').select('id').where('uid', '=', uid).execute()).toEqual([]);
  });

  it('holds every print for its owner only: a same-origin PDF our pages may frame, charged once (delivery=frame says the same as the default)', async () => {
    const { uid, print, browser } = await operator(12);
    for (const delivery of [undefined, 'frame', 'receipt']) {
      const fields = { service: 'passport-photo', layout: 'a4-12', mode: 'clean', ...(delivery ? { delivery } : {}) };
      const res = await print(fields, jpegFile(), { fetchPdf: false });
      expect(res.status, String(delivery)).toBe(201);
      expect(res.res.headers['content-type'], String(delivery)).toMatch(/^application\/json/);
      for (const header of ['x-print-charge', 'x-print-coins', 'x-coins-remaining', 'x-print-job']) expect(res.res.headers[header]).toBeUndefined();
    }
    const jobs = await printJobsOf(t.app.database, uid);
    expect(jobs.map((job) => job.charge).sort()).toEqual(['coins', 'reprint', 'reprint']);

    const other = await operator(12);
    const res = await other.print({ service: 'passport-photo', layout: 'a4-12', mode: 'clean', delivery: 'frame' }, jpegFile(), { fetchPdf: false });
    const receipt = receiptOf(res);
    expect(receipt).toMatchObject({ filename: 'passport-photos-a4-12.pdf', charge: 'coins', coinsCharged: 5, balanceAfter: 7, reprint: false });
    expect(receipt.printUrl).toMatch(/^\/api\/v1\/prints\/held\/[\w-]{22}$/);
    expect(Date.parse(receipt.expiresAt!) - Date.now()).toBeGreaterThan(5 * 60_000);
    const printUrl = receipt.printUrl!;

    for (let fetch = 0; fetch < 2; fetch++) {
      const pdfRes = await other.browser.request({ url: printUrl });
      expect(pdfRes.statusCode).toBe(200);
      expect(pdfRes.headers['content-type']).toBe('application/pdf');
      expect(pdfRes.headers['content-disposition']).toBe('inline; filename="passport-photos-a4-12.pdf"');
      expect(pdfRes.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(pdfRes.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(pdfRes.headers['cache-control']).toContain('no-store');
      const pdf = await inspectPdf(pdfRes.rawPayload);
      expect(pdf.pages[0]!.images).toHaveLength(12);
      expect(pdf.pages[0]!.texts).not.toContain('Sharma Studio');
    }
    expect(await readBalance(t.app.database.db, other.uid)).toBe(7);

    const theirs = await browser.request({ url: printUrl });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<{ code: string }>().code).toBe('NOT_FOUND');
    expect((await t.app.inject({ url: printUrl })).statusCode).toBe(401);
    expect((await other.browser.request({ url: '/api/v1/prints/held/not-a-print-id-at-all' })).statusCode).toBe(404);
  });

  it("answers a clean print's receipt from the ledger, and the same photo again today as a free reprint", async () => {
    const { uid, print } = await operator(17);
    const ledger = () => t.app.database.db.selectFrom('ledger').select(['delta', 'kind', 'ref']).where('uid', '=', uid).where('kind', '=', 'print').execute();

    const first = await print({ service: 'passport-photo', layout: 'a4-6', mode: 'clean' });
    const receipt = receiptOf(first);
    const [job] = await printJobsOf(t.app.database, uid);
    expect(receipt).toMatchObject({ jobId: job!.id, charge: 'coins', reprint: false, filename: 'passport-photos-a4-6.pdf' });
    const charged = await ledger();
    expect(charged, 'one print entry in the ledger').toHaveLength(1);
    expect(receipt.coinsCharged, 'coinsCharged is what the ledger took').toBe(-charged[0]!.delta);
    expect(receipt.coinsCharged).toBe(5);
    expect(receipt.balanceAfter, 'balanceAfter is the ledger balance').toBe(await readBalance(t.app.database.db, uid));
    expect(receipt.balanceAfter).toBe(12);
    expect((await inspectPdf(pdfOf(first))).pages[0]!.images).toHaveLength(6);

    const again = await print({ service: 'passport-photo', layout: '4x6-6', mode: 'clean' });
    expect(receiptOf(again)).toMatchObject({ charge: 'reprint', reprint: true, coinsCharged: 0, balanceAfter: 12, filename: 'passport-photos-4x6-6.pdf' });
    expect(receiptOf(again).jobId).not.toBe(receipt.jobId);
    expect(await ledger(), 'a reprint takes nothing from the ledger').toEqual(charged);
    expect(await readBalance(t.app.database.db, uid)).toBe(12);
    expect((await inspectPdf(pdfOf(again))).pages[0]!.images).toHaveLength(6);
  });

  it('answers delivery=pdf (the legacy path) with the PDF itself and no receipt, charged as a receipt print is', async () => {
    const legacy = await operator(17);
    const res = await legacy.print({ service: 'passport-photo', layout: 'a4-6', mode: 'clean', delivery: 'pdf' });
    expect(res.status).toBe(200);
    expect(res.res.headers['content-type']).toBe('application/pdf');
    expect(res.res.headers['content-disposition']).toBe('inline; filename="passport-photos-a4-6.pdf"');
    expect(res.res.headers['cache-control']).toBe('no-store');
    for (const header of ['x-print-charge', 'x-print-coins', 'x-coins-remaining', 'x-print-job']) expect(res.res.headers[header], header).toBeUndefined();
    expect(res.receipt).toBeNull();
    const pdf = await inspectPdf(pdfOf(res));
    expect(pdf.pages[0]!.images).toHaveLength(6);
    expect(pdf.pages[0]!.texts).not.toContain('Sharma Studio');

    // The same print through the receipt, by another operator with the same coins: the same charge, the same ledger.
    const receipted = await operator(17);
    const withReceipt = await receipted.print({ service: 'passport-photo', layout: 'a4-6', mode: 'clean' });
    expect(receiptOf(withReceipt)).toMatchObject({ charge: 'coins', coinsCharged: 5, balanceAfter: 12 });
    const ledgerOf = (uid: string) =>
      t.app.database.db.selectFrom('ledger').select(['delta', 'kind']).where('uid', '=', uid).orderBy('created_at').orderBy('id').execute();
    expect(await ledgerOf(legacy.uid)).toEqual(await ledgerOf(receipted.uid));
    expect(await ledgerOf(legacy.uid)).toEqual([
      { delta: 17, kind: 'admin' },
      { delta: -5, kind: 'print' },
    ]);
    const jobsOf = async (uid: string) =>
      (await printJobsOf(t.app.database, uid)).map(({ service, sheet, charge, coins }) => ({ service, sheet, charge, coins }));
    expect(await jobsOf(legacy.uid)).toEqual([{ service: 'passport-photo', sheet: photoSheet('a4', [35, 45], 6), charge: 'coins', coins: 5 }]);
    expect(await jobsOf(legacy.uid)).toEqual(await jobsOf(receipted.uid));

    // Its same-day reprint is free on the legacy path too; a free sheet comes back watermarked.
    const again = await legacy.print({ service: 'passport-photo', layout: 'a4-12', mode: 'clean', delivery: 'pdf' });
    expect(again.status).toBe(200);
    expect((await inspectPdf(pdfOf(again))).pages[0]!.images).toHaveLength(12);
    expect(await readBalance(t.app.database.db, legacy.uid)).toBe(12);
    const free = await legacy.print({ service: 'passport-photo', layout: 'a4-6', mode: 'watermarked', delivery: 'pdf' });
    expect(free.res.headers['content-disposition']).toBe('inline; filename="passport-photos-a4-6-watermarked.pdf"');
    expect((await inspectPdf(pdfOf(free))).pages[0]!.texts).toContain('Sharma Studio');
    expect((await jobsOf(legacy.uid)).map((job) => job.charge)).toEqual(['coins', 'reprint', 'none']);
  });

  it('needs a signed-in user and the CSRF token', async () => {
    const body = await multipart({ service: 'passport-photo', layout: 'a4-6', mode: 'watermarked' }, { front: jpegFile() });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/prints', payload: body.payload, headers: { 'content-type': body.contentType } });
    expect(anonymous.statusCode).toBe(401);
    const { browser } = await operator(0);
    const noToken = await browser.request({ method: 'POST', url: '/api/v1/prints', payload: body.payload, headers: { 'content-type': body.contentType } });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json<{ code: string }>().code).toBe('CSRF');
  });
});

/**
 * A request body handed to the server only as it reads it, counting what it has taken; with `holdAt`,
 * the bytes after that point come only once `finish()` is called (an upload still on its way).
 */
class UploadBody extends Readable {
  taken = 0;
  readonly reachedHold: Promise<void>;
  #reached!: () => void;
  #finished!: () => void;
  readonly #rest: Promise<void>;

  constructor(
    private readonly bytes: Buffer,
    private readonly holdAt = bytes.length,
  ) {
    super({ highWaterMark: 64 * 1024 });
    this.reachedHold = new Promise((resolve) => (this.#reached = resolve));
    this.#rest = new Promise((resolve) => (this.#finished = resolve));
  }

  finish() {
    this.#finished();
  }

  override _read(size: number) {
    const hand = () => {
      if (this.taken >= this.bytes.length) {
        this.push(null);
        return;
      }
      const end = Math.min(this.taken < this.holdAt ? this.holdAt : this.bytes.length, this.taken + size);
      this.push(this.bytes.subarray(this.taken, end));
      this.taken = end;
      if (end === this.holdAt) this.#reached();
    };
    if (this.taken === this.holdAt && this.holdAt < this.bytes.length) void this.#rest.then(hand);
    else hand();
  }
}

describe('bounded image work', () => {
  type Form = Awaited<ReturnType<typeof multipart>>;
  const printForm = async (photo = jpegFile()) => multipart({ service: 'passport-photo', layout: 'a4-6', mode: 'watermarked' }, { front: photo });
  const BUSY = { code: 'BUSY', message: 'The server is busy. Please try again in a few seconds.' };

  async function busyApp(queue: BoundedQueue) {
    const t = await createTestApp('sqlite', { RATE_LIMIT_FACTOR: '100' }, { imageQueue: queue });
    const browser = new BrowserSession(t.app);
    await signIn(browser, { email: `busy-${randomUUID().slice(0, 8)}@example.in` });
    /** Sends a print form as a stream the server has to read, declaring its Content-Length as a browser does. */
    const send = (form: Form, upload = new UploadBody(form.payload)) => ({
      upload,
      answer: browser.request({
        method: 'POST',
        url: '/api/v1/prints',
        payload: upload,
        headers: { 'content-type': form.contentType, 'content-length': String(form.payload.length), 'x-csrf-token': browser.cookies.get('csrf')! },
      }),
    });
    /** A print's answer read as its user reads it: the receipt, and the PDF from its printUrl. */
    const read = (res: Awaited<ReturnType<typeof send>['answer']>) => readPrintAnswer(res, (url) => browser.request({ url }));
    return { t, send, read };
  }

  it("answers 503 BUSY beyond a user's two places before reading the upload, and serves again once they drain", async () => {
    const form = await printForm();
    // A user's two places (one decoding, one waiting its turn): two of their prints in flight at most.
    const { t, send, read } = await busyApp(new BoundedQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 10_000, maxPerCaller: 2 }));
    try {
      const sent = [send(form), send(form), send(form), send(form)];
      const answers = await Promise.all(sent.map((s) => s.answer));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 503, 503]);
      sent.forEach(({ upload }, i) => {
        if (answers[i]!.statusCode === 503) {
          expect(answers[i]!.json()).toEqual(BUSY);
          expect(answers[i]!.headers['retry-after']).toBe('1');
          // Refused before a byte of its upload was read.
          expect(upload.taken).toBe(0);
        } else {
          expect(upload.taken).toBe(form.payload.length);
        }
      });
      for (const answer of answers.filter((a) => a.statusCode === 201)) expect((await read(answer)).pdf).not.toBeNull();
      expect((await send(form).answer).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('refuses an upload beyond the bytes in flight before reading it, and serves again once the first is done', async () => {
    const large = await printForm();
    const small = await printForm(
      jpegFile(
        await sharp({ create: { width: 420, height: 540, channels: 3, background: '#c8a' } })
          .jpeg()
          .toBuffer(),
      ),
    );
    expect(small.payload.length * 10).toBeLessThan(large.payload.length);
    // Room for one and a half large uploads in flight, and places to spare in the queue.
    const { t, send, read } = await busyApp(
      new BoundedQueue({ concurrency: 2, maxWaiting: 4, maxWaitMs: 10_000, maxBytes: Math.floor(large.payload.length * 1.5) }),
    );
    try {
      // A large upload half sent, still arriving: its bytes are spoken for.
      const first = send(large, new UploadBody(large.payload, Math.floor(large.payload.length / 2)));
      await first.upload.reachedHold;

      const second = send(large);
      const refused = await second.answer;
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(BUSY);
      expect(second.upload.taken).toBe(0);

      // A small one still fits beside it.
      const beside = send(small);
      expect((await beside.answer).statusCode).toBe(201);

      first.upload.finish();
      const done = await first.answer;
      expect(done.statusCode).toBe(201);
      expect((await inspectPdf(pdfOf(await read(done)))).pages[0]!.images).toHaveLength(6);
      expect(first.upload.taken).toBe(large.payload.length);

      // Its bytes are free again.
      const again = send(large);
      expect((await again.answer).statusCode).toBe(201);
      expect(again.upload.taken).toBe(large.payload.length);
    } finally {
      await t.close();
    }
  });
});
