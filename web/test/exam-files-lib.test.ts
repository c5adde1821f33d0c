import { beforeAll, describe, expect, it } from 'vitest';
import { examFilePixels } from '@core/exam-files/exam-file-size';
import { seedExamPresets, type ExamPreset } from '@core/exam-files/exam-presets';
import { examCropAspect, examUploadSize, INK_UPLOAD_SCALE } from '../src/features/exam-files/lib/exam-crop-size';
import { examCheckedText, examFileSizeText, examKbText, examPixelsText, fitsExamWindow } from '../src/lib/exam-file-text';
import { examPresetStem, examSlotTitleNeedsSize, groupExamPresets, inLanguage } from '../src/lib/exam-preset-groups';
import { examFailureText } from '../src/features/exam-files/lib/exam-failure-text';
import { base64Bytes } from '../src/lib/save-exam-file';
import { ApiError } from '../src/lib/api-client';
import { loadPageTexts, setLanguage, translate, type Language, type TFunction } from '../src/lib/i18n';
import { stubBrowser } from './support/browser-globals';

const preset = (id: string): ExamPreset => seedExamPresets.find((p) => p.id === id)!;
const tIn =
  (lng: Language): TFunction =>
  (key, values) =>
    translate(lng, key, values);

beforeAll(async () => {
  stubBrowser();
  await loadPageTexts();
  await setLanguage('hi');
  await setLanguage('en');
});

describe('exam presets grouped by exam', () => {
  it('gives one group a form, its files in the form order, named by the shortest form name', () => {
    const groups = groupExamPresets([...seedExamPresets].reverse());
    expect(groups.map((g) => [g.id, g.form, g.formHi, g.presets.map((p) => p.kind)])).toEqual([
      ['ssc', 'SSC', 'SSC', ['photo', 'signature']],
      ['ibps', 'IBPS / SBI', 'IBPS / SBI', ['photo', 'signature', 'thumb', 'declaration']],
      ['upsc', 'UPSC', 'UPSC', ['photo', 'signature']],
      ['pan-utiitsl', 'PAN (UTIITSL)', 'PAN (UTIITSL)', ['photo', 'signature']],
      ['pan-protean', 'PAN (Protean/NSDL)', 'PAN (Protean/NSDL)', ['photo', 'signature']],
      ['oci', 'OCI', 'OCI', ['photo', 'signature']],
      ['e-visa', 'Indian e-Visa', 'भारतीय ई-वीज़ा', ['photo']],
      ['passport', 'Passport online upload', 'पासपोर्ट ऑनलाइन अपलोड', ['photo']],
      ['jee-main', 'JEE Main (NTA)', 'JEE Main (NTA)', ['photo', 'signature']],
      ['neet-ug', 'NEET UG (NTA)', 'NEET UG (NTA)', ['photo', 'photo', 'signature']],
      ['cuet-ug', 'CUET UG (NTA)', 'CUET UG (NTA)', ['photo', 'signature']],
    ]);
    const neet = groups.find((g) => g.id === 'neet-ug')!;
    expect(neet.presets.map((p) => [p.id, examSlotTitleNeedsSize(p, neet)])).toEqual([
      ['neet-ug-photo', true],
      ['neet-ug-postcard-photo', true],
      ['neet-ug-signature', false],
    ]);
  });

  it('shows a preset’s Hindi text on the Hindi page, and the English where none was written', () => {
    const ssc = seedExamPresets.find((p) => p.id === 'ssc-photo')!;
    expect(inLanguage('hi', ssc.form, ssc.formHi)).toBe('SSC (पुराना तरीका)');
    expect(inLanguage('en', ssc.form, ssc.formHi)).toBe('SSC (older pattern)');
    expect(inLanguage('hi', 'RRB', '')).toBe('RRB');
  });

  it('keeps an id that does not end in its kind whole', () => {
    expect(examPresetStem({ id: 'ssc-photo', kind: 'photo' })).toBe('ssc');
    expect(examPresetStem({ id: 'bank-sign', kind: 'signature' })).toBe('bank-sign');
    expect(examPresetStem({ id: 'photo', kind: 'photo' })).toBe('photo');
  });
});

