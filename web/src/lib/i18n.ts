import { useCallback, useSyncExternalStore } from 'react';
import en from '../locales/en.json';
import type enPages from '../locales/pages/en.json';

/**
 * English and Hindi texts: lookup by key, {{name}} interpolation, plurals by Intl.PluralRules
 * (`key_one` / `key_other` with a `count`), the same file format and key style as i18next.
 *
 * Why not i18next: with react-i18next it is about 21 KB gzip, a fifth of the landing page's
 * JavaScript budget (110 KB gzip for cheap phones on slow connections), for features this app
 * does not use (backends, namespaces, formatters, nesting). This file is about 1 KB.
 * Import `useTranslation` from here, not from react-i18next (which is no longer set up).
 *
 * Texts come in two parts per language: the shell (locales/{lng}.json) and the other pages
 * (locales/pages/{lng}.json), which the router fetches with the first page that is not Home
 * (loadPageTexts), so Home's first load carries the English shell only. A text shown by Home,
 * the header, the footer, the sign-in button or anything else outside a lazily loaded page
 * belongs in the shell; a key missing from the loaded texts shows as the key itself.
 */

export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

type Messages = typeof en & typeof enPages;
type Part = 'shell' | 'pages';

/** A translation must have every key of the English one (plurals included), all strings. */
type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };

type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every text's key, e.g. 'nav.home'; plural forms by their base ('plans.days' for plans.days_one/_other). */
export type TranslationKey = WithoutPlural<LeafKeys<Messages>>;

/** Values for {{name}} placeholders; `count` also picks the plural form. */
export type TranslationValues = Record<string, string | number>;

export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;

type Bundle = object;

/** English shell texts are bundled; everything else is fetched when needed. */
const loaders: Record<Language, Record<Part, () => Promise<Bundle>>> = {
  en: {
    shell: () => Promise.resolve(en),
    pages: async (): Promise<LocaleShape<typeof enPages>> => (await import('../locales/pages/en.json')).default,
  },
  hi: {
    shell: async (): Promise<LocaleShape<typeof en>> => (await import('../locales/hi.json')).default,
    pages: async (): Promise<LocaleShape<typeof enPages>> => (await import('../locales/pages/hi.json')).default,
  },
};

const bundles: Record<Language, Partial<Record<Part, Bundle>>> = { en: { shell: en }, hi: {} };
/** Set once a page other than Home has been opened: from then on a language comes with its page texts. */
let pagesWanted = false;
const storageKey = 'lang';
let current: Language = 'en';
const listeners = new Set<() => void>();
const pluralRules = new Map<Language, Intl.PluralRules>();

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

function lookupIn(bundle: Bundle | undefined, key: string): string | undefined {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function lookup(lng: Language, key: string): string | undefined {
  const { shell, pages } = bundles[lng];
  return lookupIn(shell, key) ?? lookupIn(pages, key);
}

function pluralCategory(lng: Language, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count);
}

/** The text of `key` in `lng` (English when missing there; the key itself as a last resort). */
export function translate(lng: Language, key: TranslationKey, values?: TranslationValues): string {
  const find = (name: string) => lookup(lng, name) ?? lookup('en', name);
  const count = values?.count;
  const text = (typeof count === 'number' ? (find(`${key}_${pluralCategory(lng, count)}`) ?? find(`${key}_other`)) : undefined) ?? find(key) ?? key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

/** The active language. */
export function currentLanguage(): Language {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function apply(lng: Language): void {
  current = lng;
  document.documentElement.lang = lng;
  for (const listener of listeners) listener();
}

async function ensureLoaded(lng: Language): Promise<void> {
  const parts: Part[] = pagesWanted ? ['shell', 'pages'] : ['shell'];
  await Promise.all(
    parts.map(async (part) => {
      bundles[lng][part] ??= await loaders[lng][part]();
    }),
  );
}

/** The texts of the pages other than Home, in the active language (the router awaits it with the page's code). */
export async function loadPageTexts(): Promise<void> {
  pagesWanted = true;
  await ensureLoaded(current);
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

/**
 * The language chosen, also as a cookie (`lang`, a year): the server reads it to send a prerendered page
 * with its title and description in that language (decision 0076); localStorage stays the app's record.
 */
function rememberInCookie(lng: Language): void {
  try {
    if (document.cookie.split(/;\s*/).includes(`lang=${lng}`)) return;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `lang=${lng}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // Cookies blocked: pages arrive with English titles, the app still switches.
  }
}

/**
 * Switches to the language this browser chose last time. Resolves when its texts are there
 * (at once for English); if they can't be fetched the page stays in English.
 */
export async function startI18n(): Promise<void> {
  const lng = storedLanguage();
  if (lng === 'en') return;
  // A choice made before the cookie existed: the next page arrives in it too.
  rememberInCookie(lng);
  try {
    await ensureLoaded(lng);
    apply(lng);
  } catch {
    // Offline, or the file is gone after a deploy: English this time, the choice is kept.
  }
}

/** Switches the UI language and remembers it for this browser. Rejects when the texts can't be fetched. */
export async function setLanguage(lng: Language): Promise<void> {
  await ensureLoaded(lng);
  try {
    window.localStorage.setItem(storageKey, lng);
  } catch {
    // Not remembered, but the switch still applies to this visit.
  }
  rememberInCookie(lng);
  apply(lng);
}

/** The active language and its `t`; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction; lng: Language } {
  const lng = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const t = useCallback<TFunction>((key, values) => translate(lng, key, values), [lng]);
  return { t, lng };
}
