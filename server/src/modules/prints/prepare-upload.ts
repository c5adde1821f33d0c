import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../../../core/src/errors/app-error';

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

export interface PrepareUploadOptions {
  /** Exactly this size, centre-cropped to its aspect: a crop of the wrong aspect is cut, never stretched. */
  cover?: { width: number; height: number };
  /** At most this size, aspect kept and never enlarged (page documents: bounds memory and PDF size). */
  inside?: { width: number; height: number };
}

/**
 * Checks an upload by its content (never its name or declared type), within 50 megapixels, and
 * re-encodes it upright as JPEG (with `cover`: exactly that size, centre-cropped to its aspect, so
 * a photo can never be stretched on the sheet; with `inside`: scaled down to fit, aspect kept).
 * The image stays in memory; nothing is written to disk.
 */
export async function prepareUpload(bytes: Buffer, options: PrepareUploadOptions = {}): Promise<PreparedImage> {
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
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
      .rotate()
      .resize(options.cover ? { ...options.cover, fit: 'cover', position: 'centre' } : options.inside ? { ...options.inside, fit: 'inside', withoutEnlargement: true } : undefined)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 92, chromaSubsampling: '4:4:4', mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height, sha256: createHash('sha256').update(bytes).digest('hex') };
  } catch {
    throw new AppError('UNSUPPORTED_TYPE', 'This photo is damaged or incomplete. Please choose it again.');
  }
}
