import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInDirectly } from './support/accounts';
import { launchBrowserForSuite, openPage } from './support/browser';
import { printSheet } from './support/print-sheet';
import { inspectPdf } from '../server/test/support/inspect-pdf';
import { pickAndCropPhoto } from './support/pick-and-crop-photo';
import { fixturePath } from '../test/fixtures/fixture-path';
import hiPages from '../web/src/locales/pages/hi.json';
import { expectAccessible } from './support/accessibility';
import { openPageIn } from './support/public-site';

const baseURL = inject('baseURL');
const PT_PER_MM = 72 / 25.4;

describe('photo sizes in the passport studio (decision 0036)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('in Hindi on a 360 px phone: the crop dialog’s small preview of a 51×51 mm photo is square, not stretched into a passport box (decision 0065)', async () => {
    const texts = hiPages.studio;
    const { page, context, problems } = await openPageIn(browser, 'hi', { viewport: { width: 360, height: 740 }, hasTouch: true });
    await signInDirectly(page, baseURL, { email: 'visa-preview@shop.in', name: 'Visa Preview' }, '/PassportSizePhoto');
    await page.getByLabel(texts.photoSize.label).selectOption('51x51');
    await page.locator('input[type="file"]').setInputFiles(fixturePath('phone-portrait-3024x4032.jpg'));
    const dialog = page.getByRole('dialog', { name: texts.crop.title });
    await dialog.waitFor({ timeout: 15_000 });
    await expect.poll(() => dialog.getByRole('button', { name: texts.crop.ok, exact: true }).isEnabled(), { timeout: 20_000 }).toBe(true);
    const preview = dialog.getByRole('img', { name: texts.crop.preview });
    // Drawn at the crop's aspect (square), and shown on the screen at that same aspect.
    await expect.poll(() => preview.evaluate((canvas: HTMLCanvasElement) => canvas.width / canvas.height), { timeout: 10_000 }).toBeCloseTo(1, 2);
    const shown = await preview.evaluate((canvas) => {
      const box = canvas.getBoundingClientRect();
      return { width: box.width, height: box.height };
    });
    expect(shown.height).toBeGreaterThan(40);
    expect(shown.width / shown.height).toBeCloseTo(1, 1);
    await expectAccessible(page, 'the crop dialog of a 51×51 mm photo, in Hindi at 360 px');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('51×51 mm: the crop is square, 10 of them on A4, and the PDF read back places each at 51×51 mm', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInDirectly(page, baseURL, { email: 'visa@shop.in', name: 'Visa Photos' }, '/PassportSizePhoto');
    await page.getByRole('heading', { name: 'Passport Size Photo' }).waitFor({ timeout: 15_000 });

    const size = page.getByLabel('Photo size');
    const sizeNames = await size.locator('option').allInnerTexts();
    expect(sizeNames).toEqual(['35×45 mm — passport, most forms', '51×51 mm (2×2 in) — visa, OCI', '25×35 mm — PAN card forms', '20×25 mm — stamp size']);
    await size.selectOption('51x51');

    const sheet = page.getByLabel('Sheet layout');
    expect(await sheet.locator('option').allInnerTexts()).toEqual([
      '15 photos on A4 (5 rows of 3)',
      '2 photos on 4×6 in (2 rows of 1)',
      '2 photos on 4×6 in landscape (2 in a row)',
      '6 photos on 5×7 in (3 rows of 2)',
    ]);
    const preview = page.getByTestId('sheet-preview');
    await expect.poll(() => preview.getAttribute('data-photos')).toBe('15');

    // The crop dialog's frame is square, and the crop comes out square at 600 dpi of 51 mm.
    await pickAndCropPhoto(page);
    await page.getByText('Cropped to 1205×1205 pixels for 51×51 mm.').waitFor();

    // The count takes up to two sheets' worth (decision 0071): 2 × 15.
    const count = page.getByLabel('Photos on the sheet');
    expect(await count.getAttribute('max')).toBe('30');
    await count.fill('10');
    await expect.poll(() => preview.getAttribute('data-photos')).toBe('10');
    expect(await preview.locator('image').count()).toBe(10);

    const printed = await printSheet(page, 'Print with watermark');
    expect(printed.pdf.status()).toBe(200);
    expect(printed.charge).toBe('none');
    const pdf = await inspectPdf(new Uint8Array(await printed.pdf.body()));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.widthPt).toBeCloseTo(210 * PT_PER_MM, 1);
    expect(pdf.pages[0]!.heightPt).toBeCloseTo(297 * PT_PER_MM, 1);
    expect(pdf.pages[0]!.images).toHaveLength(10);
    for (const image of pdf.pages[0]!.images) {
      expect(Math.abs(image.widthMm - 51)).toBeLessThan(0.1);
      expect(Math.abs(image.heightMm - 51)).toBeLessThan(0.1);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
