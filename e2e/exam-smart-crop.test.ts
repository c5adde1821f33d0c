import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { examHeadRuleFor, examPhotoSize } from '@core/face/head-rules';
import { fixturePath } from '../test/fixtures/fixture-path';
import hiPages from '../web/src/locales/pages/hi.json';
import { newIdentity, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { giveCoins, uidOf } from './support/admin-api';
import { CHIN, CROWN, findMarker, type Rgb } from './support/face-markers';
import { launchBrowserForSuite, openPage } from './support/browser';
import { collectDownloads, openHindiExamFiles, readDownloads, signatureOnTable } from './support/exam-files-screen';
import { quoteOf } from './support/print-quote';

const baseURL = inject('baseURL');

/** SSC's photo (the older pattern, decision 0058): 276×354 px, a portrait, so 35×45 mm's head rule at its aspect (head 32–36 of 45 mm, crown 3–5 mm below the top). */
const SSC = { width: 276, height: 354 };
const sscSize = examPhotoSize(SSC.width / SSC.height);
const rule = examHeadRuleFor(SSC.width / SSC.height);

type Xy = [number, number];
const marks = (JSON.parse(readFileSync(fixturePath('face-marks.json'), 'utf8')) as Record<string, { width: number; crown: Xy; chin: Xy }>)[
  'portrait-astronaut.png'
]!;

/** The 12 MP fixture is the 512 px portrait scaled to 3024 px wide and padded 504 px above and below (test/fixtures/README.md). */
const FIXTURE_SCALE = 3024 / marks.width;
const FIXTURE_TOP = 504;

/** The 12 MP phone fixture with the hand-marked crown and chin drawn on (marker dots small beside the face). */
async function markedPhonePhoto(file: string): Promise<void> {
  const at = ([x, y]: Xy) => [x * FIXTURE_SCALE, y * FIXTURE_SCALE + FIXTURE_TOP];
  const dot = (point: Xy, { r, g, b }: Rgb) => {
    const [cx, cy] = at(point);
    return `<circle cx="${cx}" cy="${cy}" r="20" fill="rgb(${r},${g},${b})"/>`;
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3024" height="4032">${dot(marks.crown, CROWN)}${dot(marks.chin, CHIN)}</svg>`;
  await sharp(fixturePath('phone-portrait-3024x4032.jpg'))
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 92 })
    .toFile(file);
}

