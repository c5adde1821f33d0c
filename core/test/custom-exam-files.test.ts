import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { examCaptionSchema, examCustomSpecSchema } from '../src/contracts/exam-files';
import { examPresetId, examPresetSchema } from '../src/contracts/exam-presets';
import { CUSTOM_EXAM_LIMITS, customExamPixels, customExamPreset, type CustomExamSpec } from '../src/exam-files/custom-exam-preset';
import {
  EXAM_CAPTION_MIN_FONT_PX,
  EXAM_CAPTION_MIN_HEIGHT,
  EXAM_CAPTION_MIN_WIDTH,
  examCaptionBand,
  examCaptionDateText,
  examCaptionFileFor,
} from '../src/exam-files/exam-caption';
import { examByteWindow, examFilePixels } from '../src/exam-files/exam-file-size';
import { examFileName } from '../src/exam-files/exam-presets';

const spec = (over: Partial<CustomExamSpec> = {}): CustomExamSpec => ({
  kind: 'photo',
  unit: 'px',
  width: 300,
  height: 400,
  dpi: 96,
  minKb: 20,
  maxKb: 60,
  format: 'jpeg',
  caption: 'none',
  ...over,
});

/** The fields a refused spec names, in order. */
const refusedFields = (input: unknown) => {
  const parsed = examCustomSpecSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('custom exam files: the contract', () => {
  it('takes a size in pixels and names the file after it', () => {
    const parsed = examCustomSpecSchema.parse(spec());
    const preset = customExamPreset(parsed);
    expect(preset).toMatchObject({ id: 'photo-300x400', form: 'Custom', kind: 'photo', pixels: { kind: 'exact', width: 300, height: 400 }, dpi: 96 });
    expect(examFileName(preset)).toBe('photo-300x400.jpg');
    expect(examFileName(customExamPreset(spec({ kind: 'signature', width: 140, height: 60, minKb: 10, maxKb: 20 })))).toBe('signature-140x60.jpg');
    expect(examPresetSchema.safeParse(preset).success).toBe(true);
  });

  it('keeps the id `custom` for itself: no preset can take it', () => {
    expect(examPresetId.safeParse('custom').success).toBe(false);
    expect(examPresetId.safeParse('custom-photo').success).toBe(false);
    expect(examPresetId.safeParse('customs-photo').success).toBe(true);
  });

  it('converts millimetres at the DPI with the presets’ one rule', () => {
    const mm = spec({ unit: 'mm', width: 35, height: 45, dpi: 300 });
    expect(refusedFields(mm)).toEqual([]);
    const pixels = customExamPixels(mm);
    expect(pixels).toEqual({ width: 413, height: 531 });
    expect(pixels).toEqual(examFilePixels({ kind: 'mm', widthMm: 35, heightMm: 45 }, 300, { width: 1, height: 1 }));
    expect(customExamPreset(mm).id).toBe('photo-413x531');
  });

  it('names each bad field, with why in plain words', () => {
    expect(refusedFields(spec({ width: 10 }))).toEqual(['width']);
    expect(refusedFields(spec({ width: 300.5 }))).toEqual(['width']);
    expect(refusedFields(spec({ height: 3000 }))).toEqual(['height']);
    expect(refusedFields(spec({ width: 2500, height: 2500 }))).toEqual(['width']);
    expect(refusedFields(spec({ unit: 'mm', width: 2, height: 45 }))).toEqual(['width']);
    // 35 mm at 1200 dpi is 1654 px (good), 290 mm is 13,701 px: too large once converted.
    expect(refusedFields(spec({ unit: 'mm', width: 35, height: 290, dpi: 1200 }))).toEqual(['height']);
    expect(refusedFields(spec({ unit: 'mm', width: 200, height: 290, dpi: 600 }))).toEqual(['width', 'height']);
    expect(refusedFields(spec({ dpi: 20 }))).toEqual(['dpi']);
    expect(refusedFields(spec({ dpi: 96.5 }))).toEqual(['dpi']);
    expect(refusedFields(spec({ minKb: 50, maxKb: 50 }))).toEqual(['maxKb']);
    expect(refusedFields(spec({ minKb: 60, maxKb: 20 }))).toEqual(['maxKb']);
    expect(refusedFields(spec({ maxKb: 5000 }))).toEqual(['maxKb']);
    expect(refusedFields(spec({ minKb: -1 }))).toEqual(['minKb']);
    expect(refusedFields(spec({ kind: 'signature', caption: 'name-and-date' }))).toEqual(['caption']);
    expect(refusedFields(spec({ height: 100, caption: 'name-and-date' }))).toEqual(['caption']);
    expect(refusedFields(spec({ width: 140, caption: 'name-and-date' }))).toEqual(['caption']);
    expect(refusedFields({ ...spec(), kind: 'thumb' })).toEqual(['kind']);
    expect(refusedFields({ ...spec(), format: 'png' })).toEqual(['format']);
  });

  it('says why a window can’t be met: a floor above what the pixels hold', () => {
    const parsed = examCustomSpecSchema.safeParse(spec({ width: 60, height: 60, minKb: 20, maxKb: 50 }));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join('.'))).toEqual(['minKb']);
    expect(parsed.error!.issues[0]!.message).toBe(
      'A 60×60 picture holds at most 10 KB of pixels, so it can’t honestly be 20 KB. Check the smallest size or the pixels.',
    );
    const mm = examCustomSpecSchema.safeParse(spec({ unit: 'mm', width: 5, height: 5, dpi: 50 }));
    expect(mm.error!.issues[0]!.message).toBe('The width must be from 50 to 2500 pixels (5×5 mm at 50 dpi is 10×10 px).');
  });

  it('accepts every spec within its bounds and makes a preset its own contract accepts (fast-check)', () => {
    const L = CUSTOM_EXAM_LIMITS;
    const anySpec = fc
      .record({
        kind: fc.constantFrom('photo' as const, 'signature' as const),
        width: fc.integer({ min: L.minSide, max: L.maxSide }),
        height: fc.integer({ min: L.minSide, max: L.maxSide }),
        dpi: fc.integer({ min: L.minDpi, max: L.maxDpi }),
        minKb: fc.integer({ min: 0, max: 200 }),
        room: fc.integer({ min: 0, max: 1000 }),
      })
      // The smallest ceiling a floor allows: 1 KB of room once "KB" is read safely at both ends.
      .map((s) => ({ ...s, maxKb: Math.ceil((s.minKb * 1024 + 1025) / 1000) + s.room }))
      .filter((s) => s.width * s.height <= L.maxPixels && s.minKb * 1024 <= s.width * s.height * 3 && s.maxKb <= L.maxKb);
    fc.assert(
      fc.property(anySpec, (s) => {
        const input = spec({ kind: s.kind, width: s.width, height: s.height, dpi: s.dpi, minKb: s.minKb, maxKb: s.maxKb });
        expect(refusedFields(input)).toEqual([]);
        const preset = customExamPreset(input);
        expect(examPresetSchema.safeParse(preset).success).toBe(true);
        expect(examFilePixels(preset.pixels, preset.dpi, { width: 7, height: 9 })).toEqual({ width: s.width, height: s.height });
        const { minBytes, maxBytes } = examByteWindow(preset);
        expect(maxBytes - minBytes).toBeGreaterThanOrEqual(1024);
      }),
      { numRuns: 300 },
    );
  });
});

