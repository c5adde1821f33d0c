import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInDirectly } from './support/accounts';
import { launchBrowserForSuite, openPage } from './support/browser';
import { printSheet } from './support/print-sheet';
import { inspectPdf } from '../server/test/support/inspect-pdf';
import { pickAndCropPhoto } from './support/pick-and-crop-photo';

const baseURL = inject('baseURL');
const PT_PER_MM = 72 / 25.4;

describe('photo sizes in the passport studio (decision 0036)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

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
      '15 photos on A4 (51×51 mm)',
      '2 photos on 4×6 in (51×51 mm)',
      '2 photos on 4×6 in landscape (51×51 mm)',
      '6 photos on 5×7 in (51×51 mm)',
    ]);
    const preview = page.getByTestId('sheet-preview');
    await expect.poll(() => preview.getAttribute('data-photos')).toBe('15');

    // The crop dialog's frame is square, and the crop comes out square at 600 dpi of 51 mm.
    await pickAndCropPhoto(page);
    await page.getByText('Cropped to 1205×1205 pixels for 51×51 mm.').waitFor();

    const count = page.getByLabel('Photos on the sheet');
    expect(await count.getAttribute('max')).toBe('15');
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
