import type { Point } from './propose-face-crop';

/**
 * A square cut `side` px of a photo around `centre` (photo px), turned by −`tilt` (radians) so a face tilted by it
 * stands level, at `zoom` cut pixels a photo pixel. The face finder's worker draws it (white past the photo's edges)
 * and measures in it; outOfLevelCut brings a point of it back.
 */
export interface LevelCut {
  centre: Point;
  tilt: number;
  zoom: number;
  side: number;
}

/** A point of the cut back in the photo's pixels. */
export function outOfLevelCut(point: Point, { centre, tilt, zoom, side }: LevelCut): Point {
  const dx = (point.x - side / 2) / zoom;
  const dy = (point.y - side / 2) / zoom;
  return { x: centre.x + dx * Math.cos(tilt) - dy * Math.sin(tilt), y: centre.y + dx * Math.sin(tilt) + dy * Math.cos(tilt) };
}

/** The head's cut for the mask reaches this many eyes-to-chin distances above the eyes, and below the chin. */
const CROWN_CUT_ABOVE = 2;
const CROWN_CUT_BELOW = 0.4;
/** The crown is read in the head's middle band, this share of the eyes-to-chin distance either side of the middle. */
const CROWN_HALF_BAND = 0.2;
/**
 * A face this many photo pixels or fewer from eyes to chin keeps the estimated crown: the mask's edge is a few
 * pixels soft, which on a small head is a millimetre of the print (the 320 px test portrait's crown read 1.8 mm
 * low; the same portrait at 512 px and larger read within 0.2 mm).
 */
export const CROWN_LEAST_EYES_TO_CHIN = 64;

/** Where a head's crown is read (decision 0099): the cut to draw and mask, and the band and first row crownRowFromMask reads. */
export interface CrownCut {
  cut: LevelCut;
  /** The head's middle band, px of the cut either side of its middle column. */
  halfBand: number;
  /** The cut's first row that is all photo across the band (above it, the padding past the photo's top edge). */
  firstRow: number;
}

/**
 * The cut a head's crown is read in, from its landmarks in the photo's pixels: a square `side` px, turned upright by
 * the eye line, from 2 eyes-to-chin distances above the eyes to 0.4 below the chin, centred on the head's axis (the
 * middle of its jaw points at ear height, else of its eyes). Null for a face of CROWN_LEAST_EYES_TO_CHIN px or less
 * from eyes to chin: it keeps the estimated crown.
 */
export function crownCut(face: { leftEye: Point; rightEye: Point; chin: Point; jawLeft?: Point; jawRight?: Point }, side: number): CrownCut | null {
  const { leftEye: left, rightEye: right, chin } = face;
  const eyes = { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 };
  const tilt = Math.atan2(right.y - left.y, right.x - left.x);
  const down = { x: -Math.sin(tilt), y: Math.cos(tilt) };
  const eyesToChin = Math.max(1, (chin.x - eyes.x) * down.x + (chin.y - eyes.y) * down.y);
  if (eyesToChin <= CROWN_LEAST_EYES_TO_CHIN) return null;
  const middle = face.jawLeft && face.jawRight ? { x: (face.jawLeft.x + face.jawRight.x) / 2, y: (face.jawLeft.y + face.jawRight.y) / 2 } : eyes;
  const reach = (CROWN_CUT_ABOVE + 1 + CROWN_CUT_BELOW) * eyesToChin;
  const centreDown = ((1 + CROWN_CUT_BELOW - CROWN_CUT_ABOVE) / 2) * eyesToChin;
  // On the head's axis (through its middle, along `down`), level with the eyes and then centreDown further.
  const alongToCentre = (eyes.x - middle.x) * down.x + (eyes.y - middle.y) * down.y + centreDown;
  const centre = { x: middle.x + down.x * alongToCentre, y: middle.y + down.y * alongToCentre };
  const cut: LevelCut = { centre, tilt, zoom: side / reach, side };
  const halfBand = CROWN_HALF_BAND * eyesToChin * cut.zoom;
  // Above the photo's top edge the cut is white padding, not the photo: the crown is not read there. On a tilted head
  // that edge runs slanted across the band, so the first row where all of the band is photo.
  const cos = Math.max(Math.cos(tilt), 1e-3);
  const firstRow = Math.max(0, Math.ceil(side / 2 - (centre.y * cut.zoom) / cos + halfBand * Math.abs(Math.tan(tilt))));
  return { cut, halfBand, firstRow };
}
