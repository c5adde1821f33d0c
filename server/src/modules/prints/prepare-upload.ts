import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '@core/errors/app-error';
import { burnInTile, watermarkTextPixels, watermarkTile } from './watermark-tile';

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export interface PreparedImage {
  /** Re-encoded JPEG, upright (EXIF orientation applied), metadata stripped. */
  jpeg: Buffer;
  width: number;
  height: number;
  /** SHA-256 of the bytes as uploaded. */
  sha256: string;
}

// One decode at a time per call is enough: the queue outside bounds how many run together.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Print quality 92; colour at half resolution (4:2:0): at 600 dpi that is 300 dpi of colour, more than
 * a print shows. No optimised Huffman tables: a second pass over the image that halves the encode's
 * speed for 2 % smaller files.
 */
const JPEG = { quality: 92, chromaSubsampling: '4:2:0', optimiseCoding: false, mozjpeg: false } as const;

export interface PrepareUploadOptions {
  /** Exactly this size, centre-cropped to its aspect: a crop of the wrong aspect is cut, never stretched. */
  cover?: { width: number; height: number };
  /** At most this size, aspect kept and never enlarged (page documents: bounds memory and PDF size). */
  inside?: { width: number; height: number };
  /** Brand text burned into the pixels (a free print), or null/absent for the clean image. */
  watermark?: string | null;
}

/** The burned-in text's size for the re-encoded image, whose size is known from the header: upright, then covered or fitted inside. */
function watermarkTextPixelsFor(metadata: Metadata, options: PrepareUploadOptions): number {
  if (options.cover) return watermarkTextPixels(options.cover.width, options.cover.height);
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 1;
  const height = (turned ? metadata.width : metadata.height) ?? 1;
  const scale = options.inside ? Math.min(1, options.inside.width / width, options.inside.height / height) : 1;
  return watermarkTextPixels(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
}

/**
 * Checks an upload by its content (never its name or declared type): not empty, within 15 MB, a JPEG,
 * PNG or WebP image within 50 megapixels; its header's metadata. Prints and exam files both check here.
 */
export async function readUploadMetadata(bytes: Uint8Array): Promise<Metadata> {
  if (bytes.length === 0) throw new AppError('VALIDATION', 'The file is empty.');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('FILE_TOO_LARGE', 'The file is larger than 15 MB. Please choose a smaller photo.');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_TYPE', 'This file is not a photo we can read. Please use a JPEG, PNG or WebP image.');
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format)) {
    const what = metadata.format === 'heif' ? 'HEIC/HEIF photos (from iPhones) are' : `${String(metadata.format ?? 'This file type').toUpperCase()} images are`;
    throw new AppError('UNSUPPORTED_TYPE', `${what} not supported. Please use a JPEG, PNG or WebP image.`);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_UPLOAD_PIXELS) {
    throw new AppError('IMAGE_TOO_LARGE', 'The photo has more than 50 megapixels. Please use a smaller photo.');
  }
  return metadata;
}

/**
 * Checks an upload by its content (never its name or declared type), within 50 megapixels, and
 * re-encodes it upright as JPEG (with `cover`: exactly that size, centre-cropped to its aspect, so
 * a photo can never be stretched on the sheet; with `inside`: scaled down to fit, aspect kept).
 * With `watermark`, the brand is burned into the pixels in the same pass (a cached tile repeated
 * over the image, composited before the encode), so a free print never carries a clean image.
 * The image stays in memory; nothing is written to disk.
 */
export async function prepareUpload(bytes: Buffer, options: PrepareUploadOptions = {}): Promise<PreparedImage> {
  const metadata = await readUploadMetadata(bytes);
  const tile = options.watermark ? await watermarkTile(options.watermark, watermarkTextPixelsFor(metadata, options)) : null;
  try {
    const upright = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
      .rotate()
      .resize(
        options.cover
          ? { ...options.cover, fit: 'cover', position: 'centre' }
          : options.inside
            ? { ...options.inside, fit: 'inside', withoutEnlargement: true }
            : undefined,
      )
      .flatten({ background: '#ffffff' });
    let encoder = upright;
    if (tile) {
      // Decoded once to raw pixels, the brand burned in (only the pixels it covers), then encoded.
      const raw = await upright.raw().toBuffer({ resolveWithObject: true });
      burnInTile(raw.data, raw.info.width, raw.info.height, raw.info.channels, tile);
      encoder = sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } });
    }
    const { data, info } = await encoder.jpeg(JPEG).toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height, sha256: createHash('sha256').update(bytes).digest('hex') };
  } catch {
    throw new AppError('UNSUPPORTED_TYPE', 'This photo is damaged or incomplete. Please choose it again.');
  }
}
