import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ExamFilesResponse } from '@core/contracts/exam-files';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { signedInUser } from './support/browser-session';
import { embeddedImages } from './support/embedded-images';
import {
  calibrateAndInvert,
  combineRenders,
  coveredShare,
  inpaint,
  lumaOf,
  markedPixels,
  psnrAfterFit,
  type Box,
  type Luma,
  type ShiftedRender,
} from './support/free-output-attacks';
import { multipart } from './support/multipart';
import { pdfOf, postPrint } from './support/print-operator';
import { testAppPerSuite } from './support/test-app';
import { credit } from './support/test-users';

/**
 * The attack on free output (docs/SECURITY.md, "Free output"): from free renders only, (a) calibrate
 * on flat pictures and invert, (b) combine many renders of one picture, moved by up to 2 mm, by
 * median and by any sample the marks left alone, (c) inpaint what stays unknown. Each result must
 * stay under 20 dB PSNR on luma (after the best gain and offset) against the paid picture scaled to
 * the free picture's pixels, over the whole picture and over the face; and the marks must still
 * hide at least 40 % of the face after combining.
 */
const CEILING_DB = 20;
const MIN_FACE_COVERED = 0.4;
/** 150 dpi: the free picture's pixels per mm (decision 0053). */
const FREE_PX_PER_MM = 150 / 25.4;
/** Shifts (free pixels) of the eight moved renders: 11 px is 1.86 mm. */
const SHIFTS: Array<[number, number]> = [
  [11, 0],
  [-11, 0],
  [0, 11],
  [0, -11],
  [11, 11],
  [-11, -11],
  [11, -11],
  [-11, 11],
];
const FLAT_LEVELS = [0, 64, 128, 192, 255];

const astronaut = readFileSync(fixturePath('portrait-astronaut.png'));
const marks = JSON.parse(readFileSync(fixturePath('face-marks.json'), 'utf8')) as Record<
  string,
  { crown: [number, number]; chin: [number, number]; leftEye: [number, number]; rightEye: [number, number] }
>;
const astronautMarks = marks['portrait-astronaut.png']!;

/**
 * The astronaut framed as the studio frames a 35×45 mm photo (head 34 mm, crown 4 mm below the top,
 * face centred), at exactly `frame` free pixels (so the server's resize is the identity and a shift
 * here is the same shift in the free picture), moved by `dx`, `dy` pixels. Also where the face
 * (brows to chin, eye to eye and a half eye-distance beyond) lies in that frame, unmoved.
 */
async function framedAstronaut(frame: { width: number; height: number }, headMm: number, crownMm: number) {
  const { crown, chin, leftEye, rightEye } = astronautMarks;
  const k = (headMm * FREE_PX_PER_MM) / (chin[1] - crown[1]);
  const size = Math.round(512 * k);
  const pad = 80;
  const scaled = await sharp(astronaut)
    .resize(size, size)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, extendWith: 'copy' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.round(crown[0] * k + pad - frame.width / 2);
  const top = Math.round(crown[1] * k + pad - crownMm * FREE_PX_PER_MM);
  const upload = async (dx = 0, dy = 0) =>
    sharp(scaled.data, { raw: { width: scaled.info.width, height: scaled.info.height, channels: 3 } })
      .extract({ left: left - dx, top: top - dy, width: frame.width, height: frame.height })
      .png()
      .toBuffer();
  const eyes = rightEye[0] - leftEye[0];
  const face: Box = {
    left: Math.round((leftEye[0] - 0.5 * eyes) * k + pad - left),
    top: Math.round((Math.min(leftEye[1], rightEye[1]) - 0.4 * eyes) * k + pad - top),
    width: Math.round(2 * eyes * k),
    height: Math.round((chin[1] - Math.min(leftEye[1], rightEye[1]) + 0.4 * eyes) * k),
  };
  return { upload, face };
}

const flat = (frame: { width: number; height: number }, level: number) =>
  sharp({ create: { width: frame.width, height: frame.height, channels: 3, background: { r: level, g: level, b: level } } })
    .png()
    .toBuffer();

interface Surface {
  /** The free picture a free request hands out for this upload. */
  free(upload: Buffer): Promise<Luma>;
  /** The paid picture for this upload, scaled to the free picture's pixels. */
  paid(upload: Buffer, size: { width: number; height: number }): Promise<Luma>;
}

interface AttackFigures {
  /** A guess that knows nothing of the picture (one grey): what the PSNR is worth on this picture. */
  blank: number;
  freeAsIs: number;
  inverted: number;
  median: number;
  anyUnmarked: number;
  invertedFace?: number;
  medianFace?: number;
  anyUnmarkedFace?: number;
  faceCovered?: number;
}

