import { mm } from '../units/units';
import type { Rect } from './place-photos';

/**
 * The largest rectangle of the given aspect (width ÷ height) inside `area`, centred horizontally and
 * at the area's top (so the rest of the sheet stays free): how a page document's scan is fitted
 * without stretching.
 */
export function fitInside(area: Rect, aspect: number): Rect {
  if (!(aspect > 0) || !Number.isFinite(aspect)) throw new RangeError(`aspect must be a positive number, got ${aspect}`);
  const width = Math.min(area.width, area.height * aspect);
  const height = Math.min(area.height, width / aspect);
  return { x: mm(area.x + (area.width - width) / 2), y: area.y, width: mm(width), height: mm(height) };
}
