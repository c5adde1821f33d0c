import sharp, { type Metadata, type Sharp } from 'sharp';
import { EXAM_CAPTION_MIN_HEIGHT, examCaptionBand, examCaptionFileFor, hasExamCaption } from '@core/exam-files/exam-caption';
import { AppError } from '@core/errors/app-error';
import { examByteWindow, examFilePixels, type PixelSize } from '@core/exam-files/exam-file-size';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import { MAX_UPLOAD_PIXELS, readUploadMetadata } from '../prints/prepare-upload';
import { cleanInk, type GreyImage } from '@core/exam-files/clean-ink';
import { drawExamCaption, type CaptionText } from './draw-exam-caption';
import { MIN_PADDING, padJpegTo, withJfifOnly } from './jpeg-segments';

/** Below this JPEG quality a face or a signature visibly breaks into blocks: we refuse rather than go lower. */
const MIN_EXAM_JPEG_QUALITY = 40;
/** A padded file lands this far above the floor (or halfway up a narrower window), not on the edge. */
const PAD_MARGIN = 512;
/** A range preset's picture may be made this much smaller at a time, down to the range's minimum, when its detail can't fit the ceiling. */
const SHRINK_STEP = 0.85;
/** Ink is found on a picture at most this large on its long side (enough for a 600 dpi signature; bounds the work). */
const INK_WORKING_SIDE = 2400;

export interface ExamFile {
  /** The JPEG as the form gets it: JFIF header with the preset's dpi, no EXIF/XMP, size inside the window. */
  jpeg: Buffer;
  width: number;
  height: number;
  quality: number;
  /** Bytes of comment padding added to reach the floor (0 when none was needed). */
  padding: number;
}

interface RgbPixels {
  data: Buffer;
  width: number;
  height: number;
}

const upright = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' }).rotate().flatten({ background: '#ffffff' });

function uprightSize(metadata: Metadata): PixelSize {
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = metadata.width ?? 1;
  const height = metadata.height ?? 1;
  return turned ? { width: height, height: width } : { width, height };
}

/** A picture sharp can't decode (truncated, damaged) is the operator's to fix: said in plain words, never a 500. */
async function decoded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNSUPPORTED_TYPE', 'This photo is damaged or incomplete. Please choose it again.', { cause: error });
  }
}

/** sRGB pixels, three channels, no alpha (flattened on white). */
async function rgb(pipeline: Sharp): Promise<RgbPixels> {
  const { data, info } = await decoded(pipeline.toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true }));
  if (info.channels !== 3) throw new Error(`expected 3 channels, got ${info.channels}`);
  return { data, width: info.width, height: info.height };
}

/**
 * A photo: centre-cropped to the file's aspect (the browser's crop already has it) and resized. With a caption, the
 * photo is scaled into the part above a white band (`examCaptionBand`: the browser's crop has that part's aspect)
 * and the name and date are drawn in the band, all inside the file's exact pixels.
 */
async function photoPixels(bytes: Uint8Array, preset: ExamPreset, metadata: Metadata, shrink: number, caption: CaptionText | null): Promise<RgbPixels> {
  const crop = uprightSize(metadata);
  const size = sizeFor(preset, caption ? examCaptionFileFor(crop) : crop, shrink);
  if (!caption) return rgb(upright(bytes).resize({ ...size, fit: 'cover', position: 'centre' }));
  const band = examCaptionBand(size);
  if (!band) {
    throw new AppError(
      'FILE_DOES_NOT_FIT_PRESET',
      `A ${size.width}×${size.height} pixel file is too small for a readable name and date under the photo (it needs at least ${EXAM_CAPTION_MIN_HEIGHT} pixels of height).`,
    );
  }
  const photo = await rgb(upright(bytes).resize({ ...band.photo, fit: 'cover', position: 'centre' }));
  const strip = await drawExamCaption(caption, size.width, band.bandHeight, band.fontPx);
  return { data: Buffer.concat([photo.data, strip]), width: size.width, height: size.height };
}

