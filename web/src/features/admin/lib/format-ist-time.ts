import type { Language } from '../../../lib/i18n';

const formats = new Map<Language, Intl.DateTimeFormat>();

/** An ISO instant as India Standard Time, whatever the admin's device is set to: "17 Jan 2025, 3:04 pm IST". */
export function formatIstTime(iso: string, lng: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = formats.get(lng);
  if (!format) {
    format = new Intl.DateTimeFormat(lng === 'hi' ? 'hi-IN' : 'en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
    formats.set(lng, format);
  }
  return `${format.format(date)} IST`;
}
