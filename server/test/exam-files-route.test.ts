import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ExamFilesResponse } from '@core/contracts/exam-files';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { sha256Hex } from '../src/lib/sha256-hex';
import { readJfifDensity } from '../src/modules/exam-files/jpeg-segments';
import { photoInput, signatureInput } from './support/exam-file-inputs';
import { multipart } from './support/multipart';
import { examFilesOperator, type Upload } from './support/exam-files-operator';
import { testAppPerSuite } from './support/test-app';
import { testEngines } from './support/test-databases';

describe.each(testEngines)('POST /api/v1/exam-files on %s', (engine) => {
  const t = testAppPerSuite(engine, { RATE_LIMIT_FACTOR: '100' });

  const operator = (email: string, coins: number) => examFilesOperator(t.app, email, coins);

  const ibpsPair = async (): Promise<Record<string, Upload>> => ({
    'ibps-photo': { bytes: (await photoInput(200, 230)).bytes, filename: 'crop.png', type: 'image/png' },
    'ibps-signature': { bytes: (await signatureInput(1000, 500)).bytes, filename: 'signature.jpg', type: 'image/jpeg' },
  });

  it('previews free and watermarked with the exact sizes, then charges once for the clean pair, free again today', async () => {
    const shop = await operator('exam-shop@example.in', 12);
    const files = await ibpsPair();

    const preview = await shop.send({ mode: 'preview' }, files);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    const seen = preview.json<ExamFilesResponse>();
    expect(seen.receipt).toEqual({
      jobId: null,
      charge: 'none',
      coinsCharged: 0,
      balanceAfter: null,
      reprint: false,
      printUrl: null,
      filename: 'exam-files-watermarked',
      expiresAt: null,
    });
    expect(seen.files.map((f) => [f.fileName, f.width, f.height, f.preview])).toEqual([
      ['ibps-photo.jpg', 200, 230, true],
      ['ibps-signature.jpg', 140, 60, true],
    ]);
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(12);

    const clean = await shop.send({ mode: 'clean' }, files);
    expect(clean.statusCode).toBe(200);
    expect(clean.headers['x-print-charge']).toBeUndefined();
    const paid = clean.json<ExamFilesResponse>();
    // Each file of the pair is charged the price (docs/decisions/0057).
    expect(paid.receipt).toMatchObject({ charge: 'coins', coinsCharged: 10, balanceAfter: 2, reprint: false, printUrl: null, filename: 'exam-files' });
    const job = await t.app.database.db.selectFrom('print_jobs').select(['sheet', 'coins']).where('id', '=', paid.receipt.jobId).executeTakeFirst();
    expect(job).toEqual({ sheet: JSON.stringify({ kind: 'exam-files', presets: ['ibps-photo', 'ibps-signature'] }), coins: 10 });
    for (const [i, file] of paid.files.entries()) {
      const jpeg = Buffer.from(file.jpegBase64, 'base64');
      expect(file.preview).toBe(false);
      expect(jpeg.length).toBe(file.bytes);
      expect(file.bytes).toBe(seen.files[i]!.bytes);
      expect(readJfifDensity(jpeg)).toEqual({ units: 1, x: 200, y: 200 }); // IBPS's 200 dpi (docs/decisions/0058-exam-presets-2026.md)
      expect(await sharp(jpeg).metadata()).toMatchObject({ width: file.width, height: file.height, format: 'jpeg' });
    }
    expect(paid.files[0]!.bytes).toBeGreaterThanOrEqual(20 * 1024);
    expect(paid.files[1]!.bytes).toBeGreaterThanOrEqual(10 * 1024);

    const again = (await shop.send({ mode: 'clean' }, files)).json<ExamFilesResponse>();
    expect(again.receipt).toMatchObject({ charge: 'reprint', coinsCharged: 0, balanceAfter: 2, reprint: true });
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(2);
  });

  it('refuses a clean pair without enough coins, and what the form gets wrong, charging nothing', async () => {
    const poor = await operator('exam-poor@example.in', 9);
    const files = await ibpsPair();
    const short = await poor.send({ mode: 'clean' }, files);
    expect(short.statusCode).toBe(402);
    expect(short.json<{ code: string; coinsNeeded: number }>()).toMatchObject({ code: 'INSUFFICIENT_COINS', coinsNeeded: 10 });

    const photo = files['ibps-photo']!;
    const cases: Array<[Record<string, string>, Record<string, Upload>, number, string]> = [
      [{ mode: 'clean' }, { 'rrb-photo': photo }, 404, 'NOT_FOUND'],
      [{ mode: 'clean' }, { 'SSC Photo': photo }, 400, 'VALIDATION'],
      [{ mode: 'print' }, { 'ibps-photo': photo }, 400, 'VALIDATION'],
      [{}, { 'ibps-photo': photo }, 400, 'VALIDATION'],
      [{ mode: 'clean' }, {}, 400, 'VALIDATION'],
      [{ mode: 'clean' }, { 'ibps-photo': { ...photo, bytes: Buffer.from('not a photo') } }, 415, 'UNSUPPORTED_TYPE'],
    ];
    for (const [fields, uploads, status, code] of cases) {
      const res = await poor.send(fields, uploads);
      expect(res.statusCode, JSON.stringify([fields, Object.keys(uploads)])).toBe(status);
      expect(res.json<{ code: string }>().code).toBe(code);
    }
    const json = await poor.post('/api/v1/exam-files', { mode: 'clean' });
    expect(json.statusCode).toBe(415);
    expect(await readBalance(t.app.database.db, poor.uid)).toBe(9);
    const jobs = await t.app.database.db.selectFrom('print_jobs').select('id').where('uid', '=', poor.uid).execute();
    expect(jobs).toEqual([]);
  });

  it('makes a custom file charged like a preset, free again the same day, and names each bad field of its spec', async () => {
    const shop = await operator('exam-custom@example.in', 12);
    const spec = { kind: 'photo', unit: 'px', width: 300, height: 400, dpi: 200, minKb: 20, maxKb: 60, format: 'jpeg', caption: 'none' };
    const crop = { custom: { bytes: (await photoInput(300, 400)).bytes, filename: 'custom.png', type: 'image/png' } };

    const preview = await shop.send({ mode: 'preview', custom: JSON.stringify(spec) }, crop);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<ExamFilesResponse>().files.map((f) => [f.presetId, f.fileName, f.width, f.height, f.preview])).toEqual([
      ['photo-300x400', 'photo-300x400.jpg', 300, 400, true],
    ]);
    const clean = await shop.send({ mode: 'clean', custom: JSON.stringify(spec) }, crop);
    const paid = clean.json<ExamFilesResponse>();
    expect(paid.receipt).toMatchObject({ charge: 'coins', coinsCharged: 5, balanceAfter: 7 });
    const jpeg = Buffer.from(paid.files[0]!.jpegBase64, 'base64');
    expect(jpeg.length).toBe(preview.json<ExamFilesResponse>().files[0]!.bytes);
    expect(jpeg.length).toBeGreaterThanOrEqual(20 * 1024);
    expect(jpeg.length).toBeLessThanOrEqual(60 * 1000 - 1);
    expect(readJfifDensity(jpeg)).toEqual({ units: 1, x: 200, y: 200 });
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 300, height: 400, format: 'jpeg' });
    expect((await shop.send({ mode: 'clean', custom: JSON.stringify(spec) }, crop)).json<ExamFilesResponse>().receipt).toMatchObject({ charge: 'reprint' });
    // Another KB window is another file: charged again.
    const other = await shop.send({ mode: 'clean', custom: JSON.stringify({ ...spec, minKb: 30 }) }, crop);
    expect(other.json<ExamFilesResponse>().receipt).toMatchObject({ charge: 'coins', balanceAfter: 2 });

    const refusals: Array<[unknown, string[]]> = [
      [{ ...spec, width: 20 }, ['custom.width']],
      [{ ...spec, unit: 'mm', width: 200, height: 290, dpi: 600 }, ['custom.width', 'custom.height']],
      [{ ...spec, dpi: 5000 }, ['custom.dpi']],
      [{ ...spec, minKb: 60, maxKb: 40 }, ['custom.maxKb']],
      [{ ...spec, width: 60, height: 60, minKb: 50, maxKb: 90 }, ['custom.minKb']],
      [{ ...spec, kind: 'signature', caption: 'name-and-date' }, ['custom.caption']],
      [{ ...spec, kind: 'declaration' }, ['custom.kind']],
      ['{not json', ['custom']],
    ];
    for (const [body, fields] of refusals) {
      const res = await shop.send({ mode: 'clean', custom: typeof body === 'string' ? body : JSON.stringify(body) }, crop);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const error = res.json<{ code: string; message: string; fields: string[] }>();
      expect(error.code).toBe('VALIDATION');
      expect([...error.fields].sort(), JSON.stringify(body)).toEqual([...fields].sort());
      expect(error.message.length).toBeGreaterThan(10);
    }
    const withoutSpec = await shop.send({ mode: 'clean' }, crop);
    expect([withoutSpec.statusCode, withoutSpec.json<{ fields: string[] }>().fields]).toEqual([400, ['custom']]);
    // Nothing refused was charged.
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(2);
  });

  it('draws the caption a preset asks for in the file; the preview is the reduced proof of it; another name is another file', async () => {
    await t.app.database.db.updateTable('exam_presets').set({ caption: 'name-and-date' }).where('id', '=', 'passport-photo').execute();
    const shop = await operator('exam-caption@example.in', 20);
    const crop = { 'passport-photo': { bytes: (await photoInput(630, 648)).bytes, filename: 'crop.png', type: 'image/png' } };
    const preview = await shop.send({ mode: 'preview', captionName: 'Asha K. Verma', captionDate: '2026-11-26' }, crop);
    expect(preview.statusCode).toBe(200);
    const clean = await shop.send({ mode: 'clean', captionName: 'Asha K. Verma', captionDate: '2026-11-26' }, crop);
    expect(clean.json<ExamFilesResponse>().receipt).toMatchObject({ charge: 'coins', balanceAfter: 15 });
    const previewFile = preview.json<ExamFilesResponse>().files[0]!;
    expect([previewFile.width, previewFile.height, previewFile.preview]).toEqual([630, 810, true]);
    expect(await sharp(Buffer.from(previewFile.jpegBase64, 'base64')).metadata()).toMatchObject({ width: 315, height: 405 });
    const file = clean.json<ExamFilesResponse>().files[0]!;
    const { data, info } = await sharp(Buffer.from(file.jpegBase64, 'base64')).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([630, 810]);
    const band = data.subarray((810 - 150) * 630);
    expect(band.filter((v) => v < 90).length, 'dark text in the band').toBeGreaterThan(200);
    expect(Math.min(...data.subarray((810 - 2) * 630)), 'the bottom rows near white').toBeGreaterThan(200);
    const same = await shop.send({ mode: 'clean', captionName: 'Asha  K. Verma ', captionDate: '2026-11-26' }, crop);
    expect(same.json<ExamFilesResponse>().receipt).toMatchObject({ charge: 'reprint' });
    const other = await shop.send({ mode: 'clean', captionName: 'Ravi Kumar', captionDate: '2026-11-26' }, crop);
    expect(other.json<ExamFilesResponse>().receipt).toMatchObject({ charge: 'coins', balanceAfter: 10 });

    const refusals: Array<[Record<string, string>, string[]]> = [
      [{}, ['captionName']],
      [{ captionName: 'आशा वर्मा', captionDate: '2026-11-26' }, ['captionName']],
      [{ captionName: 'Asha', captionDate: '2026-02-30' }, ['captionDate']],
      [{ captionName: 'A'.repeat(41) }, ['captionName']],
    ];
    for (const [fields, named] of refusals) {
      const res = await shop.send({ mode: 'clean', ...fields }, crop);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json<{ code: string; fields: string[] }>()).toMatchObject({ code: 'VALIDATION', fields: named });
    }
    // Without a date, today in IST.
    const today = await shop.send({ mode: 'preview', captionName: 'Asha K. Verma' }, crop);
    expect(today.statusCode).toBe(200);
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(10);
  });

  it('charges per file: a re-made signature pays one file, four files four prices, the same files in another order nothing more', async () => {
    const shop = await operator('exam-per-file@example.in', 40);
    const pair = await ibpsPair();
    const paid = await shop.send({ mode: 'clean' }, pair);
    expect(paid.json<ExamFilesResponse>().receipt).toMatchObject({ charge: 'coins', coinsCharged: 10, balanceAfter: 30 });
    // The signature re-cropped: only it is a new file.
    const signature = { bytes: (await signatureInput(1000, 520)).bytes, filename: 'signature.jpg', type: 'image/jpeg' };
    const remade = await shop.send({ mode: 'clean' }, { 'ibps-photo': pair['ibps-photo']!, 'ibps-signature': signature });
    expect(remade.json<ExamFilesResponse>().receipt).toMatchObject({ charge: 'coins', coinsCharged: 5, balanceAfter: 25 });
    // The same two files in the other order: nothing more.
    const reordered = await shop.send({ mode: 'clean' }, { 'ibps-signature': signature, 'ibps-photo': pair['ibps-photo']! });
    expect(reordered.json<ExamFilesResponse>().receipt).toMatchObject({ charge: 'reprint', coinsCharged: 0, balanceAfter: 25 });
    // Four files of four customers, none made today: four prices.
    const four = {
      'ibps-photo': { bytes: (await photoInput(210, 240)).bytes, filename: 'a.png', type: 'image/png' },
      'ibps-signature': { bytes: (await signatureInput(900, 300)).bytes, filename: 'b.jpg', type: 'image/jpeg' },
      'cuet-ug-photo': { bytes: (await photoInput(400, 460)).bytes, filename: 'c.png', type: 'image/png' },
      'upsc-signature': { bytes: (await signatureInput(800, 400)).bytes, filename: 'd.jpg', type: 'image/jpeg' },
    };
    const fourPaid = await shop.send({ mode: 'clean' }, four);
    expect(fourPaid.statusCode, fourPaid.body.slice(0, 200)).toBe(200);
    expect(fourPaid.json<ExamFilesResponse>().receipt).toMatchObject({ charge: 'coins', coinsCharged: 20, balanceAfter: 5 });
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(5);
    const claims = await t.app.database.db.selectFrom('daily_access').select('doc_hash').where('uid', '=', shop.uid).execute();
    expect(claims.length, 'one paid item per file').toBe(7);
  });

  it('never charges more than the quote shown: 409 QUOTE_CHANGED with the quote, nothing charged; the quote route agrees', async () => {
    const shop = await operator('exam-quote@example.in', 12);
    const pair = await ibpsPair();
    const quoteRequest = {
      kind: 'exam-files',
      files: [
        { presetId: 'ibps-photo', sha256: sha256Hex(pair['ibps-photo']!.bytes) },
        { presetId: 'ibps-signature', sha256: sha256Hex(pair['ibps-signature']!.bytes) },
      ],
    };
    const quoted = await shop.post('/api/v1/prints/quote', quoteRequest);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toEqual({ charge: 'coins', coins: 10, balance: 12, newItems: 2 });

    const stale = await shop.send({ mode: 'clean', expectedCoins: '5' }, pair);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'QUOTE_CHANGED', quote: { charge: 'coins', coins: 10, balance: 12, newItems: 2 } });
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(12);
    expect(await t.app.database.db.selectFrom('daily_access').select('doc_hash').where('uid', '=', shop.uid).execute()).toEqual([]);
    expect(await t.app.database.db.selectFrom('print_jobs').select('id').where('uid', '=', shop.uid).execute()).toEqual([]);
    const bad = await shop.send({ mode: 'clean', expectedCoins: '-1' }, pair);
    expect([bad.statusCode, bad.json<{ fields?: string[] }>().fields]).toEqual([400, ['expectedCoins']]);

    const paid = await shop.send({ mode: 'clean', expectedCoins: '10' }, pair);
    expect(paid.json<ExamFilesResponse>().receipt).toMatchObject({ charge: 'coins', coinsCharged: 10, balanceAfter: 2 });
    expect((await shop.post('/api/v1/prints/quote', quoteRequest)).json()).toEqual({ charge: 'reprint', coins: 0, balance: 2, newItems: 0 });
    // A custom file and an unknown preset are quoted as the exam route reads them.
    const custom = { kind: 'photo', unit: 'px', width: 300, height: 400, dpi: 200, minKb: 20, maxKb: 60, format: 'jpeg', caption: 'none' };
    const customQuote = await shop.post('/api/v1/prints/quote', {
      kind: 'exam-files',
      files: [{ presetId: 'custom', sha256: 'a'.repeat(64), custom: JSON.stringify(custom) }, quoteRequest.files[1]],
    });
    expect(customQuote.json()).toEqual({ charge: 'short', coins: 5, balance: 2, newItems: 1 });
    const unknown = await shop.post('/api/v1/prints/quote', { kind: 'exam-files', files: [{ presetId: 'rrb-photo', sha256: 'a'.repeat(64) }] });
    expect([unknown.statusCode, unknown.json<{ code: string }>().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('is for signed-in operators only, and the catalog lists it after the three print services', async () => {
    const body = await multipart({ mode: 'preview' }, await ibpsPair());
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/exam-files', payload: body.payload, headers: { 'content-type': body.contentType } });
    expect(anonymous.statusCode).toBe(401);
    const services = (await t.app.inject({ url: '/api/v1/services' })).json<{ services: Array<{ id: string }> }>().services;
    expect(services.map((s) => s.id)).toEqual(['passport-photo', 'single-side', 'both-side', 'exam-files']);
    const row = await t.app.database.db.selectFrom('services').select(['coins', 'covered_by']).where('id', '=', 'exam-files').executeTakeFirst();
    expect(row).toEqual({ coins: 5, covered_by: 'any-plan' });
  });
});
