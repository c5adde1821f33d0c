import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInDirectly } from './support/accounts';
import { launchBrowserForSuite, openPage } from './support/browser';
import { printSheet } from './support/print-sheet';
import { inspectPdf } from '../server/test/support/inspect-pdf';
import { pickAndCropPhoto } from './support/pick-and-crop-photo';

const baseURL = inject('baseURL');
/** Row 3's top on an A4 sheet of 35×45 mm photos: the 5 mm margin and two rows of 45 mm with their 2 mm gaps. */
const ROW_3_TOP_MM = 5 + 2 * (45 + 2);

describe('a partly used A4 sheet in the passport studio (decision 0038)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('starts at row 3 on a 360 px phone: the used rows greyed, the count capped, and the PDF read back has no image above row 3', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 360, height: 780 } });
    await signInDirectly(page, baseURL, { email: 'rows@shop.in', name: 'Row Photos' }, '/PassportSizePhoto');
    await page.getByRole('heading', { name: 'Passport Size Photo' }).waitFor({ timeout: 15_000 });

    await page.getByLabel('Sheet layout').selectOption('a4');
    const startRow = page.getByLabel('Start at row');
    expect(await startRow.locator('option').allInnerTexts()).toEqual(['Row 1 (a new sheet)', 'Row 2', 'Row 3', 'Row 4', 'Row 5', 'Row 6']);
    await startRow.selectOption('3');
    const preview = page.getByTestId('sheet-preview');
    await expect.poll(() => preview.getAttribute('data-start-row')).toBe('3');
    expect(await preview.getAttribute('data-photos')).toBe('20');
    await page.getByTestId('sheet-preview-used').waitFor();
    expect(await page.getByLabel('Photos on the sheet').getAttribute('max')).toBe('20');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await pickAndCropPhoto(page);

    const printed = await printSheet(page, 'Print with watermark');
    expect(printed.pdf.status()).toBe(200);
    const pdf = await inspectPdf(new Uint8Array(await printed.pdf.body()));
    const sheet = pdf.pages[0]!;
    expect(sheet.images).toHaveLength(20);
    for (const image of sheet.images) {
      expect(image.yMm).toBeGreaterThanOrEqual(ROW_3_TOP_MM - 0.1);
      expect(Math.abs(image.widthMm - 35)).toBeLessThan(0.1);
      expect(Math.abs(image.heightMm - 45)).toBeLessThan(0.1);
    }
    expect(Math.min(...sheet.images.map((image) => image.yMm))).toBeCloseTo(ROW_3_TOP_MM, 1);

    // Another paper has no rows to choose.
    await page.getByLabel('Sheet layout').selectOption('4x6-6');
    await expect.poll(() => startRow.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
