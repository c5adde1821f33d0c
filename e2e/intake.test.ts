import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../scripts/lib/local-server';
import { fixturePath } from '../test/fixtures/fixture-path';
import { newIdentity, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { launchBrowserForSuite, openPage } from './support/browser';
import { expectNoEnglish } from './support/english-left';
import { openPageIn, readSite } from './support/public-site';
import { printSheet } from './support/print-sheet';
import { webDist } from './support/web-dist';

const PHONE = { width: 360, height: 740 };
/** The most the phone's send page may download before it can send, compressed as sent (150 kB). */
const SEND_PAGE_BYTES = 150_000;
const photoFile = fixturePath('phone-portrait-3024x4032.jpg');
const pdfFile = fixturePath('e-aadhaar-sample.pdf');

/** The link in the QR code the operator's screen shows, read off a screenshot of it as a phone camera would. */
async function linkInQrCode(page: Page): Promise<string> {
  const qr = page.getByRole('img', { name: "QR code of the link for the customer's phone" });
  await qr.waitFor();
  const { data, info } = await sharp(await qr.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(code, 'a QR code on the screen').not.toBeNull();
  return code!.data;
}

/**
 * Opens the intake's dialog from a screen's button. The page is scrolled to the button first, as the operator would:
 * on the studio scrolled down to its print buttons after a print, Playwright's own scroll before the click left the
 * button "not stable" until its timeout, while a scroll first then a click works.
 */
async function openIntakeDialog(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: "Get files from the customer's phone" });
  await button.scrollIntoViewIfNeeded();
  await button.click();
}

/**
 * Run in the phone's pages before their own scripts: records in `window.__intakeSecrets`, base64url, the private key of
 * each ECDH key pair the page makes (its `d`, kind `private`) and each secret ECDH agrees (deriveBits, kind `agreed`).
 */
const recordIntakeSecrets = `(() => {
  const subtle = crypto.subtle;
  const secrets = (window.__intakeSecrets = []);
  const text = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  const deriveBits = subtle.deriveBits.bind(subtle);
  subtle.deriveBits = async (...args) => {
    const bits = await deriveBits(...args);
    if (args[0] && args[0].name === 'ECDH') secrets.push({ kind: 'agreed', text: text(bits) });
    return bits;
  };
  const generateKey = subtle.generateKey.bind(subtle);
  subtle.generateKey = async (...args) => {
    const made = await generateKey(...args);
    if (made.privateKey && made.privateKey.extractable) secrets.push({ kind: 'private', text: (await subtle.exportKey('jwk', made.privateKey)).d });
    return made;
  };
})();`;

/** Every byte the server has stored (the SQLite file and its write-ahead log) and logged. */
function everythingKept(server: LocalServer, logFile: string): Buffer {
  const files = readdirSync(server.dataDir).map((name) => readFileSync(path.join(server.dataDir, name)));
  return Buffer.concat([...files, readFileSync(logFile)]);
}

/**
 * The customer's phone to the operator's screen (docs/decisions/0095-files-from-the-customers-phone.md), in two
 * browser contexts on a server of its own (its database and log read afterwards): the QR code's link opened on a
 * 360 px touch phone, a photo and a card PDF sent, the queue on the laptop, the photo printed from the passport studio,
 * the PDF opened on the card screen; the server never had the key, the names or the bytes; Close deletes everything;
 * an expired link says so.
 */
