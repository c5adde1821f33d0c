import { mm } from '../units/units';
import { passportPhoto, type PhotoSize } from './papers';

/** What a photo size is asked for; the web names it in the page's language (`studio.sizes.<id>`). */
type PhotoSizeUse = 'passport' | 'visa' | 'pan' | 'stamp';

export interface NamedPhotoSize extends PhotoSize {
  id: string;
  use: PhotoSizeUse;
}

/**
 * The photo sizes a sheet can carry (decision 0036): the passport photo (35×45 mm), 2×2 in for visas and
 * OCI (51×51 mm), the PAN form's photo (25×35 mm) and stamp size (20×25 mm). Each is printed on any
 * paper in the most that fit (maxFitGrid) or fewer; the crop takes its aspect.
 */
export const photoSizes = [
  { id: '35x45', width: passportPhoto.width, height: passportPhoto.height, use: 'passport' },
  { id: '51x51', width: mm(51), height: mm(51), use: 'visa' },
  { id: '25x35', width: mm(25), height: mm(35), use: 'pan' },
  { id: '20x25', width: mm(20), height: mm(25), use: 'stamp' },
] as const satisfies readonly NamedPhotoSize[];

export type PhotoSizeId = (typeof photoSizes)[number]['id'];
export const DEFAULT_PHOTO_SIZE: PhotoSizeId = '35x45';

export function findPhotoSize(id: string): NamedPhotoSize | undefined {
  return photoSizes.find((size) => size.id === id);
}

/** The crop's aspect for a size (width ÷ height): 7:9 for 35×45 mm, 1:1 for 51×51 mm. */
export function photoSizeAspect(size: PhotoSize): number {
  return size.width / size.height;
}
