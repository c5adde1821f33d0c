import sharp from 'sharp';
import { EXAM_CAPTION_MIN_FONT_PX } from '@core/exam-files/exam-caption';
import { AppError } from '@core/errors/app-error';

/** The system's sans-serif, bold for legibility at a form's small sizes (DejaVu Sans or Liberation Sans on Debian). */
const FONT_FAMILY = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
/** Text stays this share of the width away from each side. */
const SIDE_MARGIN = 0.04;
/** A pixel this dark or darker is ink of the text. */
const INK = 128;

export interface CaptionText {
  /** The name as drawn (Latin letters, digits, spaces and a little punctuation: the contract checked it). */
  name: string;
  /** The date as drawn: `05.11.2026`. */
  date: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;').replace(/"/g, '&quot;');

/** Renders `svg` to greyscale pixels. */
async function grey(svg: string): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The width in pixels of the text's ink (0 when nothing was drawn: no usable font). */
async function inkWidth(text: string, fontPx: number): Promise<number> {
  const width = Math.ceil(fontPx * (text.length + 2));
  const height = Math.ceil(fontPx * 1.6);
  const image = await grey(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>` +
      `<text x="${fontPx}" y="${fontPx * 1.2}" font-family="${FONT_FAMILY}" font-weight="700" font-size="${fontPx}" fill="#000">${escapeXml(text)}</text></svg>`,
  );
  let left = image.width;
  let right = -1;
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (image.data[y * image.width + x]! > INK) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  return right < left ? 0 : right - left + 1;
}

/**
 * A white band `width` × `height` pixels with the name on the first line and the date on the second, centred, in
 * black bold sans-serif at `fontPx` or smaller, so each line fits inside the side margins. A name too long to stay
 * legible at this width is refused in plain words (VALIDATION on `captionName`); a machine without a usable font is
 * the server's fault and fails loudly rather than sending a file without its caption.
 */
export async function drawExamCaption(caption: CaptionText, width: number, height: number, fontPx: number): Promise<Buffer> {
  const room = Math.floor(width * (1 - 2 * SIDE_MARGIN));
  let size = fontPx;
  for (const line of [caption.name, caption.date]) {
    const measured = await inkWidth(line, fontPx);
    if (measured === 0) throw new Error('the caption did not render: no usable sans-serif font (Debian: apt-get install fonts-dejavu-core)');
    // Ink scales with the font size; a pixel less for the rounding of glyph edges.
    if (measured > room) size = Math.min(size, Math.floor((fontPx * room) / measured) - 1);
  }
  if (size < EXAM_CAPTION_MIN_FONT_PX) {
    throw new AppError('VALIDATION', `The name is too long to print readably under a photo ${width} pixels wide. Shorten it, for example with initials.`, {
      fields: ['captionName'],
    });
  }
  const lineGap = (height - 2 * size) / 3;
  const baseline = (line: number) => (lineGap * (line + 1) + size * (line + 0.82)).toFixed(1);
  const text = (content: string, line: number) =>
    `<text x="${width / 2}" y="${baseline(line)}" text-anchor="middle" font-family="${FONT_FAMILY}" font-weight="700" font-size="${size}" fill="#000">${escapeXml(content)}</text>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>` +
    `${text(caption.name, 0)}${text(caption.date, 1)}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height || info.channels !== 3)
    throw new Error(`caption band rendered at ${info.width}×${info.height}×${info.channels}`);
  return data;
}
