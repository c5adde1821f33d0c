import { mm } from '../units/units';
import { CROP_MARK, placeCutLines } from './place-cut-lines';
import { boundingBox, placePhotos, type Rect } from './place-photos';
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
}

/**
 * Everything drawn on a passport-photo sheet, the one geometry of the preview and the PDF. The
 * 50 mm scale bar goes under the grid where it fits (placeScaleBarMarks); where it doesn't (the
 * 42-up A4 fills the page's height), upright in the strip left of the grid, the grid moved right
 * just as far as that needs (the 42-up: flush with the right margin, which leaves that side
 * without crop marks); where neither fits (the 8-up 4×6 landscape: 0.2 mm either side), no bar,
 * and the print guide says so. Never a photo less.
 */
export function placePhotoSheet(layout: SheetLayout): PhotoSheet {
  const { paper } = layout;
  const centred = placePhotos(paper, layout.photo, layout.count, layout.columns);
  const below = placeScaleBarMarks(paper, photoSheetOccupiedBottom(centred));
  if (below) return { rects: centred, cuts: placeCutLines(paper, centred), scaleBar: below, scaleBarPlace: 'below' };

  const box = boundingBox(centred);
  // The bar's room, a gap, then the crop marks reaching CROP_MARK out of the grid.
  const left = paper.margin + SCALE_BAR_HEIGHT + UPRIGHT_BAR_GAP + CROP_MARK;
  const fitsBeside = left + box.width <= paper.width - paper.margin + 1e-9 && box.y + box.height - SCALE_BAR_LENGTH >= paper.margin;
  if (!fitsBeside) return { rects: centred, cuts: placeCutLines(paper, centred), scaleBar: null, scaleBarPlace: 'none' };
  const shift = Math.max(0, left - box.x);
  const rects = centred.map((r) => ({ ...r, x: mm(r.x + shift) }));
  const scaleBar = placeUprightScaleBarMarks({ x: paper.margin, bottom: mm(box.y + box.height) });
  return { rects, cuts: placeCutLines(paper, rects), scaleBar, scaleBarPlace: 'beside' };
}
