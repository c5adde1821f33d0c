import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import hiPages from '../../web/src/locales/pages/hi.json';
import { newIdentity, signInDirectly, type TestIdentity } from './accounts';
import { expectAccessible } from './accessibility';
import { giveCoins, uidOf } from './admin-api';
import { expectNoEnglish } from './english-left';
import { openPage, type WatchedPage } from './browser';
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

/** A signature on white paper as a phone sees it, 1400×500; `swing` moves its loops up or down (three signatures differ). */
async function signatureOnPaper(file: string, swing = 0): Promise<void> {
  const strokes = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="500">
    <rect width="1400" height="500" fill="#e9e6df"/>
    <path d="M200 320 C 260 ${120 + swing}, 330 420, 400 250 S 520 ${180 - swing}, 580 330 S 720 220, 800 300 C 880 360, 960 ${200 + swing}, 1100 280"
      fill="none" stroke="#14163a" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
  </svg>`;
  await sharp(Buffer.from(strokes)).jpeg({ quality: 88 }).toFile(file);
}

/**
 * A signature on white paper lying on a dark wooden table, 1600×1000, the table showing left and right of the
 * paper (x 400–1200) as a phone photo shows it (decision 0082). The strokes lie within x 560–1040, y 380–640.
 */
export async function signatureOnTable(file: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><pattern id="wood" width="48" height="1000" patternUnits="userSpaceOnUse"><rect width="48" height="1000" fill="#4a3424"/><rect x="9" width="7" height="1000" fill="#5c4230"/><rect x="31" width="4" height="1000" fill="#3b2a1c"/></pattern></defs>
    <rect width="1600" height="1000" fill="url(#wood)"/>
    <rect x="400" y="-40" width="800" height="1080" fill="#ebe8e1"/>
    <path d="M570 560 C 620 380, 690 400, 700 540 S 780 640, 830 470 C 870 390, 920 620, 960 500 S 1010 430, 1030 520"
      fill="none" stroke="#14163a" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
  </svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toFile(file);
}

/** Three different signatures on paper in `dir`, for a file of three (UPSC's). */
async function threeSignaturesOnPaper(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const swing of [0, 60, -60]) {
    const file = path.join(dir, `signature-${swing}.jpg`);
    await signatureOnPaper(file, swing);
    files.push(file);
  }
  return files;
}

/** In a slot's "Or crop each of the signatures": picks each file for its signature and accepts each crop dialog. */
export async function cropSignatureParts(page: Page, parts: Locator, files: readonly string[]): Promise<void> {
  for (const [i, file] of files.entries()) {
    const n = i + 1;
    await parts.getByLabel(`Signature ${n}`, { exact: true }).setInputFiles(file);
    const dialog = page.getByRole('dialog', { name: `Crop: signature ${n} of ${files.length}` });
    await dialog.waitFor();
    const ok = dialog.getByRole('button', { name: 'OK', exact: true });
    await expect.poll(() => ok.isEnabled(), { timeout: 20_000 }).toBe(true);
    await ok.click();
    await dialog.waitFor({ state: 'detached' });
    await parts.getByRole('img', { name: `Your crop of signature ${n}` }).waitFor();
  }
}

/** A new user signed in on the exam files screen with `coins` given by the admin, the page reloaded until its balance shows them. */
export async function openExamFilesWithCoins(
  browser: Browser,
  baseURL: string,
  label: string,
  coins: number,
  options: Parameters<typeof openPage>[1] = {},
): Promise<WatchedPage> {
  const watched = await openPage(browser, options);
  const { page } = watched;
  await signInDirectly(page, baseURL, newIdentity(label), '/ExamFiles');
  await giveCoins(browser, baseURL, await uidOf(page), coins);
  await page.reload({ waitUntil: 'networkidle' });
  await expect.poll(() => page.getByTestId('studio-balance').innerText(), { timeout: 15_000 }).toContain(String(coins));
  return watched;
}

/**
 * For a suite: a folder made before its tests and removed after them, holding one signature on paper and three
 * different ones (for a file of three); read the fields inside the tests.
 */
export function signaturesForSuite(prefix: string): { dir: string; signature: string; three: string[] } {
  const files = { dir: '', signature: '', three: [] as string[] };
  beforeAll(async () => {
    files.dir = await mkdtemp(path.join(tmpdir(), prefix));
    files.signature = path.join(files.dir, 'signature.jpg');
    await signatureOnPaper(files.signature);
    files.three = await threeSignaturesOnPaper(files.dir);
  });
  afterAll(() => rm(files.dir, { recursive: true, force: true }));
  return files;
}
