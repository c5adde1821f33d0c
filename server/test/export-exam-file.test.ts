import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@core/errors/app-error';
import { examByteWindow, examFilePixels, meetsExamPixels } from '@core/exam-files/exam-file-size';
import { hasExamCaption } from '@core/exam-files/exam-caption';
import { seedExamPresets, type ExamPreset } from '@core/exam-files/exam-presets';
import { exportExamFile, type ExamFile } from '../src/modules/exam-files/export-exam-file';
import { hasApp1, padJpegTo, readJfifDensity, splitJpeg, withJfifOnly } from '../src/modules/exam-files/jpeg-segments';
import { flatInput, noiseInput, photoInput, photoWithGps, signatureInput, signatureOnTableInput, type ExamInput } from './support/exam-file-inputs';

/** Everything a form checks, read back from the file itself. */
async function expectPassing(file: ExamFile, preset: ExamPreset, what: string) {
  const label = `${preset.id} from ${what}`;
  const metadata = await sharp(file.jpeg).metadata();
  expect(metadata.format, label).toBe('jpeg');
  expect({ width: metadata.width, height: metadata.height }, label).toEqual({ width: file.width, height: file.height });
  expect(meetsExamPixels(preset.pixels, preset.dpi, { width: file.width, height: file.height }), label).toBe(true);
  const { minBytes, maxBytes } = examByteWindow(preset);
  expect(file.jpeg.length, label).toBeGreaterThanOrEqual(minBytes);
  expect(file.jpeg.length, label).toBeLessThanOrEqual(maxBytes);
  expect(readJfifDensity(file.jpeg), label).toEqual({ units: 1, x: preset.dpi, y: preset.dpi });
  expect(metadata.density, label).toBe(preset.dpi);
  expect(metadata.space, label).toBe('srgb');
  expect(metadata.channels, label).toBe(3);
  expect(metadata.exif, label).toBeUndefined();
  expect(metadata.xmp, label).toBeUndefined();
  expect(hasApp1(file.jpeg), label).toBe(false);
  // The whole file decodes (padding included) to the size it says.
  const { info } = await sharp(file.jpeg).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height], label).toEqual([file.width, file.height]);
}

const photoPresets = seedExamPresets.filter((p) => p.kind === 'photo');
const inkPresets = seedExamPresets.filter((p) => p.kind !== 'photo');

/** The caption a captioned preset (UPSC's photo) is made with. */
const CAPTION = { name: 'A. K. SHARMA', date: '27.11.2026' };
const captionFor = (preset: ExamPreset) => (hasExamCaption(preset) ? CAPTION : null);

/**
 * The crop the browser uploads for a preset: its exact size and a larger one (at most 3 megapixels, under the
 * upload limit even as noise), or for a range, a size inside the range and one on each side of it.
 */
function cropSizesFor(preset: ExamPreset): Array<{ width: number; height: number }> {
  const exact = examFilePixels(preset.pixels, preset.dpi, { width: 600, height: 700 });
  const scale = Math.min(3, Math.sqrt(3_000_000 / (exact.width * exact.height)));
  const larger = { width: Math.round(exact.width * scale), height: Math.round(exact.height * scale) };
  if (preset.pixels.kind !== 'range') return [exact, larger];
  return [exact, { width: 1600, height: 1800 }, { width: 120, height: 150 }];
}

