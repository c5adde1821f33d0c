import { mm, type Mm } from '../units/units';
import { PHOTO_GAP, type Paper, type PhotoSize } from './papers';

export interface Rect {
  x: Mm;
  y: Mm;
  width: Mm;
  height: Mm;
}

/** How many photos fit side by side inside the paper's margins. */
export function maxColumns(paper: Paper, photo: PhotoSize): number {
  return Math.floor((paper.width - 2 * paper.margin + PHOTO_GAP) / (photo.width + PHOTO_GAP));
}

/**
 * Where row `row` of a grid of `photo` starts on `paper` (1-based: row 1 at the top margin), in mm
 * from the top: rows are the photo's height plus the 2 mm gap apart.
 */
export function rowTop(paper: Paper, photo: PhotoSize, row: number): Mm {
  return mm(paper.margin + (row - 1) * (photo.height + PHOTO_GAP));
}

/**
 * Each photo's rectangle on the sheet, in millimetres from the top-left corner: rows filled left
 * to right from the top margin (or from row `startRow`, 1-based, of a partly used sheet), the grid
 * centred horizontally, photos 2 mm apart. Throws when the photos don't fit inside the margins.
 */
export function placePhotos(paper: Paper, photo: PhotoSize, count: number, columns = maxColumns(paper, photo), startRow = 1): Rect[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  const cols = Math.min(columns, count);
  if (cols < 1) throw new RangeError('the photo is wider than the printable area');
  const rows = Math.ceil(count / cols);
  const gridWidth = cols * photo.width + (cols - 1) * PHOTO_GAP;
  const gridHeight = rows * photo.height + (rows - 1) * PHOTO_GAP;
  const epsilon = 1e-9;
  if (!Number.isInteger(startRow) || startRow < 1) throw new RangeError(`startRow must be a positive integer, got ${startRow}`);
  const top = rowTop(paper, photo, startRow);
  if (gridWidth > paper.width - 2 * paper.margin + epsilon || top + gridHeight > paper.height - paper.margin + epsilon) {
    throw new RangeError(
      `${count} photos of ${photo.width}×${photo.height} mm in ${cols} columns do not fit on ${paper.label}${startRow > 1 ? ` from row ${startRow}` : ''}`,
    );
  }
  const left = (paper.width - gridWidth) / 2;
  return Array.from({ length: count }, (_, i) => ({
    x: mm(left + (i % cols) * (photo.width + PHOTO_GAP)),
    y: mm(top + Math.floor(i / cols) * (photo.height + PHOTO_GAP)),
    width: photo.width,
    height: photo.height,
  }));
}

/** The smallest rectangle around all the given ones. */
export function boundingBox(rects: readonly Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x: mm(x), y: mm(y), width: mm(right - x), height: mm(bottom - y) };
}
