import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fixturePath } from '../test/fixtures/fixture-path';
import hiPages from '../web/src/locales/pages/hi.json';
import { expectAccessible } from './support/accessibility';
import { signInDirectly } from './support/accounts';
import { launchBrowserForSuite, openPage } from './support/browser';
import { printSheet } from './support/print-sheet';
import { inspectPdf } from '../server/test/support/inspect-pdf';
import { polygonsOverlap, readWatermarkMarks, rectCorners } from '../server/test/support/read-watermark-marks';
import { pickAndAcceptCrop, pickAndCropPhoto } from './support/pick-and-crop-photo';
import { openPageIn, readSite } from './support/public-site';

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
    // The rows left (20) and a whole second sheet (30): decision 0071.
    expect(await page.getByLabel('Photos on the sheet').getAttribute('max')).toBe('50');
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

  it('a free print from row 3, in Hindi on a 360 px phone: no watermark over the used rows, in the preview or the PDF, and every photo under it (decision 0065)', async () => {
    const texts = hiPages.studio;
    const { page, context, problems } = await openPageIn(browser, 'hi', { viewport: { width: 360, height: 740 }, hasTouch: true });
    await signInDirectly(page, baseURL, { email: 'rows-free@shop.in', name: 'Row Watermark' }, '/PassportSizePhoto');
    await page.getByLabel(texts.layout.label).selectOption('a4');
    await page.getByLabel(texts.layout.startRow).selectOption('3');
    const preview = page.getByTestId('sheet-preview');
    await expect.poll(() => preview.getAttribute('data-start-row')).toBe('3');

    await pickAndAcceptCrop(page, fixturePath('phone-portrait-3024x4032.jpg'), { dialog: texts.crop.title, ok: texts.crop.ok });
    expect(await preview.getAttribute('data-watermarked')).toBe('true');

    // On the screen: every repetition drawn below the greyed rows, and some over every photo.
    const drawn = await preview.evaluate((svg) => {
      const box = (e: Element) => e.getBoundingClientRect();
      const used = box(svg.querySelector('[data-testid="sheet-preview-used"] rect')!);
      const marks = [...svg.querySelectorAll('.studio-preview__watermark text')].map(box);
      const photos = [...svg.querySelectorAll('.studio-preview__photo')].map(box);
      const crosses = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return {
        marks: marks.length,
        aboveEdge: marks.filter((m) => m.top < used.bottom - 0.5).length,
        photos: photos.length,
        bare: photos.filter((p) => !marks.some((m) => crosses(m, p))).length,
      };
    });
    expect(drawn.marks).toBeGreaterThan(0);
    expect(drawn).toMatchObject({ aboveEdge: 0, photos: 20, bare: 0 });
    await expectAccessible(page, 'a partly used sheet printed free, in Hindi at 360 px');

    const printed = await printSheet(page, texts.actions.printWatermarked);
    expect(printed.pdf.status()).toBe(200);
    const bytes = new Uint8Array(await printed.pdf.body());
    const { brandName } = await readSite(baseURL);
    const marks = await readWatermarkMarks(bytes, brandName);
    expect(marks.length).toBeGreaterThan(0);
    for (const box of marks) for (const [, y] of box) expect(y).toBeGreaterThanOrEqual(ROW_3_TOP_MM - 1 - 0.01);
    const { images } = (await inspectPdf(bytes)).pages[0]!;
    expect(images).toHaveLength(20);
    for (const image of images) {
      const rect = rectCorners({ x: image.xMm, y: image.yMm, width: image.widthMm, height: image.heightMm });
      expect(marks.some((box) => polygonsOverlap(box, rect))).toBe(true);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
