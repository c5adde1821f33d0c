import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { examCustomSpecSchema } from '@core/contracts/exam-files';
import { customExamPreset, type CustomExamSpec } from '@core/exam-files/custom-exam-preset';
import { examCaptionBand } from '@core/exam-files/exam-caption';
import { examByteWindow } from '@core/exam-files/exam-file-size';
import { seedExamPresets, type ExamPreset } from '@core/exam-files/exam-presets';
import { AppError } from '@core/errors/app-error';
import { exportExamFile, type ExamFile } from '../src/modules/exam-files/export-exam-file';
import { hasApp1, readJfifDensity } from '../src/modules/exam-files/jpeg-segments';
import { flatInput, noiseInput, photoInput, photoWithGps, signatureInput } from './support/exam-file-inputs';

/** What a form checks, read back from the file: exact pixels, bytes inside the window, the DPI in JFIF, no EXIF. */
async function expectPassing(file: ExamFile, preset: ExamPreset, label: string) {
  const metadata = await sharp(file.jpeg).metadata();
  const pixels = preset.pixels.kind === 'exact' ? preset.pixels : null;
  expect([metadata.format, metadata.width, metadata.height], label).toEqual(['jpeg', pixels?.width, pixels?.height]);
  expect([file.width, file.height], label).toEqual([pixels?.width, pixels?.height]);
  const { minBytes, maxBytes } = examByteWindow(preset);
  expect(file.jpeg.length, label).toBeGreaterThanOrEqual(minBytes);
  expect(file.jpeg.length, label).toBeLessThanOrEqual(maxBytes);
  expect(readJfifDensity(file.jpeg), label).toEqual({ units: 1, x: preset.dpi, y: preset.dpi });
  expect(metadata.density, label).toBe(preset.dpi);
  expect(metadata.exif, label).toBeUndefined();
  expect(hasApp1(file.jpeg), label).toBe(false);
  const { info } = await sharp(file.jpeg).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height], label).toEqual([file.width, file.height]);
}

/** The file's greyscale rows from `top` to `bottom` (exclusive). */
async function greyRows(jpeg: Buffer, top: number, bottom: number) {
  const { data, info } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { pixels: data.subarray(top * info.width, bottom * info.width), width: info.width };
}

/** The caption band is there: the bottom rows near white, dark text pixels inside the band, the photo above it untouched by white. */
async function expectCaptionBand(jpeg: Buffer, width: number, height: number, label: string) {
  const band = examCaptionBand({ width, height })!;
  const top = height - band.bandHeight;
  const bottomRows = await greyRows(jpeg, height - 2, height);
  expect(Math.min(...bottomRows.pixels), `${label}: bottom rows`).toBeGreaterThan(225);
  const inBand = await greyRows(jpeg, top + 2, height);
  const dark = inBand.pixels.filter((v) => v < 90).length;
  const light = inBand.pixels.filter((v) => v > 230).length;
  expect(dark, `${label}: dark text pixels in the band`).toBeGreaterThan(band.fontPx * 6);
  expect(light / inBand.pixels.length, `${label}: the band is mostly white`).toBeGreaterThan(0.6);
  // The photo fills the part above the band: its last rows are not the band's white.
  const photoRows = await greyRows(jpeg, top - 6, top - 2);
  const mean = photoRows.pixels.reduce((sum, v) => sum + v, 0) / photoRows.pixels.length;
  expect(mean, `${label}: the photo above the band`).toBeLessThan(215);
}

