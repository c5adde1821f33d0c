import { beforeAll, describe, expect, it } from 'vitest';
import type { PrintSheet } from '@core/contracts/print-sheet';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import { examFileNamesOf, historyExamTitle, historyServiceName, historySheetTitle } from '../src/features/history/lib/history-texts';
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
const exam: PrintSheet = { kind: 'exam-files', presets: ['ssc-photo', 'ssc-signature', 'gone-preset', 'photo-300x400'] };
// The screen's list names a form by its group's shortest name: "SSC CGL", not "SSC CGL (older pattern)".
const presets = [
  { ...seedExamPresets.find((p) => p.id === 'ssc-photo')!, form: 'SSC CGL (older pattern)', formHi: '' },
  { ...seedExamPresets.find((p) => p.id === 'ssc-signature')!, form: 'SSC CGL', formHi: '' },
];
/** A preset whose form has a Hindi name: History says it in Hindi, as the exam screen does. */
const namedInHindi = presets.map((preset) => ({ ...preset, formHi: 'एसएससी सीजीएल' }));

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
    // Two sheets (decision 0071).
    const twoSheets = {
      ...photoSheet,
      count: 15,
      startRow: 5,
      pages: [
        { count: 10, startRow: 5 },
        { count: 5, startRow: 1 },
      ],
    };
    expect(historySheetTitle(t, twoSheets)).toBe('15 photos · 35×45 mm · A4 · 2 sheets · from row 5');
    expect(historySheetTitle(t, { ...customerSheet, pages: [{ customers: 2 }, { customers: 1 }] })).toBe('3 customers · 24 photos · A4 · 2 sheets');
    expect(historySheetTitle(tOf('hi'), twoSheets)).toBe('15 फ़ोटो · 35×45 मिमी · A4 · 2 शीट · पंक्ति 5 से');
    expect(historySheetTitle(t, document)).toBe('Aadhaar card · both sides · 3 copies');
    expect(historySheetTitle(t, { ...document, copies: 2, tray: { pass: 'back', bleed: 1 } })).toBe(
      'Aadhaar card · both sides · PVC tray, back pass · 2 copies',
    );
    // No id or stored text is ever shown as it is (decision 0070).
    expect(historySheetTitle(t, { ...document, layout: 'single', copies: 1, docType: 'someday-card' })).toBe('Document · one side · 1 copy');
    expect(historySheetTitle(t, exam, examFileNamesOf(lng, presets))).toBe('SSC CGL — photo, signature; Custom size — photo 300×400 px; Another form — 1 file');
    expect(historyExamTitle(t, ['ssc-photo', 'ssc-signature'], examFileNamesOf(lng, presets))).toBe('SSC CGL — photo, signature');
    expect(historyExamTitle(t, ['gone-a', 'gone-b'], new Map())).toBe('Another form — 2 files');
    expect(historySheetTitle(t, { kind: 'unknown', raw: 'a4-odd-thing' })).toBe('Details not recorded');
    expect(historyServiceName(t, 'exam-files')).toBe('Exam Photo and Signature Files');
    expect(historyServiceName(t, 'someday-service')).toBe('Print');
  });

  it('reads each kind in Hindi', () => {
    const t = tOf('hi');
    const lng = 'hi';
    expect(historySheetTitle(t, photoSheet)).toBe('6 फ़ोटो · 35×45 मिमी · A4');
    expect(historySheetTitle(t, { ...photoSheet, startRow: 2 })).toBe('6 फ़ोटो · 35×45 मिमी · A4 · पंक्ति 2 से');
    expect(historySheetTitle(t, customerSheet)).toBe('3 ग्राहक · 24 फ़ोटो · A4');
    expect(historySheetTitle(t, document)).toBe(`${translate('hi', 'docTypes.aadhaar')} · दोनों तरफ़ · 3 कॉपी`);
    expect(historySheetTitle(t, { ...document, tray: { pass: 'front', bleed: 0 } })).toBe(
      `${translate('hi', 'docTypes.aadhaar')} · दोनों तरफ़ · PVC ट्रे, आगे की छपाई · 3 कॉपी`,
    );
    // A form without a Hindi name keeps its English one.
    expect(historyExamTitle(t, ['ssc-photo', 'ssc-signature'], examFileNamesOf(lng, presets))).toBe('SSC CGL — फ़ोटो, हस्ताक्षर');
    expect(historySheetTitle(t, { kind: 'unknown', raw: 'x' })).toBe('विवरण दर्ज नहीं');
    expect(historySheetTitle(t, exam, examFileNamesOf(lng, namedInHindi))).toBe(
      'एसएससी सीजीएल — फ़ोटो, हस्ताक्षर; अपना आकार — फ़ोटो 300×400 पिक्सेल; कोई और फ़ॉर्म — 1 फ़ाइल',
    );
    expect(historyExamTitle(tOf('en'), ['ssc-photo', 'ssc-signature'], examFileNamesOf('en', namedInHindi))).toBe('SSC CGL — photo, signature');
    expect(historyServiceName(t, 'exam-files')).toBe(translate('hi', 'services.exam-files.name'));
  });
});
