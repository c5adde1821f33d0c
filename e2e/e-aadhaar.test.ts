import { readFileSync } from 'node:fs';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { inspectPdf } from '../server/test/support/inspect-pdf';
import { readQrCodes } from '../server/test/support/read-qr-codes';
import { fixturePath } from '../test/fixtures/fixture-path';
import { signInDirectly } from './support/accounts';
import { giveCoins, uidOf } from './support/admin-api';
import { expectAccessible } from './support/accessibility';
import { launchBrowserForSuite, openPage, type WatchedPage } from './support/browser';
import { bandColour, multipartParts, recordUploads } from './support/card-uploads';
import { printSheet, type PrintedSheet } from './support/print-sheet';

const baseURL = inject('baseURL');
const samplePdf = fixturePath('e-aadhaar-sample.pdf');
const PASSWORD = 'SAMP1990';
const WRONG_PASSWORD = 'SAMP1991';
const E_AADHAAR_PATH = '/BothSideDoc?type=aadhaar&source=card-pdf';

/** Signs in through the dev identity provider and lands on the both-side page in e-Aadhaar mode. */
async function signIn(browser: Browser, email: string, name: string): Promise<WatchedPage> {
  const watched = await openPage(browser);
  const { page } = watched;
  await signInDirectly(page, baseURL, { email, name }, E_AADHAAR_PATH);
  await pdfInput(page)
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(async (error: unknown) => {
      throw new Error(
        `the e-Aadhaar picker did not open for ${email}: ${(await page.locator('body').innerText()).slice(0, 500)} ${watched.problems.join('; ')}`,
        { cause: error },
      );
    });
  return watched;
}

const pdfInput = (page: Page) => page.getByLabel('Aadhaar card PDF file', { exact: true });

/** Chooses a PDF (a path or bytes), types the password and presses Open. */
async function openPdf(page: Page, file: string | { name: string; buffer: Buffer }, password: string) {
  await pdfInput(page).setInputFiles(typeof file === 'string' ? file : { name: file.name, mimeType: 'application/pdf', buffer: file.buffer });
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
}

