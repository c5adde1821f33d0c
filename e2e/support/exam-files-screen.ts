import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import hiPages from '../../web/src/locales/pages/hi.json';
import { newIdentity, signInDirectly, type TestIdentity } from './accounts';
import { expectAccessible } from './accessibility';
import { uidOf } from './admin-api';
import { expectNoEnglish } from './english-left';
import type { WatchedPage } from './browser';
import { openPageIn, readSite } from './public-site';

/** Picks a picture for one of the form's files and accepts the crop dialog as it opens. */
export async function pickAndCropExamFile(page: Page, slotId: string, file: string, dialogName: string, ok = 'OK'): Promise<void> {
  const slot = page.getByTestId(`exam-slot-${slotId}`);
  await slot.locator('input[type="file"]').setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  const button = dialog.getByRole('button', { name: ok, exact: true });
  await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
  await button.click();
  await dialog.waitFor({ state: 'detached' });
  await slot.locator('img').waitFor();
}

/** Every download the page starts from now on, in order. */
export function collectDownloads(page: Page): Download[] {
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  return downloads;
}

/** Saves each download into `dir` (under a name no other call reuses) and reads it back: file name → bytes, in order. */
export async function readDownloads(from: readonly Download[], dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const download of from) {
    const target = path.join(dir, `${Date.now()}-${files.size}-${download.suggestedFilename()}`);
    await download.saveAs(target);
    files.set(download.suggestedFilename(), await readFile(target));
  }
  return files;
}

export interface HindiExamFilesScreen extends WatchedPage {
  identity: TestIdentity;
  /** No English left (but the data), accessible (axe), nothing wider than the 360 px phone. */
  check: (where: string) => Promise<void>;
}

/**
 * Signs a new user in on a 360 px touch phone in Hindi and opens the exam files screen, settled. `data`
 * adds to what may stay English: the brand, the user's name, email and uid, the presets' forms, sources
 * and notes as the admin keeps them (the Hindi ones keep sites' names and units in Latin letters), and the exam
 * names as the forms write them.
 */
export async function openHindiExamFiles(browser: Browser, baseURL: string, label: string, data: readonly string[] = []): Promise<HindiExamFilesScreen> {
  const site = await readSite(baseURL);
  const identity = newIdentity(label);
  const watched = await openPageIn(browser, 'hi', { viewport: { width: 360, height: 740 }, hasTouch: true });
  const { page } = watched;
  await signInDirectly(page, baseURL, identity, '/ExamFiles');
  await page.getByRole('heading', { level: 1, name: hiPages.examFiles.heading }).waitFor({ timeout: 15_000 });
  await page.getByTestId('exam-slot-ssc-photo').waitFor();
  await page.waitForLoadState('networkidle');
  const english = [
    site.brandName,
    identity.name,
    identity.email,
    await uidOf(page),
    ...seedExamPresets.flatMap((p) => [p.form, p.source, p.note, p.formHi, p.sourceHi, p.noteHi]),
    'SSC',
    'IBPS',
    'SBI',
    'UPSC',
    ...data,
  ];
  const check = async (where: string) => {
    await expectNoEnglish(page, where, { data: english });
    await expectAccessible(page, where);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where}: wider than 360 px`).toBeLessThanOrEqual(360);
  };
  return { ...watched, identity, check };
}