describe('custom exam files: every spec the contract takes gives a file that passes (fast-check)', () => {
  let photo: Buffer;
  let signature: Buffer;
  beforeAll(async () => {
    photo = (await photoInput(900, 1100)).bytes;
    signature = (await signatureInput(1200, 600)).bytes;
  });

  it('exact pixels, bytes inside the window, the DPI in JFIF, no EXIF', async () => {
    const anySpec = fc
      .record({
        kind: fc.constantFrom('photo' as const, 'signature' as const),
        input: fc.constantFrom('photo', 'noise', 'flat'),
        unit: fc.constantFrom('px' as const, 'mm' as const),
        width: fc.integer({ min: 50, max: 900 }),
        height: fc.integer({ min: 50, max: 900 }),
        dpi: fc.integer({ min: 50, max: 600 }),
        minShare: fc.double({ min: 0, max: 1, noNaN: true }),
        room: fc.integer({ min: 2, max: 200 }),
        caption: fc.boolean(),
      })
      .map((s) => {
        // mm at the DPI: millimetres that give about the drawn pixels.
        const side = (px: number) => (s.unit === 'px' ? px : Math.max(5, Math.round(((px * 25.4) / s.dpi) * 10) / 10));
        const base: CustomExamSpec = {
          kind: s.kind,
          unit: s.unit,
          width: side(s.width),
          height: side(s.height),
          dpi: s.dpi,
          minKb: 0,
          maxKb: 1,
          format: 'jpeg',
          caption: s.kind === 'photo' && s.caption && s.height >= 160 && s.width >= 150 ? 'name-and-date' : 'none',
        };
        const { pixels } = customExamPreset(base);
        const area = pixels.kind === 'exact' ? pixels.width * pixels.height : 0;
        // A ceiling a JPEG of these pixels can meet at quality 40 (about 1.2 bytes a pixel at most for noise), a floor below it.
        const ceiling = Math.ceil((area * 1.2) / 1000) + 4 + s.room;
        const floor = Math.min(Math.floor(s.minShare * (ceiling - 2)), Math.floor((area * 3) / 1024));
        return { spec: { ...base, minKb: floor, maxKb: Math.min(2000, ceiling) }, input: s.input };
      })
      .filter(({ spec }) => examCustomSpecSchema.safeParse(spec).success);
    await fc.assert(
      fc.asyncProperty(anySpec, async ({ spec, input }) => {
        const preset = customExamPreset(examCustomSpecSchema.parse(spec));
        const size = preset.pixels.kind === 'exact' ? preset.pixels : { width: 1, height: 1 };
        const source =
          spec.kind === 'signature'
            ? signature
            : input === 'photo'
              ? photo
              : input === 'noise'
                ? (await noiseInput(size.width, size.height, 30, size.width)).bytes
                : (await flatInput(size.width, size.height)).bytes;
        const caption = spec.caption === 'name-and-date' ? { name: 'Asha K. Verma', date: '26.11.2026' } : null;
        const file = await exportExamFile(source, preset, caption);
        await expectPassing(file, preset, JSON.stringify(spec));
      }),
      { numRuns: 30 },
    );
  });

  it('drops the GPS of a phone photo in a custom file too', async () => {
    const preset = customExamPreset({ kind: 'photo', unit: 'mm', width: 35, height: 45, dpi: 300, minKb: 20, maxKb: 60, format: 'jpeg', caption: 'none' });
    const file = await exportExamFile((await photoWithGps()).bytes, preset);
    expect([file.width, file.height]).toEqual([413, 531]);
    await expectPassing(file, preset, 'phone photo with GPS');
  });

  it('says in plain words why a window that can’t be met is refused', async () => {
    const preset = customExamPreset({ kind: 'photo', unit: 'px', width: 1200, height: 1500, dpi: 96, minKb: 0, maxKb: 10, format: 'jpeg', caption: 'none' });
    const busy = (await noiseInput(1200, 1500, 60, 3)).bytes;
    const refused = await exportExamFile(busy, preset).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('FILE_DOES_NOT_FIT_PRESET');
    expect((refused as AppError).message).toContain('fit in 10 KB at 1200×1500 pixels');
  });
});

describe('captions: a name and date in a white band under the photo', () => {
  const sscPhoto = seedExamPresets.find((p) => p.id === 'ibps-photo')!;
  const captioned: ExamPreset = { ...sscPhoto, caption: 'name-and-date' };

  it('draws the band inside the preset’s exact pixels, the window still met, for photos of any content', async () => {
    const band = examCaptionBand({ width: 200, height: 230 })!;
    for (const input of [await photoInput(band.photo.width, band.photo.height), await noiseInput(200, 184, 40, 5), await photoInput(600, 552)]) {
      const file = await exportExamFile(input.bytes, captioned, { name: 'Asha K. Verma', date: '26.11.2026' });
      await expectPassing(file, captioned, `captioned ${input.name}`);
      await expectCaptionBand(file.jpeg, 200, 230, input.name);
    }
    // A custom photo asks for one too.
    const custom = customExamPreset({
      kind: 'photo',
      unit: 'px',
      width: 300,
      height: 400,
      dpi: 96,
      minKb: 20,
      maxKb: 60,
      format: 'jpeg',
      caption: 'name-and-date',
    });
    const file = await exportExamFile((await photoInput(300, 320)).bytes, custom, { name: "D'Souza, Mary-Ann (Dr.)", date: '01.01.2027' });
    await expectPassing(file, custom, 'custom captioned');
    await expectCaptionBand(file.jpeg, 300, 400, 'custom captioned');
  });

  it('writes a different file for a different name, and none without a name when the preset asks for one', async () => {
    const crop = (await photoInput(200, 184)).bytes;
    const asha = await exportExamFile(crop, captioned, { name: 'Asha', date: '26.11.2026' });
    const ravi = await exportExamFile(crop, captioned, { name: 'Ravi', date: '26.11.2026' });
    expect(asha.jpeg.equals(ravi.jpeg)).toBe(false);
    const missing = await exportExamFile(crop, captioned).catch((error: unknown) => error);
    expect(missing).toMatchObject({ code: 'VALIDATION', fields: ['captionName'] });
    // A preset without a caption ignores one.
    const plain = await exportExamFile(crop, sscPhoto, { name: 'Asha', date: '26.11.2026' });
    const plainAgain = await exportExamFile(crop, sscPhoto);
    expect(plain.jpeg.equals(plainAgain.jpeg)).toBe(true);
  });

  it('refuses a name too long to read at the width, and a file too small for a band', async () => {
    const tooLong = await exportExamFile((await photoInput(200, 184)).bytes, captioned, { name: 'W'.repeat(40), date: '26.11.2026' }).catch(
      (error: unknown) => error,
    );
    expect(tooLong).toMatchObject({ code: 'VALIDATION', fields: ['captionName'] });
    expect((tooLong as AppError).message).toContain('too long to print readably under a photo 200 pixels wide');
    const small: ExamPreset = { ...captioned, pixels: { kind: 'exact', width: 100, height: 100 }, minKb: 0 };
    const refused = await exportExamFile((await photoInput(100, 80)).bytes, small, { name: 'Asha', date: '26.11.2026' }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'FILE_DOES_NOT_FIT_PRESET' });
  });
});
