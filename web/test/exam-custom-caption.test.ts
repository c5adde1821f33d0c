import { beforeAll, describe, expect, it, vi } from 'vitest';
import { customExamPreset } from '@core/exam-files/custom-exam-preset';
import { examCaptionBand } from '@core/exam-files/exam-caption';
import { seedExamPresets, type ExamPreset } from '@core/exam-files/exam-presets';
import { examFilesForm } from '../src/lib/create-exam-files';
import { defaultCustomExamForm, parseStoredCustomExamForm, readCustomExamForm } from '../src/features/exam-files/lib/custom-exam-form';
import { needsExamCaption, readExamCaption, todayInIst } from '../src/features/exam-files/lib/exam-caption-form';
import { examCropAspect, examUploadSize } from '../src/features/exam-files/lib/exam-crop-size';
import { ApiError, apiFetch } from '../src/lib/api-client';
import { loadPageTexts, setLanguage, translate } from '../src/lib/i18n';
import { stubBrowser } from './support/browser-globals';

beforeAll(async () => {
  stubBrowser();
  await loadPageTexts();
  await setLanguage('en');
});

describe('the custom size form', () => {
  it('makes the server’s spec from what was typed, mm converted at the DPI', () => {
    const { spec, refused } = readCustomExamForm(defaultCustomExamForm);
    expect(refused).toEqual([]);
    expect(customExamPreset(spec!)).toMatchObject({ id: 'photo-300x400', pixels: { kind: 'exact', width: 300, height: 400 }, minKb: 20, maxKb: 60 });
    const mm = readCustomExamForm({ ...defaultCustomExamForm, unit: 'mm', width: '35', height: '45', dpi: '300', caption: true });
    expect(customExamPreset(mm.spec!)).toMatchObject({ id: 'photo-413x531', caption: 'name-and-date' });
    // A signature never asks for a caption, whatever the box said.
    expect(readCustomExamForm({ ...defaultCustomExamForm, kind: 'signature', caption: true }).spec?.caption).toBe('none');
  });

  it('names each field to fix, as the server would', () => {
    expect(readCustomExamForm({ ...defaultCustomExamForm, width: '' }).refused).toEqual(['width']);
    expect(readCustomExamForm({ ...defaultCustomExamForm, width: 'abc' }).refused).toEqual(['width']);
    expect(readCustomExamForm({ ...defaultCustomExamForm, maxKb: '10' }).refused).toEqual(['maxKb']);
    expect(readCustomExamForm({ ...defaultCustomExamForm, width: '60', height: '60', minKb: '50', maxKb: '90' }).refused).toEqual(['minKb']);
    expect(readCustomExamForm({ ...defaultCustomExamForm, dpi: '2000' }).refused).toEqual(['dpi']);
    expect(readCustomExamForm({ ...defaultCustomExamForm, height: '100', caption: true }).refused).toEqual(['caption']);
    expect(readCustomExamForm({ ...defaultCustomExamForm, kind: 'thumb' as never }).refused).toEqual(['form']);
  });

  it('reads back only stored values that are a form’s', () => {
    expect(parseStoredCustomExamForm(JSON.stringify(defaultCustomExamForm))).toEqual(defaultCustomExamForm);
    expect(parseStoredCustomExamForm('{"kind":"photo"}')).toBeNull();
    expect(parseStoredCustomExamForm('not json')).toBeNull();
    expect(parseStoredCustomExamForm(null)).toBeNull();
  });

  it('words the server’s refusals of its fields in English and Hindi, never with the field’s name', async () => {
    for (const lng of ['en', 'hi'] as const) {
      await setLanguage(lng);
      vi.stubGlobal('fetch', () =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 'VALIDATION', message: 'minKb: …', fields: ['custom.minKb', 'captionName'] }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      );
      const error = await apiFetch('/api/v1/exam-files', { method: 'POST' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(`${translate(lng, 'fieldErrors.custom.minKb')} ${translate(lng, 'fieldErrors.captionName')}`);
      expect((error as ApiError).message).not.toContain('minKb');
    }
    vi.unstubAllGlobals();
    await setLanguage('en');
  });
});

describe('the caption', () => {
  it('starts at today in IST and takes Latin names only', () => {
    // 20:00 UTC on 26 November is 01:30 on 27 November in India.
    expect(todayInIst(Date.UTC(2026, 10, 26, 20, 0))).toBe('2026-11-27');
    expect(readExamCaption({ name: ' Asha K. Verma ', date: '2026-11-27' })).toEqual({ caption: { name: 'Asha K. Verma', date: '2026-11-27' }, refused: [] });
    expect(readExamCaption({ name: 'आशा', date: '2026-11-27' }).refused).toEqual(['captionName']);
    expect(readExamCaption({ name: '', date: '' }).refused).toEqual(['captionName', 'captionDate']);
  });

  it('is asked for by photo presets that want one', () => {
    const ssc = seedExamPresets.filter((p) => p.id.startsWith('ssc-'));
    expect(needsExamCaption(ssc)).toBe(false);
    expect(needsExamCaption([{ ...ssc[0]!, caption: 'name-and-date' }])).toBe(true);
    expect(needsExamCaption([{ ...ssc[1]!, caption: 'name-and-date' }])).toBe(false);
  });

  it('crops the photo to the part above the band, at exactly its pixels', () => {
    const ssc: ExamPreset = { ...seedExamPresets.find((p) => p.id === 'ibps-photo')!, caption: 'name-and-date' };
    const band = examCaptionBand({ width: 200, height: 230 })!;
    expect(examCropAspect(ssc)).toBeCloseTo(band.photo.width / band.photo.height, 9);
    expect(examUploadSize(ssc, { width: 1000, height: 920 })).toEqual(band.photo);
    const e = { ...seedExamPresets.find((p) => p.id === 'e-visa-photo')!, caption: 'name-and-date' as const };
    const size = examUploadSize(e, { width: 600, height: 480 });
    expect(size).toEqual(examCaptionBand({ width: 600, height: 600 })!.photo);
  });

  it('goes into the form with the custom spec, the crop under the name `custom`', async () => {
    const { spec } = readCustomExamForm(defaultCustomExamForm);
    const form = examFilesForm('preview', [{ presetId: 'custom', png: new Blob(['x'], { type: 'image/png' }) }], {
      custom: spec!,
      caption: { name: 'Asha', date: '2026-11-27' },
    });
    expect(form.get('mode')).toBe('preview');
    expect(JSON.parse(String(form.get('custom')))).toEqual(spec);
    expect([form.get('captionName'), form.get('captionDate')]).toEqual(['Asha', '2026-11-27']);
    expect(form.get('custom-')).toBeNull();
    expect(form.getAll('custom')).toHaveLength(2);
  });
});