/** Ink on paper, cleaned and cropped to the ink: decoded and cleaned once per file, whatever size it is then fitted at. */
async function cleanedInk(bytes: Uint8Array, preset: ExamPreset): Promise<GreyImage> {
  const { data, info } = await decoded(
    upright(bytes)
      .resize({ width: INK_WORKING_SIDE, height: INK_WORKING_SIDE, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  return cleanInk({ data, width: info.width, height: info.height }, preset.tone);
}

/** The cleaned ink fitted on white paper of the file's size. */
function inkPixels(clean: GreyImage, preset: ExamPreset, shrink: number): Promise<RgbPixels> {
  const size = sizeFor(preset, clean, shrink);
  const fitted = sharp(clean.data, { raw: { width: clean.width, height: clean.height, channels: 1 } }).resize({
    ...size,
    fit: 'contain',
    background: '#ffffff',
  });
  return rgb(fitted);
}

function sizeFor(preset: ExamPreset, source: PixelSize, shrink: number): PixelSize {
  const size = examFilePixels(preset.pixels, preset.dpi, source);
  if (shrink === 1 || preset.pixels.kind !== 'range') return size;
  return examFilePixels(preset.pixels, preset.dpi, { width: size.width * shrink, height: size.height * shrink });
}

async function encode(pixels: RgbPixels, quality: number, dpi: number): Promise<Buffer> {
  const jpeg = await sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: '4:2:0', mozjpeg: false, optimiseCoding: true })
    .toBuffer();
  return withJfifOnly(jpeg, dpi);
}

/** The best quality whose file is at most `maxBytes`: quality 100 when it fits, else a binary search down to the minimum; null when even that is over. */
async function bestUnder(pixels: RgbPixels, maxBytes: number, dpi: number): Promise<{ jpeg: Buffer; quality: number } | null> {
  const top = await encode(pixels, 100, dpi);
  if (top.length <= maxBytes) return { jpeg: top, quality: 100 };
  const bottom = await encode(pixels, MIN_EXAM_JPEG_QUALITY, dpi);
  if (bottom.length > maxBytes) return null;
  let best = { jpeg: bottom, quality: MIN_EXAM_JPEG_QUALITY };
  let lo = MIN_EXAM_JPEG_QUALITY;
  let hi = 99;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const jpeg = await encode(pixels, mid, dpi);
    if (jpeg.length <= maxBytes) {
      best = { jpeg, quality: mid };
      lo = mid;
    } else {
      hi = mid - 1;
    }
  }
  return best;
}

/**
 * The file a form accepts, from the operator's crop and a preset: exactly the preset's pixels (a photo cropped to
 * them; a signature, thumb impression or declaration cleaned and cropped to its ink first), sRGB, no EXIF or other
 * metadata, the preset's dpi in the JFIF header, and a byte size inside the preset's KB window (`examByteWindow`)
 * at both ends: the best JPEG quality under the ceiling, padded with a comment segment up to the floor when even
 * that is smaller. A range preset may give a smaller picture, down to its minimum, before it gives up. A picture
 * that can't fit is refused in plain words (422 FILE_DOES_NOT_FIT_PRESET). A photo whose preset asks for a caption
 * gets `caption` drawn in a white band at its bottom (required then; ignored for presets without one).
 */
export async function exportExamFile(crop: Uint8Array, preset: ExamPreset, caption: CaptionText | null = null): Promise<ExamFile> {
  const captioned = hasExamCaption(preset);
  if (captioned && !caption) throw new AppError('VALIDATION', 'Type the name (and the date) to print under the photo.', { fields: ['captionName'] });
  const metadata = await readUploadMetadata(crop);
  const { minBytes, maxBytes } = examByteWindow(preset);
  const clean = preset.kind === 'photo' ? null : await cleanedInk(crop, preset);
  let last: RgbPixels | null = null;
  for (let shrink = 1; ; shrink *= SHRINK_STEP) {
    const pixels = clean ? await inkPixels(clean, preset, shrink) : await photoPixels(crop, preset, metadata, shrink, captioned ? caption : null);
    if (last && pixels.width === last.width && pixels.height === last.height) break; // the range's minimum is reached
    last = pixels;
    const best = await bestUnder(pixels, maxBytes, preset.dpi);
    if (best) {
      const { jpeg, quality } = best;
      if (jpeg.length >= minBytes) return { jpeg, width: pixels.width, height: pixels.height, quality, padding: 0 };
      const target = Math.max(jpeg.length + MIN_PADDING, Math.min(maxBytes, minBytes + Math.min(PAD_MARGIN, Math.floor((maxBytes - minBytes) / 2))));
      const padded = padJpegTo(jpeg, target);
      return { jpeg: padded, width: pixels.width, height: pixels.height, quality, padding: padded.length - jpeg.length };
    }
    if (preset.pixels.kind !== 'range') break;
  }
  const size = last ? `${last.width}×${last.height} pixels` : 'this size';
  throw new AppError(
    'FILE_DOES_NOT_FIT_PRESET',
    `This picture has too much fine detail to fit in ${preset.maxKb} KB at ${size}, even at the lowest quality we allow. ` +
      'Crop closer, or use a plainer background and a sharper, less grainy photo.',
  );
}
