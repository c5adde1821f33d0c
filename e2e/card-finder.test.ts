import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { embeddedImages, type EmbeddedImage } from '../server/test/support/embedded-images';
import { inspectPdf } from '../server/test/support/inspect-pdf';
import { newIdentity, signInDirectly } from './support/accounts';
import { giveCoins, uidOf } from './support/admin-api';
import { launchBrowserForSuite, openPage } from './support/browser';
import { CARD_AT, CARD_BORDER, CARD_PHOTO, TABLE, writeCardPhoto } from './support/card-photo';
import { printSheet } from './support/print-sheet';

const baseURL = inject('baseURL');
const pixel = (image: EmbeddedImage, x: number, y: number) => {
  const i = (Math.round(y) * image.width + Math.round(x)) * image.channels;
  return { r: image.pixels[i]!, g: image.pixels[i + 1]!, b: image.pixels[i + 2]! };
};
const near = (p: { r: number; g: number; b: number }, q: typeof CARD_BORDER, by: number) =>
  Math.abs(p.r - q.r) <= by && Math.abs(p.g - q.g) <= by && Math.abs(p.b - q.b) <= by;

describe('the card finder (decision 0041)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));
  let scratch: string;
  let photo: string;
  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'card-finder-'));
    photo = path.join(scratch, 'card-at-an-angle.jpg');
    await writeCardPhoto(photo);
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('a card photographed at an angle is found, its corners proposed, and it prints straightened edge to edge at 85.6×54 mm', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInDirectly(page, baseURL, newIdentity('card-finder'), '/SingleSideDoc');
    await page.getByRole('heading', { level: 1, name: 'Single Side Document Print' }).waitFor({ timeout: 15_000 });
    // Coins, so the card prints clean: a free print's picture is a proof (decision 0053), not the card.
    await giveCoins(browser, baseURL, await uidOf(page), 10);
    await page.reload();
    await page.getByText('Coins: 10').waitFor();
    await page.getByLabel('Picture of the document', { exact: true }).setInputFiles(photo);
    const dialog = page.getByRole('dialog', { name: 'Crop the document' });
    await dialog.waitFor();
    await dialog.getByTestId('quad-editor').waitFor();
    // The proposed corners: within 0.6 % of the photo's diagonal of where the card was put, its outer
    // edge (the border band is 2.2 % of the diagonal wide: its inner edge, the crisper one, is not taken).
    const tolerance = 0.006 * Math.hypot(CARD_PHOTO.width, CARD_PHOTO.height);
    const names = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;
    for (const [i, name] of names.entries()) {
      const handle = dialog.getByTestId(`quad-handle-${name}`);
      const x = Number(await handle.getAttribute('data-x'));
      const y = Number(await handle.getAttribute('data-y'));
      expect(Math.hypot(x - CARD_AT[i]!.x, y - CARD_AT[i]!.y), name).toBeLessThan(tolerance);
    }
    // A corner answers the keyboard: one step right and back again.
    const handle = dialog.getByTestId('quad-handle-topLeft');
    const before = Number(await handle.getAttribute('data-x'));
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await handle.getAttribute('data-x'))).toBeGreaterThan(before);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => Number(await handle.getAttribute('data-x'))).toBe(before);

    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('img', { name: 'Picture of the document, cropped' }).waitFor();

    const printed = await printSheet(page, 'Print');
    expect(printed.charge).toBe('coins');
    const bytes = new Uint8Array(await printed.pdf.body());
    const pdf = await inspectPdf(bytes);
    expect(pdf.pages[0]!.images).toHaveLength(1);
    const placed = pdf.pages[0]!.images[0]!;
    expect(Math.abs(placed.widthMm - 85.6)).toBeLessThan(0.2);
    expect(Math.abs(placed.heightMm - 54)).toBeLessThan(0.2);
    const [image] = await embeddedImages(bytes);
    expect(image!.width / image!.height).toBeCloseTo(85.6 / 54, 2);
    // Edge to edge: 1 % in from every edge (and near every corner) is the card's blue border, never the table.
    const w = image!.width;
    const h = image!.height;
    const inset = Math.max(3, Math.round(w * 0.01));
    const points = [
      [w / 2, inset],
      [w / 2, h - 1 - inset],
      [inset, h / 2],
      [w - 1 - inset, h / 2],
      [w * 0.05, inset],
      [w * 0.95, h - 1 - inset],
      [inset, h * 0.1],
      [w - 1 - inset, h * 0.9],
    ] as const;
    for (const [x, y] of points) {
      const seen = pixel(image!, x, y);
      expect(near(seen, CARD_BORDER, 45), `(${x}, ${y}) is ${JSON.stringify(seen)}`).toBe(true);
      expect(near(seen, TABLE, 40)).toBe(false);
    }
    // And the border is 4 mm of the card's 85.6: about 4.7 % of the width in from the left edge, then white.
    expect(near(pixel(image!, w * 0.08, h / 2), { r: 253, g: 253, b: 248 }, 30)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
