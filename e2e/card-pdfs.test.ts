import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { inspectPdf } from '../server/test/support/inspect-pdf';
import { readQrCodes } from '../server/test/support/read-qr-codes';
import { fixturePath } from '../test/fixtures/fixture-path';
import { makeCardPdf, type CardPdfOptions, type CardPdfType } from '../test/support/card-pdf';
import { newIdentity, signInDirectly } from './support/accounts';
import { giveCoins, uidOf } from './support/admin-api';
import { launchBrowserForSuite, openPage } from './support/browser';
import { bandColour, multipartParts, recordUploads } from './support/card-uploads';
import { printSheet } from './support/print-sheet';

const baseURL = inject('baseURL');

/**
 * A card from each agency's PDF (decision 0093), made at test time in that agency's style (test/support/card-pdf.ts:
 * SPECIMEN, a QR code, the agency's password), opened in the browser at two scales, drawn as vectors and as images,
 * upright and on a page turned a quarter: found, paired front with back, and printed at 85.6 × 54 mm, front and
 * back in order and upright.
 */
const kinds: Array<{ pdf: CardPdfType; doc: string; name: string; back: boolean }> = [
  { pdf: 'e-aadhaar', doc: 'aadhaar', name: 'Aadhaar card', back: true },
  { pdf: 'e-pan', doc: 'pan-card', name: 'PAN card', back: true },
  { pdf: 'e-epic', doc: 'voter-id', name: 'Voter ID card', back: true },
  { pdf: 'ayushman', doc: 'ayushman-card', name: 'Ayushman card', back: false },
  { pdf: 'abha', doc: 'abha-card', name: 'ABHA card', back: true },
  { pdf: 'e-shram', doc: 'e-shram-card', name: 'e-Shram card', back: true },
];

const variants: Array<{ label: string; options: Omit<CardPdfOptions, 'type'> }> = [
  { label: 'true size, upright, as vectors', options: { scale: 1 } },
  // The e-PAN's back on a page of its own: a front page and a back page are paired too.
  { label: 'at 0.7 scale, on a page turned a quarter, as images', options: { scale: 0.7, turned: true, drawAs: 'image' } },
];

/**
 * Which side an uploaded card picture shows, read off its pixels: the front's name line ("SAMPLE PERSON") ends left of
 * 60 mm on the card, the back's ("ADDRESS: SPECIMEN LANE") right of it. The line sits 15–18.5 mm from the card's top,
 * right of its photo box (30 mm on).
 */
async function sideShown(jpeg: Buffer): Promise<'front' | 'back'> {
  const { data, info } = await sharp(jpeg).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });
  const pxPerMm = info.width / 85.6;
  let rightmost = 0;
  for (let y = Math.round(14.5 * pxPerMm); y < Math.round(18.8 * pxPerMm); y += 1) {
    for (let x = Math.round(29 * pxPerMm); x < Math.round(84 * pxPerMm); x += 1) {
      if (data[y * info.width + x]! < 110) rightmost = Math.max(rightmost, x / pxPerMm);
    }
  }
  if (rightmost < 40) throw new Error(`no name line found on the card (ink ends at ${rightmost.toFixed(1)} mm)`);
  return rightmost < 60 ? 'front' : 'back';
}

/** Opens `bytes` on the card PDF screen with `password` typed (none: left empty). */
async function openCardPdf(page: Page, name: string, file: { name: string; bytes: Uint8Array }, password: string | null) {
  await page.getByLabel(`${name} PDF file`, { exact: true }).setInputFiles({ name: file.name, mimeType: 'application/pdf', buffer: Buffer.from(file.bytes) });
  await page.getByLabel('Password', { exact: true }).fill(password ?? '');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
}

/** An Aadhaar number as a reader would see it: twelve digits, in fours or run together. */
const TWELVE_DIGITS = /(?<!\d)\d{4}\s?\d{4}\s?\d{4}(?!\d)/;

