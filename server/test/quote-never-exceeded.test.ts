import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printQuote, type PrintQuote } from '@core/contracts/print-quote';
import { printReceipt, type PrintReceipt } from '@core/contracts/print-receipt';
import { BoundedQueue } from '../src/lib/bounded-queue';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { grantPlan } from '../src/modules/ledger/grant-plan';
import { inWriteTransaction } from '../src/modules/ledger/write-transaction';
import { sha256Hex } from '../src/lib/sha256-hex';
import { multipart } from './support/multipart';
import { printOperator } from './support/print-operator';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

/** A distinct small photo (a flat colour of its own): each is a new photo to the same-day rule. */
const photo = async (shade: number) => ({
  bytes: await sharp({ create: { width: 350, height: 450, channels: 3, background: { r: shade, g: 120, b: 200 - shade } } })
    .jpeg()
    .toBuffer(),
  filename: 'photo.jpg',
  type: 'image/jpeg',
});

const CONCURRENT = 20;

describe.each(testEngines)('the quote is never exceeded: %s concurrent clean prints (docs/decisions/0057)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // One user's twenty prints in flight at once: a queue that admits them all (the app's lets a user have two).
    const imageQueue = new BoundedQueue({ concurrency: 2, maxWaiting: CONCURRENT, maxWaitMs: 120_000, maxBytes: 256 * 1024 * 1024, maxPerCaller: CONCURRENT });
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100' }, { imageQueue });
  });
  afterAll(async () => t?.close());

  it(`charges no print more than the quote it carries, under ${CONCURRENT} at once, and the ledger agrees with the receipts`, async () => {
    const user = await printOperator(t.app, `quote-${randomUUID().slice(0, 8)}@example.in`, 40);
    const quoteOf = async (sha: string): Promise<PrintQuote> => {
      const res = await user.post('/api/v1/prints/quote', { kind: 'photo-sheet', photo: sha });
      expect(res.statusCode, res.body).toBe(200);
      return printQuote.parse(res.json());
    };
    // A plan covers passport photos while the quotes are taken, and ends before the prints: quotes of 0 coins that went stale.
    const planId = randomUUID();
    await inWriteTransaction(t.app.database, (trx) =>
      grantPlan(trx, { uid: user.uid, days: 1, documentPrint: false, sourceRef: `test:${planId}`, now: Date.now() }),
    );
    const covered = await photo(10);
    const staleQuote = await quoteOf(sha256Hex(covered.bytes));
    expect(staleQuote.charge).toBe('plan');
    await t.app.database.db
      .updateTable('plans')
      .set({ ends_at: Date.now() - 1 })
      .where('uid', '=', user.uid)
      .execute();

    // Ten prints of one photo (quoted 5 coins each: one pays, the rest are reprints), five of new photos
    // quoted 5, five of the covered photo still carrying the plan's quote of 0.
    const shared = await photo(60);
    const sharedQuote = await quoteOf(sha256Hex(shared.bytes));
    expect(sharedQuote).toMatchObject({ charge: 'coins', coins: 5 });
    const fresh = await Promise.all([1, 2, 3, 4, 5].map((i) => photo(100 + 20 * i)));
    const prints = [
      ...Array.from({ length: 10 }, () => ({ upload: shared, expected: 5 })),
      ...fresh.map((upload) => ({ upload, expected: 5 })),
      ...Array.from({ length: 5 }, () => ({ upload: covered, expected: staleQuote.coins })),
    ];
    expect(prints).toHaveLength(CONCURRENT);
    const answers = await Promise.all(
      prints.map(async ({ upload, expected }) => {
        const body = await multipart({ service: 'passport-photo', mode: 'clean', layout: 'a4-6', expectedCoins: String(expected) }, { front: upload });
        const res = await user.post('/api/v1/prints', body.payload, { 'content-type': body.contentType });
        return { res, expected };
      }),
    );

    const receipts: PrintReceipt[] = [];
    for (const { res, expected } of answers) {
      if (res.statusCode === 409) {
        const refused = res.json<{ code: string; quote: PrintQuote }>();
        expect(refused.code).toBe('QUOTE_CHANGED');
        expect(refused.quote.coins, 'the new quote is more than the one the print carried').toBeGreaterThan(expected);
        continue;
      }
      expect(res.statusCode, res.body).toBe(201);
      const receipt = printReceipt.parse(res.json());
      expect(receipt.coinsCharged, `a print quoted ${expected} coins`).toBeLessThanOrEqual(expected);
      receipts.push(receipt);
    }
    // The stale quotes (0 coins for a photo that now costs 5) are all refused; everything else printed.
    expect(answers.filter(({ res }) => res.statusCode === 409)).toHaveLength(5);
    expect(receipts).toHaveLength(15);
    // One charge for the shared photo and one for each new photo: 6 × 5 coins, and the ledger says the same.
    const charged = receipts.reduce((sum, r) => sum + r.coinsCharged, 0);
    expect(charged).toBe(30);
    expect(receipts.filter((r) => r.reprint)).toHaveLength(9);
    expect(await readBalance(t.app.database.db, user.uid)).toBe(40 - charged);
    const jobs = await t.app.database.db.selectFrom('print_jobs').select(['coins']).where('uid', '=', user.uid).execute();
    expect(jobs).toHaveLength(15);
    expect(jobs.reduce((sum, j) => sum + j.coins, 0)).toBe(charged);
  });
});
