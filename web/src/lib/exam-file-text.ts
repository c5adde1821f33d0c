import { examByteWindow, examFilePixels } from '@core/exam-files/exam-file-size';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import type { TFunction } from './i18n';

const kb = (bytes: number) => bytes / 1024;

/** A file's exact size for the operator: `24.6 KB (25,190 bytes)`, KB of 1024 bytes with one decimal, cut, never rounded up. */
export function examFileSizeText(t: TFunction, bytes: number): string {
  return t('examFiles.size.exact', { kb: (Math.floor(kb(bytes) * 10) / 10).toFixed(1), bytes: bytes.toLocaleString('en-IN') });
}

/** What the form asks for in pixels: `200×230 px`, `350×350 to 1000×1000 px`, square ones said so. */
export function examPixelsText(t: TFunction, preset: Pick<ExamPreset, 'pixels' | 'dpi'>): string {
  const { pixels } = preset;
  if (pixels.kind === 'range') {
    const values = { minWidth: pixels.minWidth, minHeight: pixels.minHeight, maxWidth: pixels.maxWidth, maxHeight: pixels.maxHeight };
    return t(pixels.square ? 'examFiles.preset.pixelsSquareRange' : 'examFiles.preset.pixelsRange', values);
  }
  const size = examFilePixels(pixels, preset.dpi, { width: 1, height: 1 });
  if (pixels.kind === 'mm')
    return t('examFiles.preset.pixelsMm', { width: size.width, height: size.height, widthMm: pixels.widthMm, heightMm: pixels.heightMm, dpi: preset.dpi });
  return t('examFiles.preset.pixels', { width: size.width, height: size.height });
}

/** The KB window as the form states it: `20–50 KB`, or `up to 30 KB` when it states no floor. */
export function examKbText(t: TFunction, preset: Pick<ExamPreset, 'minKb' | 'maxKb'>): string {
  return preset.minKb > 0 ? t('examFiles.preset.kbWindow', { min: preset.minKb, max: preset.maxKb }) : t('examFiles.preset.kbCeiling', { max: preset.maxKb });
}

/** Whether a file of `bytes` lands inside the preset's window as we read it safely (`examByteWindow`). */
export function fitsExamWindow(preset: Pick<ExamPreset, 'minKb' | 'maxKb'>, bytes: number): boolean {
  const { minBytes, maxBytes } = examByteWindow(preset);
  return bytes >= minBytes && bytes <= maxBytes;
}

/** `2026-11` → `November 2026`, `2026-04-13` → `13 April 2026` in the page's language; null → "date not recorded". */
export function examCheckedText(t: TFunction, language: string, checked: string | null): string {
  if (checked === null) return t('examFiles.preset.checkedUnknown');
  const [year, month, day] = checked.split('-').map(Number);
  const date = new Date(Date.UTC(year!, (month ?? 1) - 1, day ?? 1));
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const text = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', ...(day ? { day: 'numeric' } : {}), timeZone: 'UTC' }).format(date);
  return t('examFiles.preset.checked', { date: text });
}
