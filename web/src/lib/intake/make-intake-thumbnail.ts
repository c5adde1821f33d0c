import { smallJpeg } from '../small-jpeg';

/** The long side of a queued picture's thumbnail, in pixels (shown at half of it: sharp on 2× screens). */
const INTAKE_THUMBNAIL_SIDE = 128;

/** A picture that did not decode: the queue says it is damaged instead of offering it. */
export class ThumbnailDecodeError extends Error {
  constructor() {
    super('picture did not decode');
    this.name = 'ThumbnailDecodeError';
  }
}

/**
 * A small JPEG of a picture from the phone, as an object URL (the caller revokes it): decoded already reduced where the
 * browser can (its header's width given), so a 48 MP photo is not held at full size for a thumbnail. Null where this
 * browser cannot draw one here (no createImageBitmap or canvas): the queue then shows a plain label. Throws
 * ThumbnailDecodeError when the picture does not decode, as the screens' own decode would.
 */
export async function makeIntakeThumbnail(picture: Blob, width: number | null): Promise<string | null> {
  if (typeof createImageBitmap === 'undefined' || typeof document === 'undefined') return null;
  let bitmap: ImageBitmap;
  try {
    const reduced = width !== null && width > INTAKE_THUMBNAIL_SIDE ? { resizeWidth: INTAKE_THUMBNAIL_SIDE * 2, resizeQuality: 'medium' as const } : {};
    bitmap = await createImageBitmap(picture, { imageOrientation: 'from-image', ...reduced });
  } catch {
    throw new ThumbnailDecodeError();
  }
  try {
    const jpeg = await smallJpeg(bitmap, INTAKE_THUMBNAIL_SIDE);
    return jpeg ? URL.createObjectURL(jpeg) : null;
  } finally {
    bitmap.close();
  }
}
