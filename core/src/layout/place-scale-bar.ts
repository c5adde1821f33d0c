import { mm, type Mm } from '../units/units';
import type { PageSize } from './papers';

export const SCALE_BAR_LENGTH: Mm = mm(50);
/** Room the bar needs: ticks, the line and its label. */
export const SCALE_BAR_HEIGHT: Mm = mm(6);

/**
 * Where the 50 mm scale bar goes: under the photos, inside the margins, when there is room;
 * null when it doesn't fit (it never goes into the printer's unprintable margin).
 * `occupiedBottom` is the lowest edge of anything already on the sheet, in mm from the top.
 */
export function placeScaleBar(paper: PageSize, occupiedBottom: Mm): { x: Mm; y: Mm; length: Mm; height: Mm } | null {
  const gap = 2;
  const top = occupiedBottom + gap;
  const bottomLimit = paper.height - paper.margin;
  if (top + SCALE_BAR_HEIGHT > bottomLimit || SCALE_BAR_LENGTH > paper.width - 2 * paper.margin) return null;
  return { x: paper.margin, y: mm(bottomLimit - SCALE_BAR_HEIGHT), length: SCALE_BAR_LENGTH, height: SCALE_BAR_HEIGHT };
}