describe('files from the customer’s phone', () => {
  let browser: Browser;
  let server: LocalServer;
  const logFile = path.join(tmpdir(), `intake-e2e-${process.pid}.log`);
  launchBrowserForSuite((launched) => (browser = launched));
  beforeAll(async () => {
    server = await startLocalServer({ env: { WEB_DIST: webDist(), RATE_LIMIT_FACTOR: '10', LOG_LEVEL: 'debug' }, logFile });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(logFile, { force: true });
  });
  const rows = () => {
    const db = new Database(path.join(server.dataDir, 'portal.db'), { readonly: true });
    try {
      const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
      return { intakes: count('intakes'), files: count('intake_files'), chunks: count('intake_chunks') };
    } finally {
      db.close();
    }
  };

  it('QR code → phone sends a photo and a PDF → queue → passport studio prints it, card screen opens the PDF; Close leaves nothing', async () => {
    const laptop = await openPage(browser);
    const { page } = laptop;
    await signInDirectly(page, server.baseURL, newIdentity('intake'), '/');
    await page.getByRole('button', { name: "Get files from the customer's phone" }).click();
    const dialog = page.getByRole('dialog', { name: "Files from the customer's phone" });
    await dialog.waitFor();
    const link = await linkInQrCode(page);
    const url = new URL(link);
    expect(url.origin).toBe(server.baseURL);
    expect(url.pathname).toMatch(/^\/send\/[A-Za-z0-9_-]{43}$/);
    const key = new URLSearchParams(url.hash.slice(1)).get('k');
    expect(key, 'the key travels in the fragment').toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await dialog.getByTestId('intake-code').innerText()).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // The WhatsApp message passes through WhatsApp's servers: it carries the code's link, never the key.
    const whatsApp = decodeURIComponent((await dialog.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))!.split('text=')[1]!);
    expect(whatsApp).toContain(`${server.baseURL}/send?code=`);
    expect(whatsApp).not.toContain(key!);

    // The phone: 360 px, touch, no account.
    const phone = await openPage(browser, { viewport: PHONE, hasTouch: true });
    const opened = await phone.page.goto(link);
    expect(opened!.headers()['referrer-policy']).toBe('no-referrer');
    expect(opened!.headers()['x-robots-tag']).toContain('noindex');
    await phone.page.getByText("Your files go to this shop's screen, encrypted on this phone").waitFor();
    await dialog.getByText("The customer's phone has opened the link.").waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // What a phone on a slow line downloads before it can send (the page, its code, styles, texts and first answers,
    // as sent, compressed): 128 kB on 2026-11-29, some 20 s at 2G's 50 kbit/s. The bound keeps it from growing unseen.
    const downloaded = await phone.page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce(
        (sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize,
        0,
      ),
    );
    expect(downloaded).toBeGreaterThan(0);
    expect(downloaded, 'bytes the send page downloads').toBeLessThanOrEqual(SEND_PAGE_BYTES);

    // A HEIC photo is refused with how to send a JPEG instead; nothing is sent for it.
    const choose = phone.page.getByLabel('Choose photos or PDFs');
    await choose.setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: Buffer.from('not really heic') });
    await phone.page.getByText("This photo is in HEIC format. In your camera settings choose 'Most compatible' (JPEG)").waitFor();
    // So are a file of another kind, an empty one and a photo over 15 MB, each with its own words.
    const overLimit = Buffer.alloc(15 * 1024 * 1024 + 1);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(overLimit);
    await choose.setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
      { name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) },
      { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: overLimit },
    ]);
    await phone.page.getByText('This kind of file cannot be sent. Send a photo (JPEG, PNG or WebP) or a PDF.').waitFor();
    await phone.page.getByText('This file is empty.').waitFor();
    await phone.page.getByText('This file is larger than 15 MB.').waitFor();

    await phone.page.getByLabel('Your name').fill('Sunita Devi');
    await choose.setInputFiles([photoFile, pdfFile]);
    await phone.page.getByText('Sent. You can close this page.').waitFor({ timeout: 60_000 });

    // The queue: both, with the customer's name, each offered where it fits.
    const openPhoto = dialog.getByRole('button', { name: 'Open phone-portrait-3024x4032.jpg in: Passport photo' });
    await openPhoto.waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Open e-aadhaar-sample.pdf in: Card PDF' }).waitFor({ timeout: 30_000 });
    expect(await dialog.getByText(/From Sunita Devi/).count()).toBe(2);

    // The server never had the key, the names or the file's bytes: not in its database, not in its log.
    const kept = everythingKept(server, logFile);
    const photo = readFileSync(photoFile);
    for (const [what, needle] of [
      ['the key (text)', Buffer.from(key!)],
      ['the key (bytes)', Buffer.from(key!, 'base64url')],
      ['the customer’s name', Buffer.from('Sunita Devi')],
      ['the file’s name', Buffer.from('phone-portrait-3024x4032')],
      ['the photo’s bytes', photo.subarray(20_000, 20_064)],
      ['the PDF’s bytes', readFileSync(pdfFile).subarray(0, 64)],
    ] as const) {
      expect(kept.includes(needle), `${what} is not on the server`).toBe(false);
    }
    expect(rows()).toMatchObject({ intakes: 1, files: 2 });

    // One click: the passport studio takes the photo as if picked there; printed.
    await openPhoto.click();
    await page.waitForURL(/\/PassportSizePhoto/);
    const crop = page.getByRole('dialog', { name: 'Crop the photo' });
    await crop.waitFor({ timeout: 20_000 });
    const ok = crop.getByRole('button', { name: 'OK', exact: true });
    await expect.poll(() => ok.isEnabled(), { timeout: 20_000 }).toBe(true);
    await ok.click();
    await page.getByRole('img', { name: 'The cropped photo' }).first().waitFor();
    const printed = await printSheet(page, 'Print with watermark');
    expect(printed.pdf.status()).toBe(200);

    // The PDF to the card screen, from the studio's own button: the intake is still there.
    await openIntakeDialog(page);
    await dialog.getByRole('button', { name: 'Open e-aadhaar-sample.pdf in: Card PDF' }).click();
    await page.waitForURL(/source=card-pdf/);
    await page.getByLabel('Password', { exact: true }).fill('SAMP1990');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.getByText('The card was found and is outlined.').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Use this card' }).click();
    await page.getByText('Front and back taken from the PDF.').waitFor();

    // Close and delete: no row left, and the phone is told the link is closed.
    await openIntakeDialog(page);
    await dialog.getByRole('button', { name: 'Close and delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(rows, { timeout: 10_000 }).toEqual({ intakes: 0, files: 0, chunks: 0 });
    await phone.page.reload();
    await phone.page.getByText('This link has expired or was closed at the counter. Ask the shop for a new QR code.').waitFor();

    // The events stream cut by a navigation and the phone's 410 after Close are expected; nothing else went wrong,
    // and the server logged no error.
    expect(laptop.problems.filter((p) => !p.includes('/api/v1/intakes/'))).toEqual([]);
    const errors = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level >= 50);
    expect(errors).toEqual([]);
    expect(phone.problems.filter((p) => !p.includes('/api/v1/intake-drops/'))).toEqual([]);
    await Promise.all([laptop.context.close(), phone.context.close()]);
  });

  it("in Hindi, at 360 px: the operator's dialog and the phone's page, no English left, no serious axe finding", async () => {
    const { brandName: brand } = await readSite(server.baseURL);
    const laptop = await openPageIn(browser, 'hi', { viewport: PHONE, hasTouch: true });
    await signInDirectly(laptop.page, server.baseURL, newIdentity('intake-hi'), '/');
    await laptop.page.getByRole('button', { name: 'ग्राहक के फ़ोन से फ़ाइलें लें' }).click();
    const dialog = laptop.page.getByRole('dialog', { name: 'ग्राहक के फ़ोन से फ़ाइलें' });
    await dialog.getByRole('img').first().waitFor();
    const code = await dialog.getByTestId('intake-code').innerText();
    expect(await laptop.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoEnglish(laptop.page, 'the intake dialog in Hindi', { data: [code, `${new URL(server.baseURL).host}/send`, brand] });
    await expectAccessible(laptop.page, 'the intake dialog in Hindi');

    const phone = await openPageIn(browser, 'hi', { viewport: PHONE, hasTouch: true });
    await phone.page.goto(`${server.baseURL}/send?code=${encodeURIComponent(code)}`);
    await phone.page.getByLabel('फ़ोटो या PDF चुनें').waitFor();
    await expectNoEnglish(phone.page, 'the send page in Hindi', { data: [brand] });
    await expectAccessible(phone.page, 'the send page in Hindi');
    await Promise.all([laptop.context.close(), phone.context.close()]);
  });

  it('a typed code works without the QR code; the hidden dialog counts what arrives; an expired link and code say so', async () => {
    const laptop = await openPage(browser);
    await signInDirectly(laptop.page, server.baseURL, newIdentity('intake-code'), '/');
    await laptop.page.getByRole('button', { name: "Get files from the customer's phone" }).click();
    const dialog = laptop.page.getByRole('dialog', { name: "Files from the customer's phone" });
    const code = await dialog.getByTestId('intake-code').innerText();
    const link = await linkInQrCode(laptop.page);
    // Hidden, the dialog goes on following the intake: the button counts what arrives.
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const phone = await openPage(browser, { viewport: PHONE, hasTouch: true });
    // What the phone's keys are, read as the page makes them: its own private key and the secret ECDH agrees on.
    await phone.context.addInitScript({ content: recordIntakeSecrets });
    await phone.page.goto(`${server.baseURL}/send`);
    await phone.page.getByLabel('Code').fill(code.toLowerCase().replace('-', ' '));
    await phone.page.getByRole('button', { name: 'Continue' }).click();
    await phone.page.getByLabel('Choose photos or PDFs').setInputFiles(photoFile);
    await phone.page.getByText('Sent. You can close this page.').waitFor({ timeout: 60_000 });
    const button = laptop.page.getByTestId('intake-button');
    await expect.poll(() => button.textContent(), { timeout: 30_000 }).toBe("Get files from the customer's phone 1 new file");
    await button.click();
    // The typed code's key (agreed by ECDH) opens it on the laptop as well.
    await dialog.getByRole('button', { name: 'Open phone-portrait-3024x4032.jpg in: Passport photo' }).waitFor({ timeout: 30_000 });
    expect(await laptop.page.getByTestId('intake-new-files').count()).toBe(0);

    // The server never had the phone's private key, the agreed secret, the file's name or its bytes.
    const secrets = await phone.page.evaluate(() => (window as unknown as { __intakeSecrets: { kind: string; text: string }[] }).__intakeSecrets);
    expect(
      secrets.filter((s) => s.kind === 'private'),
      'the phone made one key pair',
    ).toHaveLength(1);
    expect(secrets.filter((s) => s.kind === 'agreed').length, 'the phone agreed a secret').toBeGreaterThanOrEqual(1);
    const kept = everythingKept(server, logFile);
    for (const { kind, text } of secrets) {
      const bytes = Buffer.from(text, 'base64url');
      for (const [form, needle] of [
        ['base64url', Buffer.from(text)],
        ['bytes', bytes],
        ['base64', Buffer.from(bytes.toString('base64').replace(/=+$/, ''))],
        ['hex', Buffer.from(bytes.toString('hex'))],
      ] as const) {
        expect(kept.includes(needle), `the ${kind} key (${form}) is not on the server`).toBe(false);
      }
    }
    expect(kept.includes(Buffer.from('phone-portrait-3024x4032')), 'the file’s name is not on the server').toBe(false);
    expect(kept.includes(readFileSync(photoFile).subarray(20_000, 20_064)), 'the photo’s bytes are not on the server').toBe(false);

    // Past its time, the phone's page says the link is over (410), and the code is on no screen.
    const db = new Database(path.join(server.dataDir, 'portal.db'));
    db.prepare('update intakes set expires_at = ?').run(Date.now() - 1);
    db.close();
    const expired = phone.page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/api/v1/intake-drops/') && res.status() === 410);
    await phone.page.goto(link);
    await phone.page.getByText('This link has expired or was closed at the counter. Ask the shop for a new QR code.').waitFor();
    await expired;
    await phone.page.goto(`${server.baseURL}/send`);
    await phone.page.getByLabel('Code').fill(code);
    await phone.page.getByRole('button', { name: 'Continue' }).click();
    await phone.page.getByText("This code is not on any shop's screen now.").waitFor();
    await Promise.all([laptop.context.close(), phone.context.close()]);
  });
});
