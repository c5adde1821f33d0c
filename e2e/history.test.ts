import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fixturePath } from '../test/fixtures/fixture-path';
import { newIdentity, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { openStudioWithCoins } from './support/studio-with-coins';
import { launchBrowserForSuite } from './support/browser';
import { expectNoEnglish } from './support/english-left';
import { printSheet, receiptOf, recordPrintDialogs } from './support/print-sheet';
import { openPageIn, readSite } from './support/public-site';
import { pickAndCropPhoto } from './support/pick-and-crop-photo';

const baseURL = inject('baseURL');
const phonePhoto = fixturePath('phone-portrait-3024x4032.jpg');

/** How many crops this page's IndexedDB holds for Reprint (the History feature's own database). */
function keptCropCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('photo-print-kept');
        open.onupgradeneeded = () => {
          for (const name of ['crops', 'studio']) if (!open.result.objectStoreNames.contains(name)) open.result.createObjectStore(name);
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('crops').objectStore('crops').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

describe('History and reprints (decision 0040)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('prints a sheet, keeps the studio across a reload, lists it in History, reprints it free, and forgets the crops at logout', async () => {
    const identity = newIdentity('history');
    const { page, context, problems } = await openStudioWithCoins(browser, baseURL, identity, 10, 'en');

    await pickAndCropPhoto(page);
    await page.getByLabel('Sheet layout').selectOption('a4-12');
    const paid = await printSheet(page, 'Print');
    expect(paid.charge).toBe('coins');
    expect(paid.balanceAfter).toBe(5);

    // Reload: the cropped photo and the sheet are still there.
    await page.reload();
    await page.getByRole('heading', { name: 'Passport Size Photo' }).waitFor();
    await page.getByRole('img', { name: 'The cropped photo' }).first().waitFor();
    await expect.poll(() => page.getByLabel('Sheet layout').inputValue()).toBe('a4-12');
    await expect.poll(() => page.getByTestId('sheet-preview').locator('image').count()).toBe(12);
    // Back then Forward: the same.
    await page.goto(`${baseURL}/`);
    await page.goBack();
    await page.getByRole('img', { name: 'The cropped photo' }).first().waitFor();
    await expect.poll(() => page.getByLabel('Sheet layout').inputValue()).toBe('a4-12');
    expect(await keptCropCount(page)).toBe(1);

    // History lists the print with its charge, and offers Reprint: its crop is in this browser.
    await page.goto(`${baseURL}/History`);
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    const rows = page.getByTestId('history-print');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('12 photos · 35×45 mm · A4');
    expect(await rows.first().getByTestId('history-charge').innerText()).toBe('5 coins');
    await expectAccessible(page, 'History');

    await recordPrintDialogs(context);
    const reprint = rows.first().getByRole('button', { name: /^Reprint the print of / });
    const [post] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/prints' && response.request().method() === 'POST'),
      reprint.click(),
    ]);
    expect(await receiptOf(post)).toMatchObject({ charge: 'reprint', coinsCharged: 0, balanceAfter: 5 });
    await page.getByText('Free reprint (paid earlier today)').first().waitFor();
    // The reprint is a row of its own, newest first, and can itself be reprinted.
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().getByTestId('history-charge').innerText()).toBe('Free reprint (paid earlier today)');
    expect(
      await rows
        .first()
        .getByRole('button', { name: /^Reprint the print of / })
        .count(),
    ).toBe(1);
    expect(await keptCropCount(page)).toBe(1);

    // At 360 px the rows fit the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Profile shows the coins and the plan; logout forgets the crops.
    await page.goto(`${baseURL}/Profile`);
    await expect.poll(() => page.getByTestId('profile-coins').innerText()).toBe('5');
    expect(await page.getByTestId('profile-plan').innerText()).toBe('No plan');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await keptCropCount(page)).toBe(0);

    // Signed in again: the rows are there, the Reprint is not (the photo is no longer in this browser), nor the studio's photo.
    await signInDirectly(page, baseURL, identity, '/History');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    expect(await page.getByRole('button', { name: /^Reprint the print of / }).count()).toBe(0);
    await page.goto(`${baseURL}/PassportSizePhoto`);
    await page.getByRole('heading', { name: 'Passport Size Photo' }).waitFor();
    await page.getByTestId('sheet-preview').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('img', { name: 'The cropped photo' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('History and Forget now in Hindi, with no English left', async () => {
    const identity = newIdentity('history-hi');
    const site = await readSite(baseURL);
    const { page, context, problems } = await openPageIn(browser, 'hi');
    await signInDirectly(page, baseURL, identity, '/History');
    await page.getByRole('heading', { name: 'इतिहास', level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByText('पिछले 30 दिनों में कोई प्रिंट या ख़रीद नहीं।').waitFor();
    // A free sheet and a document print, made as the studios send them: their rows must read in Hindi too.
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrf' || cookie.name === '__Host-csrf')?.value ?? '';
    const photo = { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: readFileSync(phonePhoto) };
    const forms: Record<string, string>[] = [
      { service: 'passport-photo', mode: 'watermarked', layout: 'a4', size: '25x35', count: '8' },
      { service: 'single-side', mode: 'watermarked', docType: 'pan-card', layout: 'single', copies: '2' },
    ];
    for (const fields of forms) {
      const made = await context.request.post(`${baseURL}/api/v1/prints`, {
        headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
        multipart: { ...fields, front: photo },
      });
      // Every print answers its receipt (decision 0057).
      expect(made.status(), await made.text().catch(() => '')).toBe(201);
    }
    await page.reload();
    await expect.poll(() => page.getByTestId('history-print').count(), { timeout: 15_000 }).toBe(2);
    await page.getByRole('button', { name: 'अभी मिटाएँ' }).click();
    await page.getByText('इस ब्राउज़र में रखी फ़ोटो मिटा दी गईं।').waitFor();
    await expectNoEnglish(page, '/History', { data: [site.brandName, site.shop.address, identity.name, identity.email] });
    await expectAccessible(page, '/History in Hindi');
    expect(problems).toEqual([]);
    await context.close();
  });
});
