import { mm } from '../units/units';
import { CROP_MARK, placeCutLines } from './place-cut-lines';
import { PHOTO_GAP } from './papers';
import { boundingBox, placePhotos, rowTop, type Rect } from './place-photos';
import { SCALE_BAR_HEIGHT, SCALE_BAR_LENGTH } from './place-scale-bar';
import { placeScaleBarMarks, placeUprightScaleBarMarks, type ScaleBarMarks } from './place-scale-bar-marks';
import { photoSheetOccupiedBottom } from './scale-bar-occupied-bottom';
import type { Segment } from './segment';
import type { SheetLayout } from './sheet-layouts';

/** Space between an upright scale bar's room and the crop marks beside the grid. */
const UPRIGHT_BAR_GAP = 1;

export interface PhotoSheet {
  /** Each photo's rectangle (placePhotos'; the grid moved right when the bar stands beside it). */
  rects: Rect[];
  /** Cut lines and crop marks (placeCutLines). */
  cuts: Segment[];
  /** The 50 mm scale bar, or null when it fits nowhere on this sheet without dropping a photo. */
  scaleBar: ScaleBarMarks | null;
  /** Where the bar is: under the photos, upright in the left margin strip, or nowhere. */
  scaleBarPlace: 'below' | 'beside' | 'none';
  /**
   * A partly used sheet's used part (layout.startRow over 1): the paper's whole width from its top
   * edge to the middle of the gap above the first row printed, where its cut runs. Nothing is
   * drawn in it; the preview greys it. Null on a fresh sheet.
   */
  used: Rect | null;
}

/** The used part of a sheet that starts at `layout.startRow` (1-based; omitted or 1: a fresh sheet, null). */
export function usedSheetPart(layout: SheetLayout): Rect | null {
  const startRow = layout.startRow ?? 1;
  if (startRow <= 1) return null;
  const { paper } = layout;
  return { x: mm(0), y: mm(0), width: paper.width, height: mm(rowTop(paper, layout.photo, startRow) - PHOTO_GAP / 2) };
}

/**
 * Everything drawn on a passport-photo sheet, the one geometry of the preview and the PDF. The
 * 50 mm scale bar goes under the grid where it fits (placeScaleBarMarks); where it doesn't (the
 * 42-up A4 fills the page's height), upright in the strip left of the grid, the grid moved right
 * just as far as that needs (the 42-up: flush with the right margin, which leaves that side
 * without crop marks); where neither fits (the 8-up 4×6 landscape: 0.2 mm either side), no bar,
 * and the print guide says so. Never a photo less.
 *
 * A partly used sheet (layout.startRow, decision 0038) keeps all of that below its used part: the
 * photos from that row down, the cut across the top of them at the used part's edge instead of crop
 * marks reaching into it, and an upright bar only where its 50 mm stay below that edge.
 */
export function placePhotoSheet(layout: SheetLayout): PhotoSheet {
  const { paper } = layout;
  const used = usedSheetPart(layout);
  const usedBottom = used ? mm(used.y + used.height) : undefined;
  const centred = placePhotos(paper, layout.photo, layout.count, layout.columns, layout.startRow);
  const below = placeScaleBarMarks(paper, photoSheetOccupiedBottom(centred));
  if (below) return { rects: centred, cuts: placeCutLines(paper, centred, usedBottom), scaleBar: below, scaleBarPlace: 'below', used };

  const box = boundingBox(centred);
  // The bar's room, a gap, then the crop marks reaching CROP_MARK out of the grid.
  const left = paper.margin + SCALE_BAR_HEIGHT + UPRIGHT_BAR_GAP + CROP_MARK;
  const barTopLimit = Math.max(paper.margin, usedBottom ?? 0);
  const fitsBeside = left + box.width <= paper.width - paper.margin + 1e-9 && box.y + box.height - SCALE_BAR_LENGTH >= barTopLimit;
  if (!fitsBeside) return { rects: centred, cuts: placeCutLines(paper, centred, usedBottom), scaleBar: null, scaleBarPlace: 'none', used };
  const shift = Math.max(0, left - box.x);
  const rects = centred.map((r) => ({ ...r, x: mm(r.x + shift) }));
  const scaleBar = placeUprightScaleBarMarks({ x: paper.margin, bottom: mm(box.y + box.height) });
  return { rects, cuts: placeCutLines(paper, rects, usedBottom), scaleBar, scaleBarPlace: 'beside', used };
}
