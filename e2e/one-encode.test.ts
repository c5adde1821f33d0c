import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fixturePath } from '../test/fixtures/fixture-path';
import { newIdentity, signInDirectly } from './support/accounts';
import { launchBrowserForSuite, openPage } from './support/browser';
import { pickAndAcceptCrop } from './support/pick-and-crop-photo';
import { recordPrintDialogs, receiptOf } from './support/print-sheet';
import { openStudioWithCoins } from './support/studio-with-coins';

const baseURL = inject('baseURL');
const portrait = fixturePath('phone-portrait-3024x4032.jpg');

/**
 * A person large in the frame (the astronaut at 3200 px on a grey wall, upside down so no face is proposed): the crop
 * opens on the whole width, more than 600 dpi of 35×45 mm, and the white background still finds the person.
 */
async function writeLargePortrait(file: string): Promise<void> {
  const face = await sharp(fixturePath('portrait-astronaut.png')).resize(3200, 3200).flip().removeAlpha().toBuffer();
  await sharp({ create: { width: 3200, height: 4000, channels: 3, background: '#7a8a8a' } })
    .composite([{ input: face, left: 0, top: 700 }])
    .jpeg({ quality: 95 })
    .toFile(file);
}

/**
 * Every JPEG the page's canvases encode, in order: the one real browser part the test watches (decision 0077: the
 * crop and its white-background picture are each encoded once, in the page, and those bytes are what is uploaded).
 */
async function recordPageEncodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const encodes: number[][] = [];
    (window as Window & { __jpegEncodes?: number[][] }).__jpegEncodes = encodes;
    const toBlob = HTMLCanvasElement.prototype.toBlob;
    HTMLCanvasElement.prototype.toBlob = function (this: HTMLCanvasElement, callback: BlobCallback, type?: string, quality?: number) {
      toBlob.call(
        this,
        (blob) => {
          if (blob && type === 'image/jpeg') void blob.arrayBuffer().then((bytes) => encodes.push([...new Uint8Array(bytes)]));
          callback(blob);
        },
        type,
        quality,
      );
    };
  });
}

async function pageEncodes(page: Page): Promise<Buffer[]> {
  const encodes = await page.evaluate(() => (window as Window & { __jpegEncodes?: number[][] }).__jpegEncodes ?? []);
  return encodes.map((bytes) => Buffer.from(bytes));
}

/** The bytes of the multipart body's file part `name`. */
function filePart(body: Buffer, name: string): Buffer | null {
  const header = body.indexOf(`name="${name}"; filename=`, 0, 'latin1');
  if (header < 0) return null;
  const boundary = body.subarray(0, body.indexOf('\r\n')).toString('latin1');
  const start = body.indexOf('\r\n\r\n', header) + 4;
  const end = body.indexOf(`\r\n${boundary}`, start, 'latin1');
  return body.subarray(start, end);
}

/** A JPEG's size and colour sampling (each component's h×v factors, from its SOF), and its quality as libjpeg's tables give it. */
function jpegFacts(jpeg: Buffer): { sampling: string[]; quality: number; width: number; height: number } {
  const standardLuma = [
    16, 11, 12, 14, 12, 10, 16, 14, 13, 14, 18, 17, 16, 19, 24, 40, 26, 24, 22, 22, 24, 49, 35, 37, 29, 40, 58, 51, 61, 60, 57, 51, 56, 55, 64, 72, 92, 78, 64,
    68, 87, 69, 55, 56, 80, 109, 81, 87, 95, 98, 103, 104, 103, 62, 77, 113, 121, 112, 100, 120, 92, 101, 103, 99,
  ];
  let sampling: string[] = [];
  let width = 0;
  let height = 0;
  let luma: number[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    const length = jpeg.readUInt16BE(at + 2);
    if (marker === 0xdb && luma.length === 0) {
      // The first table (id 0, 8-bit): the luminance one.
      luma = [...jpeg.subarray(at + 5, at + 5 + 64)];
    }
    if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) {
      height = jpeg.readUInt16BE(at + 5);
      width = jpeg.readUInt16BE(at + 7);
      const components = jpeg[at + 9]!;
      sampling = Array.from({ length: components }, (_, i) => jpeg[at + 11 + i * 3]!.toString(16));
    }
    if (marker === 0xda) break;
    at += 2 + length;
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const scale = (sum(luma) * 100) / sum(standardLuma);
  return { sampling, quality: scale <= 100 ? (200 - scale) / 2 : 5000 / scale, width, height };
}

/** The JPEG streams a PDF embeds (DCTDecode images), as they are stored. */
async function embeddedJpegs(pdf: Buffer): Promise<Buffer[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const jpegs: Buffer[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (object.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode')) jpegs.push(Buffer.from(object.contents));
  }
  return jpegs;
}

/** A JPEG's entropy-coded picture: from its scan header on (the server drops only metadata segments before it). */
const scanOf = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));

const isPrintPost = (request: Request) => new URL(request.url()).pathname === '/api/v1/prints' && request.method() === 'POST';

