import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExamFilesResponse } from '@core/contracts/exam-files';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { photoInput, signatureInput } from './support/exam-file-inputs';
import { examFilesOperator, type Upload } from './support/exam-files-operator';
import { testAppPerSuite } from './support/test-app';
import { testEngines } from './support/test-databases';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * History's Download again (decision 0070): the kept crops sent again with the job's id. The one same-day rule
 * decides the charge (free only for the same user, the same presets and the same crops on the same IST day); the
 * job must be the caller's own exam job of those presets.
 */
describe.each(testEngines)('Download again of exam files on %s', (engine) => {
  const t = testAppPerSuite(engine, { RATE_LIMIT_FACTOR: '100' });

  afterEach(() => {
    vi.useRealTimers();
  });

  async function operator(email: string, coins: number) {
    const user = await examFilesOperator(t.app, email, coins);
    const ledgerRows = async () => (await t.app.database.db.selectFrom('ledger').select('id').where('uid', '=', user.uid).execute()).length;
    return { ...user, ledgerRows };
  }

  const ibpsPair = async (): Promise<Record<string, Upload>> => ({
    'ibps-photo': { bytes: (await photoInput(200, 230)).bytes, filename: 'crop.png', type: 'image/png' },
    'ibps-signature': { bytes: (await signatureInput(1000, 500)).bytes, filename: 'signature.png', type: 'image/png' },
  });

  async function paidPair(email: string) {
    const shop = await operator(email, 30);
    const files = await ibpsPair();
    const paid = await shop.send({ mode: 'clean' }, files);
    expect(paid.statusCode).toBe(200);
    const receipt = paid.json<ExamFilesResponse>().receipt;
    expect(receipt).toMatchObject({ charge: 'coins', coinsCharged: 10, balanceAfter: 20 });
    return { shop, files, jobId: receipt.jobId!, made: paid.json<ExamFilesResponse>() };
  }

  it('the same crops on the same day are made again free: the same files, the balance and the ledger unchanged', async () => {
    const { shop, files, jobId, made } = await paidPair('again-same-day@example.in');
    const ledger = await shop.ledgerRows();
    const again = await shop.send({ mode: 'clean', again: jobId }, files);
    expect(again.statusCode).toBe(200);
    const answer = again.json<ExamFilesResponse>();
    expect(answer.receipt).toMatchObject({ charge: 'reprint', coinsCharged: 0, balanceAfter: 20, reprint: true });
    expect(answer.files.map((f) => f.jpegBase64)).toEqual(made.files.map((f) => f.jpegBase64));
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(20);
    expect(await shop.ledgerRows()).toBe(ledger);
  });

  it('the next day (IST) the same crops cost as new files', async () => {
    const { shop, files, jobId } = await paidPair('again-next-day@example.in');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY_MS);
    const again = await shop.send({ mode: 'clean', again: jobId }, files);
    expect(again.statusCode).toBe(200);
    expect(again.json<ExamFilesResponse>().receipt).toMatchObject({ charge: 'coins', coinsCharged: 10, balanceAfter: 10 });
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(10);
  });

  it('a changed crop is charged as a new file; a client cannot ask for free', async () => {
    const { shop, files, jobId } = await paidPair('again-tampered@example.in');
    const tampered = { ...files, 'ibps-photo': { ...files['ibps-photo']!, bytes: (await photoInput(201, 231)).bytes } };
    const again = await shop.send({ mode: 'clean', again: jobId, charge: 'reprint', coins: '0' }, tampered);
    // Unknown fields are not read: the photo is new (5 coins), the signature the one paid today (free).
    expect(again.statusCode).toBe(200);
    expect(again.json<ExamFilesResponse>().receipt).toMatchObject({ charge: 'coins', coinsCharged: 5, balanceAfter: 15 });
  });

  it("another user's job, no job, or other files are refused and nothing is charged", async () => {
    const { jobId } = await paidPair('again-owner@example.in');
    const other = await operator('again-other@example.in', 30);
    const files = await ibpsPair();
    const ledger = await other.ledgerRows();
    const stranger = await other.send({ mode: 'clean', again: jobId }, files);
    expect([stranger.statusCode, stranger.json<{ code: string }>().code]).toEqual([404, 'NOT_FOUND']);
    const missing = await other.send({ mode: 'clean', again: 'no-such-job' }, files);
    expect([missing.statusCode, missing.json<{ code: string }>().code]).toEqual([404, 'NOT_FOUND']);

    const { shop, jobId: own } = await paidPair('again-owner-2@example.in');
    const onlyPhoto = await shop.send({ mode: 'clean', again: own }, { 'ibps-photo': files['ibps-photo']! });
    expect([onlyPhoto.statusCode, onlyPhoto.json<{ code: string }>().code]).toEqual([400, 'VALIDATION']);
    const preview = await shop.send({ mode: 'preview', again: own }, files);
    expect([preview.statusCode, preview.json<{ code: string }>().code]).toEqual([400, 'VALIDATION']);
    const badId = await shop.send({ mode: 'clean', again: '../x' }, files);
    expect([badId.statusCode, badId.json<{ code: string }>().code]).toEqual([400, 'VALIDATION']);

    expect(await readBalance(t.app.database.db, other.uid)).toBe(30);
    expect(await other.ledgerRows()).toBe(ledger);
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(20);
  });
});
