import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { signInDirectly } from './support/accounts';
import { launchBrowserForSuite, openPage } from './support/browser';
import { printSheet } from './support/print-sheet';
import { expectNoEnglish } from './support/english-left';
import { openPageIn } from './support/public-site';
import { inspectPdf } from '../server/test/support/inspect-pdf';
import { pickAndCropPhoto } from './support/pick-and-crop-photo';
import hiPages from '../web/src/locales/pages/hi.json';

const baseURL = inject('baseURL');

describe('printer calibration', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('keeps a printer measured on the calibration page, and prints a sheet through it: 35 mm photos at 35×100/101 mm in the PDF', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    await signInDirectly(page, baseURL, { email: 'calibrating@shop.in', name: 'Calibrating Operator' }, '/Profile');
    await page.getByRole('heading', { name: 'Printer calibration' }).waitFor({ timeout: 15_000 });

    // The calibration page: a free PDF of the paper's size.
    const pageLink = page.getByTestId('calibration-page-4x6');
    const calibration = await page.context().request.get(new URL((await pageLink.getAttribute('href'))!, baseURL).href);
    expect(calibration.status()).toBe(200);
    const calibrationPdf = await inspectPdf(new Uint8Array(await calibration.body()));
    expect(calibrationPdf.pages[0]!.widthPt).toBeCloseTo(288, 1);
    expect(calibrationPdf.pages[0]!.heightPt).toBeCloseTo(432, 1);

    // A reading outside 90–110 mm is refused in the form, before anything is sent.
    await page.getByLabel('Printer name').fill('Epson L3250 A4');
    await page.getByLabel('Horizontal bar reads (mm)').fill('120');
    await page.getByRole('button', { name: 'Save printer' }).click();
    await page.getByText('Type what the ruler reads for the 100 mm bar: a number from 90 to 110.').waitFor();

    await page.getByLabel('Horizontal bar reads (mm)').fill('101');
    await page.getByLabel('Vertical bar reads (mm)').fill('99');
    await page.getByLabel('Centre cross is right of the centre by (mm)').fill('1.5');
    await page.getByLabel('Centre cross is below the centre by (mm)').fill('-2');
    await page.getByRole('button', { name: 'Save printer' }).click();
    await page.getByText('Saved: Epson L3250 A4.', { exact: false }).waitFor();
    await expect.poll(() => page.getByTestId('printer-profile').count()).toBe(1);
    expect(await page.getByTestId('printer-profile').innerText()).toContain('Horizontal 101 mm, vertical 99 mm, right 1.5 mm, down -2 mm');
    // Nothing wider than a 360 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'the calibration panel with a printer saved');

    // The studio's print bar offers the printer; the choice is remembered in this browser.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(new URL('/PassportSizePhoto', baseURL).href);
    await page.getByRole('heading', { name: 'Passport Size Photo' }).waitFor({ timeout: 15_000 });
    const printer = page.getByLabel('Printer', { exact: true });
    await expect.poll(() => printer.locator('option').allInnerTexts()).toEqual(['No correction', 'Epson L3250 A4']);
    await printer.selectOption({ label: 'Epson L3250 A4' });
    await page.reload();
    await page.getByRole('heading', { name: 'Passport Size Photo' }).waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await printer.locator('option:checked').innerText()).trim()).toBe('Epson L3250 A4');
    await expectAccessible(page, 'the passport studio with a printer chosen');

    await pickAndCropPhoto(page);
    const printed = await printSheet(page, 'Print with watermark');
    expect(printed.pdf.status()).toBe(200);
    const sheet = await inspectPdf(new Uint8Array(await printed.pdf.body()));
    expect(sheet.pages[0]!.widthPt).toBeCloseTo(595.28, 1);
    expect(sheet.pages[0]!.images).toHaveLength(6);
    for (const image of sheet.pages[0]!.images) {
      expect(Math.abs(image.widthMm - (35 * 100) / 101)).toBeLessThan(0.05);
      expect(Math.abs(image.heightMm - (45 * 100) / 99)).toBeLessThan(0.05);
    }
    expect(problems).toEqual([]);
  });

  it('shows the calibration panel in Hindi', async () => {
    const { page, problems } = await openPageIn(browser, 'hi', { viewport: { width: 360, height: 740 } });
    await signInDirectly(page, baseURL, { email: 'calibrating-hi@shop.in', name: 'Hindi Operator' }, '/Profile');
    await page.getByRole('heading', { name: 'प्रिंटर कैलिब्रेशन' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('आड़ी पट्टी की नाप (mm)').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // A wrong reading's message in Hindi too.
    await page.getByLabel('आड़ी पट्टी की नाप (mm)').fill('120');
    await page.getByRole('button', { name: 'प्रिंटर सेव करें' }).click();
    await page.getByText('100 mm पट्टी की रूलर वाली नाप लिखें: 90 से 110 तक की संख्या।').waitFor();
    await expectNoEnglish(page, '/Profile with the calibration panel', {
      data: ['Hindi Operator', 'calibrating-hi@shop.in', 'Photo Print', (await page.getByTestId('profile-uid').innerText()).trim()],
    });
    await expectAccessible(page, 'the calibration panel in Hindi');
    expect(problems).toEqual([]);
  });

  it('in Hindi on a 360 px phone: the printer saved on this device is chosen when the studio opens again, and after it is deleted, no correction (decision 0065)', async () => {
    const texts = hiPages.calibration;
    const { page, context, problems } = await openPageIn(browser, 'hi', { viewport: { width: 360, height: 740 }, hasTouch: true });
    await signInDirectly(page, baseURL, { email: 'calibrating-again@shop.in', name: 'Returning Operator' }, '/Profile');
    await page.getByLabel(texts.form.name).waitFor({ timeout: 15_000 });
    await page.getByLabel(texts.form.name).fill('Canon G3010');
    await page.getByLabel(texts.form.horizontal).fill('100.5');
    await page.getByLabel(texts.form.vertical).fill('99.5');
    await page.getByRole('button', { name: texts.form.save }).click();
    await page.getByText(`${texts.saved.split('{{name}}')[0]}Canon G3010`, { exact: false }).waitFor();
    await expectAccessible(page, 'the calibration panel in Hindi with a printer saved');

    // The studio, opened again (a new page of this browser): the printer is chosen, and the PDF goes through it.
    const studio = await context.newPage();
    await studio.goto(new URL('/PassportSizePhoto', baseURL).href);
    const printer = studio.getByLabel(texts.select.label, { exact: true });
    await expect.poll(() => printer.locator('option').allInnerTexts(), { timeout: 15_000 }).toEqual([texts.select.none, 'Canon G3010']);
    await expect.poll(async () => (await printer.locator('option:checked').innerText()).trim()).toBe('Canon G3010');
    expect(await studio.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(studio, 'the passport studio in Hindi with the saved printer chosen');
    await studio.close();

    // Deleted on the Profile page: the studio falls back to no correction.
    await page.getByTestId('printer-profile').getByRole('button', { name: texts.list.delete }).click();
    await expect.poll(() => page.getByTestId('printer-profile').count()).toBe(0);
    const again = await context.newPage();
    await again.goto(new URL('/PassportSizePhoto', baseURL).href);
    const none = again.getByLabel(texts.select.label, { exact: true });
    await none.waitFor({ timeout: 15_000 });
    await expect.poll(() => none.locator('option').allInnerTexts()).toEqual([texts.select.none]);
    expect((await none.locator('option:checked').innerText()).trim()).toBe(texts.select.none);
    expect(problems).toEqual([]);
    await context.close();
  });
});