/** What a PDF tool and an OCR pass read off a printed PDF: poppler's pdftotext, and Debian's tesseract on each page at 300 dpi. */
function readPrinted(bytes: Uint8Array): { text: string; ocr: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'masked-aadhaar-'));
  try {
    const pdf = path.join(dir, 'print.pdf');
    writeFileSync(pdf, bytes);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    execFileSync('pdftoppm', ['-r', '300', '-png', pdf, path.join(dir, 'page')]);
    const pages = execFileSync('ls', [dir], { encoding: 'utf8' })
      .split('\n')
      .filter((name) => name.startsWith('page') && name.endsWith('.png'));
    const ocr = pages
      .map((name) => execFileSync('tesseract', [path.join(dir, name), '-', '--psm', '11'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))
      .join('\n');
    return { text, ocr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The QR codes a phone would read off a card picture: jsQR, again after blanking each one found. */
async function qrTexts(jpeg: Buffer): Promise<string[]> {
  const { data, info } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data);
  const found: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const code = jsQR(pixels, info.width, info.height);
    if (!code) break;
    found.push(code.data);
    const xs = [code.location.topLeftCorner.x, code.location.bottomRightCorner.x, code.location.topRightCorner.x, code.location.bottomLeftCorner.x];
    const ys = [code.location.topLeftCorner.y, code.location.bottomRightCorner.y, code.location.topRightCorner.y, code.location.bottomLeftCorner.y];
    for (let y = Math.floor(Math.min(...ys)); y <= Math.ceil(Math.max(...ys)); y += 1)
      for (let x = Math.floor(Math.min(...xs)); x <= Math.ceil(Math.max(...xs)); x += 1)
        pixels.fill(255, (y * info.width + x) * 4, (y * info.width + x) * 4 + 3);
  }
  return found;
}

/** The share of dark pixels (luma < 128) in a region of a card picture given in mm of the card (85.6 × 54). */
async function inkShare(jpeg: Buffer, region: { x: number; y: number; width: number; height: number }): Promise<number> {
  const { data, info } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
  const pxPerMm = info.width / 85.6;
  let dark = 0;
  let all = 0;
  for (let y = Math.round(region.y * pxPerMm); y < Math.round((region.y + region.height) * pxPerMm); y += 1) {
    for (let x = Math.round(region.x * pxPerMm); x < Math.round((region.x + region.width) * pxPerMm); x += 1) {
      if (data[y * info.width + x]! < 128) dark += 1;
      all += 1;
    }
  }
  return dark / all;
}

describe('a card from each agency’s PDF', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it.each(kinds)('$name: found at two scales and turned, paired, printed at 85.6 × 54 mm front and back upright', async (kind) => {
    const watched = await openPage(browser);
    const { page, context, problems } = watched;
    const screen = kind.back ? '/BothSideDoc' : '/SingleSideDoc';
    await signInDirectly(page, baseURL, newIdentity(`card-pdf-${kind.pdf}`), `${screen}?type=${kind.doc}&source=card-pdf`);
    const uploads = await recordUploads(page);

    for (const [index, variant] of variants.entries()) {
      const made = await makeCardPdf({ type: kind.pdf, ...variant.options, backOnSecondPage: kind.pdf === 'e-pan' && index === 1 });
      const file = { name: `${kind.pdf}-${index}.pdf`, bytes: made.bytes };
      const where = `${kind.name}, ${variant.label}`;
      await page.getByLabel(`${kind.name} PDF file`, { exact: true }).waitFor({ state: 'attached', timeout: 15_000 });

      if (made.password && index === 0) {
        // A wrong password says so in the words of the type's rule, and keeps the file chosen.
        await openCardPdf(page, kind.name, file, `${made.password}9`);
        const wrong = page.getByRole('alert').filter({ hasText: 'Wrong password.' });
        await wrong.waitFor({ timeout: 20_000 });
        if (kind.pdf === 'e-pan') {
          expect(await wrong.innerText()).toContain('DDMMYYYY');
          // The e-PAN's helper makes the password from the date of birth.
          await page.getByText('Make the password from the date of birth').click();
          await page.getByLabel('Date of birth').fill('1990-01-01');
          await page.getByText('Password: 01011990').waitFor();
          await page.getByRole('button', { name: 'Use this password' }).click();
          expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(made.password);
          await page.getByRole('button', { name: 'Open', exact: true }).click();
        } else {
          await openCardPdf(page, kind.name, file, made.password);
        }
      } else {
        await openCardPdf(page, kind.name, file, made.password);
      }

      await page.getByText('The card was found and is outlined.').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Use this card' }).click();
      await page.getByText(kind.back ? 'Front and back taken from the PDF.' : 'The card is taken from the PDF.').waitFor();

      const sent = uploads.length;
      const printed = await printSheet(page, 'Print with watermark');
      expect(printed.pdf.status(), where).toBe(200);
      const bytes = new Uint8Array(await printed.pdf.body());
      const images = (await inspectPdf(bytes)).pages[0]!.images;
      expect(images, where).toHaveLength(kind.back ? 2 : 1);
      for (const image of images) {
        expect(Math.abs(image.widthMm - 85.6), `${where}: width ${image.widthMm}`).toBeLessThanOrEqual(0.2);
        expect(Math.abs(image.heightMm - 54), `${where}: height ${image.heightMm}`).toBeLessThanOrEqual(0.2);
      }
      // The agency's QR code is on the card; the sheet carries no print-reference QR code beside it.
      expect((await readQrCodes(bytes)).flat(), where).toEqual([]);

      // The pictures sent: each side where it belongs, upright (the agency's colour band on top, paper below).
      const request = uploads.slice(sent).find(({ request }) => new URL(request.url()).pathname === '/api/v1/prints');
      expect(request, where).toBeDefined();
      const parts = multipartParts(request!.body, (await request!.request.allHeaders())['content-type'] ?? '');
      expect(parts.find((part) => part.name === 'source')?.body.toString(), where).toBe('card-pdf');
      expect(parts.find((part) => part.name === 'docType')?.body.toString(), where).toBe(kind.doc);
      const sides = kind.back ? (['front', 'back'] as const) : (['front'] as const);
      expect(
        parts.filter((part) => part.filename !== null).map((part) => part.name),
        where,
      ).toEqual([...sides]);
      for (const side of sides) {
        const jpeg = parts.find((part) => part.name === side)!.body;
        const { width, height } = await sharp(jpeg).metadata();
        expect(width! / height!, `${where}: ${side}`).toBeCloseTo(85.6 / 54, 1);
        const [r, g, b] = await bandColour(jpeg, 0.03, 0.1);
        expect(Math.max(r, g, b) - Math.min(r, g, b), `${where}: ${side}'s top band ${r},${g},${b}`).toBeGreaterThan(50);
        expect(await sideShown(jpeg), `${where}: the ${side}`).toBe(side);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a masked Aadhaar: every number on both printed sides shows XXXX XXXX and its last four, the QR holding it hidden; a PDF whose number is only a picture is refused', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInDirectly(page, baseURL, newIdentity('card-pdf-masked'), '/BothSideDoc?type=aadhaar&source=card-pdf');
    await giveCoins(browser, baseURL, await uidOf(page), 20);
    const uploads = await recordUploads(page);
    // Cards drawn as text, with an old-style QR code holding the whole number.
    const made = await makeCardPdf({ type: 'e-aadhaar', qrHoldsNumber: true });
    const file = { name: 'e-aadhaar.pdf', bytes: made.bytes };
    await page.getByLabel('Aadhaar card PDF file', { exact: true }).waitFor({ state: 'attached', timeout: 15_000 });

    // Unmasked first: the control, so that the checks below can fail (the readers do find the number when it is there).
    await openCardPdf(page, 'Aadhaar card', file, made.password);
    await page.getByText('The card was found and is outlined.').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Use this card' }).click();
    await page.getByText('Front and back taken from the PDF.').waitFor();
    const plain = await printSheet(page, 'Print');
    expect(plain.charge).toBe('coins');
    const plainRead = readPrinted(new Uint8Array(await plain.pdf.body()));
    expect(plainRead.ocr).toMatch(TWELVE_DIGITS);
    const plainUpload = uploads.find(({ request }) => new URL(request.url()).pathname === '/api/v1/prints')!;
    const plainFront = multipartParts(plainUpload.body, (await plainUpload.request.allHeaders())['content-type'] ?? '').find((part) => part.name === 'front')!;
    expect((await qrTexts(plainFront.body)).join(' ')).toContain('000011112222');

    // Masked: switched on after the card was used, the card is taken back and the dialog asks for it again.
    const sent = uploads.length;
    await page.getByLabel('Masked Aadhaar: show only the last 4 digits of the number (XXXX XXXX 1234)').check();
    await page.getByText('Front and back taken from the PDF.').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Use this card' }).click();
    await page.getByText('Masked: the number shows only its last 4 digits.').waitFor();
    const masked = await printSheet(page, 'Print');
    expect(masked.charge).toBe('coins');
    const bytes = new Uint8Array(await masked.pdf.body());
    const { text, ocr } = readPrinted(bytes);
    // The print is pictures only (pdftotext reads no text off it, masked or not), and OCR reads no number off them.
    expect(`${plainRead.text}${text}`).not.toMatch(TWELVE_DIGITS);
    expect(ocr, ocr).not.toMatch(TWELVE_DIGITS);
    // The last four digits are still there, on both sides.
    expect(ocr.match(/2222/g)?.length ?? 0, ocr).toBeGreaterThanOrEqual(2);
    const request = uploads.slice(sent).find(({ request }) => new URL(request.url()).pathname === '/api/v1/prints')!;
    const parts = multipartParts(request.body, (await request.request.allHeaders())['content-type'] ?? '');
    for (const side of ['front', 'back']) {
      const jpeg = parts.find((part) => part.name === side)!.body;
      for (const qr of await qrTexts(jpeg)) expect(qr.replace(/\D/g, ''), side).not.toContain('000011112222');
      // Measured off the pixels, not by a QR reader: where the card's QR code was (66–80 mm across, 34–48 mm down)
      // is blank paper now; on the unmasked control it is a quarter ink or more.
      expect(await inkShare(jpeg, { x: 66, y: 34, width: 14, height: 14 }), side).toBeLessThan(0.02);
    }
    expect(await inkShare(plainFront.body, { x: 66, y: 34, width: 14, height: 14 })).toBeGreaterThan(0.25);
    // The number is never sent as text (a form field, a file name), masked or not: the cards travel as pictures.
    for (const { body } of uploads) {
      expect(body.includes('0000 1111 2222')).toBe(false);
      expect(body.includes('000011112222')).toBe(false);
    }

    // Held out (masking was built on the synthetic cards above, never on it): the e-Aadhaar sample in test/fixtures,
    // masked and printed, shows no number a reader can find, and its last four digits.
    await openCardPdf(page, 'Aadhaar card', { name: 'e-aadhaar-sample.pdf', bytes: readFileSync(fixturePath('e-aadhaar-sample.pdf')) }, 'SAMP1990');
    await page.getByText('The card was found and is outlined.').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Use this card' }).click();
    await page.getByText('Masked: the number shows only its last 4 digits.').waitFor();
    const sample = readPrinted(new Uint8Array(await (await printSheet(page, 'Print')).pdf.body()));
    expect(sample.ocr, sample.ocr).not.toMatch(TWELVE_DIGITS);
    expect(sample.ocr, sample.ocr).toMatch(/2222/);

    // Cards drawn as pictures: the PDF's text holds no number, so nothing is masked by guess and nothing printed.
    const pictures = await makeCardPdf({ type: 'e-aadhaar', drawAs: 'image' });
    await openCardPdf(page, 'Aadhaar card', { name: 'pictures.pdf', bytes: pictures.bytes }, pictures.password);
    await page.getByText('The card was found and is outlined.').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Use this card' }).click();
    await page.getByRole('alert').filter({ hasText: "The Aadhaar number could not be found in this PDF's text" }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByText('Front and back taken from the PDF.').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
