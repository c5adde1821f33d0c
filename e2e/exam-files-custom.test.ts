import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { examCaptionBand } from '@core/exam-files/exam-caption';
import { examByteWindow } from '@core/exam-files/exam-file-size';
import { istDay } from '@core/time/ist-day';
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
/** The 300×400 px, 20–60 KB custom file's window, read safely (KB of 1024 for the floor, 1000 for the ceiling). */
const customWindow = examByteWindow({ minKb: 20, maxKb: 60 });

/** A file read back: bytes inside the window, exact pixels, the DPI in JFIF, no EXIF. */
async function expectFormFile(bytes: Buffer, width: number, height: number, dpi: number, window: { minBytes: number; maxBytes: number }) {
  expect(bytes.length).toBeGreaterThanOrEqual(window.minBytes);
  expect(bytes.length).toBeLessThanOrEqual(window.maxBytes);
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height, meta.space, meta.density]).toEqual(['jpeg', width, height, 'srgb', dpi]);
  expect(meta.exif).toBeUndefined();
}

/** The caption's band: the bottom rows near white, dark text pixels in the band, the photo above it. */
async function expectCaptionBand(bytes: Buffer, width: number, height: number) {
  const band = examCaptionBand({ width, height })!;
  const { data } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
  const rows = (top: number, bottom: number) => data.subarray(top * width, bottom * width);
  expect(Math.min(...rows(height - 2, height))).toBeGreaterThan(225);
  const inBand = rows(height - band.bandHeight + 2, height);
  expect(inBand.filter((v) => v < 90).length).toBeGreaterThan(band.fontPx * 6);
  expect(inBand.filter((v) => v > 230).length / inBand.length).toBeGreaterThan(0.6);
  const above = rows(height - band.bandHeight - 6, height - band.bandHeight - 2);
  expect(above.reduce((sum, v) => sum + v, 0) / above.length).toBeLessThan(215);
}

