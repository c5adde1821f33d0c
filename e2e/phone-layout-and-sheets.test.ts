import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inspectPdf } from '../server/test/support/inspect-pdf';
import { fixturePath } from '../test/fixtures/fixture-path';
import { newIdentity, signInDirectly } from './support/accounts';
import { giveCoins, grantPlan, uidOf } from './support/admin-api';
import { launchBrowserForSuite, openPage, type WatchedPage } from './support/browser';
import { printSheet } from './support/print-sheet';

const baseURL = inject('baseURL');
const PHONE = { width: 360, height: 640 };
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const cardFront = fixturePath('card-front-photo.jpg');

/**
 * Signs a fresh user in on a 360×640 phone onto the home page, checks that its header keeps one line
 * with the coins in it, and opens `returnTo` (a print screen, which has no site header).
 */
async function signInOnPhone(
  browser: Browser,
  label: string,
  returnTo: string,
  heading: string,
  options: { planAndCoins?: boolean } = {},
): Promise<WatchedPage> {
  const watched = await openPage(browser, { viewport: PHONE, userAgent: ANDROID, hasTouch: true });
  const { page } = watched;
  await signInDirectly(page, baseURL, newIdentity(label), '/');
  await page.getByTestId('header-balance').waitFor({ timeout: 15_000 });
  await expectOneLineHeader(page);
  if (options.planAndCoins) {
    // The longest balance: days of a plan, the plan's name and a five-digit coin count.
    const uid = await uidOf(page);
    await giveCoins(browser, baseURL, uid, 12_345);
    await grantPlan(browser, baseURL, uid, 'standard');
    await page.reload();
    await expect.poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 }).toContain('12345');
    await expectOneLineHeader(page);
  }
  await page.goto(new URL(returnTo, baseURL).href);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
  await expectOneLinePrintBar(page);
  return watched;
}

