import type { Paper } from '@core/layout/papers';
import { findSheetLayout, type SheetLayout, type SheetLayoutId } from '@core/layout/sheet-layouts';
import type { TFunction, TranslationKey } from '../../../lib/i18n';

const formatMm = (value: number) => String(Math.round(value * 10) / 10);

/**
 * A sheet layout's name in the page's language: one text per core layout id (`studio.layout.names.<id>`),
 * with the photo count and size from core's geometry, so the numbers have one source and the words are
 * translated. Core's sheetLayoutLabel stays English for the server's own use (decision 0031). A photo
 * size's sheet, or a fixed layout with fewer photos (decision 0036), has no id of its own among the
 * texts: it is named by its count, paper and size (`studio.layout.fit`: "15 photos on A4 (51×51 mm)").
 */
export function sheetLayoutName(t: TFunction, layout: SheetLayout): string {
  const width = formatMm(layout.photo.width);
  const height = formatMm(layout.photo.height);
  if (layout.size || findSheetLayout(layout.id) === undefined) {
    return t('studio.layout.fit', { count: layout.count, paper: paperName(t, layout.paper), width, height });
  }
  // Typed so that a core layout without a text here fails to compile.
  const key: TranslationKey = `studio.layout.names.${layout.id as SheetLayoutId}`;
  return t(key, { count: layout.count, size: t('studio.layout.size', { width, height }) });
}

/** A paper's name in the page's language (`studio.papers.<id>`): "A4", "4×6 in" / "4×6 इंच". */
export function paperName(t: TFunction, paper: Pick<Paper, 'id'>): string {
  return t(`studio.papers.${paper.id}`);
}
