import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fixturePath } from '../test/fixtures/fixture-path';
import { signInDirectly } from './support/accounts';
import { giveCoins, uidOf } from './support/admin-api';
import { expectAccessible } from './support/accessibility';
import { launchBrowserForSuite, openPage, type WatchedPage } from './support/browser';
import { printSheet } from './support/print-sheet';
import { inspectPdf } from '../server/test/support/inspect-pdf';
import { pickAndAcceptCrop, pickAndCropPhoto } from './support/pick-and-crop-photo';
import { openPageIn } from './support/public-site';
import hiPages from '../web/src/locales/pages/hi.json';

const baseURL = inject('baseURL');
const astronaut = fixturePath('portrait-astronaut.png');

/** Signs in through the dev identity provider and lands on the studio. */
async function signIn(browser: Browser, email: string, name: string, options: Parameters<typeof openPage>[1] = {}): Promise<WatchedPage> {
  const watched = await openPage(browser, options);
  const { page } = watched;
  await signInDirectly(page, baseURL, { email, name }, '/PassportSizePhoto');
  await page
    .getByRole('heading', { name: 'Passport Size Photo' })
    .waitFor({ timeout: 15_000 })
    .catch(async (error: unknown) => {
      throw new Error(`the studio did not open for ${email}: ${(await page.locator('body').innerText()).slice(0, 500)} ${watched.problems.join('; ')}`, {
        cause: error,
      });
    });
  return watched;
}

