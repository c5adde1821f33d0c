import { beforeEach, describe, expect, it } from 'vitest';
import { defaultErrorMessage, errorCodes } from '@core/errors/error-codes';
import { currentLanguage, loadPageTexts, setLanguage, startI18n, translate, type TranslationKey } from '../src/lib/i18n';
import { stubBrowser } from './support/browser-globals';

describe('the translation module', () => {
  beforeEach(() => {
    stubBrowser();
  });

  it("every error code's English text is core's default message word for word, and Hindi has its own", async () => {
    // The browser shows en.json's text when the server gives no words (api-client's plainMessage), not core's table.
    await setLanguage('hi');
    for (const code of errorCodes) {
      expect(translate('en', `errors.${code}` as TranslationKey), code).toBe(defaultErrorMessage[code]);
      expect(translate('hi', `errors.${code}` as TranslationKey), code).not.toBe(defaultErrorMessage[code]);
    }
    await setLanguage('en');
  });

  it('English texts are there at once, with values filled in', () => {
    expect(translate('en', 'errors.NETWORK')).toBe("Can't reach the server. Check your internet connection and try again.");
    expect(translate('en', 'contact.whatsappChat', { number: '98123 45678' })).toBe('Chat on WhatsApp: 98123 45678');
  });

  it('a missing text shows its key, and a placeholder given no value stays as written', () => {
    expect(translate('en', 'errors.NO_SUCH_CODE' as TranslationKey)).toBe('errors.NO_SUCH_CODE');
    expect(translate('hi', 'no.such.key' as TranslationKey)).toBe('no.such.key');
    expect(translate('en', 'plans.days', { count: 3 })).toBe('{{value}} days');
  });

  it('the plural form follows the count', () => {
    expect(translate('en', 'plans.days', { count: 1, value: 1 })).toBe('1 day');
    expect(translate('en', 'plans.days', { count: 30, value: 30 })).toBe('30 days');
    expect(translate('en', 'plans.coinCount', { count: 0, value: 0 })).toBe('0 coins');
  });

  it("the other pages' texts come with the first page that needs them, in the language shown", async () => {
    expect(translate('en', 'cardPdf.errors.chooseFile')).toBe('cardPdf.errors.chooseFile');
    await loadPageTexts();
    expect(translate('en', 'cardPdf.errors.chooseFile')).toBe("Choose the card's PDF first.");
    // Hindi not fetched yet: English meanwhile; once chosen, its page texts come with it.
    expect(translate('hi', 'cardPdf.errors.chooseFile')).toBe("Choose the card's PDF first.");
    await setLanguage('hi');
    expect(translate('hi', 'cardPdf.errors.chooseFile')).not.toBe(translate('en', 'cardPdf.errors.chooseFile'));
    expect(translate('hi', 'plans.days', { count: 2, value: 2 })).toBe('2 दिन');
    await setLanguage('en');
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

  it('blocked storage: the page starts in English, and a switch still applies to this visit', async () => {
    (globalThis as unknown as { window: object }).window = {
      get localStorage(): Storage {
        throw new Error('blocked');
      },
    };
    await startI18n();
    expect(currentLanguage()).toBe('en');
    await setLanguage('hi');
    expect(currentLanguage()).toBe('hi');
    await setLanguage('en');
  });
});
