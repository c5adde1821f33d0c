import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyResponse, HISTORY_PAGE_SIZE, type HistoryEntry } from '@core/contracts/history';
import { storedSheet, type PrintSheet } from '@core/contracts/print-sheet';
import { DAY_MS } from '@core/plans/plan-status';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { fulfilPurchase } from '../src/modules/payments/fulfil-purchase';
import { applyLedgerEntry } from '../src/modules/ledger/apply-ledger-entry';
import { inWriteTransaction } from '../src/modules/ledger/write-transaction';
import { coinsAfter, listHistory } from '../src/modules/history/list-history';
import { coinOrderRow } from './support/order-rows';
import { printOperator, receiptOf } from './support/print-operator';
import { documentSheet, photoSheet } from './support/print-jobs';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

const phonePhoto = readFileSync(fixturePath('phone-portrait-3024x4032.jpg'));
const jpegFile = () => ({ bytes: phonePhoto, filename: 'photo.jpg', type: 'image/jpeg' });

describe.each(testEngines)('GET /api/v1/history (decision 0040) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100' }, { sweeper: false });
  });
  afterAll(async () => t?.close());

  const db = () => t.app.database.db;
  const operator = (coins = 0) => printOperator(t.app, `history-${randomUUID().slice(0, 8)}@example.in`, coins);
  const historyOf = async (user: { get: (url: string) => Promise<{ statusCode: number; json: () => unknown }> }, query = '') => {
    const res = await user.get(`/api/v1/history${query}`);
    expect(res.statusCode).toBe(200);
    return historyResponse.parse(res.json());
  };
  const printJob = (uid: string, at: number, sheet: PrintSheet = photoSheet('a4', [35, 45], 6), service = 'passport-photo') => ({
    id: randomUUID(),
    uid,
    service,
    sheet: storedSheet(sheet),
    charge: 'none' as const,
    coins: 0,
    doc_hash: 'h',
    created_at: at,
  });

  it('lists the prints and purchases of the last 30 days, newest first, with charges and the balance after each', async () => {
    const shop = await operator(12);
    // A clean print (5 coins), its free same-day reprint (delivered to a frame), a free print: each receipt names its job.
    const paid = receiptOf(await shop.print({ service: 'passport-photo', mode: 'clean', layout: 'a4', size: '51x51', count: '10' }, { front: jpegFile() }));
    const paidJob = paid.jobId;
    expect(paidJob).toMatch(/^[0-9a-f-]{36}$/);
    const held = receiptOf(await shop.print({ service: 'passport-photo', mode: 'clean', layout: 'a4-6', delivery: 'frame' }, { front: jpegFile() }));
    expect(held.charge).toBe('reprint');
    const free = receiptOf(await shop.print({ service: 'passport-photo', mode: 'watermarked', layout: 'a4-12', count: '3' }, { front: jpegFile() }));
    const freeJob = free.jobId;

    // An order paid online (200 coins) and an approved UPI request for a plan; a pending one is not a purchase yet.
    const now = Date.now();
    const orderId = `ord_${randomUUID().slice(0, 12)}`;
    await db()
      .insertInto('orders')
      .values(coinOrderRow({ order_id: orderId, uid: shop.uid, status: 'paid', created_at: now + 1, fulfilled_at: now + 2 }))
      .execute();
    await inWriteTransaction(t.app.database, (trx) =>
      fulfilPurchase(trx, { uid: shop.uid, coins: 200, days: null, sourceRef: `order:${orderId}`, kind: 'purchase', now: now + 2 }),
    );
    const manual = { uid: shop.uid, offer_id: 'pro-30d', amount_paise: 49900, grant_coins: null, grant_days: 30, utr: null, reason: null, decided_by: null };
    await db()
      .insertInto('manual_requests')
      .values([
        { ...manual, reference: `MR${randomUUID().slice(0, 8)}`, status: 'approved', created_at: now + 3, decided_at: now + 4 },
        { ...manual, reference: `MR${randomUUID().slice(0, 8)}`, status: 'pending', created_at: now + 5, decided_at: null },
      ])
      .execute();
    // Older than 30 days: not listed.
    await db()
      .insertInto('print_jobs')
      .values(printJob(shop.uid, now - 31 * DAY_MS))
      .execute();

    // The rows above are stamped up to 5 ms ahead of the clock; the list ends at the request's own time.
    while (Date.now() <= now + 5) await new Promise((resolve) => setTimeout(resolve, 1));
    const history = await historyOf(shop);
    expect(history.coins).toBe(207);
    expect(history.older).toBeNull();
    expect(history.entries.map((e) => [e.type, e.type === 'print' ? e.charge : e.status])).toEqual([
      ['purchase', 'approved'],
      ['purchase', 'paid'],
      ['print', 'none'],
      ['print', 'reprint'],
      ['print', 'coins'],
    ]);
    const [upi, order, freeRow, reprintRow, paidRow] = history.entries as [HistoryEntry, HistoryEntry, HistoryEntry, HistoryEntry, HistoryEntry];
    expect(upi).toMatchObject({ channel: 'upi', offerId: 'pro-30d', amountPaise: 49900, coins: null, days: 30, balanceAfter: null });
    expect(order).toMatchObject({ id: orderId, channel: 'online', offerId: 'coins-200', amountPaise: 20000, coins: 200, balanceAfter: 207 });
    expect(freeRow).toMatchObject({ id: freeJob, sheet: photoSheet('a4', [35, 45], 3), coins: 0, balanceAfter: 7 });
    expect(reprintRow).toMatchObject({ sheet: photoSheet('a4', [35, 45], 6), coins: 0, balanceAfter: 7 });
    expect(paidRow).toMatchObject({ id: paidJob, service: 'passport-photo', sheet: photoSheet('a4', [51, 51], 10), coins: 5, balanceAfter: 7 });
    // Each receipt said what History says of its row.
    for (const [receipt, row] of [
      [paid, paidRow],
      [held, reprintRow],
      [free, freeRow],
    ] as const) {
      expect(row).toMatchObject({ id: receipt.jobId, charge: receipt.charge, coins: receipt.coinsCharged, balanceAfter: receipt.balanceAfter });
    }
    expect(new Date(paidRow.at).getTime()).toBeLessThanOrEqual(new Date(freeRow.at).getTime());
    expect(reprintRow.id).toBe(held.jobId);
  });

  it("never shows another user's rows, and answers only the signed-in user", async () => {
    const mine = await operator(10);
    const theirs = await operator(10);
    await theirs.print({ service: 'passport-photo', mode: 'clean', layout: 'a4-6' }, { front: jpegFile() });
    await db()
      .insertInto('orders')
      .values(coinOrderRow({ order_id: `ord_${randomUUID().slice(0, 12)}`, uid: theirs.uid }))
      .execute();
    expect((await historyOf(theirs)).entries).toHaveLength(2);
    const history = await historyOf(mine);
    expect(history.entries).toEqual([]);
    expect(history.coins).toBe(10);
    // A query naming someone else changes nothing: the owner is the session, always.
    expect((await mine.get(`/api/v1/history?uid=${theirs.uid}`)).json<{ entries: unknown[] }>().entries).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/history' })).statusCode).toBe(401);
    expect((await mine.get('/api/v1/history?before=soon')).statusCode).toBe(400);
  });

  it('pages by `older` within the window', async () => {
    const shop = await operator(0);
    const now = Date.now();
    const rows = Array.from({ length: HISTORY_PAGE_SIZE + 5 }, (_, i) =>
      i % 2
        ? printJob(shop.uid, now - (i + 1) * 60_000, photoSheet('4x6', [20, 25], 20))
        : printJob(shop.uid, now - (i + 1) * 60_000, documentSheet('aadhaar', '0', 2), 'both-side'),
    );
    await db().insertInto('print_jobs').values(rows).execute();
    const first = await historyOf(shop);
    expect(first.entries).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({ service: 'both-side', sheet: { kind: 'document', docType: 'aadhaar', layout: '0', copies: 2 } });
    expect(first.entries[1]).toMatchObject({
      service: 'passport-photo',
      sheet: { kind: 'photo-sheet', paper: '4x6', photo: { width: 20, height: 25 }, count: 20, startRow: 1 },
    });
    expect(first.older).toBe(String(rows[HISTORY_PAGE_SIZE - 1]!.created_at));
    const second = await historyOf(shop, `?before=${first.older}`);
    expect(second.entries.map((e) => e.id)).toEqual(rows.slice(HISTORY_PAGE_SIZE).map((r) => r.id));
    expect(second.older).toBeNull();
  });

  it('keeps the balances right while charges land: the page, the ledger and the balance come from one snapshot', async () => {
    const shop = await operator(0);
    const start = Date.now() - 60_000;
    await inWriteTransaction(t.app.database, (trx) =>
      applyLedgerEntry(trx, { uid: shop.uid, delta: 1000, kind: 'admin', ref: `grant:${shop.uid}`, now: start - 1000 }),
    );
    const charge = async (i: number) => {
      const id = randomUUID();
      await inWriteTransaction(t.app.database, async (trx) => {
        const now = start + i * 10; // distinct moments: rows of one millisecond share a balance
        await trx
          .insertInto('print_jobs')
          .values({ ...printJob(shop.uid, now), id, charge: 'coins', coins: 1 + (i % 3) })
          .execute();
        await applyLedgerEntry(trx, { uid: shop.uid, delta: -(1 + (i % 3)), kind: 'print', ref: `print:${id}`, now });
      });
    };
    const pages: Awaited<ReturnType<typeof listHistory>>[] = [];
    const read = async () => {
      for (let i = 0; i < 15; i += 1) pages.push(await listHistory(t.app.database, shop.uid));
    };
    await Promise.all([...Array.from({ length: 40 }, (_, i) => charge(i)), read(), read()]);
    pages.push(await listHistory(t.app.database, shop.uid));

    for (const page of pages) {
      const spent = page.rows.reduce((sum, row) => sum + (row.type === 'print' ? row.coins : 0), 0);
      // The balance is the one the listed charges left: none missing from either side.
      expect(page.coins).toBe(1000 - spent);
      let expected = page.coins;
      for (const row of page.rows) {
        expect(row.balanceAfter).toBe(expected);
        if (row.type === 'print') expected += row.coins;
      }
    }
    expect(pages.at(-1)!.rows).toHaveLength(40);
  });
});

describe('coinsAfter', () => {
  it("gives the coins held right after a moment: now's, less every later entry", () => {
    const at = coinsAfter(10, [
      { delta: 5, created_at: 300 },
      { delta: -2, created_at: 100 },
      { delta: -3, created_at: 200 },
    ]);
    expect([at(50), at(100), at(150), at(200), at(300), at(400)]).toEqual([10, 8, 8, 5, 10, 10]);
    expect(coinsAfter(7, [])(0)).toBe(7);
  });
});
