import type { PhotoSizeId } from '@core/layout/photo-sizes';
import { sheetLayoutLabel, type PaperId, type SheetLayout } from '@core/layout/sheet-layouts';
import type { TFunction } from '../../../lib/i18n';

const formatMm = (value: number) => String(Math.round(value * 10) / 10);

/** A photo size with what it is for, in the page's language (`studio.photoSize.names.<id>`): "51×51 mm (2×2 in) — visa, OCI". */
export function photoSizeName(t: TFunction, sizeId: PhotoSizeId): string {
  return t(`studio.photoSize.names.${sizeId}`);
}

/** A paper's name in the page's language (`studio.papers.<id>`). */
export function paperName(t: TFunction, paper: { id: PaperId }): string {
  return t(`studio.papers.${paper.id}`);
}

/**
 * A sheet's name: a size's sheet in the page's language ("15 photos on A4 (51×51 mm)" /
 * "A4 पर 15 फ़ोटो (51×51 मिमी)"), a fixed layout by core's label as before.
 */
export function photoSheetName(t: TFunction, layout: SheetLayout): string {
  if (!layout.size) return `${sheetLayoutLabel(layout)}${layout.note ? ` — ${layout.note}` : ''}`;
  return t('studio.layout.fit', {
    count: layout.count,
    paper: paperName(t, layout.paper),
    width: formatMm(layout.photo.width),
    height: formatMm(layout.photo.height),
  });
}
