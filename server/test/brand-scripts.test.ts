import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument, PDFName, PDFRawStream, type PDFDict } from 'pdf-lib';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium';
import { brandRaster } from '../src/modules/prints/brand-raster';
import { pdfOf, printOperator } from './support/print-operator';
import { createTestApp, type TestApp } from './support/test-app';
import { fixturePath } from '../../test/fixtures/fixture-path';

/**
 * Any brand prints (decision 0056): a brand in Devanagari with ₹ is shaped (conjuncts, vowel signs
 * before their consonant) and drawn as a picture on every free sheet, never through the standard
 * font, which cannot write it (a 500 on every free print before). The picture is compared with
 * Chromium's own rendering of the same text in the same font (HarfBuzz in another program).
 */
const BRAND = 'राम फोटो स्टूडियो ₹';
const FONT_FILE = createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf');
const SIZE = { width: 480, height: 48 };

/** The ink of a picture (alpha, or darkness on white), cropped to its bounds and scaled to SIZE, as 0/1 per pixel. */
async function ink(png: Buffer, from: 'alpha' | 'dark'): Promise<Uint8Array> {
  const image = from === 'alpha' ? sharp(png).extractChannel(3) : sharp(png).flatten({ background: '#fff' }).greyscale().negate();
  // In two steps: sharp trims before any other operation of the same pipeline.
  const inkOnBlack = await image.toColourspace('b-w').png().toBuffer();
  const trimmed = await sharp(inkOnBlack).trim({ background: '#000000', threshold: 40 }).toBuffer();
  const { data } = await sharp(trimmed)
    .resize(SIZE.width, SIZE.height, { fit: 'fill' })
    .removeAlpha()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Uint8Array.from(data, (v) => (v > 110 ? 1 : 0));
}

/** Intersection over union of two ink masks: 1 for the same shapes. */
function overlap(a: Uint8Array, b: Uint8Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i += 1) {
    both += a[i]! & b[i]!;
    either += a[i]! | b[i]!;
  }
  return both / either;
}

describe('a brand in Devanagari with ₹', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { RATE_LIMIT_FACTOR: '100', BRAND_NAME: BRAND });
  });
  afterAll(async () => t?.close());

  it('is drawn shaped, as Chromium draws the same text in the same font, and unlike the same letters unshaped', { timeout: 60_000 }, async () => {
    const ours = await ink((await brandRaster(BRAND)).png, 'alpha');
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
    try {
      const page = await browser.newPage();
      const font = readFileSync(FONT_FILE).toString('base64');
      await page.setContent(
        `<style>@font-face{font-family:Brand;src:url(data:font/ttf;base64,${font})}body{margin:20px;background:#fff}` +
          `p{font:700 96px Brand, sans-serif;margin:0;white-space:nowrap;color:#000}</style><p id="shaped">${BRAND}</p>` +
          // Zero-width non-joiners between letters: the same letters, no conjuncts, as a renderer without shaping would leave them.
          `<p id="unshaped">${[...BRAND].join('\u200c')}</p>`,
      );
      await page.evaluate('document.fonts.ready');
      const shot = await page.locator('#shaped').screenshot();
      const shaped = await ink(shot, 'dark');
      const unshaped = await ink(await page.locator('#unshaped').screenshot(), 'dark');
      const same = overlap(ours, shaped);
      const different = overlap(ours, unshaped);
      const figures = `shaped ${same.toFixed(3)}, unshaped ${different.toFixed(3)}`;
      expect(same, figures).toBeGreaterThan(0.9);
      expect(different, figures).toBeLessThan(same - 0.2);
    } finally {
      await browser.close();
    }
  });

  it('prints on every free sheet (no 500): the brand one embedded picture, drawn 140 times a page, never as text', { timeout: 60_000 }, async () => {
    const shop = await printOperator(t.app, 'deva-brand@example.in');
    const photo = { bytes: readFileSync(fixturePath('portrait-astronaut.png')), filename: 'p.png', type: 'image/png' };
    const card = { bytes: readFileSync(fixturePath('card-front-photo.jpg')), filename: 'c.jpg', type: 'image/jpeg' };
    const prints: Array<[string, Record<string, string>, Parameters<typeof shop.print>[1]]> = [
      ['passport sheet', { service: 'passport-photo', layout: 'a4-6', mode: 'watermarked' }, { front: photo }],
      ['document', { service: 'single-side', docType: 'aadhaar', layout: 'single', mode: 'watermarked' }, { front: card }],
      [
        'customer sheet',
        { service: 'passport-photo', layout: 'a4', mode: 'watermarked', customers: JSON.stringify([{ label: '1', size: '35x45', count: 6 }]) },
        { photo1: photo },
      ],
    ];
    for (const [name, fields, files] of prints) {
      const res = await shop.print(fields, files);
      expect(res.status, `${name}: ${res.res.body.slice(0, 200)}`).toBe(201);
      const doc = await PDFDocument.load(pdfOf(res));
      const page = doc.getPage(0);
      const xObjects = page.node.Resources()!.lookup(PDFName.of('XObject')) as PDFDict;
      const brand = xObjects.lookup(PDFName.of('WmImg')) as PDFRawStream;
      expect(brand, name).toBeInstanceOf(PDFRawStream);
      expect(brand.dict.get(PDFName.of('SMask')), `${name}: transparent around the letters`).toBeDefined();
      const contents = page.node
        .normalizedEntries()
        .Contents!.asArray()
        .map((ref) => Buffer.from((doc.context.lookup(ref) as PDFRawStream).getContents()).toString('latin1'))
        .join('\n');
      expect(contents.match(/\/WmImg Do/g) ?? [], name).toHaveLength(140);
      expect(contents, `${name}: no watermark text`).not.toContain('/WmF');
    }
  });
});
