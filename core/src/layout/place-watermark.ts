import { mm, pt, ptToMm, type Mm } from '../units/units';
import type { Paper } from './papers';

/** How many times a free print carries the brand on each page (DESIGN §3). */
export const WATERMARK_REPEATS = 140;
/** The repetitions stand in 10 columns and 14 rows, every other row shifted by half a column. */
const COLUMNS = 10;
const ROWS = WATERMARK_REPEATS / COLUMNS;
/** Degrees the text is turned anticlockwise from the horizontal: it rises to the right. */
const WATERMARK_ANGLE = 30;
/** The font size's bounds, in points as printers think of type. */
const MIN_FONT_PT = 7;
const MAX_FONT_PT = 14;

export interface WatermarkMark {
  /** Where the repetition's baseline starts, in mm from the page's top-left corner. */
  x: Mm;
  y: Mm;
}

export interface WatermarkPlacement {
  /** WATERMARK_REPEATS of them, row by row from the top. */
  marks: WatermarkMark[];
  /** Degrees anticlockwise, the same for every repetition (WATERMARK_ANGLE). */
  angle: number;
  /** The text's size (its em) in mm. */
  fontSize: Mm;
}

/**
 * Where the watermark goes on a page of `paper` (DESIGN §3): the brand WATERMARK_REPEATS times across
 * the whole page, on a staggered grid of 10 columns by 14 rows, turned 30° so it rises to the right,
 * its size from the paper's width (1.1 × a tenth of it, read in points, within 7–14 pt). Every row
 * lies inside the page; along a row the marks start from a quarter column left of the page's edge
 * (shifted rows: a quarter column right of it), so the pattern, text included, sits across the page.
 */
export function placeWatermark(paper: Paper): WatermarkPlacement {
  const stepX = paper.width / COLUMNS;
  const stepY = paper.height / ROWS;
  const marks: WatermarkMark[] = [];
  for (let row = 0; row < ROWS; row += 1) {
    for (let col = 0; col < COLUMNS; col += 1) {
      marks.push({ x: mm(col * stepX + (row % 2) * (stepX / 2) - stepX / 4), y: mm(row * stepY + stepY * 0.8) });
    }
  }
  const sizePt = Math.max(MIN_FONT_PT, Math.min(MAX_FONT_PT, (paper.width / COLUMNS) * 1.1));
  return { marks, angle: WATERMARK_ANGLE, fontSize: ptToMm(pt(sizePt)) };
}