/** A picture shown on the page, as PNG bytes (the CSP lets no script fetch a blob: URL; a canvas reads it losslessly). */
async function shownPicture(img: Locator): Promise<Buffer> {
  const url = await img.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    canvas.getContext('2d')!.drawImage(element, 0, 0);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

/** The head in a crop, in mm of the nominal size its rule is read at (45 mm high for SSC's portrait). */
async function measureHead(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const image = { data, width: info.width, height: info.height, channels: info.channels };
  const crown = findMarker(image, CROWN);
  const chin = findMarker(image, CHIN);
  expect({ crown, chin }, 'both markers in the crop').toEqual({ crown: expect.anything(), chin: expect.anything() });
  const mm = sscSize.height / image.height;
  return {
    pixels: { width: image.width, height: image.height },
    headMm: (chin!.y - crown!.y) * mm,
    crownGapMm: crown!.y * mm,
    centreMm: ((crown!.x + chin!.x) / 2) * mm,
  };
}

/**
 * The mean of the top corners' 6×6 pixels (greyscale): 255 is white. A passport-style crop's top corners are
 * background beside the head; its bottom corners are the shoulders (the person, kept as they are).
 */
async function cornerGreys(picture: Buffer): Promise<number[]> {
  const { data, info } = await sharp(picture).greyscale().raw().toBuffer({ resolveWithObject: true });
  const mean = (left: number, top: number) => {
    let sum = 0;
    for (let y = top; y < top + 6; y += 1) for (let x = left; x < left + 6; x += 1) sum += data[y * info.width + x]!;
    return sum / 36;
  };
  return [mean(0, 0), mean(info.width - 6, 0)];
}

/** Picks the photo for SSC; the dialog finds the face, then OK is pressed. Returns what the dialog said. */
async function pickPhoto(page: Page, file: string, dialogName: string, ok: string) {
  await page.getByTestId('exam-slot-ssc-photo').locator('input[type="file"]').setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  const status = dialog.getByTestId('face-status');
  await expect.poll(() => status.getAttribute('data-status'), { timeout: 30_000 }).not.toBe('finding');
  const button = dialog.getByRole('button', { name: ok, exact: true });
  await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
  const said = {
    status: await status.getAttribute('data-status'),
    text: await status.innerText(),
    guides: { crown: await dialog.getByTestId('guide-crown').count(), chin: await dialog.getByTestId('guide-chin').count() },
  };
  return { dialog, button, said };
}

describe('the exam photo reuses the smart crop (decision 0046)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));
  let work: string;
  let photo: string;
  let onTable: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'exam-smart-crop-'));
    photo = path.join(work, 'marked-phone-portrait.jpg');
    onTable = path.join(work, 'signature-on-a-table.jpg');
    await Promise.all([markedPhonePhoto(photo), signatureOnTable(onTable)]);
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it("SSC's photo opens on the face with the head by the rule; with White background on, the downloaded file's corners are white", async () => {
    const { page, context, problems } = await openPage(browser);
    await signInDirectly(page, baseURL, newIdentity('exam-smart-crop'), '/');
    await giveCoins(browser, baseURL, await uidOf(page), 12);
    await page.goto(`${baseURL}/ExamFiles`, { waitUntil: 'networkidle' });
    await page.getByTestId('exam-slot-ssc-photo').waitFor({ timeout: 15_000 });

    const { dialog, button, said } = await pickPhoto(page, photo, 'Crop: Photo', 'OK');
    expect(said.status).toBe('found');
    expect(said.text).toContain("The frame is on the face, sized for this form's photo.");
    expect(said.text).toContain('The two lines show where the top of the head and the chin should be.');
    expect(said.guides).toEqual({ crown: 1, chin: 1 });
    await expectAccessible(page, 'the exam crop dialog on the face');
    await button.click();
    await dialog.waitFor({ state: 'detached' });

    // The crop as uploaded (the slot's thumbnail is that PNG): the file's exact pixels, the head by the rule.
    const slot = page.getByTestId('exam-slot-ssc-photo');
    const thumb = slot.getByRole('img');
    await thumb.waitFor();
    const cropped = await shownPicture(thumb);
    const head = await measureHead(cropped);
    console.info(
      `SSC photo from the 12 MP phone photo: ${head.pixels.width}×${head.pixels.height} px, head ${head.headMm.toFixed(2)} of ${sscSize.height} mm, crown gap ${head.crownGapMm.toFixed(2)} mm, centre ${head.centreMm.toFixed(2)} of ${sscSize.width.toFixed(2)} mm`,
    );
    expect(head.pixels).toEqual(SSC);
    expect(head.headMm).toBeGreaterThanOrEqual(rule.head.min);
    expect(head.headMm).toBeLessThanOrEqual(rule.head.max);
    expect(head.crownGapMm).toBeGreaterThanOrEqual(rule.crownGap.min);
    expect(head.crownGapMm).toBeLessThanOrEqual(rule.crownGap.max);
    expect(Math.abs(head.centreMm - sscSize.width / 2)).toBeLessThanOrEqual(1.5);
    // As cropped, the top corners are the photo's own background (a grey wall), not white.
    const croppedCorners = await cornerGreys(cropped);
    console.info(`as cropped: top corners ${croppedCorners.map((g) => g.toFixed(1)).join(', ')}`);
    for (const grey of croppedCorners) expect(grey).toBeLessThan(235);

    // A signature is never searched for a face: its dialog has no face notice and no guide lines.
    await page.getByTestId('exam-slot-ssc-signature').locator('input[type="file"]').setInputFiles(photo);
    const signDialog = page.getByRole('dialog', { name: 'Crop: Signature' });
    await signDialog.waitFor();
    await expect.poll(() => signDialog.getByRole('button', { name: 'OK', exact: true }).isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await signDialog.getByTestId('face-status').count()).toBe(0);
    expect(await signDialog.getByTestId('guide-crown').count()).toBe(0);
    await signDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await signDialog.waitFor({ state: 'detached' });

    // White background: off by default, with the same caveat as the passport studio.
    const toggle = slot.getByRole('switch', { name: 'White background' });
    expect(await toggle.isChecked()).toBe(false);
    expect(await slot.getByTestId('white-background').innerText()).toContain('Some uses refuse edited photos');
    await toggle.check();
    await slot.getByTestId('white-background-done').waitFor({ timeout: 90_000 });
    expect(await slot.getByTestId('white-background-done').innerText()).toBe(
      'The background is white. The picture above is the one the file will be made from.',
    );
    // The thumbnail shows the white picture (once the browser has loaded its new source).
    const whiteUrl = await slot.getByRole('img').getAttribute('src');
    await expect.poll(() => slot.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const whiteThumb = await shownPicture(slot.getByRole('img'));
    console.info(`white thumbnail ${whiteUrl}: corners ${(await cornerGreys(whiteThumb)).map((g) => g.toFixed(1)).join(', ')}`);
    expect((await sharp(whiteThumb).metadata()).width).toBe(SSC.width);
    for (const grey of await cornerGreys(whiteThumb)) expect(grey).toBeGreaterThan(245);
    await expectAccessible(page, 'the exam photo with a white background');

    // Paid and downloaded: the file made from the white picture, at the preset's exact pixels, corners white.
    const downloads = collectDownloads(page);
    // Pay is described by the server's quote, the line under it.
    const pay = page.getByRole('button', { name: 'Pay and download', exact: true });
    await expect.poll(() => quoteOf(pay), { timeout: 15_000 }).toBe('5 coins');
    await pay.click();
    await page.getByText('Paid 5 coins. Coins left: 7.').waitFor({ timeout: 30_000 });
    await expect.poll(() => downloads.length, { timeout: 15_000 }).toBe(1);
    const saved = await readDownloads(downloads, work);
    expect([...saved.keys()]).toEqual(['ssc-photo.jpg']);
    const file = saved.get('ssc-photo.jpg')!;
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', SSC.width, SSC.height]);
    const corners = await cornerGreys(file);
    console.info(`downloaded SSC photo with a white background: corners ${corners.map((g) => g.toFixed(1)).join(', ')}`);
    for (const grey of corners) expect(grey).toBeGreaterThan(240);
    // The face is still there: the middle is not white.
    const middle = await sharp(file).extract({ left: 80, top: 80, width: 40, height: 40 }).greyscale().stats();
    expect(middle.channels[0]!.mean).toBeLessThan(220);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('a signature photographed on paper on a table opens on its ink, with paper round it and none of the table (decision 0082)', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInDirectly(page, baseURL, newIdentity('exam-signature-ink'), '/ExamFiles');
    const slot = page.getByTestId('exam-slot-ssc-signature');
    await slot.waitFor({ timeout: 15_000 });
    await slot.locator('input[type="file"]').setInputFiles(onTable);
    const dialog = page.getByRole('dialog', { name: 'Crop: Signature' });
    await dialog.waitFor();
    const ok = dialog.getByRole('button', { name: 'OK', exact: true });
    await expect.poll(() => ok.isEnabled(), { timeout: 20_000 }).toBe(true);
    await ok.click();
    await dialog.waitFor({ state: 'detached' });
    // The crop as uploaded (the slot's thumbnail is that PNG): paper at every edge, the strokes inside.
    const thumb = slot.getByRole('img');
    await thumb.waitFor();
    const { data, info } = await sharp(await shownPicture(thumb))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[y * info.width + x]!;
    const edge = [
      ...[...Array(info.width).keys()].flatMap((x) => [at(x, 0), at(x, info.height - 1)]),
      ...[...Array(info.height).keys()].flatMap((y) => [at(0, y), at(info.width - 1, y)]),
    ];
    expect(edge.filter((v) => v > 180).length / edge.length, 'edge pixels that are paper, not the table').toBeGreaterThanOrEqual(0.98);
    const dark = Uint8Array.from(data).filter((v) => v < 90).length / data.length;
    expect(dark, 'the strokes are in the crop').toBeGreaterThan(0.005);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in Hindi at 360 px: the face messages, guides and switch, no English left, accessible', async () => {
    const { page, context, problems, check } = await openHindiExamFiles(browser, baseURL, 'exam-smart-crop-hi');

    const { dialog, button, said } = await pickPhoto(page, photo, `काटें: ${hiPages.examFiles.kinds.photo}`, hiPages.examFiles.crop.ok);
    expect(said.status).toBe('found');
    expect(said.text).toContain(hiPages.examFiles.crop.face.found);
    expect(said.text).toContain(hiPages.studio.crop.face.guides);
    expect(said.guides).toEqual({ crown: 1, chin: 1 });
    await check('the Hindi exam crop dialog on the face');
    await button.click();
    await dialog.waitFor({ state: 'detached' });

    const slot = page.getByTestId('exam-slot-ssc-photo');
    await slot.getByRole('switch', { name: hiPages.studio.whiteBackground.label }).check();
    await slot.getByTestId('white-background-done').waitFor({ timeout: 90_000 });
    expect(await slot.getByTestId('white-background-done').innerText()).toBe(hiPages.examFiles.whiteBackground.done);
    await check('the Hindi exam photo with a white background');

    expect(problems).toEqual([]);
    await context.close();
  });
});
