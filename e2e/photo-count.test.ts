import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fixturePath } from '../test/fixtures/fixture-path';
import hiPages from '../web/src/locales/pages/hi.json';
import { inspectPdf } from '../server/test/support/inspect-pdf';
import { expectAccessible } from './support/accessibility';
import { newIdentity, signInDirectly } from './support/accounts';
import { launchBrowserForSuite, openPage } from './support/browser';
import { addCustomer, pickAndAcceptCrop, pickAndCropPhoto } from './support/pick-and-crop-photo';
import { printSheet } from './support/print-sheet';
import { openPageIn } from './support/public-site';

const baseURL = inject('baseURL');
const texts = hiPages.studio;

/** Each sheet preview's photo count, in order (`data-photos` of every drawn sheet). */
const previewPhotos = (page: Page, testId: string) => page.getByTestId(testId).evaluateAll((sheets) => sheets.map((s) => s.getAttribute('data-photos')));

describe('one count model: the operator types how many photos, the studio picks the sheets and says so (decision 0071)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('typing 10 on a 6-photo sheet: A4 picks one sheet of 10; 4×6 in picks 6 + 4 on two sheets, the preview shows both, the PDF has 6 and 4 photos at 35×45 mm', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInDirectly(page, baseURL, newIdentity('count'), '/PassportSizePhoto');
    await page.getByRole('heading', { name: 'Passport Size Photo' }).waitFor({ timeout: 15_000 });
    await pickAndCropPhoto(page);
    const count = page.getByLabel('Photos on the sheet');
    const picked = page.getByTestId('studio-picked');

    // The default 6-photo A4 sheet: 10 is one sheet of A4's smallest layout that holds them.
    await count.fill('10');
    await expect.poll(() => picked.textContent()).toBe('Prints 10 photos on A4 (2 rows of 5).');
    await expect.poll(() => previewPhotos(page, 'sheet-preview')).toEqual(['10']);

    // The 6-photo 4×6 in sheet: 6 on sheet 1, 4 on sheet 2, said in plain words.
    await page.getByLabel('Sheet layout').selectOption('4x6-6');
    await count.fill('10');
    await count.blur();
    await expect.poll(() => picked.textContent()).toBe('10 photos: 6 on 4×6 in sheet 1, 4 on sheet 2. Load two sheets.');
    expect(await count.inputValue()).toBe('10');
    await expect.poll(() => previewPhotos(page, 'sheet-preview')).toEqual(['6', '4']);
    expect(await page.getByRole('img', { name: /^Sheet 2 of 2: 4 photos on 4×6 in/ }).count()).toBe(1);

    const printed = await printSheet(page, 'Print with watermark');
    expect(printed.pdf.status()).toBe(200);
    const pdf = await inspectPdf(new Uint8Array(await printed.pdf.body()));
    expect(pdf.pages.map((p) => p.images.length)).toEqual([6, 4]);
    for (const sheet of pdf.pages) {
      for (const image of sheet.images) expect([Math.abs(image.widthMm - 35) < 0.1, Math.abs(image.heightMm - 45) < 0.1]).toEqual([true, true]);
      // Each sheet from its row 1 (the 3 mm margin of photo paper).
      expect(Math.min(...sheet.images.map((image) => image.yMm))).toBeCloseTo(3, 1);
    }

    // More than two sheets take: said, and nothing prints as fewer.
    await count.fill('13');
    await expect.poll(() => picked.textContent()).toBe('Two 4×6 in sheets take at most 12 photos of this size. Type 12 or fewer.');
    expect(await page.getByRole('button', { name: 'Print with watermark' }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

  it('customers too many for one A4 sheet: the rest on a second sheet; too many for two, the preview still shows what fits and never says to choose larger paper', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInDirectly(page, baseURL, newIdentity('count-customers'), '/PassportSizePhoto');
    await page.getByRole('heading', { name: 'Passport Size Photo' }).waitFor({ timeout: 15_000 });
    await pickAndCropPhoto(page);
    await page.getByRole('button', { name: 'Add another customer' }).click();
    await page.getByRole('heading', { name: '1. Customers on this sheet' }).waitFor();
    await addCustomer(page, fixturePath('portrait-astronaut.png'), 2);
    const photos = page.getByLabel('Customer 2: photos');

    // 6 + 30 passport photos: customer 2 whole on sheet 2.
    await photos.fill('30');
    await expect.poll(() => previewPhotos(page, 'customer-sheet-preview')).toEqual(['6', '30']);
    expect(await page.getByTestId('customer-sheet-problem').count()).toBe(0);

    // 31 do not fit a sheet even alone: refused in words that fit A4, with what fits still drawn.
    await photos.fill('31');
    const problem = page.getByTestId('customer-sheet-problem');
    await problem.waitFor();
    expect(await problem.textContent()).not.toContain('larger paper');
    expect(await problem.textContent()).toContain('do not fit on two A4 sheets');
    await expect.poll(() => previewPhotos(page, 'customer-sheet-preview')).toEqual(['6']);
    expect(await page.getByRole('img', { name: /^Sheet 1 of 1 · Preview of the sheet: 1 customer, 6 photos on A4/ }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

  it('in Hindi on a 360 px phone: what was picked, both sheets, and the refusal, nothing wider than the phone, axe clean', async () => {
    const { page, context, problems } = await openPageIn(browser, 'hi', { viewport: { width: 360, height: 780 }, hasTouch: true });
    await signInDirectly(page, baseURL, newIdentity('count-hi'), '/PassportSizePhoto');
    await page.getByLabel(texts.layout.label).selectOption('4x6-6');
    await pickAndAcceptCrop(page, fixturePath('phone-portrait-3024x4032.jpg'), { dialog: texts.crop.title, ok: texts.crop.ok });

    await page.getByLabel(texts.layout.count).fill('10');
    await expect.poll(() => page.getByTestId('studio-picked').textContent()).toBe('10 फ़ोटो: 6 4×6 इंच की शीट 1 पर, 4 शीट 2 पर। दो शीट रखें।');
    await expect.poll(() => previewPhotos(page, 'sheet-preview')).toEqual(['6', '4']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'the passport studio with 10 photos on two 4×6 in sheets, in Hindi at 360 px');

    // The customer sheet on A4 with more than two sheets take: Hindi words without "larger paper", what fits drawn.
    await page.getByLabel(texts.layout.label).selectOption('a4-6');
    await page.getByLabel(texts.layout.count).fill('6');
    await page.getByRole('button', { name: texts.customers.addAnother }).click();
    await addCustomer(page, fixturePath('portrait-astronaut.png'), 2, { dialog: texts.crop.title, ok: texts.crop.ok });
    await page.getByLabel('ग्राहक 2: फ़ोटो').fill('31');
    const problem = page.getByTestId('customer-sheet-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toBe(texts.customers.doesNotFitLargest.replace('{{paper}}', 'A4'));
    expect(await problem.textContent()).not.toContain('बड़ा काग़ज़');
    await expect.poll(() => previewPhotos(page, 'customer-sheet-preview')).toEqual(['6']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'the customer sheet that does not fit two A4 sheets, in Hindi at 360 px');
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
