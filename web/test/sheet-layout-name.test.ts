import { beforeAll, describe, expect, it } from 'vitest';
import { papers } from '@core/layout/papers';
import { sheetLayoutLabel, sheetLayouts } from '@core/layout/sheet-layouts';
import { paperName, sheetLayoutName } from '../src/features/print-studio/lib/sheet-layout-name';
import { loadPageTexts, setLanguage, translate, type TFunction } from '../src/lib/i18n';
import { stubBrowser } from './support/browser-globals';

const tIn =
  (lng: 'en' | 'hi'): TFunction =>
  (key, values) =>
    translate(lng, key, values);

describe('sheet layout and paper names (decisions 0031 and 0065)', () => {
  beforeAll(async () => {
    stubBrowser();
    await loadPageTexts();
    await setLanguage('hi');
    await setLanguage('en');
  });

  it('names every core layout by its count, paper and how its photos stand, and the 42-up’s other size as not passport size (decision 0065)', () => {
    expect(Object.fromEntries(sheetLayouts.map((layout) => [layout.id, sheetLayoutName(tIn('en'), layout)]))).toEqual({
      'a4-6': '6 photos on A4 (5 + 1)',
      'a4-7': '7 photos on A4 (5 + 2)',
      'a4-12': '12 photos on A4 (5 + 5 + 2)',
      'a4-24': '24 photos on A4 (4 rows of 5 + 4)',
      'a4-42': '42 photos on A4 (7 rows of 6), 30×38.6 mm — not passport size',
      '4x6-3': '3 photos on 4×6 in (2 + 1)',
      '4x6-6': '6 photos on 4×6 in (3 rows of 2)',
      '5x7-4': '4 photos on 5×7 in (2 rows of 2)',
      '5x7-8': '8 photos on 5×7 in (3 + 3 + 2)',
      '4x6l-8': '8 photos on 4×6 in landscape (2 rows of 4)',
    });
    // Every name starts as core's English label does (count and paper), and no two layouts share one.
    const names = sheetLayouts.map((layout) => sheetLayoutName(tIn('en'), layout));
    sheetLayouts.forEach((layout, i) => expect(names[i]).toMatch(new RegExp(`^${layout.count} photos on ${layout.paper.label} \\(`)));
    expect(new Set(names).size).toBe(names.length);
    expect(sheetLayoutLabel(sheetLayouts[4])).toBe('42 photos on A4 (30×38.6 mm)');
  });

  it('names every core layout and paper in Hindi with the same numbers, and in no English words', () => {
    expect(sheetLayoutName(tIn('hi'), sheetLayouts[1])).toBe('A4 पर 7 फ़ोटो (5 + 2)');
    expect(sheetLayoutName(tIn('hi'), sheetLayouts[4])).toBe('A4 पर 42 फ़ोटो (6-6 की 7 पंक्तियाँ), 30×38.6 मिमी — पासपोर्ट साइज़ नहीं');
    for (const layout of sheetLayouts) {
      const name = sheetLayoutName(tIn('hi'), layout);
      expect(name, layout.id).not.toBe(sheetLayoutName(tIn('en'), layout));
      expect(name, layout.id).toContain(`${layout.count} फ़ोटो (`);
      // The same numbers as the English name: count, rows, columns, the size where it is named.
      const numbers = (text: string) => [...new Set(text.match(/\d+(\.\d+)?/g))].sort();
      expect(numbers(name), layout.id).toEqual(numbers(sheetLayoutName(tIn('en'), layout)));
      expect(name.replace(/A4/g, ''), layout.id).not.toMatch(/[A-Za-z]/);
    }
    for (const paper of Object.values(papers)) {
      expect(paperName(tIn('en'), paper), paper.id).toBe(paper.label);
      expect(paperName(tIn('hi'), paper).replace(/A4/g, ''), paper.id).not.toMatch(/[A-Za-z]/);
    }
  });
});
