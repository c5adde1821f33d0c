import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { examByteWindow } from '@core/exam-files/exam-file-size';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import { fixturePath } from '../test/fixtures/fixture-path';
import hiPages from '../web/src/locales/pages/hi.json';
import { newIdentity, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { giveCoins, uidOf } from './support/admin-api';
import { launchBrowserForSuite, openPage } from './support/browser';
import { collectDownloads, openHindiExamFiles, pickAndCropExamFile, readDownloads } from './support/exam-files-screen';
import { quoteOf } from './support/print-quote';

const baseURL = inject('baseURL');
const phonePhoto = fixturePath('phone-portrait-3024x4032.jpg');
const sscPhoto = seedExamPresets.find((p) => p.id === 'ssc-photo')!;
const sscSignature = seedExamPresets.find((p) => p.id === 'ssc-signature')!;

/** A signature as a phone sees it: dark ink strokes on grey, unevenly lit paper, 1600×700. */
async function signatureOnGreyPaper(file: string): Promise<void> {
  const strokes = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700">
    <defs><linearGradient id="light" x1="0" x2="1"><stop offset="0" stop-color="#c9c6bd"/><stop offset="1" stop-color="#9d9a92"/></linearGradient></defs>
    <rect width="1600" height="700" fill="url(#light)"/>
    <path d="M300 420 C 360 200, 420 520, 480 330 S 600 250, 650 420 S 780 300, 860 380 C 930 450, 1000 260, 1080 360 S 1200 420, 1300 300"
      fill="none" stroke="#1b1f3a" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M380 480 L 1250 470" fill="none" stroke="#1b1f3a" stroke-width="6" stroke-linecap="round"/>
  </svg>`;
  await sharp(Buffer.from(strokes)).jpeg({ quality: 88 }).toFile(file);
}

describe('exam photo and signature files (decision 0039)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));
  let work: string;
  let signature: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'exam-files-e2e-'));
    signature = path.join(work, 'signature-on-grey-paper.jpg');
    await signatureOnGreyPaper(signature);
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('an operator makes an SSC photo and signature pair: preview sizes, pays with coins, downloads both', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInDirectly(page, baseURL, newIdentity('exam-files'), '/');
    await giveCoins(browser, baseURL, await uidOf(page), 12);
    await page.reload({ waitUntil: 'networkidle' });

    // The dashboard's fourth card leads to the screen.
    const card = page.locator('.service-card').filter({ hasText: 'Exam Photo and Signature Files' });
    expect(await card.locator('.badge').innerText()).toBe('₹5');
    await card.getByRole('link', { name: 'Make Files' }).click();
    await page.waitForURL((url) => url.pathname === '/ExamFiles');
    await page.getByRole('heading', { level: 1, name: 'Exam Photo and Signature Files' }).waitFor();
    await expect.poll(() => page.getByTestId('studio-balance').innerText(), { timeout: 15_000 }).toContain('12');

    // Presets grouped by exam, SSC first; each rule with its year, source, when it was checked, and marked secondary.
    // SSC's photo is the older notices' 3.5 × 4.5 cm at 200 dpi, marked as the older pattern (docs/decisions/0058-exam-presets-2026.md).
    // The list arrives with the presets, after the heading and the balance: waited for, not read at once.
    const form = page.getByRole('combobox', { name: 'Exam or form' });
    await form.waitFor({ timeout: 15_000 });
    const options = await form.locator('option').allInnerTexts();
    expect(options[0]).toBe('SSC — Photo, Signature');
    expect(options).toContain('IBPS / SBI — Photo, Signature, Left thumb impression, Hand-written declaration');
    const photoSlot = page.getByTestId('exam-slot-ssc-photo');
    expect(await photoSlot.innerText()).toContain('276×354 px (35×45 mm at 200 dpi), 20–50 KB');
    expect(await photoSlot.innerText()).toContain('Older pattern');
    expect(await photoSlot.innerText()).toContain('captures the photo live');
    expect(await photoSlot.innerText()).toContain('2023 rule');
    expect(await photoSlot.getByRole('link', { name: sscPhoto.source }).getAttribute('href')).toBe(sscPhoto.sourceUrl);
    expect(await photoSlot.innerText()).toContain('November 2026');
    expect(await photoSlot.innerText()).toContain('(secondary: guides, news or copies of the notice, not the authority’s own page)');
    expect(await photoSlot.innerText()).toContain('SSC (older pattern)');
    expect(await page.getByTestId('exam-slot-ssc-signature').innerText()).toContain('315×157 px (40×20 mm at 200 dpi), 10–20 KB');
    await form.selectOption({ label: 'IBPS / SBI — Photo, Signature, Left thumb impression, Hand-written declaration' });
    expect(await page.getByTestId('exam-slot-ibps-photo').innerText()).toContain('200×230 px (preferred size), 20–50 KB');
    await form.selectOption({ label: 'SSC — Photo, Signature' });

    // The photo, cropped at 276:354 and exported at exactly 276×354; the signature photographed on paper.
    await pickAndCropExamFile(page, 'ssc-photo', phonePhoto, 'Crop: Photo');
    expect(await photoSlot.innerText()).toContain('Cropped to 276×354 pixels.');
    await pickAndCropExamFile(page, 'ssc-signature', signature, 'Crop: Signature');
    expect(await page.getByTestId('exam-slot-ssc-signature').innerText()).toMatch(/Cropped to (315|630|945|1260)×(157|314|471|628) pixels\./);
    await expectAccessible(page, 'the exam files screen with both crops');

    // The free preview: watermarked pictures and each file's exact size.
    await page.getByRole('button', { name: 'Preview sizes (free)' }).click();
    const preview = page.getByTestId('exam-preview');
    await preview.waitFor({ timeout: 30_000 });
    const previewBytes = new Map<string, number>();
    for (const preset of [sscPhoto, sscSignature]) {
      const item = preview.getByTestId(`exam-file-${preset.id}`);
      const bytes = Number(await item.getAttribute('data-bytes'));
      const { minBytes, maxBytes } = examByteWindow(preset);
      expect(bytes).toBeGreaterThanOrEqual(minBytes);
      expect(bytes).toBeLessThanOrEqual(maxBytes);
      const text = await item.innerText();
      expect(text).toContain(`${bytes.toLocaleString('en-IN')} bytes`);
      expect(text).toContain(`Inside the form's window`);
      expect(text).toContain(preset.id === 'ssc-photo' ? '276×354 px' : '315×157 px');
      previewBytes.set(preset.id, bytes);
    }
    await expectAccessible(page, 'the exam files preview');

    // Pay with coins: two downloads, named for the form.
    const downloads = collectDownloads(page);
    // Pay is described by the server's quote, the line under it.
    const pay = page.getByRole('button', { name: 'Pay and download', exact: true });
    // Exam files are charged per file (decision 0057): the photo and the signature are 5 coins each.
    await expect.poll(() => quoteOf(pay), { timeout: 15_000 }).toBe('10 coins');
    await pay.click();
    await page.getByText('Paid 10 coins. Coins left: 2.').waitFor({ timeout: 30_000 });
    await expect.poll(() => downloads.length, { timeout: 15_000 }).toBe(2);
    await expect.poll(() => page.getByTestId('studio-balance').innerText(), { timeout: 15_000 }).toMatch(/Coins: 2(?!\d)/);

    const paid = await readDownloads(downloads, work);
    expect([...paid.keys()]).toEqual(['ssc-photo.jpg', 'ssc-signature.jpg']);
    for (const [preset, width, height] of [
      [sscPhoto, 276, 354],
      [sscSignature, 315, 157],
    ] as const) {
      const bytes = paid.get(`${preset.id}.jpg`)!;
      const { minBytes, maxBytes } = examByteWindow(preset);
      // Exactly the size the preview promised, inside the window at both ends.
      expect(bytes.length).toBe(previewBytes.get(preset.id));
      expect(bytes.length).toBeGreaterThanOrEqual(minBytes);
      expect(bytes.length).toBeLessThanOrEqual(maxBytes);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height, meta.space]).toEqual(['jpeg', width, height, 'srgb']);
      expect(meta.exif).toBeUndefined();
      expect(meta.density).toBe(preset.dpi);
    }
    // The signature's paper was whitened: its corners are white, its ink dark.
    const { data, info } = await sharp(paid.get('ssc-signature.jpg')!).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
    expect(data[info.width * info.height - 1]).toBeGreaterThan(240);
    expect(Math.min(...data)).toBeLessThan(80);

    // Download both again: the same two files, nothing charged.
    const again = collectDownloads(page);
    await page.getByRole('button', { name: 'Download both' }).click();
    await expect.poll(() => again.length, { timeout: 15_000 }).toBe(2);
    const second = await readDownloads(again, work);
    expect(second.get('ssc-photo.jpg')!.equals(paid.get('ssc-photo.jpg')!)).toBe(true);
    expect(second.get('ssc-signature.jpg')!.equals(paid.get('ssc-signature.jpg')!)).toBe(true);
    expect(await page.getByTestId('studio-balance').innerText()).toMatch(/Coins: 2(?!\d)/);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('in Hindi at 360 px: no English left, nothing wider than the phone, accessible', async () => {
    // The presets' forms, sources and notes are data as the admin keeps them (English), like a user's name.
    const { page, context, problems, check } = await openHindiExamFiles(browser, baseURL, 'exam-files-hi');
    await check('the Hindi exam files screen');

    await pickAndCropExamFile(page, 'ssc-photo', phonePhoto, `काटें: ${hiPages.examFiles.kinds.photo}`, hiPages.examFiles.crop.ok);
    await page.getByRole('button', { name: hiPages.examFiles.actions.preview }).click();
    await page.getByTestId('exam-preview').waitFor({ timeout: 30_000 });
    await check('the Hindi exam files preview');

    // No coins: the pay button opens the low-coin dialog, nothing is charged.
    const pay = page.getByRole('button', { name: hiPages.examFiles.actions.buyCoins, exact: true });
    await expect.poll(() => quoteOf(pay), { timeout: 15_000 }).toBe('5 कॉइन चाहिए — आपके पास 0 हैं');
    await pay.click();
    await page.getByRole('dialog', { name: hiPages.lowCoins.title }).waitFor();
    await check('the Hindi low-coin dialog on the exam files screen');

    expect(problems).toEqual([]);
    await context.close();
  });
});
