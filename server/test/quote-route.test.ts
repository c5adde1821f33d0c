import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ExamFilesResponse } from '@core/contracts/exam-files';
import type { PrintQuote, PrintQuoteRequest } from '@core/contracts/print-quote';
import { expectedCoinsOf } from '@core/contracts/print-quote';
import type { PrintReceipt } from '@core/contracts/print-receipt';
import { fixturePath, type FixtureName } from '../../test/fixtures/fixture-path';
import { sha256Hex } from '../src/lib/sha256-hex';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { grantPlan } from '../src/modules/ledger/grant-plan';
import { inWriteTransaction } from '../src/modules/ledger/write-transaction';
import { signedInUser } from './support/browser-session';
import { photoInput, signatureInput } from './support/exam-file-inputs';
import { multipart } from './support/multipart';
import { postPrint, receiptOf, type Upload } from './support/print-operator';
import { testAppPerSuite } from './support/test-app';
import { testEngines } from './support/test-databases';
import { credit } from './support/test-users';

const fixture = (name: FixtureName, type: string): Upload => ({ bytes: readFileSync(fixturePath(name)), filename: name, type });
const [photoA, photoB, photoC] = [
  fixture('phone-portrait-3024x4032.jpg', 'image/jpeg'),
  fixture('portrait-astronaut.png', 'image/png'),
  fixture('camera-photographer.png', 'image/png'),
];
const [cardFront, cardBack] = [fixture('card-front-photo.jpg', 'image/jpeg'), fixture('card-back-photo.jpg', 'image/jpeg')];
const hashOf = (upload: Upload) => sha256Hex(upload.bytes);

/** A clean print as the page sends it, with the files themselves: what `pay` posts. */
type PaidRequest =
  | { kind: 'photo-sheet'; photo: Upload }
  | { kind: 'customer-sheet'; photos: Upload[] }
  | { kind: 'document'; service: 'single-side' | 'both-side'; front: Upload; back?: Upload }
  | { kind: 'exam-files'; files: Record<string, Upload> };

/** The print form's fields and files of `request` (not exam files: they have their own route). */
function printForm(request: Exclude<PaidRequest, { kind: 'exam-files' }>): [Record<string, string>, Record<string, Upload>] {
  switch (request.kind) {
    case 'photo-sheet':
      return [{ service: 'passport-photo', layout: 'a4-6' }, { front: request.photo }];
    case 'customer-sheet': {
      const customers = request.photos.map((_, i) => ({ label: String(i + 1), size: '35x45', count: 2 }));
      const files = Object.fromEntries(request.photos.map((photo, i) => [`photo${i + 1}`, photo]));
      return [{ service: 'passport-photo', layout: 'a4', customers: JSON.stringify(customers) }, files];
    }
    case 'document':
      return [
        { service: request.service, docType: 'aadhaar', layout: request.back ? '0' : 'single' },
        request.back ? { front: request.front, back: request.back } : { front: request.front },
      ];
  }
}

