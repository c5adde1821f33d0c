import { mm, mmToPt, type Mm } from '../../../../core/src/units/units';
import { PHOTO_GAP } from '../../../../core/src/layout/papers';
import { boundingBox, type Rect } from '../../../../core/src/layout/place-photos';
import { CUT_LINE, type Sheet } from './sheet';

/** How far crop marks reach outside a grid. */
export const CROP_MARK: Mm = mm(3);

/** Photo grids: cut lines along the middle of every 2 mm gap, and crop marks outside the grid's outer edges. */
export function drawCutLines(sheet: Sheet, rects: readonly Rect[]) {
  const box = boundingBox(rects);
  const xs = [...new Set(rects.map((r) => r.x))].sort((a, b) => a - b);
  const ys = [...new Set(rects.map((r) => r.y))].sort((a, b) => a - b);
  const width = rects[0]!.width;
  const height = rects[0]!.height;
  const top = box.y;
  const bottom = box.y + box.height;
  const left = box.x;
  const right = box.x + box.width;
  const margin = sheet.paper.margin;
  const reach = (value: number, limit: number, down: boolean) => (down ? Math.min(value + CROP_MARK, limit) : Math.max(value - CROP_MARK, limit));
  for (const x of xs.slice(1)) sheet.line(x - PHOTO_GAP / 2, top, x - PHOTO_GAP / 2, bottom);
  for (const y of ys.slice(1)) sheet.line(left, y - PHOTO_GAP / 2, right, y - PHOTO_GAP / 2);
  for (const x of [...xs, ...xs.map((v) => v + width)]) {
    if (top > margin) sheet.line(x, reach(top, margin, false), x, top - 0.5);
    sheet.line(x, bottom + 0.5, x, reach(bottom, sheet.paper.height - margin, true));
  }
  for (const y of [...ys, ...ys.map((v) => v + height)]) {
    sheet.line(reach(left, margin, false), y, left - 0.5, y);
    sheet.line(right + 0.5, y, reach(right, sheet.paper.width - margin, true), y);
  }
}

/**
 * Cards: a thin cut line exactly around each card (cutting along it gives the card at its true
 * size), one rectangle path per card.
 */
export function drawCutOutlines(sheet: Sheet, rects: readonly Rect[]) {
  for (const r of rects) {
    sheet.page.drawRectangle({
      x: sheet.x(r.x),
      y: sheet.y(mm(r.y + r.height)),
      width: mmToPt(r.width),
      height: mmToPt(r.height),
      borderWidth: CUT_LINE.thickness,
      borderColor: CUT_LINE.color,
    });
  }
}
