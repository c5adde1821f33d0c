import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetLayouts } from '@core/layout/sheet-layouts';
import { BrowserSession, signIn } from './support/browser-session';
import { embeddedImages, shareDifferingFrom } from './support/embedded-images';
import { pdfOf, postPrint } from './support/print-operator';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';
import { credit } from './support/test-users';

const GREY = 128;
/** A pixel counts as changed when it moved more than this from the grey it was uploaded as. */
const MARKED = 12;
/** The proof marks' near-white (decision 0053). */
const MARK = 236;
type Upload = { bytes: Uint8Array; filename: string; type: string };

/** A uniform grey picture, PNG (lossless, so the only change on the way is ours). */
async function greyUpload(width: number, height: number): Promise<Upload> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: GREY, g: GREY, b: GREY } } })
    .png()
    .toBuffer();
  return { bytes, filename: 'grey.png', type: 'image/png' };
}

describe.each(testEngines)('free prints are proofs in their pixels (decision 0053), on %s', (engine) => {
  let t: TestApp;
  let photo: Upload;
  let card: Upload;
  let passportPage: Upload;
  let pageDocument: Upload;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100', BRAND_NAME: 'Photo Print' });
    [photo, card, passportPage, pageDocument] = await Promise.all([
      greyUpload(827, 1063),
      greyUpload(1011, 638),
      greyUpload(1300, 910),
      greyUpload(1240, 1754),
    ]);
  });
  afterAll(async () => t?.close());

  async function operator() {
    const browser = new BrowserSession(t.app);
    await signIn(browser, { email: `burn-${randomUUID().slice(0, 8)}@example.in` });
    const uid = (await browser.request({ url: '/api/v1/me' })).json<{ uid: string }>().uid;
    await credit(t.app.database, uid, 500);
    const user = {
      get: (url: string) => browser.request({ url }),
      post: (url: string, payload: object | string, headers: Record<string, string> = {}) =>
        browser.request({ method: 'POST', url, payload, headers: { 'x-csrf-token': browser.cookies.get('csrf')!, ...headers } }),
    };
    /** The PDF as its user gets it: from the receipt's printUrl, or (delivery=pdf, the legacy path) the answer itself. */
    return async (fields: Record<string, string>, files: Record<string, Upload>) => {
      const answer = await postPrint(user, fields, files);
      expect(answer.status, answer.res.body.slice(0, 200)).toBe(fields.delivery === 'pdf' ? 200 : 201);
      return pdfOf(answer);
    };
  }

  /**
   * Every image the PDF embeds is a proof, each `[width, height]` px: no pixel is the grey uploaded
   * (the picture's tones are remapped), and at least 60 % of them are the near-white marks.
   */
  async function expectBurnedIn(pdf: Uint8Array, expectedImages: number, size: readonly [number, number]) {
    const images = await embeddedImages(pdf);
    expect(images).toHaveLength(expectedImages);
    for (const image of images) {
      expect([image.width, image.height]).toEqual(size);
      expect(shareDifferingFrom(image, GREY, MARKED), `${image.width}×${image.height}`).toBe(1);
      expect(1 - shareDifferingFrom(image, MARK, MARKED), `${image.width}×${image.height}: marked`).toBeGreaterThanOrEqual(0.6);
    }
  }

  async function expectClean(pdf: Uint8Array, expectedImages: number, size: readonly [number, number]) {
    const images = await embeddedImages(pdf);
    expect(images).toHaveLength(expectedImages);
    for (const image of images) {
      expect([image.width, image.height]).toEqual(size);
      expect(shareDifferingFrom(image, GREY, MARKED)).toBe(0);
    }
  }

  // A free print embeds 150 dpi of the printed size, a clean one 600 dpi (decision 0053); page documents 300 dpi of A4 at most.
  const PHOTO = { free: [207, 266], clean: [827, 1063] } as const;
  const SIZES = {
    card: { free: [506, 319], clean: [2022, 1276] },
    passportPage: { free: [738, 520], clean: [2953, 2079] },
    pageDocument: { free: [1240, 1754], clean: [1240, 1754] },
  } as const;

  it.each(sheetLayouts.map((l) => [l.id] as const))(
    'passport photos %s: the one embedded photo is a proof in its pixels (150 dpi) when free, untouched (600 dpi) when clean',
    async (layout) => {
      const print = await operator();
      await expectBurnedIn(await print({ service: 'passport-photo', layout, mode: 'watermarked' }, { front: photo }), 1, PHOTO.free);
      await expectClean(await print({ service: 'passport-photo', layout, mode: 'clean' }, { front: photo }), 1, PHOTO.clean);
    },
  );

  it.each(['frame', 'pdf'])('passport photos with delivery=%s (the print frame, the legacy PDF answer): the same proof pixels', async (delivery) => {
    const print = await operator();
    await expectBurnedIn(await print({ service: 'passport-photo', layout: 'a4-6', mode: 'watermarked', delivery }, { front: photo }), 1, PHOTO.free);
    await expectClean(await print({ service: 'passport-photo', layout: 'a4-6', mode: 'clean', delivery }, { front: photo }), 1, PHOTO.clean);
  });

  it('a customer sheet (decision 0042): each customer’s photo is embedded once, a proof in its pixels at 150 dpi of its size when free, untouched at 600 dpi when clean', async () => {
    const print = await operator();
    const stamp = await greyUpload(472, 591);
    const fields = {
      service: 'passport-photo',
      layout: 'a4',
      customers: JSON.stringify([
        { label: '1', size: '20x25', count: 30 },
        { label: '2', size: '20x25', count: 20 },
      ]),
    };
    // Two customers, two different uploads of the same size (the second a PNG of another size): two images, each burned in.
    const other = await greyUpload(500, 620);
    await expectBurnedIn(await print({ ...fields, mode: 'watermarked' }, { photo1: stamp, photo2: other }), 2, [118, 148]);
    await expectClean(await print({ ...fields, mode: 'clean' }, { photo1: stamp, photo2: other }), 2, [472, 591]);
  });

  it.each([
    ['single-side Aadhaar card', { service: 'single-side', docType: 'aadhaar', layout: 'single' }, 'card', 1],
    ['single-side passport page', { service: 'single-side', docType: 'passport-page', layout: 'single' }, 'passportPage', 1],
    ['single-side page document', { service: 'single-side', docType: 'income-certificate', layout: 'single' }, 'pageDocument', 1],
    ['both-side Aadhaar, layout 0', { service: 'both-side', docType: 'aadhaar', layout: '0' }, 'card', 2],
    ['both-side Aadhaar, layout 1', { service: 'both-side', docType: 'aadhaar', layout: '1' }, 'card', 2],
    ['both-side page document', { service: 'both-side', docType: 'bank-passbook', layout: '0' }, 'pageDocument', 2],
    ['cards from a card PDF', { service: 'both-side', docType: 'aadhaar', layout: '1', source: 'card-pdf' }, 'card', 2],
  ] as const)('%s: every embedded image is a proof in its pixels (150 dpi) when free, untouched (600 dpi) when clean', async (_name, fields, upload, count) => {
    const print = await operator();
    const picture = { card, passportPage, pageDocument }[upload];
    const files: Record<string, Upload> = count === 2 ? { front: picture, back: picture } : { front: picture };
    await expectBurnedIn(await print({ ...fields, mode: 'watermarked' }, files), count, SIZES[upload].free);
    await expectClean(await print({ ...fields, mode: 'clean' }, files), count, SIZES[upload].clean);
  });
});
