import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { headRuleFor } from '@core/face/head-rules';
import { passportPhoto } from '@core/layout/papers';
import { fixturePath } from '../test/fixtures/fixture-path';
import { inspectPdf } from '../server/test/support/inspect-pdf';
import { newIdentity, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { CHIN, CROWN, findMarker, type Rgb } from './support/face-markers';
import { launchBrowserForSuite, openPage, type WatchedPage } from './support/browser';
import { expectNoEnglish } from './support/english-left';
import { printSheet } from './support/print-sheet';
import { openPageIn, readSite } from './support/public-site';

const baseURL = inject('baseURL');
const rule = headRuleFor(passportPhoto);

type Xy = [number, number];
interface Marks {
  width: number;
  height: number;
  crown: Xy;
  chin: Xy;
  leftEye: Xy;
  rightEye: Xy;
}
const marks = (JSON.parse(readFileSync(fixturePath('face-marks.json'), 'utf8')) as Record<string, Marks>)['portrait-astronaut.png']!;

/** The eye line's marker colour, beside CROWN's and CHIN's (support/face-markers), drawn on the portrait at the hand-marked points; they travel with it through every variant. */
const EYE_LINE = { r: 0, g: 0, b: 255 };

/** Two points on the eye line (through both pupils), beyond the face on either side, so the markers leave the eyes alone. */
function eyeLineMarks(): [Xy, Xy] {
  const [x1, y1] = marks.leftEye;
  const [x2, y2] = marks.rightEye;
  const at = (x: number): Xy => [x, y1 + ((x - x1) * (y2 - y1)) / (x2 - x1)];
  return [at(x1 - 54), at(x2 + 54)];
}
/** The portrait's own eye line tilt, degrees clockwise: the crop levels it, so a variant turned by t is straightened by −(t + this). */
const OWN_TILT = (Math.atan2(marks.rightEye[1] - marks.leftEye[1], marks.rightEye[0] - marks.leftEye[0]) * 180) / Math.PI;

/** The astronaut portrait at `side` px with the markers drawn on at that size (PNG): big enough to survive JPEG, small beside the face. */
async function markedPortrait(side: number): Promise<Buffer> {
  const scale = side / marks.width;
  const radius = Math.max(2.5, 3.5 * scale);
  const dot = ([x, y]: Xy, { r, g, b }: Rgb) => `<circle cx="${x * scale}" cy="${y * scale}" r="${radius}" fill="rgb(${r},${g},${b})"/>`;
  const [left, right] = eyeLineMarks();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">${dot(marks.crown, CROWN)}${dot(marks.chin, CHIN)}${dot(left, EYE_LINE)}${dot(right, EYE_LINE)}</svg>`;
  return sharp(fixturePath('portrait-astronaut.png'))
    .resize(side, side)
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}

const FRAME = { width: 3024, height: 4032 };
const WALL = { r: 184, g: 184, b: 176 };

/** A 12 MP phone-sized frame (portrait, or landscape) with `layers` placed on it, as a JPEG. */
async function framed(
  layers: Array<{ input: Buffer; left: number; top: number }>,
  file: string,
  options: { exifRightTurn?: boolean; landscape?: boolean } = {},
) {
  const frame = options.landscape ? { width: FRAME.height, height: FRAME.width } : FRAME;
  const flat = await sharp({ create: { ...frame, channels: 3, background: WALL } })
    .composite(layers)
    .jpeg({ quality: 92 })
    .toBuffer();
  if (options.exifRightTurn) {
    // Stored on its side (turned a quarter left) with EXIF orientation 6: shown upright by anything that reads EXIF, as phones save photos.
    await sharp(flat).rotate(270).withMetadata({ orientation: 6 }).jpeg({ quality: 92 }).toFile(file);
  } else {
    await sharp(flat).toFile(file);
  }
}

/** The crop as uploaded (the studio's thumbnail is that JPEG), measured in mm of the 35×45 mm photo by its markers. */
async function measureCrop(page: Page) {
  // The page's CSP lets no script fetch a blob: URL; the thumbnail's pixels are read through a canvas instead (lossless PNG).
  const png = await page
    .getByRole('img', { name: 'The cropped photo' })
    .first()
    .evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d')!.drawImage(img, 0, 0);
      return canvas.toDataURL('image/png');
    });
  const pngBytes = Buffer.from(png.slice(png.indexOf(',') + 1), 'base64');
  const { data, info } = await sharp(pngBytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const image = { data, width: info.width, height: info.height, channels: info.channels };
  const crown = findMarker(image, CROWN);
  const chin = findMarker(image, CHIN);
  const middle = image.width / 2;
  const eyeLeft = findMarker(image, EYE_LINE, (x) => x < middle);
  const eyeRight = findMarker(image, EYE_LINE, (x) => x >= middle);
  expect({ crown, chin, eyeLeft, eyeRight }, 'all four markers in the crop').toEqual({
    crown: expect.anything(),
    chin: expect.anything(),
    eyeLeft: expect.anything(),
    eyeRight: expect.anything(),
  });
  const mm = passportPhoto.height / image.height;
  return {
    png: pngBytes,
    pixels: { width: image.width, height: image.height },
    headMm: (chin!.y - crown!.y) * mm,
    crownGapMm: crown!.y * mm,
    /** The head's middle (crown and chin markers) from the photo's left edge. */
    centreMm: ((crown!.x + chin!.x) / 2) * mm,
    eyeLineDegrees: (Math.atan2(eyeRight!.y - eyeLeft!.y, eyeRight!.x - eyeLeft!.x) * 180) / Math.PI,
  };
}