describe('exportExamFile: every seeded photo preset, many inputs', () => {
  const inputs = new Map<string, ExamInput[]>();
  // Some hundred inputs made with sharp: over a minute beside other work, so the limit is a setting well above it.
  beforeAll(async () => {
    for (const preset of photoPresets) {
      const list: ExamInput[] = [];
      for (const { width, height } of cropSizesFor(preset)) {
        list.push(await photoInput(width, height), await noiseInput(width, height, 40, width), await flatInput(width, height));
      }
      list.push(await noiseInput(333, 517, 12, 7), await photoWithGps());
      inputs.set(preset.id, list);
    }
  }, 240_000);

  it.each(photoPresets.map((p) => [p.id, p] as const))('%s: exact pixels, bytes inside the window, dpi in JFIF, no EXIF', async (_id, preset) => {
    for (const input of inputs.get(preset.id)!) {
      const file = await exportExamFile(input.bytes, preset, captionFor(preset));
      await expectPassing(file, preset, input.name);
    }
  });

  it('pads a plain picture to the floor with a comment, and keeps the picture as it was', async () => {
    const ibps = seedExamPresets.find((p) => p.id === 'ibps-photo')!;
    const file = await exportExamFile((await flatInput(200, 230)).bytes, ibps);
    expect(file.quality).toBe(100);
    expect(file.padding).toBeGreaterThan(0);
    expect(file.jpeg.length).toBe(20 * 1024 + 512);
    const [jfif, comment] = splitJpeg(file.jpeg).segments;
    expect([jfif!.marker, comment!.marker]).toEqual([0xe0, 0xfe]);
    const { data } = await sharp(file.jpeg).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - 0x8a)).toBeLessThanOrEqual(2);
  });

  it('searches the quality down for a busy picture, and gives a range preset fewer pixels when it must', async () => {
    const passport = seedExamPresets.find((p) => p.id === 'passport-photo')!;
    const busy = await exportExamFile((await noiseInput(630, 810, 127, 3)).bytes, passport);
    await expectPassing(busy, passport, 'loud noise');
    expect(busy.quality).toBeLessThan(100);
    expect(busy.padding).toBe(0);

    const upsc = seedExamPresets.find((p) => p.id === 'upsc-photo')!;
    const wild = await exportExamFile((await noiseInput(1000, 1000, 127, 4)).bytes, upsc, CAPTION);
    await expectPassing(wild, upsc, 'loud noise');
    expect(wild.width).toBeLessThan(1000);
  });

  it('refuses in plain words a picture that can’t fit its ceiling', async () => {
    const tight: ExamPreset = { ...photoPresets[0]!, id: 'tight', pixels: { kind: 'exact', width: 1000, height: 1000 }, minKb: 0, maxKb: 60 };
    const error = await exportExamFile((await noiseInput(1000, 1000, 127, 5)).bytes, tight).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'FILE_DOES_NOT_FIT_PRESET',
      status: 422,
      message:
        'This picture has too much fine detail to fit in 60 KB at 1000×1000 pixels, even at the lowest quality we allow. Crop closer, or use a plainer background and a sharper, less grainy photo.',
    });
  });

  it('refuses what is not a photo, or a damaged one, in plain words', async () => {
    await expect(exportExamFile(Buffer.from('not an image'), photoPresets[0]!)).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE' });
    await expect(exportExamFile(Buffer.alloc(0), photoPresets[0]!)).rejects.toMatchObject({ code: 'VALIDATION' });
    const whole = (await photoWithGps()).bytes;
    await expect(exportExamFile(whole.subarray(0, Math.floor(whole.length * 0.6)), photoPresets[0]!)).rejects.toMatchObject({
      code: 'UNSUPPORTED_TYPE',
      message: 'This photo is damaged or incomplete. Please choose it again.',
    });
  });

  it('turns a phone photo upright, puts a transparent one on white, and gives CMYK as sRGB', async () => {
    const ibps = seedExamPresets.find((p) => p.id === 'ibps-photo')!;
    // A landscape JPEG whose EXIF says "rotate 90°": the file comes out portrait, the top of the scene at the top.
    const halves = await sharp({ create: { width: 460, height: 400, channels: 3, background: '#ffffff' } })
      .composite([{ input: { create: { width: 230, height: 400, channels: 3, background: '#000000' } }, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const turned = await exportExamFile(halves, ibps);
    await expectPassing(turned, ibps, 'a rotated phone photo');
    const grey = await sharp(turned.jpeg).greyscale().raw().toBuffer();
    expect(grey[5 * 200 + 100]).toBeLessThan(40); // the dark half (the left) is now the top
    expect(grey[225 * 200 + 100]).toBeGreaterThan(215);

    const clear = await sharp({ create: { width: 200, height: 230, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const onWhite = await exportExamFile(clear, ibps);
    await expectPassing(onWhite, ibps, 'a transparent PNG');
    expect((await sharp(onWhite.jpeg).greyscale().raw().toBuffer())[0]).toBeGreaterThan(250);

    const cmyk = await sharp((await photoInput(200, 230)).bytes)
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    await expectPassing(await exportExamFile(cmyk, ibps), ibps, 'a CMYK JPEG');
  });
});

describe('exportExamFile: every seeded signature, thumb and declaration preset', () => {
  const inputs: ExamInput[] = [];
  beforeAll(async () => {
    for (const [w, h] of [
      [1200, 600],
      [640, 480],
      [3000, 1400],
      [300, 160],
    ] as const) {
      inputs.push(await signatureInput(w, h));
    }
    inputs.push(await noiseInput(500, 300, 40, 9), await photoInput(400, 400));
  });

  it.each(inkPresets.map((p) => [p.id, p] as const))('%s: exact pixels, bytes inside the window, dpi in JFIF, no EXIF', async (_id, preset) => {
    for (const input of inputs) {
      const file = await exportExamFile(input.bytes, preset, captionFor(preset));
      await expectPassing(file, preset, input.name);
    }
  });

  it('crops to the ink, whitens the grey paper and keeps the strokes dark', async () => {
    const ibps = seedExamPresets.find((p) => p.id === 'ibps-signature')!;
    const file = await exportExamFile((await signatureInput(1200, 600)).bytes, ibps);
    const { data, info } = await sharp(file.jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[y * info.width + x]!;
    // Paper, lit unevenly and grey in the photo, is white at every corner and along the edges.
    for (const [x, y] of [
      [1, 1],
      [info.width - 2, 1],
      [1, info.height - 2],
      [info.width - 2, info.height - 2],
    ] as const) {
      expect(at(x, y)).toBeGreaterThan(245);
    }
    const sorted = Uint8Array.from(data).sort();
    expect(sorted[Math.floor(sorted.length * 0.02)]).toBeLessThan(70); // strokes dark
    expect(sorted[Math.floor(sorted.length * 0.6)]).toBeGreaterThan(245); // most of it paper
    // Cropped to the ink and centred: the strokes fill the file's width or height, with as much paper left as
    // right and above as below (the speck of dust in the paper's corner did not widen the crop).
    const inkColumns = [...Array(info.width).keys()].filter((x) => [...Array(info.height).keys()].some((y) => at(x, y) < 100));
    const inkRows = [...Array(info.height).keys()].filter((y) => [...Array(info.width).keys()].some((x) => at(x, y) < 100));
    expect(Math.abs(inkColumns[0]! - (info.width - 1 - inkColumns.at(-1)!))).toBeLessThanOrEqual(4);
    expect(Math.abs(inkRows[0]! - (info.height - 1 - inkRows.at(-1)!))).toBeLessThanOrEqual(4);
    expect(Math.max((inkColumns.at(-1)! - inkColumns[0]!) / info.width, (inkRows.at(-1)! - inkRows[0]!) / info.height)).toBeGreaterThan(0.8);
  });

  it('makes a table left beside the paper white, never black bars: the border rows and columns are 98 % white, the strokes kept (decision 0082)', async () => {
    for (const id of ['ibps-signature', 'pan-utiitsl-signature']) {
      const preset = seedExamPresets.find((p) => p.id === id)!;
      const file = await exportExamFile((await signatureOnTableInput(1600, 800)).bytes, preset);
      const { data, info } = await sharp(file.jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => data[y * info.width + x]!;
      const border = [
        ...[...Array(info.width).keys()].flatMap((x) => [at(x, 0), at(x, info.height - 1)]),
        ...[...Array(info.height).keys()].flatMap((y) => [at(0, y), at(info.width - 1, y)]),
      ];
      expect(border.filter((v) => v > 230).length / border.length, id).toBeGreaterThanOrEqual(0.98);
      const sorted = Uint8Array.from(data).sort();
      expect(sorted[Math.floor(sorted.length * 0.01)], id).toBeLessThan(80); // the strokes are there
    }
  });

  it('makes the black-and-white preset pure black and white', async () => {
    const pan = seedExamPresets.find((p) => p.id === 'pan-utiitsl-signature')!;
    const file = await exportExamFile((await signatureInput(1600, 800)).bytes, pan);
    await expectPassing(file, pan, 'signature');
    const { data } = await sharp(file.jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
    const middling = data.filter((v) => v > 60 && v < 195).length;
    expect(middling / data.length).toBeLessThan(0.05);
  });

  it('says so when there is no ink to find', async () => {
    await expect(exportExamFile((await flatInput(600, 300)).bytes, inkPresets[0]!)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'We could not find any ink in this picture. Photograph the signature on plain white paper, in good light, and crop around it.',
    });
  });
});

describe('JPEG segments', () => {
  it('writes our JFIF header only, drops EXIF, and pads to the exact byte with comments that decoders skip', async () => {
    const source = (await photoWithGps()).bytes;
    expect(hasApp1(source)).toBe(true);
    const clean = withJfifOnly(source, 300);
    expect(hasApp1(clean)).toBe(false);
    expect(readJfifDensity(clean)).toEqual({ units: 1, x: 300, y: 300 });
    const before = await sharp(clean).raw().toBuffer();
    for (const extra of [4, 5, 1000, 65_537, 65_540, 200_000]) {
      const padded = padJpegTo(clean, clean.length + extra);
      expect(padded.length).toBe(clean.length + extra);
      expect(readJfifDensity(padded)).toEqual({ units: 1, x: 300, y: 300 });
      expect((await sharp(padded).raw().toBuffer()).equals(before)).toBe(true);
    }
    expect(() => padJpegTo(clean, clean.length + 3)).toThrow();
  });
});
