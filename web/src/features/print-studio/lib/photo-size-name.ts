import type { PhotoSizeId } from '@core/layout/photo-sizes';
import type { TFunction } from '../../../lib/i18n';

/** A photo size with what it is for, in the page's language (`studio.photoSize.names.<id>`): "51×51 mm (2×2 in) — visa, OCI". */
export function photoSizeName(t: TFunction, sizeId: PhotoSizeId): string {
  return t(`studio.photoSize.names.${sizeId}`);
}
