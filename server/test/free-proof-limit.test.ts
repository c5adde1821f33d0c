import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { takeFreeProof } from '../src/modules/prints/take-free-proof';
import { signedInUser } from './support/browser-session';
import { photoInput } from './support/exam-file-inputs';
import { multipart } from './support/multipart';
import { postPrint } from './support/print-operator';
import { testAppPerSuite } from './support/test-app';
import { testEngines } from './support/test-databases';
import { createUser, credit } from './support/test-users';

const PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testEngines)('the daily cap on free proofs (decision 0053) on %s', (engine) => {
  const t = testAppPerSuite(engine, { RATE_LIMIT_FACTOR: '100', FREE_PROOFS_PER_DAY: String(PER_DAY) });

  it('refuses the free print past the cap with 429 FREE_PROOF_LIMIT and a plain message, writing nothing; clean prints, other users and tomorrow are not affected', async () => {
    const shop = await signedInUser(t.app, { email: 'proof-cap@example.in' });
    await credit(t.app.database, shop.uid, 50);
    const photo = await sharp({ create: { width: 413, height: 531, channels: 3, background: '#8a8' } })
      .jpeg()
      .toBuffer();
    const print = (mode: string, user = shop) =>
      postPrint(user, { service: 'passport-photo', layout: 'a4-6', mode }, { front: { bytes: photo, filename: 'p.jpg', type: 'image/jpeg' } });
    const jobs = async () => (await t.app.database.db.selectFrom('print_jobs').select('id').where('uid', '=', shop.uid).execute()).length;

    for (let i = 0; i < PER_DAY; i += 1) expect((await print('watermarked')).receipt?.charge).toBe('none');
    expect(await jobs()).toBe(PER_DAY);
    const refused = await print('watermarked');
    expect(refused.status).toBe(429);
    expect(refused.receipt).toBeNull();
    expect(refused.error).toEqual({ code: 'FREE_PROOF_LIMIT', message: expect.stringMatching(/^You have made 3 free proofs today, the daily limit\./) });
    expect(await jobs()).toBe(PER_DAY);
    // An exam preview is a free proof too.
    const examBody = await multipart(
      { mode: 'preview' },
      { 'ssc-photo': { bytes: (await photoInput(200, 230)).bytes, filename: 'crop.png', type: 'image/png' } },
    );
    const preview = await shop.post('/api/v1/exam-files', examBody.payload, { 'content-type': examBody.contentType });
    expect([preview.statusCode, preview.json<{ code: string }>().code]).toEqual([429, 'FREE_PROOF_LIMIT']);

    expect((await print('clean')).receipt?.charge).toBe('coins');
    const other = await signedInUser(t.app, { email: 'proof-cap-other@example.in' });
    expect((await print('watermarked', other)).receipt?.charge).toBe('none');
    // Tomorrow in Asia/Kolkata the user has the cap again.
    await expect(takeFreeProof(t.app.database, { uid: shop.uid, now: Date.now() + DAY_MS, perDay: PER_DAY })).resolves.toBeUndefined();
  });

  it('gives the proof back when the free print is refused after taking it (a picture that does not decode)', async () => {
    const shop = await signedInUser(t.app, { email: 'proof-cap-broken@example.in' });
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const body = await multipart(
      { service: 'passport-photo', layout: 'a4-6', mode: 'watermarked' },
      { front: { bytes: broken, filename: 'p.jpg', type: 'image/jpeg' } },
    );
    const res = await shop.post('/api/v1/prints', body.payload, { 'content-type': body.contentType });
    expect(res.statusCode).toBe(415);
    const rows = await t.app.database.db.selectFrom('free_proofs').select('count').where('uid', '=', shop.uid).execute();
    expect(rows.map((r) => r.count)).toEqual([0]);
  });

  it('takes exactly the cap when many requests race for it', async () => {
    const uid = await createUser(t.app.database);
    const now = Date.now();
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => takeFreeProof(t.app.database, { uid, now, perDay: 5 })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(7).fill('FREE_PROOF_LIMIT'));
    const rows = await t.app.database.db.selectFrom('free_proofs').select(['count']).where('uid', '=', uid).execute();
    expect(rows).toEqual([{ count: 5 }]);
  });
});
