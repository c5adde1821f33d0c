import { createHash } from 'node:crypto';
import type { RunImageWork } from './print-pipeline';
import { isWhitePictureOf } from './white-picture-of';

/** SHA-256 of a file's bytes as uploaded, in hex: what a quote names it by. */
export const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * The hash a photo is charged by (docs/domain-rules.md §4): its crop's, when it came with the crop it was whitened
 * from and is a whitening of it (checked in the image queue, for a clean print only); the picture's own otherwise.
 */
export async function photoChargeHash(picture: Buffer, crop: Buffer | undefined, run: RunImageWork, clean: boolean): Promise<string> {
  if (!crop) return sha256Of(picture);
  if (!clean) return sha256Of(crop);
  return (await run(() => isWhitePictureOf(crop, picture))) ? sha256Of(crop) : sha256Of(picture);
}
