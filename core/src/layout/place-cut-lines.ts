import { mm, type Mm } from '../units/units';
import { PHOTO_GAP, type Paper } from './papers';
import { boundingBox, type Rect } from './place-photos';
import type { Segment } from './segment';
import { indexRuns } from './index-runs';

/** How far crop marks reach outside a grid (less where the margin comes first). */
export const CROP_MARK: Mm = mm(3);
/** Space between a crop mark and the grid's edge, so a mark never touches a photo. */
export const CROP_MARK_CLEARANCE: Mm = mm(0.5);

/**
 * Where a crop mark runs away from a grid edge at `edge`, towards `limit` (the margin on that side):
 * `near` is the clearance off the edge, `far` is CROP_MARK out or the margin, whichever comes first;
 * null when there is no room between the edge and the margin.
 */
function cropMark(edge: number, limit: number): { near: number; far: number } | null {
  const away = Math.sign(limit - edge);
  const near = edge + away * CROP_MARK_CLEARANCE;
  const far = away < 0 ? Math.max(edge - CROP_MARK, limit) : Math.min(edge + CROP_MARK, limit);
  return away !== 0 && (far - near) * away > 0 ? { near, far } : null;
}

/**
 * Where a photo grid is cut (docs/domain-rules.md §5): a line along the middle of every 2 mm gap between columns
 * and between rows, as far as there are photos on either side of it, and crop marks outside the
 * grid at the edges of the photos on its border, as far as the margins allow (never into the margin
 * the printer can't print). Nothing is drawn around an empty place of a last row that is not full
 * (the 6- and 7-up A4 sheets), and nothing here crosses a photo. `rects` are placePhotos'
 * rectangles (one photo size). On a partly used sheet, `usedBottom` is where the used part ends (the
 * middle of the gap above the first row printed): nothing is drawn above it, and instead of crop
 * marks above the grid a cut runs there across the top row's photos, parting them from the used part.
 */
export function placeCutLines(paper: Paper, rects: readonly Rect[], usedBottom?: Mm): Segment[] {
  if (rects.length === 0) return [];
  const box = boundingBox(rects);
  const xs = [...new Set(rects.map((r) => r.x))].sort((a, b) => a - b);
  const ys = [...new Set(rects.map((r) => r.y))].sort((a, b) => a - b);
  const { width, height } = rects[0]!;
  const taken = new Set(rects.map((r) => `${ys.indexOf(r.y)}:${xs.indexOf(r.x)}`));
  const has = (row: number, column: number) => taken.has(`${row}:${column}`);
  const [rows, columns] = [ys.length, xs.length];
  const lines: Segment[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number) => lines.push({ x1: mm(x1), y1: mm(y1), x2: mm(x2), y2: mm(y2) });

  // Gaps between columns: down the rows with a photo on either side.
  for (let column = 1; column < columns; column += 1) {
    const x = xs[column]! - PHOTO_GAP / 2;
    for (const [first, last] of indexRuns(rows, (row) => has(row, column - 1) || has(row, column))) line(x, ys[first]!, x, ys[last]! + height);
  }
  // Gaps between rows: across the columns with a photo above or below.
  for (let row = 1; row < rows; row += 1) {
    const y = ys[row]! - PHOTO_GAP / 2;
    for (const [first, last] of indexRuns(columns, (column) => has(row - 1, column) || has(row, column))) line(xs[first]!, y, xs[last]! + width, y);
  }
  // Crop marks at the edges of the photos on the grid's border only.
  const top = box.y;
  const bottom = box.y + box.height;
  const left = box.x;
  const right = box.x + box.width;
  const above = usedBottom === undefined ? cropMark(top, paper.margin) : null;
  if (usedBottom !== undefined)
    for (const [first, last] of indexRuns(columns, (column) => has(0, column))) line(xs[first]!, usedBottom, xs[last]! + width, usedBottom);
  const below = cropMark(bottom, paper.height - paper.margin);
  for (let column = 0; column < columns; column += 1) {
    for (const x of [xs[column]!, xs[column]! + width]) {
      if (above && has(0, column)) line(x, above.far, x, above.near);
      if (below && has(rows - 1, column)) line(x, below.near, x, below.far);
    }
  }
  const before = cropMark(left, paper.margin);
  const after = cropMark(right, paper.width - paper.margin);
  for (let row = 0; row < rows; row += 1) {
    for (const y of [ys[row]!, ys[row]! + height]) {
      if (before && has(row, 0)) line(before.far, y, before.near, y);
      if (after && has(row, columns - 1)) line(after.near, y, after.far, y);
    }
  }
  return lines;
}