describe.each(testEngines)('POST /api/v1/prints/quote on %s (docs/decisions/0057)', (engine) => {
  const t = testAppPerSuite(engine, { RATE_LIMIT_FACTOR: '100' });

  async function operator(coins: number) {
    const user = await signedInUser(t.app, { email: `quote-${randomUUID().slice(0, 8)}@example.in` });
    if (coins) await credit(t.app.database, user.uid, coins);
    const quote = async (request: PrintQuoteRequest) => {
      const res = await user.post('/api/v1/prints/quote', request);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json<PrintQuote>();
    };
    /**
     * The clean print of `request`'s files as the page sends it after showing `quote`: a real POST
     * /api/v1/prints (or /api/v1/exam-files) with the quote's coins as `expectedCoins`; its receipt.
     */
    const pay = async (request: PaidRequest, shown: PrintQuote): Promise<PrintReceipt> => {
      const expectedCoins = String(expectedCoinsOf(shown));
      if (request.kind === 'exam-files') {
        const body = await multipart({ mode: 'clean', expectedCoins }, request.files);
        const res = await user.post('/api/v1/exam-files', body.payload, { 'content-type': body.contentType });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        return res.json<ExamFilesResponse>().receipt;
      }
      const [fields, files] = printForm(request);
      return receiptOf(await postPrint(user, { ...fields, mode: 'clean', expectedCoins }, files));
    };
    return { ...user, quote, pay };
  }

  it('quotes coins for new photos, a reprint for ones paid today, short beyond the balance, writing nothing', async () => {
    const shop = await operator(12);
    const [a, b, c] = [photoA, photoB, photoC].map(hashOf) as [string, string, string];
    const photoQuote = await shop.quote({ kind: 'photo-sheet', photo: a });
    expect(photoQuote).toEqual({ charge: 'coins', coins: 5, balance: 12, newItems: 1 });
    expect(await shop.quote({ kind: 'customer-sheet', photos: [a, b, c, a] })).toEqual({ charge: 'short', coins: 15, balance: 12, newItems: 3 });
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(12);
    expect(await t.app.database.db.selectFrom('daily_access').select('doc_hash').where('uid', '=', shop.uid).execute()).toEqual([]);

    expect(await shop.pay({ kind: 'photo-sheet', photo: photoA }, photoQuote)).toMatchObject({ charge: 'coins', coinsCharged: 5, balanceAfter: 7 });
    expect(await shop.quote({ kind: 'photo-sheet', photo: a })).toEqual({ charge: 'reprint', coins: 0, balance: 7, newItems: 0 });
    expect(await shop.quote({ kind: 'customer-sheet', photos: [c, a, b] })).toEqual({ charge: 'short', coins: 10, balance: 7, newItems: 2 });
    // A customer sheet's photo paid today is a photo sheet's too: the same item.
    expect(await shop.quote({ kind: 'customer-sheet', photos: [a] })).toEqual({ charge: 'reprint', coins: 0, balance: 7, newItems: 0 });
    // The quote's figures are what the print takes.
    await credit(t.app.database, shop.uid, 3);
    const sheetQuote = await shop.quote({ kind: 'customer-sheet', photos: [b, a, c] });
    expect(sheetQuote).toEqual({ charge: 'coins', coins: 10, balance: 10, newItems: 2 });
    const sheetPaid = await shop.pay({ kind: 'customer-sheet', photos: [photoB, photoA, photoC] }, sheetQuote);
    expect(sheetPaid).toMatchObject({ charge: 'coins', coinsCharged: 10, balanceAfter: 0, reprint: false });
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(0);
    // And the print's own figures are what the quote now says: everything paid today.
    expect(await shop.quote({ kind: 'customer-sheet', photos: [a, b, c] })).toEqual({ charge: 'reprint', coins: 0, balance: 0, newItems: 0 });
  });

  it('quotes a document by its files’ hashes, per service, and a plan as covered', async () => {
    const shop = await operator(10);
    const [front, back] = [hashOf(cardFront), hashOf(cardBack)];
    const both = { kind: 'document', service: 'both-side', front, back } as const;
    const bothQuote = await shop.quote(both);
    expect(bothQuote).toEqual({ charge: 'coins', coins: 5, balance: 10, newItems: 1 });
    const paid = await shop.pay({ kind: 'document', service: 'both-side', front: cardFront, back: cardBack }, bothQuote);
    expect(paid).toMatchObject({ charge: 'coins', coinsCharged: 5, balanceAfter: 5 });
    expect(await shop.quote(both)).toEqual({ charge: 'reprint', coins: 0, balance: 5, newItems: 0 });
    // The back swapped for another, or the front alone, or another service: another document.
    expect(await shop.quote({ ...both, back: sha256Hex('other back') })).toMatchObject({ charge: 'coins', newItems: 1 });
    expect(await shop.quote({ kind: 'document', service: 'single-side', front })).toMatchObject({ charge: 'coins', newItems: 1 });

    const now = Date.now();
    await inWriteTransaction(t.app.database, (trx) =>
      grantPlan(trx, { uid: shop.uid, days: 30, documentPrint: false, sourceRef: `test:${randomUUID()}`, now }),
    );
    expect(await shop.quote({ kind: 'document', service: 'single-side', front: sha256Hex('new') })).toEqual({
      charge: 'plan',
      coins: 0,
      balance: 5,
      newItems: 0,
    });
    // A Standard Plan does not cover both-side prints.
    expect(await shop.quote({ ...both, front: sha256Hex('new') })).toEqual({ charge: 'coins', coins: 5, balance: 5, newItems: 1 });
  });

  it('is never moved by another user’s plan, paid photos or coins', async () => {
    const other = await operator(50);
    const photo = hashOf(photoB);
    const otherQuote = await other.quote({ kind: 'photo-sheet', photo });
    expect(await other.pay({ kind: 'photo-sheet', photo: photoB }, otherQuote)).toMatchObject({ charge: 'coins', coinsCharged: 5, balanceAfter: 45 });
    await inWriteTransaction(t.app.database, (trx) =>
      grantPlan(trx, { uid: other.uid, days: 30, documentPrint: true, sourceRef: `test:${randomUUID()}`, now: Date.now() }),
    );
    const shop = await operator(4);
    expect(await shop.quote({ kind: 'photo-sheet', photo })).toEqual({ charge: 'short', coins: 5, balance: 4, newItems: 1 });
    expect(await other.quote({ kind: 'photo-sheet', photo })).toEqual({ charge: 'plan', coins: 0, balance: 45, newItems: 0 });
  });

  it('refuses a bad body (400), a signed-out caller (401), and an exam file without its caption', async () => {
    const shop = await operator(0);
    const bad: unknown[] = [
      {},
      { kind: 'photo-sheet', photo: 'not a hash' },
      { kind: 'photo-sheet', photo: sha256Hex('x').toUpperCase() },
      { kind: 'customer-sheet', photos: [] },
      { kind: 'document', service: 'passport-photo', front: sha256Hex('x') },
      { kind: 'exam-files', files: [] },
    ];
    for (const body of bad) {
      const res = await shop.post('/api/v1/prints/quote', body as object);
      expect([res.statusCode, res.json<{ code: string }>().code], JSON.stringify(body)).toEqual([400, 'VALIDATION']);
    }
    const twice = await shop.post('/api/v1/prints/quote', {
      kind: 'exam-files',
      files: [
        { presetId: 'ssc-photo', sha256: sha256Hex('a') },
        { presetId: 'ssc-photo', sha256: sha256Hex('b') },
      ],
    });
    expect(twice.statusCode).toBe(400);
    await t.app.database.db.updateTable('exam_presets').set({ caption: 'name-and-date' }).where('id', '=', 'oci-photo').execute();
    const captioned: PrintQuoteRequest = { kind: 'exam-files', files: [{ presetId: 'oci-photo', sha256: sha256Hex('a') }] };
    const noName = await shop.post('/api/v1/prints/quote', captioned);
    expect([noName.statusCode, noName.json<{ fields: string[] }>().fields]).toEqual([400, ['captionName']]);
    // With the name, the file is quoted.
    const asha = await shop.quote({ ...captioned, captionName: 'Asha K. Verma', captionDate: '2026-11-26' });
    expect(asha).toEqual({ charge: 'short', coins: 5, balance: 0, newItems: 1 });

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/prints/quote', payload: { kind: 'photo-sheet', photo: sha256Hex('x') } });
    expect([anonymous.statusCode, anonymous.json<{ code: string }>().code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('quotes exam files per file, as they are charged', async () => {
    const shop = await operator(20);
    const photoCrop: Upload = { bytes: (await photoInput(200, 230)).bytes, filename: 'crop.png', type: 'image/png' };
    const signatureCrop: Upload = { bytes: (await signatureInput(1000, 500)).bytes, filename: 'signature.jpg', type: 'image/jpeg' };
    const photo = { presetId: 'ibps-photo', sha256: hashOf(photoCrop) };
    const signature = { presetId: 'ibps-signature', sha256: hashOf(signatureCrop) };
    expect(await shop.quote({ kind: 'exam-files', files: [photo, signature] })).toEqual({ charge: 'coins', coins: 10, balance: 20, newItems: 2 });
    const photoQuote = await shop.quote({ kind: 'exam-files', files: [photo] });
    expect(photoQuote).toEqual({ charge: 'coins', coins: 5, balance: 20, newItems: 1 });
    expect(await shop.pay({ kind: 'exam-files', files: { 'ibps-photo': photoCrop } }, photoQuote)).toMatchObject({
      charge: 'coins',
      coinsCharged: 5,
      balanceAfter: 15,
    });
    expect(await shop.quote({ kind: 'exam-files', files: [signature, photo] })).toEqual({ charge: 'coins', coins: 5, balance: 15, newItems: 1 });
    // The same crop for another preset is another file.
    expect(await shop.quote({ kind: 'exam-files', files: [{ ...photo, presetId: 'ssc-photo' }] })).toMatchObject({ charge: 'coins', newItems: 1 });
  });
});

describe('POST /api/v1/prints/quote is rate-limited like prints (docs/SECURITY.md §1)', () => {
  const t = testAppPerSuite('sqlite', { RATE_LIMIT_FACTOR: '0.1' });

  it('allows 3 quotes a minute at a tenth of the limits, then 429', async () => {
    const shop = await signedInUser(t.app, { email: 'quote-limit@example.in' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await shop.post('/api/v1/prints/quote', { kind: 'photo-sheet', photo: sha256Hex('x') })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
