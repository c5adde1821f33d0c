import { beforeAll, describe, expect, it } from 'vitest';
import type { PrintSheet } from '@core/contracts/print-sheet';
import { examPresetNamesOf, historySheetTitle } from '../src/features/history/lib/history-texts';
import { loadPageTexts, setLanguage, translate, type Language, type TFunction } from '../src/lib/i18n';
import { stubBrowser } from './support/browser-globals';

const tOf =
  (lng: Language): TFunction =>
  (key, values) =>
    translate(lng, key, values);

const photoSheet: PrintSheet = { kind: 'photo-sheet', paper: 'a4', photo: { width: 35, height: 45 }, count: 6, startRow: 1 };
const customerSheet: PrintSheet = {
  kind: 'customer-sheet',
  paper: 'a4',
  customers: [
    { photo: { width: 35, height: 45 }, count: 6 },
    { photo: { width: 51, height: 51 }, count: 6 },
    { photo: { width: 20, height: 25 }, count: 12 },
  ],
};
const document: PrintSheet = { kind: 'document', docType: 'aadhaar', layout: '0', copies: 3 };
const exam: PrintSheet = { kind: 'exam-files', presets: ['ssc-photo', 'gone-preset', 'custom'] };
const presets = [{ id: 'ssc-photo', form: 'SSC CGL', formHi: '', kind: 'photo' as const }];
/** A preset whose form has a Hindi name: History says it in Hindi, as the exam screen does. */
const namedInHindi = [{ id: 'ssc-photo', form: 'SSC CGL', formHi: 'एसएससी सीजीएल', kind: 'photo' as const }];

describe("History's titles from the typed sheet", () => {
  beforeAll(async () => {
    stubBrowser();
    await loadPageTexts();
    // The Hindi texts are loaded with the language.
    await setLanguage('hi');
    await setLanguage('en');
  });

  it('reads each kind in English', () => {
    const t = tOf('en');
    const lng = 'en';
    expect(historySheetTitle(t, photoSheet)).toBe('6 photos · 35×45 mm · A4');
    expect(historySheetTitle(t, { ...photoSheet, count: 1, startRow: 3, paper: '4x6', photo: { width: 51, height: 51 } })).toBe(
      '1 photo · 51×51 mm · 4×6 in · from row 3',
    );
    expect(historySheetTitle(t, customerSheet)).toBe('3 customers · 24 photos · A4');
    expect(historySheetTitle(t, document)).toBe('Aadhaar card · both sides · 3 copies');
    expect(historySheetTitle(t, { ...document, layout: 'single', copies: 1, docType: 'someday-card' })).toBe('someday-card · one side · 1 copy');
    expect(historySheetTitle(t, exam, examPresetNamesOf(t, lng, presets))).toBe('Exam files: SSC CGL Photo, gone-preset, Custom size');
    expect(historySheetTitle(t, exam)).toBe('Exam files: ssc-photo, gone-preset, custom');
    expect(historySheetTitle(t, { kind: 'unknown', raw: 'a4-odd-thing' })).toBe('Layout a4-odd-thing');
  });

  it('reads each kind in Hindi', () => {
    const t = tOf('hi');
    const lng = 'hi';
    expect(historySheetTitle(t, photoSheet)).toBe('6 फ़ोटो · 35×45 मिमी · A4');
    expect(historySheetTitle(t, { ...photoSheet, startRow: 2 })).toBe('6 फ़ोटो · 35×45 मिमी · A4 · पंक्ति 2 से');
    expect(historySheetTitle(t, customerSheet)).toBe('3 ग्राहक · 24 फ़ोटो · A4');
    expect(historySheetTitle(t, document)).toBe(`${translate('hi', 'docTypes.aadhaar')} · दोनों तरफ़ · 3 कॉपी`);
    expect(historySheetTitle(t, exam, examPresetNamesOf(t, lng, presets))).toBe('परीक्षा फ़ाइलें: SSC CGL फ़ोटो, gone-preset, अपना आकार');
    expect(historySheetTitle(t, { kind: 'unknown', raw: 'x' })).toBe('लेआउट x');
    expect(historySheetTitle(t, exam, examPresetNamesOf(t, lng, namedInHindi))).toBe('परीक्षा फ़ाइलें: एसएससी सीजीएल फ़ोटो, gone-preset, अपना आकार');
    expect(historySheetTitle(tOf('en'), exam, examPresetNamesOf(tOf('en'), 'en', namedInHindi))).toBe('Exam files: SSC CGL Photo, gone-preset, Custom size');
  });
});