describe('the crop frame and the upload size', () => {
  it('frames every preset at its file shape: exact, mm, square ranges; a free range has none', () => {
    expect(examCropAspect(preset('ibps-photo'))).toBeCloseTo(200 / 230, 9);
    expect(examCropAspect(preset('ibps-signature'))).toBeCloseTo(140 / 60, 9);
    const protean = examFilePixels(preset('pan-protean-photo').pixels, 200, { width: 1, height: 1 });
    expect(examCropAspect(preset('pan-protean-photo'))).toBeCloseTo(protean.width / protean.height, 9);
    expect(examCropAspect(preset('oci-photo'))).toBe(1);
    expect(examCropAspect(preset('upsc-photo'))).toBeNull();
  });

  it('exports a photo at exactly the file pixels, whatever the crop', () => {
    for (const crop of [
      { width: 2400, height: 2760 },
      { width: 90, height: 104 },
    ]) {
      expect(examUploadSize(preset('ibps-photo'), crop)).toEqual({ width: 200, height: 230 });
      expect(examUploadSize(preset('passport-photo'), crop)).toEqual({ width: 630, height: 810 });
    }
    expect(examUploadSize(preset('oci-photo'), { width: 1200, height: 1200 })).toEqual({ width: 900, height: 900 });
    expect(examUploadSize(preset('upsc-photo'), { width: 600, height: 700 })).toEqual({ width: 600, height: 700 });
  });

  it('exports ink on paper at a whole multiple of the file size, up to 4×, never more than the crop holds', () => {
    expect(examUploadSize(preset('ibps-signature'), { width: 3000, height: 1286 })).toEqual({ width: 140 * INK_UPLOAD_SCALE, height: 60 * INK_UPLOAD_SCALE });
    expect(examUploadSize(preset('ibps-signature'), { width: 300, height: 129 })).toEqual({ width: 280, height: 120 });
    expect(examUploadSize(preset('ibps-signature'), { width: 100, height: 43 })).toEqual({ width: 140, height: 60 });
    expect(examUploadSize(preset('ibps-declaration'), { width: 2000, height: 1000 })).toEqual({ width: 1600, height: 800 });
  });
});

describe('sizes in words', () => {
  const en = tIn('en');

  it('states the exact size in KB, cut to one decimal, with the bytes', () => {
    expect(examFileSizeText(en, 25_190)).toBe('24.5 KB (25,190 bytes)');
    expect(examFileSizeText(en, 20_479)).toBe('19.9 KB (20,479 bytes)');
  });

  it('states the rule and the window, and checks a size against the window read safely', () => {
    expect(examPixelsText(en, preset('ibps-photo'))).toBe('200×230 px');
    expect(examPixelsText(en, preset('oci-photo'))).toBe('square, 200×200 to 900×900 px');
    expect(examPixelsText(en, preset('pan-protean-photo'))).toBe('197×276 px (25×35 mm at 200 dpi)');
    expect(examKbText(en, preset('ibps-photo'))).toBe('20–50 KB');
    expect(examKbText(en, preset('pan-utiitsl-photo'))).toBe('up to 30 KB');
    expect(fitsExamWindow(preset('ibps-photo'), 20 * 1024)).toBe(true);
    expect(fitsExamWindow(preset('ibps-photo'), 20 * 1024 - 1)).toBe(false);
    expect(fitsExamWindow(preset('ibps-photo'), 49_999)).toBe(true);
    expect(fitsExamWindow(preset('ibps-photo'), 50_000)).toBe(false);
  });

  it('says when a rule was checked, or that the date was not recorded', () => {
    expect(examCheckedText(en, 'en', '2026-11')).toBe('November 2026');
    expect(examCheckedText(en, 'en', '2026-04-13')).toBe('13 April 2026');
    expect(examCheckedText(en, 'en', null)).toBe('date not recorded');
    expect(examCheckedText(tIn('hi'), 'hi', '2026-11')).toBe('नवंबर 2026');
    expect(examCheckedText(tIn('hi'), 'hi', null)).toBe('तारीख़ दर्ज नहीं');
  });

  it('shows the server’s words for a file that does not fit in English, ours in Hindi', () => {
    const error = new ApiError(422, 'FILE_DOES_NOT_FIT_PRESET', 'This picture has too much fine detail to fit in 20 KB…');
    expect(examFailureText(en, 'en', error)).toBe('This picture has too much fine detail to fit in 20 KB…');
    expect(examFailureText(tIn('hi'), 'hi', error)).toMatch(/^इस तस्वीर से/);
    const other = new ApiError(0, 'NETWORK', 'No connection.');
    expect(examFailureText(tIn('hi'), 'hi', other)).toBe('No connection.');
  });
});

describe('files from the answer', () => {
  it('decodes base64 to the exact bytes', () => {
    expect([...base64Bytes(btoa(String.fromCharCode(0xff, 0xd8, 0x00, 0x7f)))]).toEqual([0xff, 0xd8, 0x00, 0x7f]);
  });
});
