import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import hi from '../locales/hi.json';

export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

const storageKey = 'lang';

export const resources = {
  en: { translation: en },
  hi: { translation: hi },
} as const;

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language this browser chose last time, else English. localStorage can throw (private mode, blocked storage). */
function storedLanguage(): Language {
  try {
    const saved = window.localStorage.getItem(storageKey);
    return isLanguage(saved) ? saved : 'en';
  } catch {
    return 'en';
  }
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = isLanguage(lng) ? lng : 'en';
});

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: languages,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The active language, narrowed to the ones we ship. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/** Switches the UI language and remembers it for this browser. */
export async function setLanguage(lng: Language): Promise<void> {
  try {
    window.localStorage.setItem(storageKey, lng);
  } catch {
    // Not remembered, but the switch still applies to this visit.
  }
  await i18n.changeLanguage(lng);
}
