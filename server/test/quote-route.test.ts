import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PrintQuote, PrintQuoteRequest } from '@core/contracts/print-quote';
import type { PrintSheet } from '@core/contracts/print-sheet';
import { chargeBasisOf } from '../src/modules/entitlement/charge-basis';
import { chargeForServiceJob } from '../src/modules/entitlement/charge-for-clean-print';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { grantPlan } from '../src/modules/ledger/grant-plan';
import { inWriteTransaction } from '../src/modules/ledger/write-transaction';
import { signedInUser } from './support/browser-session';
import { testAppPerSuite } from './support/test-app';
import { testEngines } from './support/test-databases';
import { credit } from './support/test-users';

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const a4Six: PrintSheet = { kind: 'photo-sheet', paper: 'a4', photo: { width: 35, height: 45 }, count: 6, startRow: 1 };

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
    /** A clean print of `request`'s files charged as the print will be: its basis, its service's price. */
    const pay = async (request: PrintQuoteRequest) => {
      const basis = await chargeBasisOf(t.app.database.db, request, Date.now());
      return chargeForServiceJob(t.app.database, { uid: user.uid, ...basis, sheet: a4Six, now: Date.now() });
    };
    return { ...user, quote, pay };
  }

  it('quotes coins for new photos, a reprint for ones paid today, short beyond the balance, writing nothing', async () => {
    const shop = await operator(12);
    const [a, b, c] = [hashOf('photo a'), hashOf('photo b'), hashOf('photo c')];
    expect(await shop.quote({ kind: 'photo-sheet', photo: a })).toEqual({ charge: 'coins', coins: 5, balance: 12, newItems: 1 });
    expect(await shop.quote({ kind: 'customer-sheet', photos: [a, b, c, a] })).toEqual({ charge: 'short', coins: 15, balance: 12, newItems: 3 });
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(12);
    expect(await t.app.database.db.selectFrom('daily_access').select('doc_hash').where('uid', '=', shop.uid).execute()).toEqual([]);

    expect(await shop.pay({ kind: 'photo-sheet', photo: a })).toMatchObject({ charge: 'coins', coins: 5, balance: 7 });
    expect(await shop.quote({ kind: 'photo-sheet', photo: a })).toEqual({ charge: 'reprint', coins: 0, balance: 7, newItems: 0 });
    expect(await shop.quote({ kind: 'customer-sheet', photos: [c, a, b] })).toEqual({ charge: 'short', coins: 10, balance: 7, newItems: 2 });
    // A customer sheet's photo paid today is a photo sheet's too: the same item.
    expect(await shop.quote({ kind: 'customer-sheet', photos: [a] })).toEqual({ charge: 'reprint', coins: 0, balance: 7, newItems: 0 });
    // The quote's figures are what the print takes.
    await credit(t.app.database, shop.uid, 3);
    expect(await shop.quote({ kind: 'customer-sheet', photos: [b, a, c] })).toEqual({ charge: 'coins', coins: 10, balance: 10, newItems: 2 });
    expect(await shop.pay({ kind: 'customer-sheet', photos: [b, a, c] })).toMatchObject({ charge: 'coins', coins: 10, balance: 0 });
  });

  it('quotes a document by its files’ hashes, per service, and a plan as covered', async () => {
    const shop = await operator(10);
    const [front, back] = [hashOf('front'), hashOf('back')];
    const both = { kind: 'document', service: 'both-side', front, back } as const;
    expect(await shop.quote(both)).toEqual({ charge: 'coins', coins: 5, balance: 10, newItems: 1 });
    await shop.pay(both);
    expect(await shop.quote(both)).toEqual({ charge: 'reprint', coins: 0, balance: 5, newItems: 0 });
    // The back swapped for another, or the front alone, or another service: another document.
    expect(await shop.quote({ ...both, back: hashOf('other back') })).toMatchObject({ charge: 'coins', newItems: 1 });
    expect(await shop.quote({ kind: 'document', service: 'single-side', front })).toMatchObject({ charge: 'coins', newItems: 1 });

    const now = Date.now();
    await inWriteTransaction(t.app.database, (trx) =>
      grantPlan(trx, { uid: shop.uid, days: 30, documentPrint: false, sourceRef: `test:${randomUUID()}`, now }),
    );
    expect(await shop.quote({ kind: 'document', service: 'single-side', front: hashOf('new') })).toEqual({ charge: 'plan', coins: 0, balance: 5, newItems: 0 });
    // A Standard Plan does not cover both-side prints.
    expect(await shop.quote({ ...both, front: hashOf('new') })).toEqual({ charge: 'coins', coins: 5, balance: 5, newItems: 1 });
  });

  it('is never moved by another user’s plan, paid photos or coins', async () => {
    const other = await operator(50);
    const photo = hashOf('shared photo');
    await other.pay({ kind: 'photo-sheet', photo });
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
      { kind: 'photo-sheet', photo: hashOf('x').toUpperCase() },
      { kind: 'customer-sheet', photos: [] },
      { kind: 'document', service: 'passport-photo', front: hashOf('x') },
      { kind: 'exam-files', files: [] },
    ];
    for (const body of bad) {
      const res = await shop.post('/api/v1/prints/quote', body as object);
      expect([res.statusCode, res.json<{ code: string }>().code], JSON.stringify(body)).toEqual([400, 'VALIDATION']);
    }
    const twice = await shop.post('/api/v1/prints/quote', {
      kind: 'exam-files',
      files: [
        { presetId: 'ssc-photo', sha256: hashOf('a') },
        { presetId: 'ssc-photo', sha256: hashOf('b') },
      ],
    });
    expect(twice.statusCode).toBe(400);
    await t.app.database.db.updateTable('exam_presets').set({ caption: 'name-and-date' }).where('id', '=', 'oci-photo').execute();
    const captioned: PrintQuoteRequest = { kind: 'exam-files', files: [{ presetId: 'oci-photo', sha256: hashOf('a') }] };
    const noName = await shop.post('/api/v1/prints/quote', captioned);
    expect([noName.statusCode, noName.json<{ fields: string[] }>().fields]).toEqual([400, ['captionName']]);
    // With the name, the file is quoted.
    const asha = await shop.quote({ ...captioned, captionName: 'Asha K. Verma', captionDate: '2026-11-26' });
    expect(asha).toEqual({ charge: 'short', coins: 5, balance: 0, newItems: 1 });

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/prints/quote', payload: { kind: 'photo-sheet', photo: hashOf('x') } });
    expect([anonymous.statusCode, anonymous.json<{ code: string }>().code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('quotes exam files per file, as they are charged', async () => {
    const shop = await operator(20);
    const photo = { presetId: 'ssc-photo', sha256: hashOf('photo crop') };
    const signature = { presetId: 'ssc-signature', sha256: hashOf('signature crop') };
    expect(await shop.quote({ kind: 'exam-files', files: [photo, signature] })).toEqual({ charge: 'coins', coins: 10, balance: 20, newItems: 2 });
    await shop.pay({ kind: 'exam-files', files: [photo] });
    expect(await shop.quote({ kind: 'exam-files', files: [signature, photo] })).toEqual({ charge: 'coins', coins: 5, balance: 15, newItems: 1 });
    // The same crop for another preset is another file.
    expect(await shop.quote({ kind: 'exam-files', files: [{ ...photo, presetId: 'ibps-photo' }] })).toMatchObject({ charge: 'coins', newItems: 1 });
  });
});

describe('POST /api/v1/prints/quote is rate-limited like prints (docs/SECURITY.md §1)', () => {
  const t = testAppPerSuite('sqlite', { RATE_LIMIT_FACTOR: '0.1' });

  it('allows 3 quotes a minute at a tenth of the limits, then 429', async () => {
    const shop = await signedInUser(t.app, { email: 'quote-limit@example.in' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await shop.post('/api/v1/prints/quote', { kind: 'photo-sheet', photo: hashOf('x') })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
