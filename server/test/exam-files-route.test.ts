import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ExamFilesResponse } from '@core/contracts/exam-files';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { readJfifDensity } from '../src/modules/exam-files/jpeg-segments';
import { signedInUser } from './support/browser-session';
import { photoInput, signatureInput } from './support/exam-file-inputs';
import { multipart } from './support/multipart';
import { testAppPerSuite } from './support/test-app';
import { testEngines } from './support/test-databases';
import { credit } from './support/test-users';

type Upload = { bytes: Uint8Array; filename: string; type: string };

describe.each(testEngines)('POST /api/v1/exam-files on %s', (engine) => {
  const t = testAppPerSuite(engine, { RATE_LIMIT_FACTOR: '100' });

  async function operator(email: string, coins: number) {
    const user = await signedInUser(t.app, { email });
    if (coins) await credit(t.app.database, user.uid, coins);
    const send = async (fields: Record<string, string>, files: Record<string, Upload>) => {
      const body = await multipart(fields, files);
      return user.post('/api/v1/exam-files', body.payload, { 'content-type': body.contentType });
    };
    return { ...user, send };
  }

  const sscPair = async (): Promise<Record<string, Upload>> => ({
    'ssc-photo': { bytes: (await photoInput(200, 230)).bytes, filename: 'crop.png', type: 'image/png' },
    'ssc-signature': { bytes: (await signatureInput(1000, 500)).bytes, filename: 'signature.jpg', type: 'image/jpeg' },
  });

  it('previews free and watermarked with the exact sizes, then charges once for the clean pair, free again today', async () => {
    const shop = await operator('exam-shop@example.in', 12);
    const files = await sscPair();

    const preview = await shop.send({ mode: 'preview' }, files);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    const seen = preview.json<ExamFilesResponse>();
    expect(seen).toMatchObject({ charge: 'none', coinsRemaining: null });
    expect(seen.files.map((f) => [f.fileName, f.width, f.height, f.preview])).toEqual([
      ['ssc-photo.jpg', 200, 230, true],
      ['ssc-signature.jpg', 140, 60, true],
    ]);
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(12);

    const clean = await shop.send({ mode: 'clean' }, files);
    expect(clean.statusCode).toBe(200);
    expect(clean.headers['x-print-charge']).toBe('coins');
    const paid = clean.json<ExamFilesResponse>();
    expect(paid).toMatchObject({ charge: 'coins', coinsRemaining: 7 });
    for (const [i, file] of paid.files.entries()) {
      const jpeg = Buffer.from(file.jpegBase64, 'base64');
      expect(file.preview).toBe(false);
      expect(jpeg.length).toBe(file.bytes);
      expect(file.bytes).toBe(seen.files[i]!.bytes);
      expect(readJfifDensity(jpeg)).toEqual({ units: 1, x: 96, y: 96 });
      expect(await sharp(jpeg).metadata()).toMatchObject({ width: file.width, height: file.height, format: 'jpeg' });
    }
    expect(paid.files[0]!.bytes).toBeGreaterThanOrEqual(20 * 1024);
    expect(paid.files[1]!.bytes).toBeGreaterThanOrEqual(10 * 1024);

    const again = (await shop.send({ mode: 'clean' }, files)).json<ExamFilesResponse>();
    expect(again).toMatchObject({ charge: 'reprint', coinsRemaining: 7 });
    expect(await readBalance(t.app.database.db, shop.uid)).toBe(7);
  });

  it('refuses a clean pair without enough coins, and what the form gets wrong, charging nothing', async () => {
    const poor = await operator('exam-poor@example.in', 4);
    const files = await sscPair();
    const short = await poor.send({ mode: 'clean' }, files);
    expect(short.statusCode).toBe(402);
    expect(short.json<{ code: string }>().code).toBe('INSUFFICIENT_COINS');

    const photo = files['ssc-photo']!;
    const cases: Array<[Record<string, string>, Record<string, Upload>, number, string]> = [
      [{ mode: 'clean' }, { 'rrb-photo': photo }, 404, 'NOT_FOUND'],
      [{ mode: 'clean' }, { 'SSC Photo': photo }, 400, 'VALIDATION'],
      [{ mode: 'print' }, { 'ssc-photo': photo }, 400, 'VALIDATION'],
      [{}, { 'ssc-photo': photo }, 400, 'VALIDATION'],
      [{ mode: 'clean' }, {}, 400, 'VALIDATION'],
      [{ mode: 'clean' }, { 'ssc-photo': { ...photo, bytes: Buffer.from('not a photo') } }, 415, 'UNSUPPORTED_TYPE'],
    ];
    for (const [fields, uploads, status, code] of cases) {
      const res = await poor.send(fields, uploads);
      expect(res.statusCode, JSON.stringify([fields, Object.keys(uploads)])).toBe(status);
      expect(res.json<{ code: string }>().code).toBe(code);
    }
    const json = await poor.post('/api/v1/exam-files', { mode: 'clean' });
    expect(json.statusCode).toBe(415);
    expect(await readBalance(t.app.database.db, poor.uid)).toBe(4);
    const jobs = await t.app.database.db.selectFrom('print_jobs').select('id').where('uid', '=', poor.uid).execute();
    expect(jobs).toEqual([]);
  });

  it('is for signed-in operators only, and the catalog lists it after the three print services', async () => {
    const body = await multipart({ mode: 'preview' }, await sscPair());
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/exam-files', payload: body.payload, headers: { 'content-type': body.contentType } });
    expect(anonymous.statusCode).toBe(401);
    const services = (await t.app.inject({ url: '/api/v1/services' })).json<{ services: Array<{ id: string }> }>().services;
    expect(services.map((s) => s.id)).toEqual(['passport-photo', 'single-side', 'both-side', 'exam-files']);
    const row = await t.app.database.db.selectFrom('services').select(['coins', 'covered_by']).where('id', '=', 'exam-files').executeTakeFirst();
    expect(row).toEqual({ coins: 5, covered_by: 'any-plan' });
  });
});
