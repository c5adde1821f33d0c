import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printQuote } from '@core/contracts/print-quote';
import { printReceipt } from '@core/contracts/print-receipt';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { sha256Hex } from '../src/lib/sha256-hex';
import { multipart } from './support/multipart';
import { printOperator } from './support/print-operator';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';
import { whiteVersion } from './support/white-version';

const jpeg = (bytes: Buffer) => ({ bytes, filename: 'photo.jpg', type: 'image/jpeg' });

describe.each(testEngines)('a white-background print of a photo paid today (docs/decisions/0057) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100' });
  });
  afterAll(async () => t?.close());

  it('is a free reprint when it comes with its crop and is a whitening of it; a new photo otherwise', async () => {
    const crop = await sharp(readFileSync(fixturePath('portrait-astronaut.png')))
      .jpeg({ quality: 92 })
      .toBuffer();
    const white = await whiteVersion(crop);
    const other = await whiteVersion(
      await sharp(readFileSync(fixturePath('camera-photographer.png')))
        .toColourspace('srgb')
        .jpeg()
        .toBuffer(),
    );
    const user = await printOperator(t.app, `white-${randomUUID().slice(0, 8)}@example.in`, 20);
    const print = async (files: Record<string, Buffer>, expectedCoins: number) => {
      const body = await multipart(
        { service: 'passport-photo', mode: 'clean', layout: 'a4-6', expectedCoins: String(expectedCoins) },
        Object.fromEntries(Object.entries(files).map(([field, bytes]) => [field, jpeg(bytes)])),
      );
      const res = await user.post('/api/v1/prints', body.payload, { 'content-type': body.contentType });
      expect(res.statusCode, res.body).toBe(201);
      return printReceipt.parse(res.json());
    };

    expect(await print({ front: crop }, 5)).toMatchObject({ charge: 'coins', coinsCharged: 5, balanceAfter: 15 });
    // The quote names the photo by its crop, and says the reprint is free; the print agrees.
    const quote = printQuote.parse((await user.post('/api/v1/prints/quote', { kind: 'photo-sheet', photo: sha256Hex(crop) })).json());
    expect(quote).toMatchObject({ charge: 'reprint', coins: 0 });
    expect(await print({ front: white, frontCrop: crop }, 0)).toMatchObject({ charge: 'reprint', reprint: true, coinsCharged: 0, balanceAfter: 15 });
    // Sent without its crop, the white picture is a new photo; another person's picture is not a whitening of this crop.
    expect(await print({ front: white }, 5)).toMatchObject({ charge: 'coins', coinsCharged: 5, balanceAfter: 10 });
    expect(await print({ front: other, frontCrop: crop }, 5)).toMatchObject({ charge: 'coins', coinsCharged: 5, balanceAfter: 5 });
    expect(await readBalance(t.app.database.db, user.uid)).toBe(5);
  });
});
