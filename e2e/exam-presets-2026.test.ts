import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { examByteWindow, meetsExamPixels } from '@core/exam-files/exam-file-size';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import { fixturePath } from '../test/fixtures/fixture-path';
import hiPages from '../web/src/locales/pages/hi.json';
import { newIdentity, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { adminIdentity, giveCoins, uidOf } from './support/admin-api';
import { launchBrowserForSuite, openPage } from './support/browser';
import { collectDownloads, openHindiExamFiles, pickAndCropExamFile, readDownloads } from './support/exam-files-screen';

const baseURL = inject('baseURL');
const phonePhoto = fixturePath('phone-portrait-3024x4032.jpg');
const jeePhoto = seedExamPresets.find((p) => p.id === 'jee-main-photo')!;
const jeeSignature = seedExamPresets.find((p) => p.id === 'jee-main-signature')!;

/** A signature on white paper as a phone sees it, 1400×500. */
async function signatureOnPaper(file: string): Promise<void> {
  const strokes = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="500">
    <rect width="1400" height="500" fill="#e9e6df"/>
    <path d="M200 320 C 260 120, 330 420, 400 250 S 520 180, 580 330 S 720 220, 800 300 C 880 360, 960 200, 1100 280"
      fill="none" stroke="#14163a" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
  </svg>`;
  await sharp(Buffer.from(strokes)).jpeg({ quality: 88 }).toFile(file);
}

describe('the 2026 presets (docs/decisions/0058-exam-presets-2026.md)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));
  let work: string;
  let signature: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'exam-presets-2026-e2e-'));
    signature = path.join(work, 'signature.jpg');
    await signatureOnPaper(signature);
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('an operator makes JEE Main’s photo and signature: the rule’s year and source shown, both files inside their windows', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInDirectly(page, baseURL, newIdentity('exam-nta'), '/ExamFiles');
    await giveCoins(browser, baseURL, await uidOf(page), 20);
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('studio-balance').innerText(), { timeout: 15_000 }).toContain('20');

    const form = page.getByRole('combobox', { name: 'Exam or form' });
    const options = await form.locator('option').allInnerTexts();
    for (const nta of ['JEE Main (NTA) — Photo, Signature', 'NEET UG (NTA) — Photo, Photo, Signature', 'CUET UG (NTA) — Photo, Signature']) {
      expect(options).toContain(nta);
    }
    await form.selectOption({ label: 'JEE Main (NTA) — Photo, Signature' });
    const photoSlot = page.getByTestId('exam-slot-jee-main-photo');
    const signatureSlot = page.getByTestId('exam-slot-jee-main-signature');
    const photoText = await photoSlot.innerText();
    expect(photoText).toContain('276×354 px (35×45 mm at 200 dpi), 10–200 KB');
    expect(photoText).toContain('2026 rule');
    expect(photoText).toContain('November 2026');
    expect(photoText).toContain('Face about 80 %');
    expect(await photoSlot.getByRole('link', { name: jeePhoto.source }).getAttribute('href')).toBe(jeePhoto.sourceUrl);
    expect(await signatureSlot.innerText()).toContain('140×60 to 1000×500 px, 10–100 KB');
    expect(await signatureSlot.innerText()).toContain('10–100 KB in 2026 (10–50 KB in 2025)');

    // Checked before the crops: with them the Pay button's quote shows, whose name is being fixed beside this change.
    await expectAccessible(page, 'the JEE Main pair’s rules');

    await pickAndCropExamFile(page, 'jee-main-photo', phonePhoto, 'Crop: Photo');
    expect(await photoSlot.innerText()).toContain('Cropped to 276×354 pixels.');
    await pickAndCropExamFile(page, 'jee-main-signature', signature, 'Crop: Signature');

    const downloads = collectDownloads(page);
    const pay = page.getByRole('button', { name: 'Pay and download', exact: true });
    // The server's quote line (read from the page: it is the button's description, inside it or under it).
    await expect.poll(() => page.getByTestId('print-quote').innerText(), { timeout: 15_000 }).toMatch(/coins/);
    await pay.click();
    await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(2);
    const paid = await readDownloads(downloads, work);
    expect([...paid.keys()]).toEqual(['jee-main-photo.jpg', 'jee-main-signature.jpg']);
    for (const preset of [jeePhoto, jeeSignature]) {
      const bytes = paid.get(`${preset.id}.jpg`)!;
      const { minBytes, maxBytes } = examByteWindow(preset);
      expect(bytes.length, preset.id).toBeGreaterThanOrEqual(minBytes);
      expect(bytes.length, preset.id).toBeLessThanOrEqual(maxBytes);
      const meta = await sharp(bytes).metadata();
      expect(meta.format, preset.id).toBe('jpeg');
      expect(meetsExamPixels(preset.pixels, preset.dpi, { width: meta.width, height: meta.height }), `${preset.id} ${meta.width}×${meta.height}`).toBe(true);
      expect(meta.density, preset.id).toBe(preset.dpi);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in Hindi at 360 px: NEET’s two photos titled by size, the sources and notes in Hindi, accessible', async () => {
    const { page, context, problems, check } = await openHindiExamFiles(browser, baseURL, 'exam-nta-hi');
    const form = page.getByRole('combobox', { name: hiPages.examFiles.choose.label });
    const neet = (await form.locator('option').allInnerTexts()).find((o) => o.startsWith('NEET UG (NTA)'))!;
    await form.selectOption({ label: neet });
    const postcard = page.getByTestId('exam-slot-neet-ug-postcard-photo');
    await postcard.waitFor();
    const postcardPreset = seedExamPresets.find((p) => p.id === 'neet-ug-postcard-photo')!;
    expect(await postcard.getByRole('heading', { level: 3 }).innerText()).toBe(`${hiPages.examFiles.kinds.photo}, 800×1200 px (200 dpi पर 101.6×152.4 mm)`);
    expect(await postcard.innerText()).toContain(postcardPreset.noteHi);
    expect(await postcard.innerText()).toContain(postcardPreset.sourceHi);
    expect(await postcard.innerText()).toContain('2025 का नियम');
    await check('NEET UG’s files in Hindi');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an operator’s “Rule looks wrong?” note on a preset reaches the admin console’s list', async () => {
    const operator = await openPage(browser);
    const identity = newIdentity('exam-note');
    await signInDirectly(operator.page, baseURL, identity, '/ExamFiles');
    const uid = await uidOf(operator.page);
    const form = operator.page.getByRole('combobox', { name: 'Exam or form' });
    await form.selectOption({ label: 'CUET UG (NTA) — Photo, Signature' });
    const report = operator.page.getByTestId('exam-report-cuet-ug-signature');
    await report.getByText('Rule looks wrong?').click();
    expect(await report.getByLabel('Which form (and year)').inputValue()).toBe('CUET UG (NTA)');
    await report.getByLabel('Which form (and year)').fill('CUET UG 2027');
    await report.getByRole('button', { name: 'Send to the admin' }).click();
    // Nothing typed in "what it asks for now": refused at the field, nothing sent.
    await report.getByText('Say what the form asks for now.').waitFor();
    await report.getByLabel('What the form asks for now').fill('Signature 10–30 KB from the 2027 bulletin.');
    await report.getByLabel('Link to where it says so (optional)').fill('https://cuet.nta.nic.in/');
    await expectAccessible(operator.page, 'the note on a preset, filled');
    await report.getByRole('button', { name: 'Send to the admin' }).click();
    await report.getByText('Thank you. The admin will check the rule.').waitFor({ timeout: 15_000 });
    expect(operator.problems).toEqual([]);
    await operator.context.close();

    const admin = await openPage(browser, { viewport: { width: 360, height: 740 }, hasTouch: true });
    await signInDirectly(admin.page, baseURL, adminIdentity, '/admin');
    const notes = admin.page.getByTestId('admin-preset-notes');
    const card = notes.locator('.admin-card').filter({ hasText: uid });
    await card.waitFor({ timeout: 15_000 });
    const text = await card.innerText();
    expect(text).toContain('cuet-ug-signature, version 1');
    expect(text).toContain('Form: CUET UG 2027');
    expect(text).toContain('Signature 10–30 KB from the 2027 bulletin.');
    expect(await card.getByRole('link', { name: 'Where it says so' }).getAttribute('href')).toBe('https://cuet.nta.nic.in/');
    await expectAccessible(admin.page, 'the admin console with a preset note');
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth), 'the admin console at 360 px').toBeLessThanOrEqual(360);
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });
});
