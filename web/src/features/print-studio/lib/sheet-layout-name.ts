import type { Paper } from '@core/layout/papers';
import { sheetArrangement } from '@core/layout/sheet-arrangement';
import { sheetCropSize, type SheetLayout } from '@core/layout/sheet-layouts';
import type { TFunction } from '../../../lib/i18n';

const formatMm = (value: number) => String(Math.round(value * 10) / 10);

/** At most this many rows are spelt out one by one ("5 + 5 + 2"); more are counted ("4 rows of 5 + 4"). */
const LISTED_ROWS = 3;

/**
 * How the photos stand, in the page's language (core's sheetArrangement): "5 + 2" for a short
 * last row under one or two full ones, "3 in a row", "7 rows of 6", "4 rows of 5 + 4".
 */
function arrangementName(t: TFunction, layout: SheetLayout): string {
  const { columns, fullRows, rest } = sheetArrangement(layout);
  if (rest > 0 && fullRows + 1 <= LISTED_ROWS) return [...Array<number>(fullRows).fill(columns), rest].join(' + ');
  if (rest > 0) return t('studio.layout.arrangement.rowsAndRest', { rows: fullRows, columns, rest });
  if (fullRows === 1) return t('studio.layout.arrangement.inARow', { columns });
  return t('studio.layout.arrangement.rows', { rows: fullRows, columns });
}

/**
 * A sheet layout's name in the page's language, one rule for every layout (decision 0065, amending
 * 0031 and 0036): its count, paper and how the photos stand ("7 photos on A4 (5 + 2)"); the numbers
 * from core's geometry, the words translated. The photo size is the studio's chosen one, so it is not
 * repeated, except where a sheet prints another (the 42-up's 30×38.6 mm under 35×45 mm), which says
 * so: "…, 30×38.6 mm — not passport size". Core's sheetLayoutLabel stays English for the server's own use.
 */
export function sheetLayoutName(t: TFunction, layout: SheetLayout): string {
  const name = t('studio.layout.name', { count: layout.count, paper: paperName(t, layout.paper), arrangement: arrangementName(t, layout) });
  const chosen = sheetCropSize(layout);
  if (layout.photo.width === chosen.width && layout.photo.height === chosen.height) return name;
  return t('studio.layout.otherSize', { name, size: t('studio.layout.size', { width: formatMm(layout.photo.width), height: formatMm(layout.photo.height) }) });
}

/** A paper's name in the page's language (`studio.papers.<id>`): "A4", "4×6 in" / "4×6 इंच". */
export function paperName(t: TFunction, paper: Pick<Paper, 'id'>): string {
  return t(`studio.papers.${paper.id}`);
}
