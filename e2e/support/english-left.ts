import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Latin-script words a Hindi page may show: units, and proper names that Hindi pages write in Latin
 * letters as Indian forms and shop signs do, spelled as they are (`utr`, a field's name, is not `UTR`). Letters run together with
 * digits (A4, 4x6, an order id) are a size or a number and always allowed; `coins-1100` is not.
 */
const allowedLatinWords: readonly string[] = [
  // units
  'mm',
  'cm',
  'KB',
  'MB',
  'dpi',
  'px',
  // names of documents, schemes, services, formats and companies
  'UPI',
  'PAN',
  // the card material, as shops and the card trays' makers write it ("PVC कार्ड")
  'PVC',
  // a masked Aadhaar number as UIDAI writes it (XXXX XXXX 1234), and the e-PAN password's date as the Income Tax
  // department writes it (DDMMYYYY)
  'XXXX',
  'DDMMYYYY',
  'OCI',
  'Aadhaar',
  'e-Aadhaar',
  'UIDAI',
  'CSC',
  'Cashfree',
  'PDF',
  'JPG',
  'JPEG',
  'PNG',
  'WebP',
  'HEIC',
  'iPhone',
  'UTR',
  'UID',
  'QR',
  'ID',
  'WhatsApp',
  'Google',
];

/**
 * The names of the browser's print dialog settings, quoted as the dialog shows them: the operator must find
 * these very words there.
 */
const allowedLatinPhrases: readonly string[] = ['Actual size', 'Fit to page', 'Shrink to fit'];

export interface EnglishCheckOptions {
  /** Texts that are data, not the interface: the brand, a user's name or email, ids; removed before looking. */
  data?: ReadonlyArray<string | null | undefined>;
  /** More words allowed on this page. */
  words?: readonly string[];
}

/**
 * What a Hindi visitor sees or hears of the page: the text of every rendered element (dialogs, SVG text and
 * the options of visible selects included), the title, input placeholders and the accessible names given in
 * aria-label / alt / title. Text marked as English (`lang="en"`, e.g. the language switch's "English") is
 * English on purpose and left out.
 */
function readPageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const markedEnglish = (element: Element) => /^en\b/i.test(element.closest('[lang]')?.getAttribute('lang') ?? '');
    const shown = (element: Element) => {
      const select = element.closest('select');
      return (select ?? element).checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
      if (shown(parent) && !markedEnglish(parent)) texts.push(text);
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label], img[alt], [title]')) {
      if (element.closest('[aria-hidden="true"]') || !shown(element) || markedEnglish(element)) continue;
      for (const attribute of ['placeholder', 'aria-label', 'alt', 'title']) {
        const value = element.getAttribute(attribute);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English words left in `texts`, each with a little of the text around it. */
export function englishWordsIn(texts: readonly string[], options: EnglishCheckOptions = {}): string[] {
  const allowed = new Set([...allowedLatinWords, ...(options.words ?? [])]);
  const data = (options.data ?? []).filter((value): value is string => Boolean(value && value.trim())).sort((a, b) => b.length - a.length);
  const found = new Set<string>();
  for (const original of texts) {
    let text = original
      .replace(/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g, ' ') // email addresses
      .replace(/\bhttps?:\/\/\S+/g, ' ')
      .replace(/\b[\w-]+\.(?:pdf|jpe?g|png)\b/gi, ' '); // file names
    for (const value of data) text = text.replace(new RegExp(escapeRegExp(value), 'gi'), ' ');
    for (const phrase of allowedLatinPhrases) text = text.replace(new RegExp(escapeRegExp(phrase), 'gi'), ' ');
    for (const match of text.matchAll(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g)) {
      const word = match[0];
      const at = match.index ?? 0;
      // Letters run together with digits are a size or an id (A4, 4x6, 35mm, MR7Q2K9ZXA): numbers.
      const touchesDigit = /\d/.test(text[at - 1] ?? '') || /\d/.test(text[at + word.length] ?? '');
      if (touchesDigit || allowed.has(word)) continue;
      found.add(
        `${word} (in “${text
          .slice(Math.max(0, at - 30), at + word.length + 30)
          .replace(/\s+/g, ' ')
          .trim()}”)`,
      );
    }
  }
  return [...found];
}

/** The English words the page (as it is now) shows that are not allowed (see allowedLatinWords), each with its context. */
export async function englishWordsOnPage(page: Page, options: EnglishCheckOptions = {}): Promise<string[]> {
  return englishWordsIn(await readPageTexts(page), options);
}

/**
 * Fails, listing them, when the page (as it is now) shows English words that are not allowed. A soft
 * failure: the journey goes on, so one run lists every page's words.
 */
export async function expectNoEnglish(page: Page, where: string, options: EnglishCheckOptions = {}): Promise<void> {
  expect.soft(await englishWordsOnPage(page, options), `English words left on ${where}`).toEqual([]);
}
