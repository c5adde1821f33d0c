import type { PixelSize } from './exam-file-size';
import type { ExamCaption, ExamFileKind } from './exam-presets';

/**
 * A name and a date printed in a white band under the photo, inside the file's exact pixels (decision 0045).
 * The server draws them with the machine's sans-serif font (DejaVu Sans or Liberation Sans), which has no
 * Devanagari: a caption takes Latin letters, digits, spaces and a little punctuation, nothing else.
 */

/** Whether a file carries a caption under it: a photo whose preset asks for one (the crop, its key and the server's band all follow this one rule). */
export const hasExamCaption = (preset: { kind: ExamFileKind; caption: ExamCaption }): boolean => preset.kind === 'photo' && preset.caption !== 'none';

/** The most characters a caption's name takes: a long Indian name with initials fits. */
export const EXAM_CAPTION_NAME_MAX = 40;

/** What a caption's name may hold: Latin letters, digits, spaces and `. , ' - ( ) /`. */
export const EXAM_CAPTION_NAME_PATTERN = /^[A-Za-z0-9 .,'()/-]*$/;

/** The band takes this share of the file's height (the photo is scaled into the rest). */
const BAND_SHARE = 0.2;
/** A line of caption text is at least this many pixels tall, or it can't be read on a form's preview. */
export const EXAM_CAPTION_MIN_FONT_PX = 9;
/** A caption needs this many pixels of width: a name of about 20 letters at the smallest legible size. */
export const EXAM_CAPTION_MIN_WIDTH = 150;
/** Two lines of text and their spacing in the band: each line's font is the band's height over this. */
const LINES_IN_BAND = 2.5;

export interface ExamCaptionBand {
  /** The photo's part of the file, from the top: the full width and the height above the band. */
  photo: PixelSize;
  /** The white band's height in pixels, at the bottom of the file. */
  bandHeight: number;
  /** The largest font size (px) two lines fit in the band at. */
  fontPx: number;
}

/**
 * Where a caption goes in a file of `file` pixels: a white band of a fifth of the height at the bottom, the photo
 * above it. Null when the band could not hold two legible lines (a file too small for a caption).
 */
export function examCaptionBand(file: PixelSize): ExamCaptionBand | null {
  const bandHeight = Math.round(file.height * BAND_SHARE);
  const fontPx = Math.floor(bandHeight / LINES_IN_BAND);
  if (fontPx < EXAM_CAPTION_MIN_FONT_PX || file.width < EXAM_CAPTION_MIN_WIDTH) return null;
  return { photo: { width: file.width, height: file.height - bandHeight }, bandHeight, fontPx };
}

/** The smallest file height a caption fits in (`examCaptionBand` not null), for the operator's message. */
export const EXAM_CAPTION_MIN_HEIGHT = Math.ceil((EXAM_CAPTION_MIN_FONT_PX * LINES_IN_BAND) / BAND_SHARE);

/** A `YYYY-MM-DD` date as forms print it under a photo: `05.11.2026`. Null when it is not a real calendar date. */
export function examCaptionDateText(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [, y, m, d] = match as unknown as [string, string, string, string];
  const check = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (check.getUTCFullYear() !== Number(y) || check.getUTCMonth() !== Number(m) - 1 || check.getUTCDate() !== Number(d)) return null;
  return `${d}.${m}.${y}`;
}

/** A caption's name with runs of spaces made one and the ends trimmed: what is drawn and what the day's "same files" compares. */
export function normaliseCaptionName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

/** The file a photo of `photo` pixels makes with its caption band under it (the size a range preset starts from). */
export function examCaptionFileFor(photo: PixelSize): PixelSize {
  return { width: photo.width, height: Math.round(photo.height / (1 - BAND_SHARE)) };
}