interface Outline {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function outline(page: Page, side: 'front' | 'back'): Promise<Outline> {
  const g = page.getByTestId(`card-outline-${side}`);
  const read = async (name: string) => Number(await g.getAttribute(`data-${name}`));
  return { x: await read('x'), y: await read('y'), width: await read('width'), height: await read('height') };
}

/** Drags with the mouse from the centre of `from` by (dx, dy) screen pixels, in small steps. */
async function dragBy(page: Page, handle: ReturnType<Page['getByTestId']>, dx: number, dy: number) {
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error('the handle is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

/** Draws a rectangle by dragging over the page, between two points given as fractions of the page picture. */
async function drawOnPage(page: Page, from: [number, number], to: [number, number]) {
  const svg = page.getByTestId('e-aadhaar-page');
  await svg.scrollIntoViewIfNeeded();
  const box = await svg.boundingBox();
  if (!box) throw new Error('the page is not on screen');
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 8 });
  await page.mouse.up();
}

/** The print's PDF holds the two cards, each exactly 85.6 × 54 mm within 0.2 mm, and no QR code (e-Aadhaar prints carry none). */
async function expectTwoCardsAtTrueSize({ pdf: response }: PrintedSheet) {
  const bytes = new Uint8Array(await response.body());
  const pdf = await inspectPdf(bytes);
  expect(pdf.pages).toHaveLength(1);
  const images = pdf.pages[0]!.images;
  expect(images).toHaveLength(2);
  for (const image of images) {
    expect(Math.abs(image.widthMm - 85.6), `width ${image.widthMm}`).toBeLessThanOrEqual(0.2);
    expect(Math.abs(image.heightMm - 54), `height ${image.heightMm}`).toBeLessThanOrEqual(0.2);
  }
  expect((await readQrCodes(bytes)).flat()).toEqual([]);
  return images;
}

/**
 * An A4 page turned on its side, as a scanner or a careless re-save leaves it: UIDAI's layout
 * (two cards side by side in the lower half) turned a quarter anticlockwise, so the cards stand
 * upright on the right, their coloured top bands facing left. Front band orange, back band blue.
 */
async function turnedPagePdf(): Promise<Buffer> {
  const mm = 72 / 25.4;
  const doc = await PDFDocument.create();
  const page = doc.addPage([297 * mm, 210 * mm]);
  // Upright (x, y) from the top-left of the portrait page lands at (y, 210 − x) on the turned page.
  const card = (uprightX: number, band: ReturnType<typeof rgb>) => {
    const left = 200;
    const top = 210 - uprightX - 85.6;
    const y = (210 - top - 85.6) * mm; // pdf-lib measures from the bottom
    page.drawRectangle({ x: left * mm, y, width: 54 * mm, height: 85.6 * mm, borderColor: rgb(0.53, 0.53, 0.53), borderWidth: 0.85, color: rgb(1, 1, 1) });
    page.drawRectangle({ x: left * mm, y, width: 7 * mm, height: 85.6 * mm, color: band });
    page.drawRectangle({ x: (left + 13) * mm, y: y + (85.6 - 26) * mm, width: 24 * mm, height: 20 * mm, color: rgb(0.73, 0.73, 0.8) });
  };
  card(15, rgb(0.95, 0.57, 0.2));
  card(109, rgb(0.21, 0.45, 0.78));
  return Buffer.from(await doc.save());
}

describe('printing an e-Aadhaar from its password-protected PDF', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('opens the sample with a wrong password then the right one, finds and adjusts the two cards, prints them watermarked and paid at 85.6 × 54 mm, uploading only the card images', async () => {
    const operator = await signIn(browser, 'eaadhaar@shop.in', 'e-Aadhaar Operator');
    await giveCoins(browser, baseURL, await uidOf(operator.page), 20);
    // pdf.js's worker is fetched as the screen opens (checked below): after the reload, the screen's chunk and pdf.js
    // first, which on a machine busy with other browser tests took past Playwright's default 30 s once.
    const pdfjsWorker = operator.page.waitForRequest((request) => /\/assets\/pdf\.worker\.min-[^/]+\.mjs$/.test(new URL(request.url()).pathname), {
      timeout: 90_000,
    });
    await operator.page.reload();
    const { page, context, problems } = operator;
    await page.getByText('Coins: 20').waitFor();
    const uploads = await recordUploads(page);

    // The rule is explained, and the helper builds the password from a name and a year.
    expect(await page.getByText('first four letters of the name').count()).toBeGreaterThan(0);
    await page.getByText('Make the password from the name and year of birth').click();
    await page.getByLabel('Name on the card').fill('Raj Mohan');
    await page.getByLabel('Year of birth').fill('1987');
    await page.getByText('Password: RAJM1987').waitFor();
    // UIDAI keeps an initial's dot (S. KUMAR → S.KU1990) and uses a name shorter than four letters whole.
    await page.getByLabel('Name on the card').fill('S. Kumar');
    await page.getByText('Password: S.KU1987').waitFor();
    await page.getByLabel('Name on the card').fill('Pia');
    await page.getByText('Password: PIA1987').waitFor();
    await page.getByLabel('Name on the card').fill('Raj Mohan');
    await page.getByText('Password: RAJM1987').waitFor();
    await page.getByRole('button', { name: 'Use this password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('RAJM1987');

    // A wrong password: said so, and the file stays chosen for another try.
    await openPdf(page, samplePdf, WRONG_PASSWORD);
    const wrong = page.getByRole('alert').filter({ hasText: 'Wrong password' });
    await wrong.waitFor({ timeout: 20_000 });
    // pdf.js's worker comes from our own origin, allowed to compile its WebAssembly decoders (JBIG2, JPEG 2000):
    // a worker's own response sets its policy, so the path the build gives it must be the one the server widens.
    const workerResponse = await (await pdfjsWorker).response();
    expect(workerResponse?.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(await page.getByTestId('card-outline-front').count()).toBe(0);

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.getByTestId('card-outline-front').waitFor({ timeout: 20_000 });
    await page.getByTestId('card-outline-back').waitFor();
    expect(await wrong.count()).toBe(0);
    await page.getByText('The card was found').waitFor();
    await expectAccessible(page, 'the e-Aadhaar outlines');

    // Found where the sample draws them: the lower half of the A4 page, front left, back right, about card-sized (at 300 dpi).
    const pxPerMm = 300 / 25.4;
    const front = await outline(page, 'front');
    const back = await outline(page, 'back');
    for (const card of [front, back]) {
      expect(card.y / pxPerMm).toBeGreaterThan(297 / 2);
      expect(Math.abs(card.width / pxPerMm - 85.6)).toBeLessThan(4);
      expect(Math.abs(card.width / card.height - 85.6 / 54)).toBeLessThan(0.03);
    }
    expect(front.x).toBeLessThan(back.x);
    expect(Math.abs(front.y - back.y)).toBeLessThan(pxPerMm);

    // By hand: the front's bottom-right corner dragged a little up and left, the top-left stays.
    await dragBy(page, page.getByTestId('handle-front-se'), -6, -4);
    const adjusted = await outline(page, 'front');
    expect(adjusted.x).toBe(front.x);
    expect(adjusted.y).toBe(front.y);
    expect(adjusted.width).toBeLessThan(front.width - 10);
    expect(adjusted.height).toBeLessThan(front.height - 5);
    // The arrow keys move a focused corner too (0.5 mm a press): back to where it was, near enough.
    await page.getByTestId('handle-front-se').focus();
    for (let i = 0; i < Math.round((front.width - adjusted.width) / (pxPerMm / 2)); i += 1) await page.keyboard.press('ArrowRight');
    expect(Math.abs((await outline(page, 'front')).width - front.width)).toBeLessThan(pxPerMm);

    await page.getByRole('button', { name: 'Use this card' }).click();
    await page.getByText('Front and back taken from the PDF.').waitFor();

    // Free, with the watermark, stacked (the default layout).
    const free = await printSheet(page, 'Print with watermark');
    expect(free.pdf.status()).toBe(200);
    expect(free.charge).toBe('none');
    expect(free.pdf.headers()['content-disposition']).toContain('-watermarked.pdf');
    const stacked = await expectTwoCardsAtTrueSize(free);
    expect(Math.abs(stacked[0]!.xMm - stacked[1]!.xMm)).toBeLessThan(0.5);

    // Paid, without the watermark, side by side.
    await page.getByLabel('Side by side').check();
    const paid = await printSheet(page, 'Print');
    expect(paid.pdf.status()).toBe(200);
    expect(paid.charge).toBe('coins');
    expect(paid.balanceAfter).toBe(15);
    expect(paid.pdf.headers()['content-disposition']).not.toContain('watermarked');
    const row = await expectTwoCardsAtTrueSize(paid);
    expect(Math.abs(row[0]!.yMm - row[1]!.yMm)).toBeLessThan(0.5);
    await page.getByText('Coins: 15').waitFor();

    // What left the browser: two print requests, each with exactly two JPEG card images of at least
    // 300 dpi at card proportions, and nowhere the PDF or either password typed.
    const prints = uploads.filter(({ request }) => new URL(request.url()).pathname === '/api/v1/prints');
    expect(prints).toHaveLength(2);
    for (const { request, body } of prints) {
      const parts = multipartParts(body, (await request.allHeaders())['content-type'] ?? '');
      const files = parts.filter((part) => part.filename !== null);
      expect(files.map((part) => part.name).sort()).toEqual(['back', 'front']);
      for (const file of files) {
        expect(file.type).toBe('image/jpeg');
        expect([...file.body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        const { width, height } = await sharp(file.body).metadata();
        expect(width).toBeGreaterThanOrEqual(1011);
        expect(height).toBeGreaterThanOrEqual(638);
        expect(Math.abs(width! / height! - 85.6 / 54)).toBeLessThan(0.01);
      }
      expect(parts.find((part) => part.name === 'source')?.body.toString()).toBe('card-pdf');
      expect(parts.find((part) => part.name === 'docType')?.body.toString()).toBe('aadhaar');
    }
    const sample = readFileSync(samplePdf);
    for (const { request, body } of uploads) {
      const where = `${request.method()} ${request.url()}`;
      expect(body.includes('%PDF'), where).toBe(false);
      expect(body.includes(sample.subarray(0, 64)), where).toBe(false);
      expect(body.includes(PASSWORD), where).toBe(false);
      expect(body.includes(WRONG_PASSWORD), where).toBe(false);
      expect(request.url()).not.toContain(PASSWORD);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fetches pdf.js and its worker (compressed) as the screen opens, before a file is chosen; Open then uses them', async () => {
    const watched = await openPage(browser);
    const { page, context, problems } = watched;
    try {
      const worker = page.waitForResponse((response) => /\/assets\/pdf\.worker\.min-[^/]+\.mjs$/.test(new URL(response.url()).pathname));
      const reader = page.waitForResponse((response) => /\/assets\/pdf-reader-[^/]+\.js$/.test(new URL(response.url()).pathname));
      await signInDirectly(page, baseURL, { email: 'eaadhaar-early@shop.in', name: 'Early Loader' }, E_AADHAAR_PATH);
      const [workerResponse] = await Promise.all([worker, reader]);
      expect(await workerResponse.headerValue('content-encoding')).toBe('br');
      expect(await pdfInput(page).evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
      let fetchedAfterOpen = 0;
      page.on('request', (request) => {
        if (/\/assets\/(pdf\.worker|pdf-reader)/.test(request.url())) fetchedAfterOpen += 1;
      });
      await openPdf(page, samplePdf, PASSWORD);
      await page.getByTestId('card-outline-front').waitFor({ timeout: 20_000 });
      await page.getByTestId('card-outline-back').waitFor();
      expect(fetchedAfterOpen).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says when a file is not a PDF or is damaged, and lets the operator draw the cards on a PDF that has none', async () => {
    const { page, context, problems } = await signIn(browser, 'eaadhaar-draw@shop.in', 'Drawing Operator');

    await openPdf(page, { name: 'photo.pdf', buffer: Buffer.from('\xff\xd8\xff\xe0 not a pdf at all', 'latin1') }, PASSWORD);
    await page.getByRole('alert').filter({ hasText: '“photo.pdf” is not a PDF' }).waitFor();

    const sample = readFileSync(samplePdf);
    await openPdf(page, { name: 'cut-short.pdf', buffer: sample.subarray(0, 600) }, PASSWORD);
    await page.getByRole('alert').filter({ hasText: '“cut-short.pdf” could not be opened: the PDF is damaged' }).waitFor({ timeout: 20_000 });

    await openPdf(page, samplePdf, '');
    await page.getByRole('alert').filter({ hasText: 'This PDF is locked. Type its password' }).waitFor({ timeout: 20_000 });

    await openPdf(page, { name: 'empty.pdf', buffer: Buffer.from(await (await PDFDocument.create()).save()) }, '');
    await page.getByRole('alert').filter({ hasText: '“empty.pdf” has nothing to print' }).waitFor({ timeout: 20_000 });

    // A whole document, not a card's PDF: refused before any page is rendered.
    const long = await PDFDocument.create();
    for (let n = 0; n < 21; n += 1) long.addPage([595.28, 841.89]);
    await openPdf(page, { name: 'statement.pdf', buffer: Buffer.from(await long.save()) }, '');
    await page.getByRole('alert').filter({ hasText: '“statement.pdf” has more than 20 pages' }).waitFor({ timeout: 20_000 });

    // A PDF with text and a table but no cards (not locked: no password needed).
    const doc = await PDFDocument.create();
    const a4 = doc.addPage([595.28, 841.89]);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    a4.drawText('A letter with no cards on it', { x: 50, y: 780, size: 14, font });
    a4.drawRectangle({ x: 50, y: 300, width: 495, height: 250, borderColor: rgb(0.3, 0.3, 0.3), borderWidth: 1 });
    await openPdf(page, { name: 'letter.pdf', buffer: Buffer.from(await doc.save()) }, '');
    await page.getByText('No cards were found in the PDF.').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Use this card' }).isDisabled()).toBe(true);

    await drawOnPage(page, [0.1, 0.6], [0.45, 0.74]);
    await page.getByText('Now draw the back the same way').waitFor();
    await drawOnPage(page, [0.52, 0.6], [0.87, 0.74]);
    const front = await outline(page, 'front');
    const back = await outline(page, 'back');
    expect(front.x).toBeLessThan(back.x);
    expect(front.width / (300 / 25.4)).toBeGreaterThan(60);
    await page.getByRole('img', { name: 'The front card as it will print' }).waitFor();

    await page.getByRole('button', { name: 'Use this card' }).click();
    await page.getByText('Front and back taken from the PDF.').waitFor();
    await page.getByRole('button', { name: 'Print with watermark', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Print with watermark', exact: true }).isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds the cards on a page turned on its side and sends them upright, front and back in order', async () => {
    const { page, context, problems } = await signIn(browser, 'eaadhaar-turned@shop.in', 'Turned Page');
    const uploads = await recordUploads(page);
    await openPdf(page, { name: 'turned.pdf', buffer: await turnedPagePdf() }, '');
    await page.getByText('The card was found').waitFor({ timeout: 20_000 });
    const front = await outline(page, 'front');
    expect(front.height).toBeGreaterThan(front.width); // standing on the turned page
    await page.getByRole('button', { name: 'Use this card' }).click();
    await page.getByText('Front and back taken from the PDF.').waitFor();
    const printed = await printSheet(page, 'Print with watermark');
    expect(printed.pdf.status()).toBe(200);
    await expectTwoCardsAtTrueSize(printed);

    const request = uploads.find(({ request }) => new URL(request.url()).pathname === '/api/v1/prints');
    expect(request).toBeDefined();
    const files = multipartParts(request!.body, (await request!.request.allHeaders())['content-type'] ?? '');
    const image = (name: string) => files.find((part) => part.name === name)!.body;
    for (const [name, band] of [
      ['front', 'orange'],
      ['back', 'blue'],
    ] as const) {
      const { width, height } = await sharp(image(name)).metadata();
      expect(width, name).toBeGreaterThan(height!);
      // Upright: the coloured band along the top, white paper along the bottom.
      const [r, g, b] = await bandColour(image(name), 0.02, 0.1);
      if (band === 'orange') expect(r - b, `${name} top band ${r},${g},${b}`).toBeGreaterThan(100);
      else expect(b - r, `${name} top band ${r},${g},${b}`).toBeGreaterThan(100);
      expect(Math.min(...(await bandColour(image(name), 0.9, 0.97))), `${name} bottom`).toBeGreaterThan(230);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
