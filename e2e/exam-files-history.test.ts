import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { examByteWindow } from '@core/exam-files/exam-file-size';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import { fixturePath } from '../test/fixtures/fixture-path';
import hiPages from '../web/src/locales/pages/hi.json';
import { newIdentity, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { giveCoins, uidOf } from './support/admin-api';
import { launchBrowserForSuite, openPage } from './support/browser';
import { expectNoEnglish } from './support/english-left';
import { collectDownloads, pickAndCropExamFile, readDownloads, signaturesForSuite } from './support/exam-files-screen';
import { quoteOf } from './support/print-quote';
import { readSite } from './support/public-site';

const baseURL = inject('baseURL');
const phonePhoto = fixturePath('phone-portrait-3024x4032.jpg');
const presets = ['ssc-photo', 'ssc-signature'].map((id) => seedExamPresets.find((p) => p.id === id)!);

describe('exam files in History: titled by form and files, a thumbnail and a label kept in this browser, Download again (decision 0070)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));
  const files = signaturesForSuite('exam-history-e2e-');

  it(
    'a paid SSC pair shows in History as "SSC — photo, signature" with its thumbnail; a label is typed; Download again is free today; in Hindi at 360 px',
    { timeout: 150_000 },
    async () => {
      const identity = newIdentity('exam-history');
      const { page, context, problems } = await openPage(browser);
      await signInDirectly(page, baseURL, identity, '/ExamFiles');
      const uid = await uidOf(page);
      await giveCoins(browser, baseURL, uid, 12);
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => page.getByTestId('studio-balance').innerText(), { timeout: 15_000 }).toContain('12');

      // The SSC pair, paid with coins: two files downloaded.
      await pickAndCropExamFile(page, 'ssc-photo', phonePhoto, 'Crop: Photo');
      await pickAndCropExamFile(page, 'ssc-signature', files.signature, 'Crop: Signature');
      const pay = page.getByRole('button', { name: 'Pay and download', exact: true });
      await expect.poll(() => quoteOf(pay), { timeout: 15_000 }).toBe('10 coins');
      const downloads = collectDownloads(page);
      await pay.click();
      await page.getByText('Paid 10 coins. Coins left: 2.').waitFor({ timeout: 30_000 });
      await expect.poll(() => downloads.length, { timeout: 15_000 }).toBe(2);
      const paid = await readDownloads(downloads.splice(0), files.dir);

      // History: the row is titled by the form and its files, with the thumbnail this browser kept; no raw key anywhere.
      await page.goto(`${baseURL}/History`);
      await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
      const row = page.getByTestId('history-print').first();
      await expect.poll(() => row.getByRole('heading', { level: 2 }).innerText(), { timeout: 15_000 }).toBe('SSC — photo, signature');
      const thumbnail = row.getByRole('img', { name: 'Small picture of the files: SSC — photo, signature' });
      await thumbnail.waitFor();
      const shown = await thumbnail.evaluate((img: HTMLImageElement) => ({ complete: img.complete, width: img.naturalWidth, height: img.naturalHeight }));
      expect(shown.complete).toBe(true);
      expect(Math.max(shown.width, shown.height)).toBe(96);
      const listText = await page.getByRole('list', { name: 'Prints and purchases' }).innerText();
      for (const raw of ['exam-files', 'ssc-photo', 'ssc-signature', 'Layout']) expect(listText).not.toContain(raw);
      expect(await row.getByTestId('history-charge').innerText()).toBe('10 coins');

      // A customer label, typed on the row, kept in this browser across a reload.
      await row.getByLabel('Customer label').fill('Asha Devi, roll 42');
      await row.getByRole('button', { name: 'Save label' }).click();
      await row.getByText('Label saved in this browser.').waitFor();
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => row.getByTestId('history-customer').innerText(), { timeout: 15_000 }).toContain('Asha Devi, roll 42');

      // Download again: the same files, free today (the server says so), the balance unchanged.
      const [post] = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/exam-files' && response.request().method() === 'POST'),
        row.getByRole('button', { name: /^Download the files of .* again$/ }).click(),
      ]);
      expect(post.status()).toBe(200);
      expect(((await post.json()) as { receipt: unknown }).receipt).toMatchObject({ charge: 'reprint', coinsCharged: 0, balanceAfter: 2 });
      await page.getByText('Files downloaded again. Free reprint (paid earlier today)').waitFor({ timeout: 30_000 });
      await expect.poll(() => downloads.length, { timeout: 15_000 }).toBe(2);
      const again = await readDownloads(downloads, files.dir);
      expect([...again.keys()]).toEqual(['ssc-photo.jpg', 'ssc-signature.jpg']);
      for (const preset of presets) {
        const before = await sharp(paid.get(`${preset.id}.jpg`)!).metadata();
        const bytes = again.get(`${preset.id}.jpg`)!;
        const after = await sharp(bytes).metadata();
        expect([after.width, after.height, after.format]).toEqual([before.width, before.height, 'jpeg']);
        const { minBytes, maxBytes } = examByteWindow(preset);
        expect(bytes.length, preset.id).toBeGreaterThanOrEqual(minBytes);
        expect(bytes.length, preset.id).toBeLessThanOrEqual(maxBytes);
      }
      // The re-made files are a row of their own, with the same title, thumbnail and label; the coins are still 2.
      const rows = page.getByTestId('history-print');
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
      expect(await rows.first().getByTestId('history-charge').innerText()).toBe('Free reprint (paid earlier today)');
      expect(await rows.first().getByRole('heading', { level: 2 }).innerText()).toBe('SSC — photo, signature');
      await rows.first().getByTestId('history-thumbnail').waitFor();
      expect(await rows.first().getByTestId('history-customer').innerText()).toContain('Asha Devi, roll 42');
      await page.goto(`${baseURL}/Profile`);
      await expect.poll(() => page.getByTestId('profile-coins').innerText(), { timeout: 15_000 }).toBe('2');

      // The same History on a 360 px phone in Hindi: no English left but the data, axe clean, nothing wider than the screen.
      await page.evaluate(() => window.localStorage.setItem('lang', 'hi'));
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${baseURL}/History`);
      await page.getByRole('heading', { name: hiPages.history.heading, level: 1 }).waitFor({ timeout: 15_000 });
      await expect
        .poll(() => page.getByTestId('history-print').first().getByRole('heading', { level: 2 }).innerText(), { timeout: 15_000 })
        .toBe(`SSC — ${hiPages.examFiles.kindsInText.photo}, ${hiPages.examFiles.kindsInText.signature}`);
      await page.getByTestId('history-thumbnail').first().waitFor();
      const site = await readSite(baseURL);
      await expectNoEnglish(page, '/History in Hindi with exam files', {
        data: [site.brandName, identity.name, identity.email, uid, 'SSC', 'Asha Devi, roll 42'],
      });
      await expectAccessible(page, '/History in Hindi with exam files');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      // Logout forgets the kept crops: the row then says so plainly and offers the exam screen.
      await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
      await page.goto(`${baseURL}/Profile`);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await signInDirectly(page, baseURL, identity, '/History');
      await page.getByTestId('history-print').first().waitFor({ timeout: 15_000 });
      const notKept = page.getByTestId('history-exam-not-kept').first();
      await notKept.waitFor();
      expect(await notKept.innerText()).toContain('not kept in this browser');
      expect(await notKept.getByRole('link', { name: 'Open the exam files screen' }).getAttribute('href')).toBe('/ExamFiles');
      expect(await page.getByTestId('history-thumbnail').count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Download the files of/ }).count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