/** The angle the straighten control shows, as a number (+1.5°, −10.5°, 0.0°). */
async function straightenAngle(page: Page): Promise<number> {
  const text = (await page.getByTestId('straighten-angle').innerText()).replace('°', '').replace('−', '-').replace('+', '');
  return Number(text);
}

async function pick(page: Page, file: string) {
  await page.locator('input[type="file"]').setInputFiles(file);
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const status = dialog.getByTestId('face-status');
  await expect.poll(() => status.getAttribute('data-status'), { timeout: 30_000 }).not.toBe('finding');
  const ok = dialog.getByRole('button', { name: /^(OK|ठीक है)$/ });
  await expect.poll(() => ok.isEnabled(), { timeout: 20_000 }).toBe(true);
  return { dialog, status, ok };
}

/** Picks the photo, lets `before` act in the dialog (choose a face), then OK; measures the crop that prints. */
async function cropAndMeasure(page: Page, file: string, before?: (dialog: Locator, status: Locator) => Promise<void>) {
  const { dialog, status, ok } = await pick(page, file);
  if (before) await before(dialog, status);
  const found = await status.getAttribute('data-status');
  const angle = await straightenAngle(page);
  const guides = { crown: await dialog.getByTestId('guide-crown').count(), chin: await dialog.getByTestId('guide-chin').count() };
  const notice = await status.innerText();
  await ok.click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('img', { name: 'The cropped photo' }).first().waitFor();
  const crop = await measureCrop(page);
  console.info(
    `face crop of ${path.basename(file)}: ${found}, straighten ${angle}°, head ${crop.headMm.toFixed(2)} mm, crown gap ${crop.crownGapMm.toFixed(2)} mm, centre ${crop.centreMm.toFixed(2)} mm, eye line ${crop.eyeLineDegrees.toFixed(2)}°, ${crop.pixels.width}×${crop.pixels.height} px`,
  );
  return { found, angle, guides, notice, crop };
}

/** The 35×45 mm rule, the eye line held to `levelDegrees` (1° by default: tighter than the rule's 2°). */
function expectByTheRule(crop: Awaited<ReturnType<typeof measureCrop>>, levelDegrees = 1) {
  expect(crop.headMm).toBeGreaterThanOrEqual(rule.head.min);
  expect(crop.headMm).toBeLessThanOrEqual(rule.head.max);
  expect(crop.crownGapMm).toBeGreaterThanOrEqual(rule.crownGap.min);
  expect(crop.crownGapMm).toBeLessThanOrEqual(rule.crownGap.max);
  expect(Math.abs(crop.centreMm - passportPhoto.width / 2)).toBeLessThanOrEqual(1.5);
  expect(Math.abs(crop.eyeLineDegrees)).toBeLessThanOrEqual(levelDegrees);
}