/** Runs the three attacks on one surface and returns the figures (dB; the face's covered share). */
async function attack(surface: Surface, frame: { width: number; height: number }, upload: (dx?: number, dy?: number) => Promise<Buffer>, face: Box | null) {
  const original = await upload();
  const target = await surface.free(original);
  const truth = await surface.paid(original, target);
  const flats: Array<{ level: number; render: Luma }> = [];
  for (const level of FLAT_LEVELS) flats.push({ level, render: await surface.free(await flat(frame, level)) });
  const marked = markedPixels(flats[0]!.render, flats.at(-1)!.render);

  const inverted = calibrateAndInvert(flats, target);
  // The same upload again, then eight moved ones: deterministic output makes the repeat add nothing.
  const renders: ShiftedRender[] = [
    { render: target, marked, dx: 0, dy: 0 },
    { render: await surface.free(original), marked, dx: 0, dy: 0 },
  ];
  for (const [dx, dy] of SHIFTS) renders.push({ render: await surface.free(await upload(dx, dy)), marked, dx, dy });
  const median = combineRenders(renders, target.width, target.height, 'median');
  const anyUnmarked = combineRenders(renders, target.width, target.height, 'anyUnmarked');

  const guesses = { inverted: inpaint(inverted), median: inpaint(median), anyUnmarked: inpaint(anyUnmarked) };
  const figures: AttackFigures = {
    blank: psnrAfterFit({ ...truth, data: new Float64Array(truth.data.length).fill(128) }, truth),
    freeAsIs: psnrAfterFit(target, truth),
    inverted: psnrAfterFit(guesses.inverted, truth),
    median: psnrAfterFit(guesses.median, truth),
    anyUnmarked: psnrAfterFit(guesses.anyUnmarked, truth),
  };
  if (face) {
    figures.invertedFace = psnrAfterFit(guesses.inverted, truth, face);
    figures.medianFace = psnrAfterFit(guesses.median, truth, face);
    figures.anyUnmarkedFace = psnrAfterFit(guesses.anyUnmarked, truth, face);
    figures.faceCovered = coveredShare(anyUnmarked, face);
  }
  return { figures, repeatedIdentical: renders[0]!.render.data.every((v, i) => v === renders[1]!.render.data[i]) };
}

function expectBeyondUse(name: string, figures: AttackFigures) {
  // Every figure in each message, so a failure shows them all (decision 0053 records the last run's).
  const all = JSON.stringify(Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, Math.round(v * 100) / 100])));
  for (const key of ['freeAsIs', 'inverted', 'median', 'anyUnmarked', 'invertedFace', 'medianFace', 'anyUnmarkedFace'] as const) {
    if (figures[key] === undefined) continue;
    expect(figures[key], `${name}: ${key} in ${all}`).toBeLessThan(CEILING_DB);
  }
  if (figures.faceCovered !== undefined) expect(figures.faceCovered, `${name}: face still covered in ${all}`).toBeGreaterThanOrEqual(MIN_FACE_COVERED);
}

