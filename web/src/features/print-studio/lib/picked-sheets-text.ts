import type { SheetLayout } from '@core/layout/sheet-layouts';
import type { TFunction } from '../../../lib/i18n';
import { paperName, sheetLayoutName } from './sheet-layout-name';

/**
 * What the studio picked for the typed count, in the page's language (decision 0071): one sheet by its
 * name ("Prints 10 photos on A4 (5 + 5)."), or two sheets by their counts ("10 photos: 6 on 4×6 in
 * sheet 1, 4 on sheet 2. Load two sheets."), page 1's start row said when it is not row 1.
 */
export function pickedSheetsText(t: TFunction, pages: readonly SheetLayout[]): string {
  const [first, second] = pages;
  if (!first) return '';
  if (!second) return t('studio.layout.pickedOne', { layout: sheetLayoutName(t, first) });
  const values = { count: first.count + second.count, first: first.count, second: second.count, paper: paperName(t, first.paper), row: first.startRow ?? 1 };
  return (first.startRow ?? 1) > 1 ? t('studio.layout.pickedTwoFromRow', values) : t('studio.layout.pickedTwo', values);
}

/** The count asks for more than two sheets take: what to do, with the most (decision 0071). */
export function tooManyText(t: TFunction, most: number, paper: SheetLayout['paper']): string {
  return t('studio.layout.tooMany', { most, paper: paperName(t, paper) });
}