describe('exam captions', () => {
  it('takes Latin names and real days, and refuses the rest by field', () => {
    expect(examCaptionSchema.parse({ captionName: '  Asha K. Verma ', captionDate: '2026-11-26' })).toEqual({
      captionName: 'Asha K. Verma',
      captionDate: '2026-11-26',
    });
    const fields = (input: { captionName: string; captionDate: string }) => {
      const parsed = examCaptionSchema.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
    };
    expect(fields({ captionName: 'आशा वर्मा', captionDate: '2026-11-26' })).toEqual(['captionName']);
    expect(fields({ captionName: '<b>x</b>', captionDate: '2026-11-26' })).toEqual(['captionName']);
    expect(fields({ captionName: '   ', captionDate: '2026-11-26' })).toEqual(['captionName']);
    expect(fields({ captionName: 'A'.repeat(41), captionDate: '2026-11-26' })).toEqual(['captionName']);
    expect(fields({ captionName: 'Asha', captionDate: '2026-02-30' })).toEqual(['captionDate']);
    expect(fields({ captionName: 'Asha', captionDate: '26/11/2026' })).toEqual(['captionDate']);
    expect(examCaptionDateText('2026-11-05')).toBe('05.11.2026');
  });

  it('puts a band of two legible lines inside the file, the photo in the rest', () => {
    expect(examCaptionBand({ width: 200, height: 230 })).toEqual({ photo: { width: 200, height: 184 }, bandHeight: 46, fontPx: 18 });
    expect(examCaptionBand({ width: 200, height: EXAM_CAPTION_MIN_HEIGHT - 1 })).toBeNull();
    expect(examCaptionBand({ width: EXAM_CAPTION_MIN_WIDTH - 1, height: 400 })).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: EXAM_CAPTION_MIN_WIDTH, max: 2500 }), fc.integer({ min: EXAM_CAPTION_MIN_HEIGHT, max: 2500 }), (width, height) => {
        const band = examCaptionBand({ width, height })!;
        expect(band.photo.width).toBe(width);
        expect(band.photo.height + band.bandHeight).toBe(height);
        expect(band.fontPx).toBeGreaterThanOrEqual(EXAM_CAPTION_MIN_FONT_PX);
        expect(2 * band.fontPx).toBeLessThan(band.bandHeight);
        // A photo of the band's photo size makes back a file of (about) the size it came from: a range preset starts there.
        expect(Math.abs(examCaptionFileFor(band.photo).height - height)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