describe('free output cannot be turned back into paid output (decision 0053)', () => {
  const t = testAppPerSuite('sqlite', { RATE_LIMIT_FACTOR: '1000', FREE_PROOFS_PER_DAY: '1000' });

  async function operator(email: string) {
    const user = await signedInUser(t.app, { email });
    await credit(t.app.database, user.uid, 1000);
    const post = async (url: string, fields: Record<string, string>, files: Record<string, Buffer>) => {
      const uploads = Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, { bytes, filename: 'picture.png', type: 'image/png' }]));
      const body = await multipart(fields, uploads);
      const res = await user.post(url, body.payload, { 'content-type': body.contentType });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return res;
    };
    /** A print's PDF as its user gets it: POST /api/v1/prints, then GET the receipt's printUrl. */
    const print = async (fields: Record<string, string>, files: Record<string, Buffer>) => {
      const uploads = Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, { bytes, filename: 'picture.png', type: 'image/png' }]));
      return pdfOf(await postPrint(user, fields, uploads));
    };
    return { post, print };
  }

  /** A sheet surface: the picture a PDF embeds (what pdfimages hands anyone who has the file). */
  const sheetSurface = (print: (mode: string, upload: Buffer) => Promise<Buffer>): Surface => ({
    async free(upload) {
      const images = await embeddedImages(await print('watermarked', upload));
      expect(images).toHaveLength(1);
      return lumaOf(images[0]!);
    },
    async paid(upload, size) {
      const [image] = await embeddedImages(await print('clean', upload));
      return lumaOf(image!, size);
    },
  });

  it('passport sheets: inverted, combined and inpainted, the free photo stays under 20 dB and its face stays covered', { timeout: 120_000 }, async () => {
    const shop = await operator('attack-sheet@example.in');
    const frame = { width: 207, height: 266 };
    const { upload, face } = await framedAstronaut(frame, 34, 4);
    const surface = sheetSurface((mode, bytes) => shop.print({ service: 'passport-photo', mode, layout: 'a4-6' }, { front: bytes }));
    const { figures, repeatedIdentical } = await attack(surface, frame, upload, face);
    expect(repeatedIdentical, 'the same upload gives the same free output').toBe(true);
    expectBeyondUse('passport sheet', figures);
  });

  it('customer sheets: the same for a customer on a shared sheet', { timeout: 120_000 }, async () => {
    const shop = await operator('attack-customers@example.in');
    const frame = { width: 207, height: 266 };
    const { upload, face } = await framedAstronaut(frame, 34, 4);
    const customers = JSON.stringify([{ label: 'Asha', size: '35x45', count: 6 }]);
    const surface = sheetSurface((mode, bytes) => shop.print({ service: 'passport-photo', mode, layout: 'a4', customers }, { photo1: bytes }));
    expectBeyondUse('customer sheet', (await attack(surface, frame, upload, face)).figures);
  });

  it('documents: a card stays under 20 dB', { timeout: 120_000 }, async () => {
    const shop = await operator('attack-card@example.in');
    // An Aadhaar card at 150 dpi: 85.6 × 54 mm.
    const frame = { width: 506, height: 319 };
    const card = await sharp(readFileSync(fixturePath('card-front-photo.jpg')))
      .resize(frame.width + 40, frame.height + 40, { fit: 'cover' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const upload = async (dx = 0, dy = 0) =>
      sharp(card.data, { raw: { width: card.info.width, height: card.info.height, channels: 3 } })
        .extract({ left: 20 - dx, top: 20 - dy, width: frame.width, height: frame.height })
        .png()
        .toBuffer();
    const surface = sheetSurface((mode, bytes) => shop.print({ service: 'single-side', docType: 'aadhaar', layout: 'single', mode }, { front: bytes }));
    expectBeyondUse('document', (await attack(surface, frame, upload, null)).figures);
  });

  it('exam previews: the reduced, marked picture stays under 20 dB against the file, and never is the file', { timeout: 120_000 }, async () => {
    const shop = await operator('attack-exam@example.in');
    // The SSC photo file is 200 × 230 px (its preview 100 × 115); the crop uploaded at the file's size.
    const frame = { width: 200, height: 230 };
    // Framed as a 35×45 mm photo is, scaled to the file's height.
    const framed = await framedAstronaut(frame, (34 * frame.height) / 266, (4 * frame.height) / 266);
    const half = (box: Box): Box => ({
      left: Math.round(box.left / 2),
      top: Math.round(box.top / 2),
      width: Math.round(box.width / 2),
      height: Math.round(box.height / 2),
    });
    const surface: Surface = {
      async free(upload) {
        const files = (await shop.post('/api/v1/exam-files', { mode: 'preview' }, { 'ibps-photo': upload })).json<ExamFilesResponse>().files;
        return lumaOf(Buffer.from(files[0]!.jpegBase64, 'base64'));
      },
      async paid(upload, size) {
        const files = (await shop.post('/api/v1/exam-files', { mode: 'clean' }, { 'ibps-photo': upload })).json<ExamFilesResponse>().files;
        return lumaOf(Buffer.from(files[0]!.jpegBase64, 'base64'), size);
      },
    };
    // Shifts of two crop pixels are one preview pixel.
    const upload = (dx = 0, dy = 0) => framed.upload(dx * 2, dy * 2);
    const preview = (await shop.post('/api/v1/exam-files', { mode: 'preview' }, { 'ibps-photo': await upload() })).json<ExamFilesResponse>().files[0]!;
    const previewSize = (await sharp(Buffer.from(preview.jpegBase64, 'base64')).metadata()) as { width: number; height: number };
    expect([previewSize.width, previewSize.height], 'the preview is reduced; the answer states the file').toEqual([100, 115]);
    expect([preview.width, preview.height, preview.dpi], 'the file as the answer states it').toEqual([200, 230, expect.any(Number)]);
    expectBeyondUse('exam preview', (await attack(surface, { width: 200, height: 230 }, upload, half(framed.face))).figures);
  });
});
