import sharp, { type Metadata } from 'sharp';
import { AppError } from '@core/errors/app-error';
import { splitJpeg } from '../exam-files/jpeg-segments';
import { proofPicture, type ProofOptions } from './proof-picture';

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export interface PreparedImage {
  /** Upright JPEG (EXIF orientation applied), metadata stripped: re-encoded, or the upload's own encode (keptAsEncoded). */
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

/** The segments a JPEG's picture needs: quantisation and Huffman tables, its frame (baseline) and restart interval. */
const PICTURE_SEGMENTS = new Set([0xdb, 0xc4, 0xc0, 0xdd]);

/**
 * Whether an embedded colour profile is sRGB by its description ('sRGB', 'sRGB IEC61966-2.1'): a browser's canvas
 * JPEG carries one, and sRGB is what the PDF's colours are read as without it. Any other profile (Display P3, Adobe
 * RGB) is converted by the re-encode, as before.
 */
function isSrgbProfile(icc: Buffer): boolean {
  try {
    const tags = icc.readUInt32BE(128);
    for (let i = 0; i < tags; i++) {
      const entry = 132 + i * 12;
      if (icc.toString('latin1', entry, entry + 4) !== 'desc') continue;
      const at = icc.readUInt32BE(entry + 4);
      const type = icc.toString('latin1', at, at + 4);
      let text = '';
      if (type === 'mluc') {
        // The first record's UTF-16BE text.
        const length = icc.readUInt32BE(at + 20);
        const offset = icc.readUInt32BE(at + 24);
        const utf16 = icc.subarray(at + offset, at + offset + length);
        for (let c = 0; c + 1 < utf16.length; c += 2) text += String.fromCharCode(utf16.readUInt16BE(c));
      } else if (type === 'desc') {
        const count = icc.readUInt32BE(at + 8);
        text = icc.toString('latin1', at + 12, at + 12 + count).replace(/\0+$/, '');
      }
      return /^sRGB\b/.test(text);
    }
  } catch {
    // A profile too short for its own table: not sRGB.
  }
  return false;
}

/**
 * The clean path's upload embedded as it was encoded (decision 0077: one encode from the operator's crop to the
 * print), when nothing of its pixels needs changing: a baseline sRGB JPEG of three components, upright (no EXIF
 * turn), no colour profile but sRGB's, exactly `cover`'s size (or within `inside`'s). Only its picture segments are kept
 * (every APPn and comment dropped, the sRGB profile too: no EXIF, XMP or location goes into the PDF); the scan is copied unchanged.
 * Null when the upload needs the re-encode.
 */
function keptAsEncoded(bytes: Buffer, metadata: Metadata, options: PrepareUploadOptions): Buffer | null {
  const { width = 0, height = 0 } = metadata;
  const sized = options.cover
    ? width === options.cover.width && height === options.cover.height
    : options.inside
      ? width <= options.inside.width && height <= options.inside.height
      : true;
  if (!sized || metadata.format !== 'jpeg' || metadata.isProgressive || metadata.channels !== 3 || metadata.space !== 'srgb') return null;
  if (metadata.icc && !isSrgbProfile(metadata.icc)) return null;
  if (metadata.orientation !== undefined && metadata.orientation !== 1) return null;
  try {
    const { segments, scan } = splitJpeg(bytes);
    if (!segments.some((segment) => segment.marker === 0xc0)) return null;
    // A baseline scan's data never holds 0xFFD9 (its 0xFF bytes are stuffed or restart markers): the first is the end, nothing after it is kept.
    const end = Buffer.from(scan.buffer, scan.byteOffset, scan.byteLength).indexOf(Buffer.from([0xff, 0xd9]));
    if (end < 0) return null;
    const picture = segments.filter((segment) => PICTURE_SEGMENTS.has(segment.marker)).map((segment) => segment.bytes);
    return Buffer.concat([Uint8Array.from([0xff, 0xd8]), ...picture, scan.subarray(0, end + 2)]);
  } catch {
    return null;
  }
}

/**
 * Checks an upload by its content (never its name or declared type), within 50 megapixels, and
 * re-encodes it upright as JPEG unless it can be kept as encoded (keptAsEncoded: the clean path only) (with `cover`: exactly that size, centre-cropped to its aspect, so
 * a photo can never be stretched on the sheet; with `inside`: scaled down to fit, aspect kept).
 * With `proof`, the picture is made a proof of layout in the same pass (its greys cut to three tones,
 * opaque marks over it: proofPicture), so a free print never carries the picture itself.
 * The image stays in memory; nothing is written to disk.
 */
export async function prepareUpload(bytes: Buffer, options: PrepareUploadOptions = {}): Promise<PreparedImage> {
  const metadata = await readUploadMetadata(bytes);
  const decoding = <T>(work: () => Promise<T>) =>
    work().catch(() => {
      throw new AppError('UNSUPPORTED_TYPE', 'This photo is damaged or incomplete. Please choose it again.');
    });
  const kept = options.proof ? null : keptAsEncoded(bytes, metadata, options);
  if (kept) {
    // Decoded whole once (a damaged upload is refused as before), never encoded again.
    const { info } = await decoding(() => sharp(kept, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' }).raw().toBuffer({ resolveWithObject: true }));
    return { jpeg: kept, width: info.width, height: info.height };
  }
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