describe('the passport photo studio', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('in Hindi on a 360 px phone: the sheet layouts are named by count and arrangement, the 42-up as not passport size (decision 0065)', async () => {
    const texts = hiPages.studio;
    const { page, context, problems } = await openPageIn(browser, 'hi', { viewport: { width: 360, height: 740 }, hasTouch: true });
    await signInDirectly(page, baseURL, { email: 'layout-names@shop.in', name: 'Layout Names' }, '/PassportSizePhoto');
    const select = page.getByLabel(texts.layout.label);
    await select.waitFor({ timeout: 15_000 });
    const labels = await select.locator('option').allInnerTexts();
    expect(labels.slice(0, 5)).toEqual([
      'A4 पर 6 फ़ोटो (5 + 1)',
      'A4 पर 7 फ़ोटो (5 + 2)',
      'A4 पर 12 फ़ोटो (5 + 5 + 2)',
      'A4 पर 24 फ़ोटो (5-5 की 4 पंक्तियाँ + 4)',
      'A4 पर 42 फ़ोटो (6-6 की 7 पंक्तियाँ), 30×38.6 मिमी — पासपोर्ट साइज़ नहीं',
    ]);
    // Only the 42-up names a size: the others print the chosen one.
    expect(labels.filter((label) => label.includes('मिमी'))).toHaveLength(1);
    await select.selectOption('a4-7');
    await expect.poll(() => page.getByTestId('sheet-preview').getAttribute('data-photos')).toBe('7');
    expect(await page.locator('.studio-preview__caption').first().innerText()).toContain('A4 पर 7 फ़ोटो (5 + 2)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'the passport studio’s sheet layouts, in Hindi at 360 px');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in Hindi on a 360 px phone, with coins: the preview is clean and says what Print takes (decision 0073), axe clean', async () => {
    const texts = hiPages.studio;
    const { page, context, problems } = await openPageIn(browser, 'hi', { viewport: { width: 360, height: 740 }, hasTouch: true });
    await signInDirectly(page, baseURL, { email: 'preview-coins-hi@shop.in', name: 'Preview Coins' }, '/PassportSizePhoto');
    await page.getByLabel(texts.layout.label).waitFor({ timeout: 15_000 });
    await giveCoins(browser, baseURL, await uidOf(page), 20);
    await page.reload();
    await page.getByText('कॉइन: 20').first().waitFor({ timeout: 15_000 });
    await pickAndAcceptCrop(page, fixturePath('phone-portrait-3024x4032.jpg'), { dialog: texts.crop.title, ok: texts.crop.ok });
    await page.getByText(`${texts.preview.clean} प्रिंट में 5 कॉइन लगेंगे।`).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('sheet-preview').getAttribute('data-watermarked')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'the passport studio with coins, in Hindi at 360 px');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('crops a phone photo, previews every sheet at its proportions, prints free with a watermark, then clean for coins and reprints free', async () => {
    const { page, context, problems } = await signIn(browser, 'operator@shop.in', 'Operator');
    const preview = page.getByTestId('sheet-preview');
    // The default sheet is 6 photos on A4, even before a photo is chosen.
    await expect.poll(() => preview.getAttribute('data-photos')).toBe('6');
    expect(await preview.getAttribute('viewBox')).toBe('0 0 210 297');

    await pickAndCropPhoto(page, { checkAccessible: true });
    expect(await page.getByText('low resolution for print').count()).toBe(0);
    expect(await preview.locator('image').count()).toBe(6);
    expect(await preview.getAttribute('data-watermarked')).toBe('true');

    const select = page.getByLabel('Sheet layout');
    const labels = await select.locator('option').allInnerTexts();
    // The ten fixed layouts, then the fullest 35×45 mm sheets no fixed layout is (decision 0036).
    expect(labels).toHaveLength(12);
    expect(labels).toContain('12 photos on A4 (5 + 5 + 2)');
    expect(labels.slice(10)).toEqual(['30 photos on A4 (6 rows of 5)', '9 photos on 5×7 in (3 rows of 3)']);
    expect(labels).toContain('42 photos on A4 (7 rows of 6), 30×38.6 mm — not passport size');
    expect(await select.inputValue()).toBe('a4-6');

    const sheets: Array<[string, number, string]> = [
      ['a4-12', 12, '0 0 210 297'],
      ['a4-42', 42, '0 0 210 297'],
      ['4x6l-8', 8, '0 0 152.4 101.6'],
      ['5x7-4', 4, '0 0 127 177.8'],
      ['4x6-3', 3, '0 0 101.6 152.4'],
    ];
    for (const [layout, photos, viewBox] of sheets) {
      await select.selectOption(layout);
      expect(await preview.getAttribute('data-photos')).toBe(String(photos));
      expect(await preview.locator('image').count()).toBe(photos);
      expect(await preview.getAttribute('viewBox')).toBe(viewBox);
    }
    await select.selectOption('a4-6');

    // No coins yet: the main button offers to remove the watermark; Print with watermark is free.
    await page.getByRole('button', { name: 'Remove Watermark to Print' }).waitFor();
    const free = await printSheet(page, 'Print with watermark');
    expect(free.pdf.status()).toBe(200);
    expect(free.pdf.headers()['content-type']).toContain('application/pdf');
    expect(free.charge).toBe('none');
    expect((await free.pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(free.pdf.headers()['content-disposition']).toContain('-watermarked.pdf');
    const freeSheet = await inspectPdf(new Uint8Array(await free.pdf.body()));
    expect(freeSheet.pages[0]!.images).toHaveLength(6);
    expect(freeSheet.pages[0]!.texts.filter((text) => text === 'Photo Print')).toHaveLength(140);
    // On a desktop, Print opens the print dialog on the PDF in a hidden frame, with the paper to choose.
    expect(free.delivery).toBe('dialog');
    await page.getByText('The print dialog is open: choose A4 paper and Scale 100% (Actual size), not Fit to page.', { exact: false }).waitFor();

    // Download PDF says which it gives: with the watermark for this user.
    const [download, downloaded] = await Promise.all([page.waitForEvent('download'), printSheet(page, 'Download PDF (with watermark)')]);
    expect(downloaded.delivery).toBe('file');
    expect(downloaded.charge).toBe('none');
    expect(download.suggestedFilename()).toBe('passport-photos-a4-6-watermarked.pdf');

    await giveCoins(browser, baseURL, await uidOf(page), 20);
    await page.reload();
    await page.getByText('Coins: 20').waitFor();
    await pickAndCropPhoto(page, { checkAccessible: true });
    const paid = await printSheet(page, 'Print');
    expect(paid.pdf.status()).toBe(200);
    expect(paid.pdf.headers()['content-type']).toContain('application/pdf');
    expect(paid.charge).toBe('coins');
    expect(paid.balanceAfter).toBe(15);
    const paidSheet = await inspectPdf(new Uint8Array(await paid.pdf.body()));
    expect(paidSheet.pages[0]!.images).toHaveLength(6);
    expect(paidSheet.pages[0]!.texts.filter((text) => text === 'Photo Print')).toHaveLength(0);
    await page.getByText('Coins: 15').waitFor();
    // Paid for today: the preview drops the watermark, and the same photo prints again for free.
    expect(await preview.getAttribute('data-watermarked')).toBe('false');
    const again = await printSheet(page, 'Print');
    expect(again.charge).toBe('reprint');
    expect(again.balanceAfter).toBe(15);
    await page.getByText('Coins: 15').waitFor();

    // A new photo: Print takes coins again, and the preview shows what Print gives, clean, saying what it takes
    // (decision 0073); drawn in this browser from the operator's own crop.
    await pickAndCropPhoto(page, { file: astronaut, checkAccessible: true });
    await page.getByText('Prints without a watermark. Print takes 5 coins.').waitFor({ timeout: 15_000 });
    expect(await preview.getAttribute('data-watermarked')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the low-coin dialog for a user without coins who asks for a clean print', async () => {
    const { page, context, problems } = await signIn(browser, 'newcomer@shop.in', 'Newcomer');
    await pickAndCropPhoto(page, { checkAccessible: true });
    await page.getByRole('button', { name: 'Remove Watermark to Print' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insufficient Coins' });
    await dialog.waitFor();
    await expectAccessible(page, 'the low-coin dialog');
    expect(await dialog.innerText()).toContain("You don't have enough coins to perform this action");
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the low-coin dialog when the server refuses a clean print (the coins went elsewhere), and charges nothing', async () => {
    const { page, context, problems } = await signIn(browser, 'spent@shop.in', 'Spent Elsewhere');
    const uid = await uidOf(page);
    await giveCoins(browser, baseURL, uid, 5);
    await page.reload();
    await page.getByText('Coins: 5').waitFor();
    await pickAndCropPhoto(page, { checkAccessible: true });
    // The page still believes 5 coins pay for it; meanwhile they are spent on another device.
    await page.getByRole('button', { name: 'Print', exact: true }).waitFor();
    await giveCoins(browser, baseURL, uid, -5);
    const [refused] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/prints' && response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Print', exact: true }).click(),
    ]);
    expect(refused.status()).toBe(402);
    const dialog = page.getByRole('dialog', { name: 'Insufficient Coins' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The balance is read again: the page now offers to remove the watermark, and nothing was printed.
    await page.getByText('Coins: 0').waitFor();
    await page.getByRole('button', { name: 'Remove Watermark to Print' }).waitFor();
    expect(page.frames()).toHaveLength(1);
    expect(problems).toEqual(['HTTP 402: POST /api/v1/prints']);
    await context.close();
  });

  it('on a 360 px phone: decodes in a worker, warns that a small photo is low resolution for print, and clears files that are not photos', async () => {
    const { page, context, problems } = await signIn(browser, 'small@shop.in', 'Small Photo', { viewport: { width: 360, height: 740 } });
    const worker = page.waitForRequest((request) => /decode-image\.worker.*\.js$/.test(new URL(request.url()).pathname));
    await pickAndCropPhoto(page, { file: astronaut, checkAccessible: true });
    await worker; // decoded off the main thread
    await page.getByText('low resolution for print').waitFor();
    expect(await page.getByText(/Cropped to 420×540 pixels/).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    // HEIC (or anything else that is not JPEG, PNG or WebP) is refused by its bytes, with the formats that work.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: Buffer.from('\0\0\0\x18ftypheic not really a photo') });
    const refused = page.getByRole('alert').filter({ hasText: 'IMG_0001.HEIC' });
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(/JPEG, PNG or WebP/);

    // A JPEG that can't be decoded: cleared, with a message; the last good crop stays.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    await page.locator('input[type="file"]').setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: broken });
    const failed = page.getByRole('alert').filter({ hasText: 'broken.jpg' });
    await failed.waitFor();
    expect(await failed.innerText()).toMatch(/could not be opened/);
    expect(await page.getByRole('dialog', { name: 'Crop the photo' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
