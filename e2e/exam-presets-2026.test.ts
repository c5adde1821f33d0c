import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { examByteWindow, meetsExamPixels } from '@core/exam-files/exam-file-size';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import { fixturePath } from '../test/fixtures/fixture-path';
import hiPages from '../web/src/locales/pages/hi.json';
import { newIdentity, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { adminIdentity, uidOf } from './support/admin-api';
import { launchBrowserForSuite, openPage } from './support/browser';
import {
  collectDownloads,
  cropSignatureParts,
  openExamFilesWithCoins,
  openHindiExamFiles,
  pickAndCropExamFile,
  readDownloads,
  signaturesForSuite,
} from './support/exam-files-screen';

const baseURL = inject('baseURL');
const phonePhoto = fixturePath('phone-portrait-3024x4032.jpg');
const jeePhoto = seedExamPresets.find((p) => p.id === 'jee-main-photo')!;
const jeeSignature = seedExamPresets.find((p) => p.id === 'jee-main-signature')!;
const upscSignature = seedExamPresets.find((p) => p.id === 'upsc-signature')!;

/** The runs of rows holding ink (pixels darker than half grey), top to bottom, ignoring runs of fewer than 3 rows. */
async function inkBands(jpeg: Buffer): Promise<Array<{ top: number; bottom: number }>> {
  const { data, info } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
  const bands: Array<{ top: number; bottom: number }> = [];
  let top = -1;
  for (let y = 0; y <= info.height; y += 1) {
    let inked = false;
    for (let x = 0; y < info.height && x < info.width && !inked; x += 1) inked = data[y * info.width + x]! < 128;
    if (inked && top < 0) top = y;
    if (!inked && top >= 0) {
      if (y - top >= 3) bands.push({ top, bottom: y - 1 });
      top = -1;
    }
  }
  return bands;
}

describe('the 2026 presets (docs/decisions/0058-exam-presets-2026.md)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));
  const files = signaturesForSuite('exam-presets-2026-e2e-');

  it('an operator makes JEE Main’s photo and signature: the rule’s year and source shown, both files inside their windows', async () => {
    const { page, context, problems } = await openExamFilesWithCoins(browser, baseURL, 'exam-nta', 20);

    const form = page.getByRole('combobox', { name: 'Exam or form' });
    await form.waitFor({ timeout: 15_000 });
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
    await pickAndCropExamFile(page, 'jee-main-signature', files.signature, 'Crop: Signature');

    const downloads = collectDownloads(page);
    const pay = page.getByRole('button', { name: 'Pay and download', exact: true });
    // The server's quote line (read from the page: it is the button's description, inside it or under it).
    await expect.poll(() => page.getByTestId('print-quote').innerText(), { timeout: 15_000 }).toMatch(/coins/);
    await pay.click();
    await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(2);
    const paid = await readDownloads(downloads, files.dir);
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

  it('an operator makes UPSC’s one file of three signatures from three separate crops (docs/decisions/0059-three-signatures-from-three-crops.md)', async () => {
    const { page, context, problems } = await openExamFilesWithCoins(browser, baseURL, 'exam-upsc', 20, {
      viewport: { width: 360, height: 740 },
      hasTouch: true,
    });
    await page.getByRole('combobox', { name: 'Exam or form' }).selectOption({ label: 'UPSC — Photo, Signature' });
    const slot = page.getByTestId('exam-slot-upsc-signature');
    expect(await slot.innerText()).toContain('crop each signature from its own picture');
    const parts = slot.getByTestId('exam-signature-parts');
    expect(await parts.locator('legend').innerText()).toBe('Or crop each of the 3 signatures');
    expect(await parts.getByRole('status').innerText()).toBe('0 of 3 signatures cropped.');

    await cropSignatureParts(page, parts, files.three);
    // The three are stacked into the file's own crop, shown where a single photo's crop would be.
    await expect.poll(() => parts.getByRole('status').innerText(), { timeout: 15_000 }).toBe('The 3 signatures are in the file above, one below the other.');
    await slot.getByRole('img', { name: 'Your crop of the signature' }).waitFor();
    await expectAccessible(page, 'UPSC’s signature made from three crops');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the exam screen at 360 px').toBeLessThanOrEqual(360);

    // UPSC's photo asks for a caption: its name is typed though only the signature is made now.
    await page.getByLabel('Name', { exact: true }).fill('ASHA DEVI');
    const downloads = collectDownloads(page);
    await expect.poll(() => page.getByTestId('print-quote').innerText(), { timeout: 15_000 }).toMatch(/coins/);
    await page.getByRole('button', { name: 'Pay and download', exact: true }).click();
    await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(1);
    const paid = await readDownloads(downloads, files.dir);
    const bytes = paid.get('upsc-signature.jpg')!;
    const { minBytes, maxBytes } = examByteWindow(upscSignature);
    expect(bytes.length).toBeGreaterThanOrEqual(minBytes);
    expect(bytes.length).toBeLessThanOrEqual(maxBytes);
    const meta = await sharp(bytes).metadata();
    expect(meetsExamPixels(upscSignature.pixels, upscSignature.dpi, { width: meta.width, height: meta.height }), `${meta.width}×${meta.height}`).toBe(true);
    // What the form's checker would see: three signatures, one below the other, white between them.
    const bands = await inkBands(bytes);
    expect(bands, JSON.stringify(bands)).toHaveLength(3);
    for (const [i, band] of bands.entries()) {
      expect(band.bottom - band.top, `signature ${i + 1}'s height`).toBeGreaterThan(meta.height / 12);
      if (i > 0) expect(band.top - bands[i - 1]!.bottom, `white above signature ${i + 1}`).toBeGreaterThan(meta.height / 40);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in Hindi at 360 px: NEET’s two photos titled by size, the sources and notes in Hindi, accessible', async () => {
    const { page, context, problems, check } = await openHindiExamFiles(browser, baseURL, 'exam-nta-hi');
    const form = page.getByRole('combobox', { name: hiPages.examFiles.choose.label });
    await form.waitFor({ timeout: 15_000 });
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
