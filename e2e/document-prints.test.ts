import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findDocumentType } from '@core/documents/document-types';
import { pageDocumentArea, placeDocuments } from '@core/layout/place-documents';
import { inspectPdf, type InspectedPdf } from '../server/test/support/inspect-pdf';
import { readQrCodes } from '../server/test/support/read-qr-codes';
import { fixturePath } from '../test/fixtures/fixture-path';
import { newIdentity, signInDirectly } from './support/accounts';
import { grantPlan, uidOf } from './support/admin-api';
import { launchBrowserForSuite, openPage, type WatchedPage } from './support/browser';
import { printSheet, type PrintedSheet } from './support/print-sheet';

const baseURL = inject('baseURL');
/** A synthetic ID-1 card photographed on a table, tilted 4°. */
const cardFront = fixturePath('card-front-photo.jpg');
const cardBack = fixturePath('card-back-photo.jpg');
const MM = 0.2;

/** Signs a fresh user in straight onto `returnTo` (a print screen) and waits for its heading. */
async function signIn(browser: Browser, label: string, returnTo: string, heading: string | RegExp): Promise<WatchedPage & { email: string }> {
  const watched = await openPage(browser);
  const identity = newIdentity(label);
  await signInDirectly(watched.page, baseURL, identity, returnTo);
  await watched.page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
  return { ...watched, email: identity.email };
}

/** Picks a file on the picker labelled `picker`, waits for the crop dialog titled `title`, optionally straightens it (in the rectangle crop), and presses OK (on the found corners when not straightened). */
async function pickAndCrop(page: Page, picker: string, file: string, title: string, straighten = 0) {
  await page.getByLabel(picker, { exact: true }).setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  const ok = dialog.getByRole('button', { name: 'OK', exact: true });
  // Straightening is the rectangle crop's: leave the found corners (decision 0041) for it.
  if (straighten !== 0) await dialog.getByRole('button', { name: 'Use a rectangle crop instead' }).click();
  await expect.poll(() => ok.isEnabled(), { timeout: 20_000 }).toBe(true);
  for (let i = 0; i < Math.abs(straighten) * 2; i += 1) {
    await dialog.getByRole('button', { name: straighten < 0 ? 'Turn left by half a degree' : 'Turn right by half a degree' }).click();
  }
  // Polled: the last click's render may land a moment after the click returns (a lost click still fails).
  if (straighten !== 0)
    await expect.poll(() => dialog.getByTestId('straighten-angle').innerText()).toBe(`${straighten < 0 ? '−' : '+'}${Math.abs(straighten).toFixed(1)}°`);
  await ok.click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('img', { name: `${picker}, cropped` }).waitFor();
}

/** The PDF exactly as the browser received it, read back as a viewer does. */
async function pdfOf({ pdf: response }: PrintedSheet): Promise<{ pdf: InspectedPdf; bytes: Uint8Array }> {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const bytes = new Uint8Array(await response.body());
  return { pdf: await inspectPdf(bytes), bytes };
}

/** Signs a fresh user in (see signIn) whom the admin then grants a plan: after a reload the screen shows the days left. */
async function signInWithPlan(browser: Browser, plan: 'standard' | 'pro', returnTo: string, heading: string): Promise<WatchedPage & { email: string }> {
  const watched = await signIn(browser, plan, returnTo, heading);
  await grantPlan(browser, baseURL, await uidOf(watched.page), plan);
  await watched.page.reload();
  await watched.page.getByTestId('studio-balance').getByText('day(s) left', { exact: false }).waitFor();
  return watched;
}

function expectClose(actual: number, expected: number, label: string) {
  expect(Math.abs(actual - expected), `${label}: ${actual} mm, expected ${expected} mm`).toBeLessThan(MM);
}

const aadhaar = findDocumentType('aadhaar')!;
const panCard = findDocumentType('pan-card')!;

