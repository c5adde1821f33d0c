import { mm, type Mm } from '../units/units';
import { PHOTO_GAP, type Paper } from './papers';
import { boundingBox, type Rect } from './place-photos';
import type { Segment } from './segment';

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
 * Where a photo grid is cut (DESIGN §3): a line along the middle of every 2 mm gap between columns
 * and between rows, across the whole grid, and crop marks outside the grid at each column's and
 * row's edges, as far as the margins allow (never into the margin the printer can't print). Nothing
 * here crosses a photo. `rects` are placePhotos' rectangles (one photo size).
 */
export function placeCutLines(paper: Paper, rects: readonly Rect[]): Segment[] {
  if (rects.length === 0) return [];
  const box = boundingBox(rects);
  const xs = [...new Set(rects.map((r) => r.x))].sort((a, b) => a - b);
  const ys = [...new Set(rects.map((r) => r.y))].sort((a, b) => a - b);
  const { width, height } = rects[0]!;
  const top = box.y;
  const bottom = mm(box.y + box.height);
  const left = box.x;
  const right = mm(box.x + box.width);
  const lines: Segment[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number) => lines.push({ x1: mm(x1), y1: mm(y1), x2: mm(x2), y2: mm(y2) });

  for (const x of xs.slice(1)) line(x - PHOTO_GAP / 2, top, x - PHOTO_GAP / 2, bottom);
  for (const y of ys.slice(1)) line(left, y - PHOTO_GAP / 2, right, y - PHOTO_GAP / 2);
  const above = cropMark(top, paper.margin);
  const below = cropMark(bottom, paper.height - paper.margin);
  for (const x of [...xs, ...xs.map((v) => v + width)]) {
    if (above) line(x, above.far, x, above.near);
    if (below) line(x, below.near, x, below.far);
  }
  const before = cropMark(left, paper.margin);
  const after = cropMark(right, paper.width - paper.margin);
  for (const y of [...ys, ...ys.map((v) => v + height)]) {
    if (before) line(before.far, y, before.near, y);
    if (after) line(after.near, y, after.far, y);
  }
  return lines;
}
