import { beforeEach, describe, expect, it } from 'vitest';
import { withoutBrandEcho } from '@core/text/without-brand-echo';
import { brandedText } from '../src/lib/branded-text';
import { loadPageTexts, setLanguage, translate, type TFunction } from '../src/lib/i18n';
import { stubBrowser } from './support/browser-globals';

describe('texts that name the brand, without a doubled word', () => {
  beforeEach(() => {
    stubBrowser();
  });

  it('drops the words after the brand that repeat its last words, whatever their case', () => {
    expect(withoutBrandEcho('Photo Print Photo Print Services', 'Photo Print')).toBe('Photo Print Services');
    expect(withoutBrandEcho('Photo Print Print Plans', 'Photo Print')).toBe('Photo Print Plans');
    expect(withoutBrandEcho('PHOTO PRINT photo print services', 'PHOTO PRINT')).toBe('PHOTO PRINT services');
    expect(withoutBrandEcho('Sharma Studio Photo Print Services', 'Sharma Studio')).toBe('Sharma Studio Photo Print Services');
    expect(withoutBrandEcho('Quick Print Print Plans', 'Quick Print')).toBe('Quick Print Plans');
    // Only a repeat right after the brand, never a word inside another.
    expect(withoutBrandEcho('Photo Print Printers', 'Photo Print')).toBe('Photo Print Printers');
    expect(withoutBrandEcho('Welcome to Photo Print', 'Photo Print')).toBe('Welcome to Photo Print');
    expect(withoutBrandEcho('Print Plans', '')).toBe('Print Plans');
  });

  it('counts words of the page language that say a brand word as repeats', () => {
    expect(withoutBrandEcho('Photo Print फोटो प्रिंट सेवाएँ', 'Photo Print', 'photo=फोटो; print=प्रिंट')).toBe('Photo Print सेवाएँ');
    expect(withoutBrandEcho('Photo Print प्रिंट प्लान', 'Photo Print', 'photo=फोटो; print=प्रिंट')).toBe('Photo Print प्लान');
    expect(withoutBrandEcho('Sharma Studio प्रिंट प्लान', 'Sharma Studio', 'photo=फोटो; print=प्रिंट')).toBe('Sharma Studio प्रिंट प्लान');
  });

  it('the dashboard and pricing headings read once for the default brand, in English and Hindi', async () => {
    await loadPageTexts();
    const en: TFunction = (key, values) => translate('en', key, values);
    expect(brandedText(en, 'home.dashboardTitle', 'Photo Print')).toBe('Photo Print Services');
    expect(brandedText(en, 'pricing.heading', 'Photo Print')).toBe('Photo Print Plans');
    expect(brandedText(en, 'home.dashboardTitle', 'Sharma Studio')).toBe('Sharma Studio Photo Print Services');
    expect(brandedText(en, 'pricing.heading', 'Sharma Studio')).toBe('Sharma Studio Print Plans');
    await setLanguage('hi');
    const hi: TFunction = (key, values) => translate('hi', key, values);
    expect(brandedText(hi, 'home.dashboardTitle', 'Photo Print')).toBe('Photo Print सेवाएँ');
    expect(brandedText(hi, 'pricing.heading', 'Photo Print')).toBe('Photo Print प्लान');
    expect(brandedText(hi, 'pricing.heading', 'Sharma Studio')).toBe('Sharma Studio प्रिंट प्लान');
    await setLanguage('en');
  });
});
