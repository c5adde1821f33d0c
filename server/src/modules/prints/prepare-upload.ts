import sharp, { type Metadata } from 'sharp';
import { AppError } from '@core/errors/app-error';
import { proofPicture, type ProofOptions } from './proof-picture';

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export interface PreparedImage {
  /** Re-encoded JPEG, upright (EXIF orientation applied), metadata stripped. */
  jpeg: Buffer;
  width: number;
  height: number;
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
  /** A free print: the picture made a proof of layout (decision 0053); null/absent for the clean image. */
  proof?: ProofOptions | null;
}

/** A proof's JPEG: its flat greys and opaque marks keep their edges; colour at full resolution for the red guides. */
const PROOF_JPEG = { quality: 90, chromaSubsampling: '4:4:4', optimiseCoding: false, mozjpeg: false } as const;

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
 * With `proof`, the picture is made a proof of layout in the same pass (its greys cut to three tones,
 * opaque marks over it: proofPicture), so a free print never carries the picture itself.
 * The image stays in memory; nothing is written to disk.
 */
export async function prepareUpload(bytes: Buffer, options: PrepareUploadOptions = {}): Promise<PreparedImage> {
  await readUploadMetadata(bytes);
  const decoding = <T>(work: () => Promise<T>) =>
    work().catch(() => {
      throw new AppError('UNSUPPORTED_TYPE', 'This photo is damaged or incomplete. Please choose it again.');
    });
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
  if (!options.proof) {
    const { data, info } = await decoding(() => upright.jpeg(JPEG).toBuffer({ resolveWithObject: true }));
    return { jpeg: data, width: info.width, height: info.height };
  }
  // Decoded once to grey pixels, made a proof (a failure there is ours, never the upload's: it fails closed), then encoded.
  const grey = await decoding(() => upright.greyscale().raw().toBuffer({ resolveWithObject: true }));
  const { width, height } = grey.info;
  const rgb = await proofPicture(grey.data, width, height, options.proof, grey.info.channels);
  const { data } = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg(PROOF_JPEG)
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width, height };
}
