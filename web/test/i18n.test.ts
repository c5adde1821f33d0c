import { beforeEach, describe, expect, it } from 'vitest';
import { currentLanguage, setLanguage, startI18n, translate } from '../src/lib/i18n';
import { stubBrowser } from './support/browser-globals';

describe('the translation module', () => {
  beforeEach(() => {
    stubBrowser();
  });

  it('English texts are there at once, with values filled in', () => {
    expect(translate('en', 'errors.NETWORK')).toBe("Can't reach the server. Check your internet connection and try again.");
  });

  it('Hindi, once chosen, is remembered for the next visit and falls back to English only where a text is missing', async () => {
    await setLanguage('hi');
    expect(currentLanguage()).toBe('hi');
    expect(window.localStorage.getItem('lang')).toBe('hi');
    expect(translate('hi', 'errors.NETWORK')).not.toBe(translate('en', 'errors.NETWORK'));
    expect(document.documentElement.lang).toBe('hi');
    await setLanguage('en');
    window.localStorage.setItem('lang', 'hi');
    await startI18n();
    expect(currentLanguage()).toBe('hi');
    await setLanguage('en');
  });
});
