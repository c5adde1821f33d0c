import { mm, pt, ptToMm, type Mm } from '../units/units';
import type { PageSize } from './papers';
import type { Rect } from './place-photos';
import { WATERMARK_TEXT_HEIGHT_EM, watermarkTextWidthEm } from './watermark-text-width';

/** How many times a free print carries the brand on each page (docs/domain-rules.md §8). */
export const WATERMARK_REPEATS = 140;
/** The repetitions stand in 10 columns and 14 rows, every other row shifted by half a column. */
const COLUMNS = 10;
const ROWS = WATERMARK_REPEATS / COLUMNS;
/** Degrees the text is turned anticlockwise from the horizontal: it rises to the right. */
const WATERMARK_ANGLE = 30;
/** The font size's bounds, in points as printers think of type. */
const MIN_FONT_PT = 7;
const MAX_FONT_PT = 14;
/** The repetitions are drawn at most this share of the size at which two of them would touch. */
const CLEARANCE = 0.95;

interface WatermarkMark {
  /** Where the repetition's baseline starts, in mm from the page's top-left corner. */
  x: Mm;
  y: Mm;
}

export interface WatermarkPlacement {
  /** WATERMARK_REPEATS of them (fewer below a partly used sheet's used part), row by row from the top. */
  marks: WatermarkMark[];
  /** Degrees anticlockwise, the same for every repetition (WATERMARK_ANGLE). */
  angle: number;
  /** The text's size (its em) in mm. */
  fontSize: Mm;
}

/** The unit vectors along a repetition's baseline and across it (towards its descent), with y down the page. */
function watermarkAxes(angle: number) {
  const radians = (angle * Math.PI) / 180;
  return { along: [Math.cos(radians), -Math.sin(radians)] as const, across: [Math.sin(radians), Math.cos(radians)] as const };
}

/**
 * The largest size (mm) at which no two repetitions' text boxes at these marks overlap: two boxes
 * turned alike are apart when their baselines' starts are a box's length apart along the baseline,
 * or its height apart across it.
 */
function largestClearSize(marks: WatermarkMark[], angle: number, widthEm: number): number {
  const { along, across } = watermarkAxes(angle);
  const heightEm = WATERMARK_TEXT_HEIGHT_EM.ascent + WATERMARK_TEXT_HEIGHT_EM.descent;
  let largest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < marks.length; i += 1) {
    for (let j = i + 1; j < marks.length; j += 1) {
      const dx = marks[j]!.x - marks[i]!.x;
      const dy = marks[j]!.y - marks[i]!.y;
      const apartAlong = Math.abs(dx * along[0] + dy * along[1]) / widthEm;
      const apartAcross = Math.abs(dx * across[0] + dy * across[1]) / heightEm;
      largest = Math.min(largest, Math.max(apartAlong, apartAcross));
    }
  }
  return largest;
}

/**
 * How far above its baseline's start a repetition can reach, in mm: its length risen at the angle,
 * plus an em across the baseline (Helvetica Bold's ascender, 0.718 em, and the pictured brand's,
 * Noto Sans Devanagari Bold's 0.896 em of decision 0056, both stay within it).
 */
function reachAbove(widthEm: number, fontSize: number, angle: number): number {
  const { along, across } = watermarkAxes(angle);
  return widthEm * fontSize * -along[1] + fontSize * across[1];
}

/**
 * Where the watermark `text` goes on a page of `paper` (docs/domain-rules.md §8): the brand WATERMARK_REPEATS times
 * across the whole page, on a staggered grid of 10 columns by 14 rows, turned 30° so it rises to the
 * right. Its size comes from the paper's width (1.1 × a tenth of it, read in points, within 7–14 pt),
 * but never more than 95 % of the size at which two repetitions would touch (their text boxes, in
 * Helvetica Bold, never overlap: a long brand or a short, wide paper gets smaller type, below 7 pt
 * if it must). Every row lies inside the page; along a row the marks start from a quarter column
 * left of the page's edge (shifted rows: a quarter column right of it), so the pattern, text
 * included, sits across the page.
 *
 * `used` is a partly used sheet's used part (usedSheetPart: the page's width from its top edge,
 * decision 0065; null: a fresh sheet): the same pattern, same size and steps, is then laid over
 * the free part only. Its first row as high as the text stays below that edge, every row below it
 * down to where the whole page's last row is, so fewer than WATERMARK_REPEATS marks, none reaching
 * into the used part and every photo below it covered from its top. Should not one row fit there, one
 * row stands at the page's last row anyway: a free sheet is never left without its watermark.
 */
export function placeWatermark(paper: PageSize, text: string, used: Rect | null = null): WatermarkPlacement {
  const stepX = paper.width / COLUMNS;
  const stepY = paper.height / ROWS;
  const markRow = (row: number, y: number) =>
    Array.from({ length: COLUMNS }, (_, col): WatermarkMark => ({ x: mm(col * stepX + (row % 2) * (stepX / 2) - stepX / 4), y: mm(y) }));
  const marks: WatermarkMark[] = [];
  for (let row = 0; row < ROWS; row += 1) marks.push(...markRow(row, row * stepY + stepY * 0.8));
  const fromWidth = ptToMm(pt(Math.max(MIN_FONT_PT, Math.min(MAX_FONT_PT, (paper.width / COLUMNS) * 1.1))));
  const widthEm = Math.max(watermarkTextWidthEm(text), 0.001);
  const fontSize = mm(Math.min(fromWidth, CLEARANCE * largestClearSize(marks, WATERMARK_ANGLE, widthEm)));
  if (!used) return { marks, angle: WATERMARK_ANGLE, fontSize };

  const lastRowY = (ROWS - 1) * stepY + stepY * 0.8;
  const firstY = used.y + used.height + reachAbove(widthEm, fontSize, WATERMARK_ANGLE);
  const free: WatermarkMark[] = [];
  for (let row = 0; firstY + row * stepY <= lastRowY + 1e-9; row += 1) free.push(...markRow(row, firstY + row * stepY));
  return { marks: free.length > 0 ? free : markRow(0, lastRowY), angle: WATERMARK_ANGLE, fontSize };
}
