import type { Language } from './i18n';

const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * An ISO instant's date and time in India Standard Time, whatever the admin's device is set to:
 * "17 Jan 2025, 3:04 pm" in English; in Hindi on the 24-hour clock ("17 जन॰ 2025, 15:04"), as Hindi
 * has no am/pm of its own in short dates. The caller names the zone in the page's language.
 */
export function formatIstTime(iso: string, lng: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = formats.get(lng);
  if (!format) {
    format =
      lng === 'hi'
        ? new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' })
        : new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
    formats.set(lng, format);
  }
  return format.format(date);
}