describe('one encode from the crop to the upload (decision 0077)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));
  let scratch: string;
  let largePortrait: string;
  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'one-encode-'));
    largePortrait = path.join(scratch, 'large-portrait.jpg');
    await writeLargePortrait(largePortrait);
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('the print uploads the very JPEGs the page encoded from the crop and its white background: 4:4:4 colour, quality at least 0.92', async () => {
    const { page, context } = await openStudioWithCoins(browser, baseURL, newIdentity('one-encode'), 40);
    await recordPageEncodes(page);
    await page.reload();
    await page.getByText('Coins: 40').waitFor();
    await recordPrintDialogs(context);
    // A crop with the 600 dpi the print takes (827×1063 px): the server then changes none of its pixels and embeds
    // the upload as it is (decision 0077).
    await page.locator('input[type="file"]').setInputFiles(largePortrait);
    const dialog = page.getByRole('dialog', { name: 'Crop the photo' });
    const status = dialog.getByTestId('face-status');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 30_000 }).not.toBe('finding');
    const ok = dialog.getByRole('button', { name: 'OK', exact: true });
    await expect.poll(() => ok.isEnabled(), { timeout: 20_000 }).toBe(true);
    await ok.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('switch', { name: 'White background' }).check();
    await page.getByTestId('white-background-done').waitFor({ timeout: 60_000 });

    const bodies: Buffer[] = [];
    await page.route('**/api/v1/prints', (route: Route) => {
      if (isPrintPost(route.request())) bodies.push(route.request().postDataBuffer() ?? Buffer.alloc(0));
      return route.fallback();
    });
    const [post] = await Promise.all([
      page.waitForResponse((response) => isPrintPost(response.request())),
      page.getByRole('button', { name: 'Print', exact: true }).click(),
    ]);
    const receipt = await receiptOf(post);
    expect(receipt.charge).toBe('coins');
    expect(bodies).toHaveLength(1);
    const front = filePart(bodies[0]!, 'front');
    const frontCrop = filePart(bodies[0]!, 'frontCrop');
    expect(front, 'the white-background picture was uploaded').not.toBeNull();
    expect(frontCrop, 'the crop it was made from was uploaded beside it').not.toBeNull();

    // Each uploaded picture is byte for byte one the page encoded (the crop once, its white picture once).
    const encodes = await pageEncodes(page);
    expect(encodes.some((encoded) => encoded.equals(frontCrop!))).toBe(true);
    expect(encodes.some((encoded) => encoded.equals(front!))).toBe(true);
    for (const picture of [front!, frontCrop!]) {
      const { sampling, quality, width, height } = jpegFacts(picture);
      expect([width, height]).toEqual([827, 1063]);
      expect(sampling, 'colour at full resolution').toEqual(['11', '11', '11']);
      expect(quality).toBeGreaterThanOrEqual(92);
    }
    // The clean print embeds that encode as it is: its picture is the upload's scan, byte for byte.
    const pdf = await context.request.get(new URL(receipt.printUrl!, page.url()).href);
    expect(pdf.status()).toBe(200);
    const embedded = await embeddedJpegs(await pdf.body());
    expect(embedded.length).toBeGreaterThan(0);
    expect(embedded.every((jpeg) => scanOf(jpeg).equals(scanOf(front!)))).toBe(true);
    await context.close();
  });

  it('a failed print frame is retried from the held URL: pressed again, the print is not uploaded again; a print no longer held is made again, and the page says so', async () => {
    const { page, context } = await openPage(browser);
    await signInDirectly(page, baseURL, newIdentity('held-retry'), '/PassportSizePhoto');
    await page.getByRole('heading', { name: 'Passport Size Photo' }).waitFor({ timeout: 15_000 });
    await recordPrintDialogs(context);
    await pickAndAcceptCrop(page, portrait);

    const posts: Request[] = [];
    page.on('request', (request) => {
      if (isPrintPost(request)) posts.push(request);
    });
    // The held PDF fails (the server busy) until the test lets it through.
    let heldFails = true;
    const heldAsked: string[] = [];
    await page.route('**/api/v1/prints/held/*', (route: Route) => {
      heldAsked.push(new URL(route.request().url()).pathname);
      if (!heldFails) return route.fallback();
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Busy' } }) });
    });
    const button = page.getByRole('button', { name: 'Print with watermark', exact: true });
    await button.click();
    await page.getByRole('alert').waitFor({ timeout: 30_000 });
    expect(posts).toHaveLength(1);
    const printUrl = heldAsked[0]!;
    // The frame, then the held URL fetched and asked once more: never the upload.
    expect(heldAsked.length).toBeGreaterThanOrEqual(3);
    expect(new Set(heldAsked)).toEqual(new Set([printUrl]));

    heldFails = false;
    await button.click();
    await page.getByText('The print dialog is open', { exact: false }).waitFor({ timeout: 30_000 });
    const dialogs = await page.evaluate(() => (window as Window & { __printDialogs?: string[] }).__printDialogs ?? []);
    expect(dialogs.map((href) => new URL(href).pathname)).toContain(printUrl);
    expect(posts, 'the upload was sent once').toHaveLength(1);

    // A print the server no longer holds (410) is made again from the photo, once, and the page says so.
    await page.unroute('**/api/v1/prints/held/*');
    const gone = new Set<string>();
    await page.route('**/api/v1/prints/held/*', (route: Route) => {
      const path = new URL(route.request().url()).pathname;
      if (gone.size === 0) gone.add(path);
      if (gone.has(path))
        return route.fulfill({ status: 410, contentType: 'application/json', body: JSON.stringify({ error: { code: 'GONE', message: 'Gone' } }) });
      return route.fallback();
    });
    await page.getByRole('button', { name: 'Download PDF (with watermark)', exact: true }).click();
    await page.getByText('The print was no longer held, so it was made again from the photo', { exact: false }).waitFor({ timeout: 30_000 });
    expect(posts).toHaveLength(3);
    await context.close();
  });
});
