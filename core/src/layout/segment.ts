import type { Mm } from '../units/units';

/** A straight line on a sheet, from (x1, y1) to (x2, y2), in mm from the sheet's top-left corner. */
export interface Segment {
  x1: Mm;
  y1: Mm;
  x2: Mm;
  y2: Mm;
}