describe('the face-aware passport crop (decision 0043)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));
  let dir: string;
  const file = (name: string) => path.join(dir, name);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'face-crop-'));
    const large = await markedPortrait(2048);
    // Off-centre in a large frame: the face right of the middle, high up.
    await framed([{ input: large, left: 900, top: 300 }], file('off-centre.jpg'));
    // The same, stored on its side with an EXIF turn.
    await framed([{ input: large, left: 900, top: 300 }], file('exif-rotated.jpg'), { exifRightTurn: true });
    // Tilted 8° clockwise.
    const tilted = await sharp(large).rotate(8, { background: WALL }).png().toBuffer();
    await framed([{ input: tilted, left: 350, top: 500 }], file('tilted-8.jpg'));
    // Scaled small: a 320 px portrait (low resolution for print).
    await sharp(await markedPortrait(320)).toFile(file('small.png'));
    // Further away: a 1200 px portrait in a landscape 12 MP frame (the face about 270 px across): found on the finder's closer second look.
    await framed([{ input: await markedPortrait(1200), left: 1400, top: 900 }], file('far.jpg'), { landscape: true });
    // Tilted 25° clockwise, past what a slanted photo has: straightened once confirmed, and said (decisions 0085, 0101).
    const tilted25 = await sharp(large).rotate(25, { background: WALL }).png().toBuffer();
    await framed([{ input: tilted25, left: 150, top: 600 }], file('tilted-25.jpg'));
    // Tilted 10°, the photo's top edge just above the crown and the face against its right edge: no crop by the rule fits.
    const crownTop = Math.round(marks.crown[1] * (2048 / marks.width)) - 40;
    const cutAbove = await sharp(large)
      .extract({ left: 0, top: crownTop, width: 2048, height: 2048 - crownTop })
      .png()
      .toBuffer();
    const cutTilted = await sharp(cutAbove).rotate(10, { background: WALL }).png().toBuffer();
    const cutSize = await sharp(cutTilted).metadata();
    await sharp(cutTilted)
      .extract({ left: 0, top: Math.round(cutSize.height! * 0.06), width: cutSize.width!, height: Math.round(cutSize.height! * 0.9) })
      .jpeg({ quality: 92 })
      .toFile(file('tight-tilted.jpg'));
    // Far away: a 600 px portrait in a landscape 12 MP frame (the face about 135 px across, a thirtieth of the photo).
    await framed([{ input: await markedPortrait(600), left: 2600, top: 1700 }], file('very-far.jpg'), { landscape: true });
    // Two people side by side in a landscape frame: the larger is the one cropped.
    await framed(
      [
        { input: await markedPortrait(1700), left: 100, top: 700 },
        { input: await markedPortrait(2200), left: 1832, top: 412 },
      ],
      file('two-faces.jpg'),
      { landscape: true },
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function studio(options: Parameters<typeof openPage>[1] = {}): Promise<WatchedPage> {
    const watched = await openPage(browser, options);
    await signInDirectly(watched.page, baseURL, newIdentity('face-crop'), '/PassportSizePhoto');
    await watched.page.getByRole('heading', { name: 'Passport Size Photo' }).waitFor({ timeout: 15_000 });
    return watched;
  }

  it('opens on the face at 35×45 mm proportions (head and crown by the rule, centred, eyes level) for a portrait off-centre in a 12 MP frame, prints it at exactly 35×45 mm, and keeps that crop whole when it is picked again', async () => {
    const { page, context, problems } = await studio();
    const result = await cropAndMeasure(page, file('off-centre.jpg'));
    expect(result.found).toBe('found');
    expect(result.guides).toEqual({ crown: 1, chin: 1 });
    expect(result.notice).toContain('The frame is on the face at passport proportions.');
    expect(result.notice).toContain('The two lines show where the top of the head and the chin should be.');
    // The portrait's own slight tilt is levelled.
    expect(Math.abs(result.angle + OWN_TILT)).toBeLessThanOrEqual(1);
    expectByTheRule(result.crop);

    const printed = await printSheet(page, 'Print with watermark');
    expect(printed.pdf.status()).toBe(200);
    const pdf = await inspectPdf(new Uint8Array(await printed.pdf.body()));
    expect(pdf.pages[0]!.images).toHaveLength(6);
    for (const image of pdf.pages[0]!.images) {
      expect(Math.abs(image.widthMm - 35)).toBeLessThan(0.1);
      expect(Math.abs(image.heightMm - 45)).toBeLessThan(0.1);
    }

    // That crop, picked again as a scanned passport photo would be: already 7:9 with the head by the rule, it keeps its whole frame.
    writeFileSync(file('scanned.png'), result.crop.png);
    const scanned = await cropAndMeasure(page, file('scanned.png'));
    expect(scanned.found).toBe('found');
    expect(scanned.notice).toContain('This photo already has the head at the right size for this photo size, so it is kept whole.');
    expect(scanned.angle).toBe(0);
    expect(scanned.crop.pixels).toEqual(result.crop.pixels);
    expect(Math.abs(scanned.crop.headMm - result.crop.headMm)).toBeLessThan(0.2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('straightens a portrait tilted 8° (the control shows the turn) and sizes its head by the rule', async () => {
    const { page, context, problems } = await studio();
    const result = await cropAndMeasure(page, file('tilted-8.jpg'));
    expect(result.found).toBe('found');
    expect(Math.abs(result.angle + 8 + OWN_TILT)).toBeLessThanOrEqual(1);
    expectByTheRule(result.crop);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('straightens a head tilted 25° once a second reading confirms the tilt, and says so (decision 0101); the operator can still turn it back', async () => {
    const { page, context, problems } = await studio();
    const { dialog, status, ok } = await pick(page, file('tilted-25.jpg'));
    expect(await status.getAttribute('data-status')).toBe('found');
    const said = /The head is tilted by about (\d+)°\. It has been straightened; check the result\./.exec(await status.innerText());
    expect(said, 'the straightened notice').not.toBeNull();
    // The portrait's own tilt comes on top of the 25° it was turned; the control shows the turn that levels it.
    expect(Math.abs(Number(said![1]) - (25 + OWN_TILT))).toBeLessThanOrEqual(2);
    expect(Math.abs((await straightenAngle(page)) + 25 + OWN_TILT)).toBeLessThanOrEqual(1);
    // The control still reaches anywhere within its ±45°: the operator can undo the turn.
    await dialog.getByRole('slider').fill('0');
    expect(await straightenAngle(page)).toBe(0);
    await ok.click();
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('never turns a photo nobody here tuned on the wrong way: the camera photographer turned 20° is straightened about 18° or left with the tilt notice (decisions 0087, 0101)', async () => {
    const { page, context, problems } = await studio();
    // The 512 px photo itself, turned (as decision 0087 read it).
    await sharp(fixturePath('camera-photographer.png')).rotate(20, { background: WALL }).png().toFile(file('photographer-20.png'));
    const { dialog, status, ok } = await pick(page, file('photographer-20.png'));
    expect(await status.getAttribute('data-status')).toBe('found');
    const angle = await straightenAngle(page);
    const notice = await status.innerText();
    console.info(`the camera photographer turned 20°: straighten ${angle}°; ${notice.replace(/\n/g, ' ')}`);
    // Its own tilt is about −2°: levelled, the turn is about −18°. Decision 0087's wrong reading turned it −40°.
    if (angle === 0) expect(notice).toMatch(/The head looks tilted by about \d+°, more than is straightened on its own/);
    else expect(Math.abs(angle + 18)).toBeLessThanOrEqual(2.5);
    await ok.click();
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds the face in an EXIF-turned phone photo and in a small 320 px portrait, which the dialog says will print below 300 dpi', async () => {
    const { page, context, problems } = await studio();
    const turned = await cropAndMeasure(page, file('exif-rotated.jpg'));
    expect(turned.found).toBe('found');
    expectByTheRule(turned.crop);
    expect(turned.notice).not.toContain('below 300 dpi');
    const small = await cropAndMeasure(page, file('small.png'));
    expect(small.found).toBe('found');
    // Said in the dialog, before OK (decision 0086), as well as after the crop.
    expect(small.notice).toContain('The face is small in this photo: the print will be below 300 dpi.');
    // This portrait's hair reaches within 3.3 mm (at 34 mm a head) of its top edge: the crop can't start higher than the photo, so the gap is what there is.
    expectByTheRule({ ...small.crop, crownGapMm: Math.max(small.crop.crownGapMm, rule.crownGap.min) });
    expect(small.crop.crownGapMm).toBeGreaterThan(2.5);
    await page.getByText('low resolution for print').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds a person photographed from further away (a face a fifteenth of the photo across)', async () => {
    const { page, context, problems } = await studio();
    const far = await cropAndMeasure(page, file('far.jpg'));
    expect(far.found).toBe('found');
    expectByTheRule(far.crop);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the straightened frame inside a photo that ends at the crown (no white wedge in the corners) and says the top of the head is too close to the edge (decision 0083)', async () => {
    const { page, context, problems } = await studio();
    const result = await cropAndMeasure(page, file('tight-tilted.jpg'));
    expect(result.found).toBe('found');
    expect(result.notice).toContain(
      'The top of the head is cut off or too close to the top edge. Take a new photo with space above the head, or accept a smaller head.',
    );
    // The crop as uploaded: its corners are the photo (the wall, the suit), never the white a frame past the turned photo leaves.
    const { data, info } = await sharp(result.crop.png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const side = Math.round(info.width * 0.04);
    for (const [left, top] of [
      [0, 0],
      [info.width - side, 0],
      [0, info.height - side],
      [info.width - side, info.height - side],
    ] as const) {
      let white = 0;
      for (let y = top; y < top + side; y += 1)
        for (let x = left; x < left + side; x += 1) {
          const i = (y * info.width + x) * info.channels;
          if (data[i]! > 250 && data[i + 1]! > 250 && data[i + 2]! > 250) white += 1;
        }
      expect(white / (side * side), `white in the corner at ${left},${top}`).toBeLessThan(0.05);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds a person photographed from very far away (a face a thirtieth of the photo across) on a closer look at part of the photo (decision 0086)', async () => {
    const { page, context, problems } = await studio();
    const result = await cropAndMeasure(page, file('very-far.jpg'));
    expect(result.found).toBe('found');
    expectByTheRule(result.crop);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('crops the larger of two people and says so; a card photo has no face: the manual frame with a plain message', async () => {
    const { page, context, problems } = await studio();
    const faces = { labels: [] as string[], pressed: [] as Array<string | null> };
    const two = await cropAndMeasure(page, file('two-faces.jpg'), async (dialog) => {
      const picks = dialog.getByTestId('face-pick');
      faces.labels = await picks.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
      faces.pressed = await picks.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-pressed')));
    });
    expect(two.found).toBe('found');
    expect(two.notice).toContain('2 faces found. The frame is on the largest; tap another face to choose it.');
    expectByTheRule(two.crop);
    // Both faces are offered, left to right; the larger (on the right) is the one cropped.
    expect(faces.labels).toEqual(['Face 1 of 2', 'Face 2 of 2']);
    expect(faces.pressed).toEqual(['false', 'true']);

    // The operator taps the other face: the frame moves to that person, by the same rule (decision 0089).
    const other = await cropAndMeasure(page, file('two-faces.jpg'), async (dialog, status) => {
      await dialog.getByRole('button', { name: 'Face 1 of 2' }).click();
      await expect.poll(() => status.innerText()).toContain('2 faces found. The frame is on the face you chose; tap another face to choose it.');
      expect(await dialog.getByRole('button', { name: 'Face 1 of 2' }).getAttribute('aria-pressed')).toBe('true');
      expect(await dialog.getByRole('button', { name: 'Face 2 of 2' }).getAttribute('aria-pressed')).toBe('false');
    });
    // A smaller person, so fewer pixels across the eyes both for the finder and for this measurement: held to the rule's own 2°.
    expectByTheRule(other.crop, 2);
    // The left person was photographed at 1,700 px against the right one's 2,200: the same head rule takes a crop that much smaller.
    expect(other.crop.pixels.width / two.crop.pixels.width).toBeCloseTo(1700 / 2200, 1);

    const { dialog, status, ok } = await pick(page, fixturePath('card-front-photo.jpg'));
    expect(await status.getAttribute('data-status')).toBe('none');
    expect(await status.innerText()).toContain('No face was found in this photo. Place the frame over the face and shoulders yourself.');
    expect(await straightenAngle(page)).toBe(0);
    await ok.click();
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in Hindi on a 360 px phone: the face notice is Hindi, the dialog accessible and its OK reachable', async () => {
    const watched = await openPageIn(browser, 'hi', { viewport: { width: 360, height: 640 } });
    const { page, context, problems } = watched;
    await signInDirectly(page, baseURL, newIdentity('face-crop-hi'), '/PassportSizePhoto');
    await page.locator('input[type="file"]').waitFor({ state: 'attached', timeout: 15_000 });
    const { dialog, status, ok } = await pick(page, file('off-centre.jpg'));
    expect(await status.getAttribute('data-status')).toBe('found');
    expect(await status.innerText()).toContain('फ़्रेम पासपोर्ट के अनुपात में चेहरे पर लगा दिया गया है।');
    await expectNoEnglish(page, 'the crop dialog with a face found', { data: [(await readSite(baseURL)).brandName] });
    await expectAccessible(page, 'the crop dialog with a face found, in Hindi at 360 px');
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    await ok.scrollIntoViewIfNeeded();
    await ok.click();
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
