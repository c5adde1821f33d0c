import { sha256Hex } from '../../lib/sha256-hex';
import type { RunImageWork } from './print-pipeline';
import { isWhitePictureOf } from './white-picture-of';

/** A photo as it arrived: its bytes and their hash, and the crop a white picture was made from, with its hash. */
export interface ArrivedPhoto {
  picture: Buffer;
  pictureSha256: string;
  crop?: { bytes: Buffer; sha256: string } | undefined;
}

/** A photo as it arrived, hashed once. */
export const arrivedPhoto = (picture: Buffer, crop: Buffer | undefined): ArrivedPhoto => ({
  picture,
  pictureSha256: sha256Hex(picture),
  crop: crop ? { bytes: crop, sha256: sha256Hex(crop) } : undefined,
});

/**
 * The hash a photo is charged by (docs/domain-rules.md §4): its crop's, when it came with the crop it was whitened
 * from and is a whitening of it (checked in the image queue, for a clean print only); the picture's own otherwise.
 */
export async function photoChargeHash(photo: ArrivedPhoto, run: RunImageWork, clean: boolean): Promise<string> {
  const { crop } = photo;
  if (!crop) return photo.pictureSha256;
  if (!clean) return crop.sha256;
  return (await run(() => isWhitePictureOf(crop.bytes, photo.picture))) ? crop.sha256 : photo.pictureSha256;
}
