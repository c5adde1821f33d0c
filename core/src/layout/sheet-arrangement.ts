import { layoutColumns, type SheetLayout } from './sheet-layouts';

/** How a sheet's photos stand (decision 0065): full rows of `columns`, then `rest` in a last, shorter row (0: none). */
export interface SheetArrangement {
  columns: number;
  fullRows: number;
  rest: number;
}

/**
 * The rows `layout`'s photos fill, as placePhotos fills them (left to right from the top, in the
 * layout's columns or as many as fit): what the studio names a layout by ("7 photos on A4 (5 + 2)").
 */
export function sheetArrangement(layout: SheetLayout): SheetArrangement {
  const columns = Math.max(1, Math.min(layoutColumns(layout), layout.count));
  return { columns, fullRows: Math.floor(layout.count / columns), rest: layout.count % columns };
}
