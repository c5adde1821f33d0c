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

describe('sheet layout and paper names (decision 0031)', () => {
  beforeAll(async () => {
    stubBrowser();
    await loadPageTexts();
    await setLanguage('hi');
    await setLanguage('en');
  });

  it("names every core layout in English as core's label does, with its note", () => {
    for (const layout of sheetLayouts) {
      const note = 'note' in layout ? ` — ${layout.note}` : '';
      expect(sheetLayoutName(tIn('en'), layout), layout.id).toBe(`${sheetLayoutLabel(layout)}${note}`);
    }
  });

  it('names every core layout and paper in Hindi with the same numbers, and in no English words', () => {
    for (const layout of sheetLayouts) {
      const name = sheetLayoutName(tIn('hi'), layout);
      expect(name, layout.id).not.toBe(sheetLayoutName(tIn('en'), layout));
      expect(name, layout.id).toContain(String(layout.count));
      expect(name, layout.id).toContain(`${layout.photo.width}×${layout.photo.height}`);
      expect(name.replace(/A4/g, ''), layout.id).not.toMatch(/[A-Za-z]/);
    }
    for (const paper of Object.values(papers)) {
      expect(paperName(tIn('en'), paper), paper.id).toBe(paper.label);
      expect(paperName(tIn('hi'), paper).replace(/A4/g, ''), paper.id).not.toMatch(/[A-Za-z]/);
    }
  });
});