describe('document prints', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));
  let scratch: string;
  /** A 16 MB file that starts like a JPEG, on disk (a path reaches the browser at once; a buffer crawls through the protocol). */
  let hugeFile: string;
  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'document-prints-'));
    hugeFile = path.join(scratch, 'huge.jpg');
    writeFileSync(hugeFile, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16 * 1024 * 1024, 7)]));
  });
  afterAll(async () => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('single-side Aadhaar from a tilted phone photo: straightened, cropped, previewed, and printed free with the card at 85.6×54 mm', async () => {
    const { page, context, problems } = await signIn(browser, 'single', '/SingleSideDoc', 'Single Side Document Print');
    const type = page.getByLabel('Document type');
    expect(await type.inputValue()).toBe('aadhaar');
    await page.getByText('Prints at 85.6×54 mm, its true size.', { exact: true }).waitFor();
    const preview = page.getByTestId('document-preview-page');
    expect(await preview.count()).toBe(1);
    expect(await preview.getAttribute('viewBox')).toBe('0 0 210 297');
    expect(await preview.getAttribute('data-slots')).toBe('1');
    expect(await preview.getAttribute('data-images')).toBe('0');
    // Nothing to print yet.
    expect(await page.getByRole('button', { name: 'Print with watermark' }).isDisabled()).toBe(true);

    await pickAndCrop(page, 'Picture of the document', cardFront, 'Crop the document', -4);
    expect(await preview.getAttribute('data-images')).toBe('1');
    expect(await preview.getAttribute('data-watermarked')).toBe('true');
    expect(await preview.getAttribute('data-qr')).toBe('true');
    // The card in the preview is where core puts it, at its true size.
    const placement = placeDocuments(aadhaar, 'single', 1);
    if (!placement.fits) throw new Error(placement.message);
    const slot = placement.sheet.pages[0]!.slots[0]!.rect;
    const image = preview.locator('image');
    expect(Number(await image.getAttribute('width'))).toBeCloseTo(85.6, 6);
    expect(Number(await image.getAttribute('height'))).toBeCloseTo(54, 6);
    expect(Number(await image.getAttribute('x'))).toBeCloseTo(slot.x, 6);

    // No coins and no plan: the main button offers to remove the watermark; Print with watermark is free.
    await page.getByRole('button', { name: 'Remove Watermark to Print' }).waitFor();
    const response = await printSheet(page, 'Print with watermark');
    expect(response.charge).toBe('none');
    expect(response.pdf.headers()['content-disposition']).toContain('aadhaar-single-side-watermarked.pdf');
    const { pdf, bytes } = await pdfOf(response);
    expect(pdf.pages).toHaveLength(1);
    const [sheet] = pdf.pages;
    expectClose(sheet!.widthPt * (25.4 / 72), 210, 'page width');
    expectClose(sheet!.heightPt * (25.4 / 72), 297, 'page height');
    expect(sheet!.images).toHaveLength(1);
    const [card] = sheet!.images;
    expectClose(card!.widthMm, 85.6, 'card width');
    expectClose(card!.heightMm, 54, 'card height');
    expectClose(card!.xMm, slot.x, 'card left');
    expectClose(card!.yMm, slot.y, 'card top');
    expect(pdf.title).toContain('watermarked');
    // The print-reference QR code sits in free space beside the card, never over it.
    const [codes] = await readQrCodes(bytes);
    expect(codes).toHaveLength(1);
    expect(codes![0]!.xMm).toBeGreaterThan(card!.xMm + card!.widthMm);
    await page.getByText('Free print with watermark.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('both-side PAN card: a bad or oversized back file changes nothing; stacked, then side by side with copies; a passport page refuses side by side', async () => {
    const { page, context, problems } = await signIn(browser, 'both', '/BothSideDoc?type=pan-card', 'Both Side Document Print');
    expect(await page.getByLabel('Document type').inputValue()).toBe('pan-card');
    await pickAndCrop(page, 'Front side', cardFront, 'Crop the front side', -4);

    // A damaged file and a damaged one over 15 MB on the back picker: a message naming the back side; the front stays.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    await page.getByLabel('Back side', { exact: true }).setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: broken });
    const damaged = page.getByRole('alert').filter({ hasText: 'broken.jpg' });
    await damaged.waitFor();
    expect(await damaged.innerText()).toMatch(/^Back side: “broken\.jpg” could not be opened/);
    // Size is no reason to refuse a file (only the crop is uploaded): a damaged 16 MB one fails as it can't be decoded.
    await page.getByLabel('Back side', { exact: true }).setInputFiles(hugeFile);
    const tooLarge = page.getByRole('alert').filter({ hasText: 'huge.jpg' });
    await tooLarge.waitFor();
    expect(await tooLarge.innerText()).toMatch(/^Back side: “huge\.jpg” could not be opened/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('img', { name: 'Front side, cropped' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Back side, cropped' }).count()).toBe(0);
    await page.getByText('Choose and crop both sides first.').waitFor();
    expect(await page.getByRole('button', { name: 'Print with watermark' }).isDisabled()).toBe(true);

    await pickAndCrop(page, 'Back side', cardBack, 'Crop the back side', -4);
    expect(await page.getByRole('alert').filter({ hasText: 'huge.jpg' }).count()).toBe(0);
    const preview = page.getByTestId('document-preview-page');
    expect(await preview.getAttribute('data-slots')).toBe('2');
    expect(await preview.getAttribute('data-images')).toBe('2');

    // Stacked (the default): front above back, 4 mm apart, both 85.6×54 mm.
    expect(await page.getByRole('radio', { name: /^Stacked/ }).isChecked()).toBe(true);
    const stacked = await pdfOf(await printSheet(page, 'Print with watermark'));
    expect(stacked.pdf.pages).toHaveLength(1);
    const [top, bottom] = stacked.pdf.pages[0]!.images;
    for (const card of [top!, bottom!]) {
      expectClose(card.widthMm, 85.6, 'card width');
      expectClose(card.heightMm, 54, 'card height');
    }
    expectClose(bottom!.xMm, top!.xMm, 'stacked left edges');
    expectClose(bottom!.yMm - top!.yMm, 58, 'stacked rows');

    // Side by side, two copies: two rows of front and back.
    await page.getByRole('radio', { name: /^Side by side/ }).check();
    await page.getByLabel('Copies on the sheet').selectOption('2');
    expect(await preview.getAttribute('data-slots')).toBe('4');
    const pair = await printSheet(page, 'Print with watermark');
    expect(pair.pdf.headers()['content-disposition']).toContain('pan-card-both-side-watermarked.pdf');
    const sideBySide = await pdfOf(pair);
    const cards = sideBySide.pdf.pages[0]!.images;
    expect(cards).toHaveLength(4);
    const placement = placeDocuments(panCard, '1', 2);
    if (!placement.fits) throw new Error(placement.message);
    placement.sheet.pages[0]!.slots.forEach((slot, i) => {
      expectClose(cards[i]!.xMm, slot.rect.x, `card ${i} left`);
      expectClose(cards[i]!.yMm, slot.rect.y, `card ${i} top`);
      expectClose(cards[i]!.widthMm, 85.6, `card ${i} width`);
      expectClose(cards[i]!.heightMm, 54, `card ${i} height`);
    });
    expectClose(cards[1]!.xMm - cards[0]!.xMm, 89.6, 'front to back');
    expectClose(cards[1]!.yMm, cards[0]!.yMm, 'one row');

    // A passport page is 125 mm wide: two do not fit side by side on A4, and the card crops don't fit its shape.
    await page.getByLabel('Document type').selectOption('passport-page');
    await page.waitForURL((url) => url.searchParams.get('type') === 'passport-page');
    const sideBySideRadio = page.getByRole('radio', { name: /^Side by side/ });
    expect(await sideBySideRadio.isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: /^Stacked/ }).isChecked()).toBe(true);
    await page.getByText('Passport page: front and back do not fit side by side on A4, so they print stacked.').waitFor();
    expect(await page.getByText('This crop was made for a document of another shape.', { exact: false }).count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Print with watermark' }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a both-side page document (income certificate) gives two A4 pages, each fitted above the footer band with its QR code', async () => {
    const { page, context, problems } = await signIn(browser, 'page', '/BothSideDoc?type=income-certificate', 'Both Side Document Print');
    await page.getByText('Fitted to A4 with its shape kept; crop it freely.', { exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: /^Side by side/ }).isDisabled()).toBe(true);
    await page.getByText('Side by side is for cards only', { exact: false }).waitFor();
    await pickAndCrop(page, 'Front side', cardFront, 'Crop the front side');
    await pickAndCrop(page, 'Back side', cardBack, 'Crop the back side');
    const pages = page.getByTestId('document-preview-page');
    expect(await pages.count()).toBe(2);
    await page.getByText('This prints two A4 pages, front then back', { exact: false }).waitFor();

    const response = await printSheet(page, 'Print with watermark');
    expect(response.pdf.headers()['content-disposition']).toContain('income-certificate-both-side-watermarked.pdf');
    const { pdf, bytes } = await pdfOf(response);
    expect(pdf.pages).toHaveLength(2);
    const area = pageDocumentArea();
    const codes = await readQrCodes(bytes);
    for (const [index, sheet] of pdf.pages.entries()) {
      expect(sheet.images).toHaveLength(1);
      const [scan] = sheet.images;
      // Inside the margins, above the 12 mm footer band, as large as fits: it fills the width or the height.
      expect(scan!.xMm).toBeGreaterThanOrEqual(area.x - MM);
      expect(scan!.yMm).toBeGreaterThanOrEqual(area.y - MM);
      expect(scan!.xMm + scan!.widthMm).toBeLessThanOrEqual(area.x + area.width + MM);
      expect(scan!.yMm + scan!.heightMm).toBeLessThanOrEqual(area.y + area.height + MM);
      expect(Math.abs(scan!.widthMm - area.width) < MM || Math.abs(scan!.heightMm - area.height) < MM).toBe(true);
      // Its QR code is in the footer band, under the document.
      expect(codes[index]).toHaveLength(1);
      expect(codes[index]![0]!.yMm).toBeGreaterThanOrEqual(area.y + area.height);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a Standard Plan prints single-side clean for free, but not both-side', async () => {
    const { page, context, problems } = await signInWithPlan(browser, 'standard', '/SingleSideDoc?type=voter-id', 'Single Side Document Print');
    expect(await page.getByLabel('Document type').inputValue()).toBe('voter-id');
    await pickAndCrop(page, 'Picture of the document', cardFront, 'Crop the document');
    const covered = await printSheet(page, 'Print');
    expect(covered.charge).toBe('plan');
    expect(covered.balanceAfter).toBe(0);
    expect(covered.pdf.headers()['content-disposition']).toContain('voter-id-single-side.pdf');
    const clean = await pdfOf(covered);
    expect(clean.pdf.title).not.toContain('watermarked');
    await page.getByText('Covered by your plan.', { exact: false }).waitFor();
    expect(await page.getByTestId('document-preview-page').getAttribute('data-watermarked')).toBe('false');

    // Both-side is not in a Standard Plan, and there are no coins: Remove Watermark to Print opens the low-coin dialog.
    await page.goto(`${baseURL}/BothSideDoc?type=voter-id`);
    await page.getByRole('heading', { level: 1, name: 'Both Side Document Print' }).waitFor();
    await pickAndCrop(page, 'Front side', cardFront, 'Crop the front side');
    await pickAndCrop(page, 'Back side', cardBack, 'Crop the back side');
    expect(await page.getByTestId('document-preview-page').getAttribute('data-watermarked')).toBe('true');
    await page.getByRole('button', { name: 'Remove Watermark to Print' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insufficient Coins' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a Pro Plan prints both-side clean for free', async () => {
    const { page, context, problems } = await signInWithPlan(browser, 'pro', '/BothSideDoc?type=voter-id', 'Both Side Document Print');
    await page.getByRole('button', { name: 'Print', exact: true }).waitFor();
    await pickAndCrop(page, 'Front side', cardFront, 'Crop the front side');
    await pickAndCrop(page, 'Back side', cardBack, 'Crop the back side');
    // The preview is clean once the server's quote says the plan covers it (the quote is asked after both crops).
    await expect.poll(() => page.getByTestId('document-preview-page').getAttribute('data-watermarked'), { timeout: 15_000 }).toBe('false');
    const pro = await printSheet(page, 'Print');
    expect(pro.charge).toBe('plan');
    expect(pro.balanceAfter).toBe(0);
    expect((await pdfOf(pro)).pdf.pages[0]!.images).toHaveLength(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the dashboard lists every document type, each opening its screen with the type chosen, and cards from their PDF', async () => {
    const { page, context, problems } = await signIn(browser, 'dashboard', '/', /Photo Print Services$/);
    const section = page.getByRole('region', { name: 'More documents' });
    const href = (link: Locator) => link.getAttribute('href');
    expect(await href(section.getByRole('link', { name: 'PAN card: one side' }))).toBe('/SingleSideDoc?type=pan-card');
    expect(await href(section.getByRole('link', { name: 'Passport page: both sides' }))).toBe('/BothSideDoc?type=passport-page');
    expect(await href(section.getByRole('link', { name: 'Bank passbook page: one side' }))).toBe('/SingleSideDoc?type=bank-passbook');
    expect(await section.getByRole('link', { name: /: one side$/ }).count()).toBe(12);
    expect(await href(section.getByRole('link', { name: 'Print a card from its PDF' }))).toBe('/BothSideDoc?type=aadhaar&source=card-pdf');

    await section.getByRole('link', { name: 'Driving licence: both sides' }).click();
    await page.getByRole('heading', { level: 1, name: 'Both Side Document Print' }).waitFor();
    expect(await page.getByLabel('Document type').inputValue()).toBe('driving-licence');

    await page.goBack();
    await page.getByRole('region', { name: 'More documents' }).getByRole('link', { name: 'Print a card from its PDF' }).click();
    await page.getByRole('heading', { level: 1, name: 'Both Side Document Print' }).waitFor();
    const fromPdf = page.getByRole('radio', { name: "The card's PDF (e-Aadhaar, e-PAN, voter ID …)" });
    expect(await fromPdf.isChecked()).toBe(true);
    const type = page.getByLabel('Document type');
    expect(await type.inputValue()).toBe('aadhaar');
    // Any card type, and only cards: a passport page or a certificate is not in a card's PDF.
    await type.selectOption('e-shram-card');
    await page.waitForURL((url) => url.searchParams.get('type') === 'e-shram-card');
    await page.getByLabel('e-Shram card PDF file', { exact: true }).waitFor();
    expect(await type.locator('option[value="caste-certificate"]').isDisabled()).toBe(true);
    // No QR code on a card from its PDF (the agency's own is on the card).
    expect(await page.getByTestId('document-preview-page').getAttribute('data-qr')).toBe('false');
    await page.getByRole('radio', { name: 'Two photos' }).check();
    await page.waitForURL((url) => !url.searchParams.has('source'));
    expect(await page.getByTestId('document-preview-page').getAttribute('data-qr')).toBe('true');

    // The e-Aadhaar screen's old address still opens it, as an Aadhaar card from its PDF.
    await page.goto(new URL('/BothSideDoc?type=pan-card&source=e-aadhaar', page.url()).href);
    await page.waitForURL((url) => url.searchParams.get('source') === 'card-pdf' && url.searchParams.get('type') === 'aadhaar');
    expect(await fromPdf.isChecked()).toBe(true);
    await page.getByLabel('Aadhaar card PDF file', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