describe('exam files: Custom size and captions (decision 0045)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'exam-custom-e2e-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('an operator makes a 300×400 px, 20–60 KB custom file, then a captioned photo, and downloads both', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInDirectly(page, baseURL, newIdentity('exam-custom'), '/ExamFiles');
    await giveCoins(browser, baseURL, await uidOf(page), 12);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Exam Photo and Signature Files' }).waitFor();
    await expect.poll(() => page.getByTestId('studio-balance').innerText(), { timeout: 15_000 }).toContain('12');

    await page.getByRole('combobox', { name: 'Exam or form' }).selectOption({ label: 'Custom size — your own pixels and KB' });
    const custom = page.getByTestId('exam-custom');
    await custom.waitFor();
    await custom.getByLabel('Width').fill('300');
    await custom.getByLabel('Height').fill('400');
    await custom.getByLabel('DPI', { exact: true }).fill('200');
    await custom.getByLabel('Smallest size (KB)').fill('20');
    await custom.getByLabel('Largest size (KB)').fill('60');
    expect(await page.getByTestId('exam-custom-pixels').innerText()).toBe('The file will be 300×400 pixels.');

    // A window that can't be met says so at its field, and nothing can be sent.
    await custom.getByLabel('Largest size (KB)').fill('10');
    await custom.getByText('Largest size: at most 2000 KB, and at least 1 KB above the smallest').waitFor();
    expect(await custom.getByLabel('Largest size (KB)').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Fill in the custom size above first.').waitFor();
    await expectAccessible(page, 'the Custom form with a refused field');
    await custom.getByLabel('Largest size (KB)').fill('60');

    const slot = page.getByTestId('exam-slot-photo-300x400');
    expect(await slot.innerText()).toContain('300×400 px, 20–60 KB');
    // The 12 MP phone photo is decoded and scaled off the main thread, by the worker the print studio uses too.
    const worker = page.waitForRequest((request) => /decode-image\.worker.*\.js$/.test(new URL(request.url()).pathname), { timeout: 15_000 });
    await pickAndCropExamFile(page, 'photo-300x400', phonePhoto, 'Crop: Photo');
    await worker;
    expect(await slot.innerText()).toContain('Cropped to 300×400 pixels.');

    await page.getByRole('button', { name: 'Preview sizes (free)' }).click();
    const preview = page.getByTestId('exam-preview');
    await preview.waitFor({ timeout: 30_000 });
    const previewed = Number(await preview.getByTestId('exam-file-photo-300x400').getAttribute('data-bytes'));
    expect(await preview.innerText()).toContain('photo-300x400.jpg');
    expect(await preview.innerText()).toContain(`Inside the form's window (20–60 KB)`);
    await expectAccessible(page, 'the custom file preview');

    const downloads = collectDownloads(page);
    // Pay is described by the server's quote, the line under it.
    const pay = page.getByRole('button', { name: 'Pay and download', exact: true });
    await expect.poll(() => quoteOf(pay), { timeout: 15_000 }).toBe('5 coins');
    await pay.click();
    await page.getByText('Paid 5 coins. Coins left: 7.').waitFor({ timeout: 30_000 });
    await expect.poll(() => downloads.length, { timeout: 15_000 }).toBe(1);
    const paid = await readDownloads(downloads, work);
    expect([...paid.keys()]).toEqual(['photo-300x400.jpg']);
    const file = paid.get('photo-300x400.jpg')!;
    expect(file.length).toBe(previewed);
    await expectFormFile(file, 300, 400, 200, customWindow);

    // Now with the name and date under the photo: the photo is cropped again for the part above the band.
    await custom.getByLabel('Print the name and date under the photo').check();
    const caption = page.getByTestId('exam-caption');
    await caption.waitFor();
    expect(await caption.getByLabel('Date').inputValue()).toBe(istDay(Date.now()));
    expect(await slot.locator('img').count()).toBe(0);
    await pickAndCropExamFile(page, 'photo-300x400', phonePhoto, 'Crop: Photo');
    const band = examCaptionBand({ width: 300, height: 400 })!;
    expect(await slot.innerText()).toContain(`Cropped to 300×${band.photo.height} pixels.`);
    await page.getByText('Type the name to print under the photo.').waitFor();
    expect(await page.getByRole('button', { name: 'Preview sizes (free)' }).isDisabled()).toBe(true);

    // A name the server's fonts can't draw is refused at its field; a Latin one is taken.
    await caption.getByLabel('Name').fill('आशा वर्मा');
    await caption.getByText('Type the name in English letters (A–Z), digits, spaces').waitFor();
    await expectAccessible(page, 'the caption fields with a refused name');
    await caption.getByLabel('Name').fill('Asha K. Verma');
    await caption.getByLabel('Date').fill('2026-11-20');

    await page.getByRole('button', { name: 'Preview sizes (free)' }).click();
    await page.getByTestId('exam-preview').waitFor({ timeout: 30_000 });
    const captionedPreview = Number(await page.getByTestId('exam-file-photo-300x400').getAttribute('data-bytes'));
    const captionedDownloads = collectDownloads(page);
    // Pay is described by the server's quote, the line under it.
    const payCaptioned = page.getByRole('button', { name: 'Pay and download', exact: true });
    await expect.poll(() => quoteOf(payCaptioned), { timeout: 15_000 }).toBe('5 coins');
    await payCaptioned.click();
    await page.getByText('Paid 5 coins. Coins left: 2.').waitFor({ timeout: 30_000 });
    await expect.poll(() => captionedDownloads.length, { timeout: 15_000 }).toBe(1);
    const captioned = (await readDownloads(captionedDownloads, work)).get('photo-300x400.jpg')!;
    expect(captioned.length).toBe(captionedPreview);
    expect(captioned.equals(file)).toBe(false);
    await expectFormFile(captioned, 300, 400, 200, customWindow);
    await expectCaptionBand(captioned, 300, 400);

    // The customer's work (the name too) is kept across a reload until Start over (decision 0066); the custom size
    // is kept in this browser for the next customer, the name is not.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByTestId('exam-caption').getByLabel('Name').inputValue()).toBe('Asha K. Verma');
    await page.getByRole('button', { name: 'Start over', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Start over for the next customer?' });
    await ask.getByRole('button', { name: 'Start over', exact: true }).click();
    await ask.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Exam or form' }).selectOption({ label: 'Custom size — your own pixels and KB' });
    expect(await page.getByTestId('exam-custom').getByLabel('DPI', { exact: true }).inputValue()).toBe('200');
    expect(await page.getByTestId('exam-caption').getByLabel('Name').inputValue()).toBe('');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('in Hindi at 360 px: the Custom form, its refusals and the caption fields have no English left', async () => {
    // The file's name is what the form expects it to be called.
    const { page, context, problems, check } = await openHindiExamFiles(browser, baseURL, 'exam-custom-hi', ['photo-300x400.jpg']);

    await page.getByRole('combobox', { name: hiPages.examFiles.choose.label }).selectOption({ label: hiPages.examFiles.customOption });
    const custom = page.getByTestId('exam-custom');
    await custom.waitFor();
    await custom.getByLabel(hiPages.examFiles.custom.width).fill('300');
    await custom.getByLabel(hiPages.examFiles.custom.height).fill('400');
    await custom.getByLabel(hiPages.examFiles.custom.minKb).fill('20');
    await custom.getByLabel(hiPages.examFiles.custom.maxKb).fill('60');
    await page.getByTestId('exam-slot-photo-300x400').waitFor();
    await check('the Hindi Custom form');

    // Refusals in Hindi: a floor a small picture can't honestly hold, a DPI out of range.
    await custom.getByLabel(hiPages.examFiles.custom.width).fill('60');
    await custom.getByLabel(hiPages.examFiles.custom.height).fill('60');
    await custom.getByLabel(hiPages.examFiles.custom.dpi, { exact: true }).fill('5000');
    await custom.getByText(hiPages.fieldErrors.custom.dpi).waitFor();
    await custom.getByLabel(hiPages.examFiles.custom.dpi, { exact: true }).fill('96');
    await custom.getByText(hiPages.fieldErrors.custom.minKb).waitFor();
    await check('the Hindi Custom form with a refused field');

    await custom.getByLabel(hiPages.examFiles.custom.width).fill('300');
    await custom.getByLabel(hiPages.examFiles.custom.height).fill('400');
    await custom.getByLabel(hiPages.examFiles.custom.caption).check();
    const caption = page.getByTestId('exam-caption');
    await caption.waitFor();
    await caption.getByLabel(hiPages.examFiles.caption.name).fill('आशा');
    await caption.getByText(hiPages.fieldErrors.captionName).waitFor();
    await check('the Hindi caption fields with a refused name');

    expect(problems).toEqual([]);
    await context.close();
  });
});
