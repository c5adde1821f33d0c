import type { PhotoSize } from '../layout/papers';
import { headRuleFor, type HeadRule } from './head-rules';

export interface Point {
  x: number;
  y: number;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One face a detector found, in the upright photo's pixels. */
export interface FaceLandmarks {
  box: Box;
  /** The centre of the eye on the photo's left, and the one on its right. */
  leftEye: Point;
  rightEye: Point;
  /** The lowest point of the chin (the jaw's middle landmark). */
  chin: Point;
  /** The jaw's outermost points at ear height (left, right): the face's middle across. The eyes' midpoint without them. */
  jawLeft?: Point;
  jawRight?: Point;
}

export interface FaceCropOptions {
  /** The top of the person (a segmentation mask's highest point above the face), photo pixels: the crown where it is believable. */
  personTop?: Point;
}

/** The crop a passport booth would make, in the coordinates the crop dialog's cropper uses. */
export interface FaceCropProposal {
  /**
   * The crop, in the frame of the photo turned by `rotation` about its centre: the turned photo's
   * bounding box, its top-left at 0,0 (how react-advanced-cropper measures a turned image).
   */
  crop: Box;
  /** Degrees, clockwise on screen: turns the eye line level (±15° at most); the straighten control's value. */
  rotation: number;
  /** The crown (estimated) and the chin, in the same turned frame. */
  crown: Point;
  chin: Point;
  /** What the crop gives: head height and crown gap in millimetres of the printed photo. */
  headMm: number;
  crownGapMm: number;
  /** How many faces were found; the largest is the one cropped. */
  faces: number;
  /** The photo was already a photo of this size with the head by the rules (a scanned passport photo): it is kept whole. */
  wholeFrame: boolean;
  /** The crop lies inside the photo; false when the photo ends too close to the head for the rules (the cropper then keeps it inside). */
  inside: boolean;
}

/** The most a tilt is corrected (the straighten control's reach), and its step. */
const MAX_TILT_DEGREES = 15;
const TILT_STEP = 0.5;

/**
 * The crown (top of the head, hair included) above the eye line, as a share of the eyes-to-chin
 * landmark distance along the face. Detectors give eyes and chin, never the crown. An adult's eye
 * line is close to halfway between crown and chin (1.0 of the true distance); hair adds to it. On
 * the hand-marked fixture (test/fixtures/face-marks.json) with face-api's landmarks it is 1.125.
 */
export const CROWN_ABOVE_EYES = 1.12;
/**
 * The chin landmark of 68-point models sits above the lowest point of the chin (the jaw outline
 * is traced where the shadow starts): on the fixture by 8.5 % of the eyes-to-chin distance. The
 * chin is put this share below the landmark, a little less than measured.
 */
export const CHIN_BELOW_LANDMARK = 0.07;
/** A person mask's top is believed as the crown between these shares (above: a raised hand or a hat; below: a cut-off mask). */
const PERSON_TOP_RANGE = { nearest: 0.8, farthest: 1.6 } as const;

/** A photo at the size's aspect within this share is taken as already that size. */
const SAME_ASPECT = 0.02;
/** …and its head kept when within the rule give or take this many millimetres (the crown is estimated), tilted less than this. */
const WHOLE_FRAME_SLACK_MM = 1;
const WHOLE_FRAME_TILT = 2;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The photo turned by `rotation` degrees about its centre: where a point lands in the turned photo's bounding box. */
export function turnedFrame(image: { width: number; height: number }, rotation: number) {
  const a = radians(rotation);
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const width = Math.abs(image.width * cos) + Math.abs(image.height * sin);
  const height = Math.abs(image.width * sin) + Math.abs(image.height * cos);
  const turn = (p: Point): Point => {
    const dx = p.x - image.width / 2;
    const dy = p.y - image.height / 2;
    return { x: dx * cos - dy * sin + width / 2, y: dx * sin + dy * cos + height / 2 };
  };
  const unturn = (p: Point): Point => {
    const dx = p.x - width / 2;
    const dy = p.y - height / 2;
    return { x: dx * cos + dy * sin + image.width / 2, y: -dx * sin + dy * cos + image.height / 2 };
  };
  return { width, height, turn, unturn };
}

/** The tilt of the eye line, degrees clockwise on screen (the right eye lower: positive). */
export function eyeLineTilt(face: FaceLandmarks): number {
  return (Math.atan2(face.rightEye.y - face.leftEye.y, face.rightEye.x - face.leftEye.x) * 180) / Math.PI;
}

const area = (face: FaceLandmarks) => face.box.width * face.box.height;
const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The largest face of those found, or null. */
export function largestFace(faces: readonly FaceLandmarks[]): FaceLandmarks | null {
  return faces.reduce<FaceLandmarks | null>((best, face) => (best === null || area(face) > area(best) ? face : best), null);
}

/**
 * The head in the photo turned by `rotation`: crown, chin and the face's middle across. The crown
 * is CROWN_ABOVE_EYES of the eyes-to-chin distance above the eye line, or the person mask's top
 * where that lies within a believable range; the chin CHIN_BELOW_LANDMARK below its landmark.
 */
function headInFrame(face: FaceLandmarks, frame: ReturnType<typeof turnedFrame>, options: FaceCropOptions = {}) {
  const eyes = frame.turn(mid(face.leftEye, face.rightEye));
  const chinLandmark = frame.turn(face.chin);
  const across = face.jawLeft && face.jawRight ? frame.turn(mid(face.jawLeft, face.jawRight)).x : eyes.x;
  const eyesToChin = Math.max(chinLandmark.y - eyes.y, 1);
  const chinY = chinLandmark.y + CHIN_BELOW_LANDMARK * eyesToChin;
  let crownY = eyes.y - CROWN_ABOVE_EYES * eyesToChin;
  if (options.personTop) {
    const top = frame.turn(options.personTop).y;
    const shares = (eyes.y - top) / eyesToChin;
    if (shares >= PERSON_TOP_RANGE.nearest && shares <= PERSON_TOP_RANGE.farthest) crownY = top;
  }
  return { crown: { x: across, y: crownY }, chin: { x: across, y: chinY }, centreX: across };
}

/** All four corners of `crop` (in the turned frame) inside the photo itself, not only its bounding box (half a pixel's slack). */
function insidePhoto(crop: Box, frame: ReturnType<typeof turnedFrame>, image: { width: number; height: number }): boolean {
  const corners = [
    { x: crop.left, y: crop.top },
    { x: crop.left + crop.width, y: crop.top },
    { x: crop.left, y: crop.top + crop.height },
    { x: crop.left + crop.width, y: crop.top + crop.height },
  ];
  return corners.every((corner) => {
    const p = frame.unturn(corner);
    return p.x >= -0.5 && p.y >= -0.5 && p.x <= image.width + 0.5 && p.y <= image.height + 0.5;
  });
}

/** Values from `preferred` outwards to both ends of [low, high], in `steps` steps each way. */
function outwards(preferred: number, low: number, high: number, steps: number): number[] {
  const values = [preferred];
  for (let i = 1; i <= steps; i += 1) {
    values.push(preferred + ((high - preferred) * i) / steps, preferred - ((preferred - low) * i) / steps);
  }
  return values;
}

/** A scanned photo of this size whose head already keeps the rule: kept whole. */
function keepsWholeFrame(face: FaceLandmarks, image: { width: number; height: number }, size: PhotoSize, rule: HeadRule): boolean {
  const aspect = size.width / size.height;
  if (Math.abs(image.width / image.height / aspect - 1) > SAME_ASPECT) return false;
  if (Math.abs(eyeLineTilt(face)) > WHOLE_FRAME_TILT) return false;
  const frame = turnedFrame(image, 0);
  const head = headInFrame(face, frame);
  const mmPerPx = size.height / image.height;
  const headMm = (head.chin.y - head.crown.y) * mmPerPx;
  const gapMm = head.crown.y * mmPerPx;
  const offCentreMm = Math.abs(head.centreX - image.width / 2) * mmPerPx;
  const slack = WHOLE_FRAME_SLACK_MM;
  return (
    headMm >= rule.head.min - slack &&
    headMm <= rule.head.max + slack &&
    gapMm >= rule.crownGap.min - slack &&
    gapMm <= rule.crownGap.max + slack &&
    offCentreMm <= 2 * slack
  );
}

/**
 * The crop a passport booth would propose for a photo of `size` (decision 0043): the largest face found,
 * its eye line turned level (tilts up to ±15°, in the straighten control's half-degree steps), the
 * head (crown to chin) at the rule's target height with the crown at its target gap below the top
 * and the face centred across. Where the photo ends too close to the head, the head is made larger
 * (up to the rule's most) and the crown gap moved within the rule, so the crop stays in the photo;
 * if even that can't, the target crop is proposed and `inside` is false. A photo already at the
 * size's aspect with its head by the rule (a scanned passport photo) keeps its whole frame.
 * No face: null.
 */
export function proposeFaceCrop(
  faces: readonly FaceLandmarks[],
  image: { width: number; height: number },
  size: PhotoSize,
  options: FaceCropOptions = {},
): FaceCropProposal | null {
  const face = largestFace(faces);
  if (!face || image.width <= 0 || image.height <= 0) return null;
  const rule = headRuleFor(size);

  if (keepsWholeFrame(face, image, size, rule)) {
    const frame = turnedFrame(image, 0);
    const head = headInFrame(face, frame, options);
    const mmPerPx = size.height / image.height;
    return {
      crop: { left: 0, top: 0, width: image.width, height: image.height },
      rotation: 0,
      crown: head.crown,
      chin: head.chin,
      headMm: (head.chin.y - head.crown.y) * mmPerPx,
      crownGapMm: head.crown.y * mmPerPx,
      faces: faces.length,
      wholeFrame: true,
      inside: true,
    };
  }

  const tilt = eyeLineTilt(face);
  // A tilt past the control's reach (more than a rounding step beyond it) is left alone: it is a pose, not a slant.
  const rotation = Math.abs(tilt) > MAX_TILT_DEGREES + TILT_STEP / 2 ? 0 : -Math.round(tilt / TILT_STEP) * TILT_STEP || 0;
  const frame = turnedFrame(image, rotation);
  const head = headInFrame(face, frame, options);
  const headPx = head.chin.y - head.crown.y;

  const cropAt = (headMm: number, gapMm: number): Box => {
    const pxPerMm = headPx / headMm;
    const width = size.width * pxPerMm;
    const height = size.height * pxPerMm;
    return { left: head.centreX - width / 2, top: head.crown.y - gapMm * pxPerMm, width, height };
  };

  const { head: headRange, crownGap } = rule;
  const target = cropAt(headRange.target, crownGap.target);
  let chosen: { crop: Box; headMm: number; gapMm: number; inside: boolean } = {
    crop: target,
    headMm: headRange.target,
    gapMm: crownGap.target,
    inside: insidePhoto(target, frame, image),
  };
  if (!chosen.inside) {
    search: for (const headMm of outwards(headRange.target, headRange.target, headRange.max, 20)) {
      for (const gapMm of outwards(crownGap.target, crownGap.min, crownGap.max, 10)) {
        const crop = cropAt(headMm, gapMm);
        if (insidePhoto(crop, frame, image)) {
          chosen = { crop, headMm, gapMm, inside: true };
          break search;
        }
      }
    }
  }

  return {
    crop: chosen.crop,
    rotation,
    crown: head.crown,
    chin: head.chin,
    headMm: chosen.headMm,
    crownGapMm: chosen.gapMm,
    faces: faces.length,
    wholeFrame: false,
    inside: chosen.inside,
  };
}
