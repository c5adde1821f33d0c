import { PHOTO_GAP, type Paper, type PhotoSize } from './papers';
import { maxColumns } from './place-photos';

export interface PhotoGrid {
  columns: number;
  rows: number;
  /** columns × rows: the most photos of this size the paper takes. */
  count: number;
}

/** How many rows of photos fit one above the other inside the paper's margins (as maxColumns across). */
export function maxRows(paper: Paper, photo: PhotoSize): number {
  return Math.floor((paper.height - 2 * paper.margin + PHOTO_GAP) / (photo.height + PHOTO_GAP) + 1e-9);
}

/**
 * The largest grid of `photo` that fits on `paper` by the rules every sheet follows: inside the
 * printer's margin, PHOTO_GAP between neighbours (where the cut lines run). Crop marks need no room
 * of their own (they stop at the margin) and the scale bar never costs a photo (decision 0033), so
 * nothing else counts. 0 columns or rows (count 0) when one photo does not fit.
 */
export function maxFitGrid(paper: Paper, photo: PhotoSize): PhotoGrid {
  const columns = Math.max(0, maxColumns(paper, photo));
  const rows = Math.max(0, maxRows(paper, photo));
  return { columns, rows, count: columns * rows };
}
