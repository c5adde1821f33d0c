import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fixturePath } from '../test/fixtures/fixture-path';
import hi from '../web/src/locales/hi.json';
import hiPages from '../web/src/locales/pages/hi.json';
import { newIdentity, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { launchBrowserForSuite, type WatchedPage } from './support/browser';
import { openPageIn } from './support/public-site';

/** A new operator on a 360×640 phone, in English and Hindi (docs/decisions/0064-phone-and-hindi-polish.md). */
const baseURL = inject('baseURL');
const PHONE = { width: 360, height: 640 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator.toString()} is laid out`).not.toBeNull();
  return found!;
}

/** Inside the 360×640 viewport as it is (nothing scrolled), and the topmost thing at its centre: seen and tappable at once. */
async function expectOnScreen(locator: Locator) {
  const found = await box(locator);
  expect(found.x, locator.toString()).toBeGreaterThanOrEqual(0);
  expect(found.y, locator.toString()).toBeGreaterThanOrEqual(0);
  expect(found.x + found.width, locator.toString()).toBeLessThanOrEqual(PHONE.width + 0.5);
  expect(found.y + found.height, locator.toString()).toBeLessThanOrEqual(PHONE.height + 0.5);
  const onTop = await locator.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
  expect(onTop, `${locator.toString()} is not covered`).toBe(true);
  return found;
}

/** A fresh user signed in on a 360×640 phone in Hindi, on `returnTo`. */
async function signedInHindiPhone(browser: Browser, label: string, returnTo: string): Promise<WatchedPage> {
  const watched = await openPageIn(browser, 'hi', { viewport: PHONE });
  await signInDirectly(watched.page, baseURL, newIdentity(label), returnTo);
  return watched;
}

/**
 * The file field named `field` (by a label): no native "Choose File" box on screen, a button saying
 * `button` in Hindi inside the phone's width, and "No file chosen" in Hindi beside it.
 */
async function expectHindiFilePicker(page: Page, field: string, button: string): Promise<Locator> {
  const input = page.getByLabel(field, { exact: true });
  await input.waitFor({ state: 'attached', timeout: 15_000 });
  expect(await input.getAttribute('type')).toBe('file');
  const inputBox = await input.boundingBox();
  expect(inputBox === null || (inputBox.width <= 1 && inputBox.height <= 1), 'the native file box is not shown').toBe(true);
  const id = await input.getAttribute('id');
  const shown = page.locator(`label[for="${id}"]`).filter({ hasText: button });
  expect(await shown.innerText()).toBe(button);
  const shownBox = await box(shown);
  expect(shownBox.x).toBeGreaterThanOrEqual(0);
  expect(shownBox.x + shownBox.width).toBeLessThanOrEqual(PHONE.width);
  const description = await input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((describedBy) => document.getElementById(describedBy)?.textContent ?? '')
      .join(' '),
  );
  expect(description).toContain(hiPages.filePicker.none);
  return input;
}

describe('phone and Hindi', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('closes the site menu after a language choice, focus back on the Menu button', async () => {
    const { page, context, problems } = await openPageIn(browser, 'en', { viewport: PHONE });
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const nav = page.locator('#site-nav');

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    const hindiMenu = page.getByRole('button', { name: 'मेन्यू', exact: true });
    await expect.poll(() => hindiMenu.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await hindiMenu.evaluate((button) => button === document.activeElement)).toBe(true);
    await expectAccessible(page, 'home at 360 px in Hindi, menu closed after the switch');

    // Choosing the language already in use closes it too.
    await hindiMenu.click();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect.poll(() => hindiMenu.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('false');

    // And back to English.
    await hindiMenu.click();
    expect(await nav.isVisible()).toBe(true);
    await expectAccessible(page, 'home at 360 px in Hindi, menu open');
    await page.getByRole('button', { name: 'English' }).click();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect.poll(() => menu.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    // Still on the page the switch was made on, the toggle on screen.
    expect(new URL(page.url()).pathname).toBe('/');
    const toggle = await box(menu);
    expect(toggle.x + toggle.width).toBeLessThanOrEqual(PHONE.width);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('picks files with a Hindi button and "No file chosen" in Hindi, by keyboard too, on every screen that takes a file', async () => {
    const { page, context, problems } = await signedInHindiPhone(browser, 'hindi-file-button', '/PassportSizePhoto');
    const choosePhoto = hiPages.studio.picker.choose;
    const input = await expectHindiFilePicker(page, choosePhoto, choosePhoto);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'the passport studio at 360 px in Hindi');

    // Reached with Tab, its button shows the focus ring.
    for (let presses = 0; presses < 60 && !(await input.evaluate((element) => element === document.activeElement)); presses += 1)
      await page.keyboard.press('Tab');
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    const button = page.locator('label.button', { hasText: choosePhoto });
    expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');

    // The chosen file's name is shown and said.
    await input.setInputFiles(fixturePath('phone-portrait-3024x4032.jpg'));
    await page.getByRole('dialog').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: hiPages.studio.crop.cancel, exact: true }).click();
    await expect.poll(() => page.getByText('phone-portrait-3024x4032.jpg', { exact: true }).count()).toBe(1);

    await page.goto(`${baseURL}/SingleSideDoc`, { waitUntil: 'networkidle' });
    await expectHindiFilePicker(page, hiPages.documentStudio.side.document, choosePhoto);
    await expectAccessible(page, 'the document studio at 360 px in Hindi');

    await page.goto(`${baseURL}/BothSideDoc?type=aadhaar&source=card-pdf`, { waitUntil: 'networkidle' });
    await expectHindiFilePicker(page, hiPages.cardPdf.file.label.replace('{{doc}}', hi.docTypes.aadhaar), hiPages.filePicker.choose);
    await expectAccessible(page, 'the e-Aadhaar screen at 360 px in Hindi');

    await page.goto(`${baseURL}/ExamFiles`, { waitUntil: 'networkidle' });
    const slot = page.getByTestId('exam-slot-ssc-photo');
    await slot.waitFor({ timeout: 15_000 });
    const slotButton = await slot.locator('label.button').innerText();
    expect(slotButton).toMatch(/चुनें$/);
    await expectHindiFilePicker(page, slotButton, slotButton);
    await expectAccessible(page, 'the exam files screen at 360 px in Hindi');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the crop dialog’s photo with its straighten and zoom controls and OK together on a 360×640 phone, nothing to scroll', async () => {
    const { page, context, problems } = await signedInHindiPhone(browser, 'hindi-crop-phone', '/PassportSizePhoto');
    const crop = hiPages.studio.crop;
    await page.getByLabel(hiPages.studio.picker.choose, { exact: true }).setInputFiles(fixturePath('phone-portrait-3024x4032.jpg'));
    const dialog = page.getByRole('dialog', { name: crop.title });
    await dialog.waitFor({ timeout: 15_000 });
    const ok = dialog.getByRole('button', { name: crop.ok, exact: true });
    await expect.poll(() => ok.isEnabled(), { timeout: 30_000 }).toBe(true);
    await dialog.locator('[data-testid="face-status"][data-status="found"]').waitFor({ timeout: 30_000 });

    // Nothing in the dialog is scrolled to or needs scrolling.
    const body = dialog.locator('.studio-crop__body');
    expect(await body.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The photo, large enough to work on, and every control at once.
    // (The photo's own <img> is larger than its frame when zoomed: the frame is what shows.)
    await dialog.getByRole('img', { name: crop.image }).waitFor();
    const photo = await expectOnScreen(dialog.locator('.studio-cropper'));
    expect(photo.height).toBeGreaterThanOrEqual(160);
    await expectOnScreen(dialog.getByRole('slider', { name: crop.straighten }));
    await expectOnScreen(dialog.getByRole('button', { name: crop.straightenLeft, exact: true }));
    await expectOnScreen(dialog.getByRole('button', { name: crop.straightenRight, exact: true }));
    for (const name of [crop.zoomIn, crop.zoomOut, crop.rotateLeft, crop.rotateRight, crop.flip])
      await expectOnScreen(dialog.getByRole('button', { name, exact: true }));
    await expectOnScreen(dialog.getByRole('img', { name: crop.preview }));
    await expectOnScreen(ok);
    await expectOnScreen(dialog.getByRole('button', { name: crop.cancel, exact: true }));

    // The controls still work: zoom in, straighten a step.
    const angle = dialog.getByTestId('straighten-angle');
    const before = await angle.textContent();
    await dialog.getByRole('button', { name: crop.straightenRight, exact: true }).click();
    await expect.poll(() => angle.textContent()).not.toBe(before);
    await dialog.getByRole('button', { name: crop.zoomIn, exact: true }).click();
    await expectAccessible(page, 'the crop dialog at 360 px in Hindi');
    await ok.click();
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('puts the sheet preview right after the photo step on a phone, and keeps it beside the steps on a wide screen', async () => {
    const { page, context, problems } = await signedInHindiPhone(browser, 'hindi-preview-phone', '/PassportSizePhoto');
    const heading = (name: string, exact = true) => page.getByRole('heading', { level: 2, name, exact });
    const preview = heading(hiPages.studio.preview.title);
    await preview.waitFor({ timeout: 15_000 });
    const photoStep = await box(heading(hiPages.studio.steps.photo));
    const previewBox = await box(preview);
    const sheetStep = await box(heading(hiPages.studio.steps.layout));
    const printStep = await box(heading(hiPages.studio.steps.print));
    // Photo step, then the preview, then the sheet and print steps, one below the other.
    expect(photoStep.y).toBeLessThan(previewBox.y);
    expect(previewBox.y).toBeLessThan(sheetStep.y);
    expect(sheetStep.y).toBeLessThan(printStep.y);
    // The picture of the sheet itself comes before the sheet step, within about two screens of the top.
    const sheetPicture = await box(page.locator('.studio__sheet svg, .studio__sheet canvas, .studio__sheet img').first());
    expect(sheetPicture.y + sheetPicture.height).toBeLessThanOrEqual(sheetStep.y);
    expect(sheetPicture.y).toBeLessThan(2 * PHONE.height);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'the passport studio at 360 px in Hindi, preview after the photo step');

    // The document studio too: its preview after the picture step, before the print step.
    await page.goto(`${baseURL}/SingleSideDoc`, { waitUntil: 'networkidle' });
    const documentPreview = await box(heading(hiPages.studio.preview.title));
    expect((await box(heading(hiPages.documentStudio.steps.picture, false))).y).toBeLessThan(documentPreview.y);
    expect(documentPreview.y).toBeLessThan((await box(heading(hiPages.documentStudio.steps.print, false))).y);
    await expectAccessible(page, 'the document studio at 360 px in Hindi, preview after the picture step');

    // On a wide screen the preview stays in its column beside the steps.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseURL}/PassportSizePhoto`, { waitUntil: 'networkidle' });
    const widePhotoStep = await box(heading(hiPages.studio.steps.photo));
    const widePreview = await box(heading(hiPages.studio.preview.title));
    expect(widePreview.x).toBeGreaterThan(widePhotoStep.x + 200);
    expect(Math.abs(widePreview.y - widePhotoStep.y)).toBeLessThan(8);
    expect(problems).toEqual([]);
    await context.close();
  });
});