/** A print screen's own bar (back to the services, the balance) keeps one line too, the coins shown and said in full. */
async function expectOneLinePrintBar(page: Page) {
  const balance = page.getByTestId('studio-balance');
  await balance.locator('.print-header-bar__short').waitFor({ timeout: 15_000 });
  const back = page.locator('.print-header-bar a').first();
  const [backBox, balanceBox] = [await box(back), await box(balance)];
  // Side by side on one line, inside the screen.
  expect(Math.abs(backBox.y + backBox.height / 2 - (balanceBox.y + balanceBox.height / 2))).toBeLessThanOrEqual(2);
  expect(backBox.x + backBox.width).toBeLessThanOrEqual(balanceBox.x + 0.5);
  expect(balanceBox.x + balanceBox.width).toBeLessThanOrEqual(PHONE.width);
  for (const part of [back, balance]) expect(await textLines(part), part.toString()).toBe(1);
  expect(await balance.locator('.print-header-bar__short').innerText()).toMatch(/\d/);
  expect(await balance.locator('.print-header-bar__full').textContent()).toMatch(/^(Coins: \d+|\d+ day\(s\) left .* Coins: \d+)$/);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator.toString()} is laid out`).not.toBeNull();
  return found!;
}

/** How many lines the shown text of an element takes on screen (its line boxes' distinct tops). */
function textLines(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      // Text visually hidden (read out only) sits in a 1 px box.
      let hidden = false;
      for (let up = node.parentElement; up && up !== root.parentElement; up = up.parentElement) hidden ||= up.getBoundingClientRect().width <= 1;
      if (hidden) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 1 && rect.height > 1) tops.add(Math.round(rect.top / 4));
    }
    return tops.size;
  });
}

/** The header is one line: as tall as its bar, brand, coins and menu button side by side on it. */
async function expectOneLineHeader(page: Page) {
  const bar = await box(page.locator('.site-header__inner'));
  const remPx = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  expect(bar.height).toBeLessThanOrEqual(3.5 * remPx + 1);
  const parts = [page.locator('.site-header .brand'), page.getByTestId('header-balance'), page.getByRole('button', { name: 'Menu' })];
  const boxes = await Promise.all(parts.map(box));
  for (const part of boxes) {
    expect(part.y).toBeGreaterThanOrEqual(bar.y - 0.5);
    expect(part.y + part.height).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
    expect(part.x + part.width).toBeLessThanOrEqual(PHONE.width);
  }
  // Each shows its text on one line (a text wrapping inside its box would still fit the bar's height).
  for (const part of parts.slice(0, 2)) expect(await textLines(part), part.toString()).toBe(1);
  // Left to right, not wrapped below one another.
  expect(boxes[0]!.x + boxes[0]!.width).toBeLessThanOrEqual(boxes[1]!.x + 0.5);
  expect(boxes[1]!.x + boxes[1]!.width).toBeLessThanOrEqual(boxes[2]!.x + 0.5);
  // The coins are shown, and said in full to screen readers.
  expect(await page.getByTestId('header-balance').locator('.header-balance__short').innerText()).toMatch(/\d/);
  expect(await page.getByTestId('header-balance').locator('.header-balance__full').textContent()).toMatch(/^(Coins: \d+|\d+ day\(s\) left .* Coins: \d+)$/);
}

/** Inside the 360×640 viewport, and the topmost thing where it is (nothing covers it): a tap there reaches it. */
async function expectReachable(page: Page, target: Locator) {
  const found = await box(target);
  expect(found.x).toBeGreaterThanOrEqual(0);
  expect(found.y).toBeGreaterThanOrEqual(0);
  expect(found.x + found.width).toBeLessThanOrEqual(PHONE.width + 0.5);
  expect(found.y + found.height).toBeLessThanOrEqual(PHONE.height + 0.5);
  const hit = await target.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
  expect(hit, `${target.toString()} is not covered`).toBe(true);
}

/** The crop dialog's title and its OK and Cancel stay in the viewport, also with its body scrolled to the end. */
async function expectDialogReachable(page: Page, dialog: Locator, title: string) {
  const ok = dialog.getByRole('button', { name: 'OK', exact: true });
  await expect.poll(() => ok.isEnabled(), { timeout: 30_000 }).toBe(true);
  for (const scrolled of [false, true]) {
    if (scrolled) await dialog.locator('.studio-crop__body').evaluate((body) => body.scrollTo(0, body.scrollHeight));
    await expectReachable(page, dialog.getByRole('heading', { name: title }));
    await expectReachable(page, ok);
    await expectReachable(page, dialog.getByRole('button', { name: 'Cancel', exact: true }));
  }
}

describe('on a 360×640 phone', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));
  let scratch: string;
  let bigPhoto: string;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'phone-layout-'));
    bigPhoto = path.join(scratch, 'big-noise.png');
    // Noise does not compress: 2600×2300 px RGB is about 18 MB as a PNG, over the old 15 MB limit.
    const [width, height] = [2600, 2300];
    const pixels = randomBytes(width * height * 3);
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toFile(bigPhoto);
    expect(statSync(bigPhoto).size).toBeGreaterThan(15 * 1024 * 1024);
  });
  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('passport photos: a one-line header, an 18 MB photo cropped with OK and Cancel in reach, printed as a download, and the guide for downloads and each sheet', async () => {
    const { page, context, problems } = await signInOnPhone(browser, 'phone', '/PassportSizePhoto', 'Passport Size Photo');

    // Print downloads the PDF on a phone: the guide says how to print the file, not the print dialog.
    const guide = page.locator('.studio-guide');
    expect(await guide.getByRole('heading').innerText()).toBe('Printing the downloaded PDF');
    expect(await guide.innerText()).not.toContain('print dialog');

    // A photo over 15 MB is opened, scaled down in the browser, and cropped.
    await page.locator('input[type="file"]').setInputFiles(bigPhoto);
    const dialog = page.getByRole('dialog', { name: 'Crop the photo' });
    await dialog.waitFor({ timeout: 30_000 });
    await expectDialogReachable(page, dialog, 'Crop the photo');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).tap();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Crop again' }).tap();
    await dialog.waitFor();
    await expectDialogReachable(page, dialog, 'Crop the photo');
    await dialog.getByRole('button', { name: 'OK', exact: true }).tap();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('img', { name: 'The cropped photo' }).first().waitFor();
    expect(await page.getByTestId('sheet-preview').locator('image').count()).toBe(6);

    const [download, printed] = await Promise.all([page.waitForEvent('download'), printSheet(page, 'Print with watermark')]);
    expect(printed.delivery).toBe('file');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await inspectPdf(new Uint8Array(await printed.pdf.body()));
    expect(pdf.pages[0]!.images).toHaveLength(6);
    await page.getByText(/^The PDF was downloaded/).waitFor();

    // The scale bar: under the photos, upright beside the 42-up grid, and none on the 8-up landscape sheet, where the guide says so.
    const preview = page.getByTestId('sheet-preview');
    const select = page.getByLabel('Sheet layout');
    expect(await preview.getAttribute('data-scale-bar')).toBe('below');
    await select.selectOption('a4-42');
    expect(await preview.getAttribute('data-scale-bar')).toBe('beside');
    expect(await preview.getByTestId('scale-bar').count()).toBe(1);
    expect(await guide.innerText()).toContain('Check the 50 mm bar on the sheet with a ruler.');
    await select.selectOption('4x6l-8');
    expect(await preview.getAttribute('data-scale-bar')).toBe('none');
    expect(await preview.getByTestId('scale-bar').count()).toBe(0);
    expect(await guide.innerText()).toContain('This sheet has no room for the 50 mm bar: check with a ruler that a photo measures 35×45 mm.');
    expect(await guide.innerText()).not.toContain('Check the 50 mm bar');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('with a plan and 12345 coins the header keeps one line; the card crop dialog keeps its title, OK and Cancel in reach, with the straighten controls too', async () => {
    const { page, context, problems } = await signInOnPhone(browser, 'phone-card', '/SingleSideDoc', 'Single Side Document Print', { planAndCoins: true });
    await page.getByLabel('Picture of the document', { exact: true }).setInputFiles(cardFront);
    const dialog = page.getByRole('dialog', { name: 'Crop the document' });
    await dialog.waitFor();
    await expectDialogReachable(page, dialog, 'Crop the document');
    // The card is found (decision 0041): its corner handles are in reach; the rectangle crop is a tap away.
    await expectReachable(page, dialog.getByTestId('quad-handle-bottomRight'));
    await dialog.getByRole('button', { name: 'Use a rectangle crop instead' }).tap();
    // The straighten controls scroll with the body, and still answer.
    await dialog.getByRole('button', { name: 'Turn left by half a degree' }).tap();
    await expect.poll(() => dialog.getByTestId('straighten-angle').innerText()).toBe('−0.5°');
    await expectReachable(page, dialog.getByRole('button', { name: 'OK', exact: true }));
    await dialog.getByRole('button', { name: 'OK', exact: true }).tap();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('img', { name: 'Picture of the document, cropped' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
