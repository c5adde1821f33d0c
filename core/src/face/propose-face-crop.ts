import type { PhotoSize } from '../layout/papers';
import { STRAIGHTEN_LIMIT_DEGREES, STRAIGHTEN_STEP_DEGREES, TILTED_HEAD_DEGREES } from '../geometry/straighten';
import { faceYaw } from './face-yaw';
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
  /** The top of the head (hair, a cap or a turban) as a person mask shows it, where it could be read (decision 0099). */
  personTop?: Point;
  /** The person mask could not be made in this browser: the crown is estimated, and the crop dialog says so. */
  maskFailed?: boolean;
  /** The nose's tip (iBUG point 30): with the jaw points, how far the face is turned (decision 0100). */
  noseTip?: Point;
  /** A tilt past ±15° read the same again on the face turned level by it: trusted to turn the photo by (decision 0101). */
  tiltConfirmed?: boolean;
}

export interface FaceCropOptions {
  /** Which of the faces to crop (its index), as the operator chose it; by default the largest (decision 0089). */
  face?: number;
}

/** The crop a passport booth would make, in the coordinates the crop dialog's cropper uses. */
export interface FaceCropProposal {
  /**
   * The crop, in the frame of the photo turned by `rotation` about its centre: the turned photo's
   * bounding box, its top-left at 0,0 (how react-advanced-cropper measures a turned image).
   */
  crop: Box;
  /** Degrees, clockwise on screen: turns the eye line level (±15° at most, decision 0087); the straighten control's value. */
  rotation: number;
  /** The crown and the chin, in the same turned frame. */
  crown: Point;
  chin: Point;
  /** The crown is the person mask's top (decision 0099); false when it is the estimate from the eyes and chin. */
  crownMeasured: boolean;
  /** What the crop gives: head height and crown gap in millimetres of the printed photo. */
  headMm: number;
  crownGapMm: number;
  /** How many faces were found. */
  faces: number;
  /** The index of the face cropped: the largest, unless the operator chose another (decision 0089). */
  face: number;
  /** The eye line's tilt as read, degrees clockwise: past ±15° it is not turned on its own, and the dialog says so (decision 0087). */
  tilt: number;
  /** How far the face is turned left or right, degrees (faceYaw), or null when not read: past ±25° the dialog says it is a profile (decision 0100). */
  yaw: number | null;
  /** The print's resolution from this crop: its pixels across the size's width (decision 0086; below 300 the dialog says so). */
  dpi: number;
  /** The photo was already a photo of this size with the head by the rules (a scanned passport photo): it is kept whole. */
  wholeFrame: boolean;
  /**
   * What the crop misses of the rule because the photo ends too close to the head (decision 0083); empty when it
   * keeps the rule. The crop always lies inside the photo, turned or not (half a pixel's slack).
   */
  misses: FaceRuleMiss[];
}

/**
 * What a crop inside the photo can miss: `top`, the crown less than the rule's gap below the top edge (or cut
 * off); `low`, the crown further down than the rule's gap; `head-size`, the head outside the rule's sizes;
 * `centre`, the face more than 1.5 mm off the middle; `level`, the eye line left tilted more than 2°
 * (straightened less, to stay inside the photo).
 */
export type FaceRuleMiss = 'top' | 'low' | 'head-size' | 'centre' | 'level';

/**
 * The most a tilt is corrected on its own (decision 0087): past it the eye line is read too unreliably to turn
 * the photo by it (a head turned 20° was read as 40° on a photo nobody here tuned on), unless a second reading on
 * the face turned level confirms it (decision 0101): then up to the control's reach, STRAIGHTEN_LIMIT_DEGREES.
 * The operator can turn any photo with the control. And the step.
 */
const MAX_TILT_DEGREES = TILTED_HEAD_DEGREES;
const TILT_STEP = STRAIGHTEN_STEP_DEGREES;

/**
 * The crown (top of the head, hair included) above the eye line, as a share of the eyes-to-chin
 * landmark distance along the face. Detectors give eyes and chin, never the crown. An adult's eye
 * line is close to halfway between crown and chin (1.0 of the true distance); hair adds to it. On
 * the hand-marked fixture (test/fixtures/face-marks.json) with face-api's landmarks it is 1.125.
 */
export const CROWN_ABOVE_EYES = 1.12;
/**
 * How far below the 68-point chin landmark the chin is put, as a share of the eyes-to-chin distance: none
 * (decision 0102). 0.07 was read off one fixture's mark. Marked again by hand, and by the quality bench's judge
 * on 16 real photos, the chin lies at the landmark: with 0.07 the prints' chins came 1.3 mm of the print higher
 * than where the crop put them.
 */
export const CHIN_BELOW_LANDMARK = 0;
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

/** The index of the largest face of those found (the first of equals); -1 when there is none. */
export function largestFaceIndex(faces: readonly FaceLandmarks[]): number {
  return faces.reduce((best, face, index) => (best < 0 || area(face) > area(faces[best]!) ? index : best), -1);
}

/**
 * The head in the photo turned by `rotation`: crown, chin and the face's middle across. The crown
 * is the face's person mask top where that lies within a believable range, or
 * else CROWN_ABOVE_EYES of the eyes-to-chin distance above the eye line; the chin CHIN_BELOW_LANDMARK below its landmark.
 */
function headInFrame(face: FaceLandmarks, frame: ReturnType<typeof turnedFrame>) {
  const eyes = frame.turn(mid(face.leftEye, face.rightEye));
  const chinLandmark = frame.turn(face.chin);
  const across = face.jawLeft && face.jawRight ? frame.turn(mid(face.jawLeft, face.jawRight)).x : eyes.x;
  const eyesToChin = Math.max(chinLandmark.y - eyes.y, 1);
  const chinY = chinLandmark.y + CHIN_BELOW_LANDMARK * eyesToChin;
  let crownY = eyes.y - CROWN_ABOVE_EYES * eyesToChin;
  let crownMeasured = false;
  if (face.personTop) {
    const top = frame.turn(face.personTop).y;
    const shares = (eyes.y - top) / eyesToChin;
    if (shares >= PERSON_TOP_RANGE.nearest && shares <= PERSON_TOP_RANGE.farthest) {
      crownY = top;
      crownMeasured = true;
    }
  }
  return { crown: { x: across, y: crownY }, chin: { x: across, y: chinY }, centreX: across, crownMeasured };
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
 * its eye line turned level (tilts up to ±15°, in the straighten control's half-degree steps: decision 0087), the
 * head (crown to chin) at the rule's target height with the crown at its target gap below the top
 * and the face centred across. Where the photo ends too close to the head, the turn, the head's size, the
 * crown's gap and the face's place are searched together within the rule, so the crop stays in the photo; if
 * none fits, the crop inside the photo nearest the rule is proposed with what it misses (chooseCrop,
 * decision 0083). The crop never reaches past the photo, turned or not. A photo already at the
 * size's aspect with its head by the rule (a scanned passport photo) keeps its whole frame.
 * No face: null.
 */
export function proposeFaceCrop(
  faces: readonly FaceLandmarks[],
  image: { width: number; height: number },
  size: PhotoSize,
  options: FaceCropOptions = {},
): FaceCropProposal | null {
  const chosenIndex = options.face !== undefined && options.face >= 0 && options.face < faces.length ? options.face : largestFaceIndex(faces);
  const face = faces[chosenIndex];
  if (!face || image.width <= 0 || image.height <= 0) return null;
  const rule = headRuleFor(size);

  if (keepsWholeFrame(face, image, size, rule)) {
    const frame = turnedFrame(image, 0);
    const head = headInFrame(face, frame);
    const mmPerPx = size.height / image.height;
    return {
      crop: { left: 0, top: 0, width: image.width, height: image.height },
      rotation: 0,
      crown: head.crown,
      chin: head.chin,
      crownMeasured: head.crownMeasured,
      headMm: (head.chin.y - head.crown.y) * mmPerPx,
      crownGapMm: head.crown.y * mmPerPx,
      faces: faces.length,
      face: chosenIndex,
      tilt: eyeLineTilt(face),
      yaw: yawOf(face),
      dpi: image.width / (size.width / 25.4),
      wholeFrame: true,
      misses: [],
    };
  }

  const tilt = eyeLineTilt(face);
  // A tilt past what is turned on its own (more than a rounding step beyond it) is left alone and said: the
  // crop is then held to the rule as the photo stands (decision 0087).
  const reach = face.tiltConfirmed ? STRAIGHTEN_LIMIT_DEGREES : MAX_TILT_DEGREES;
  const beyondReach = Math.abs(tilt) > reach + TILT_STEP / 2;
  // Rounded to the control's steps, never past its reach.
  const ideal = beyondReach ? 0 : Math.max(-STRAIGHTEN_LIMIT_DEGREES, Math.min(STRAIGHTEN_LIMIT_DEGREES, -Math.round(tilt / TILT_STEP) * TILT_STEP)) || 0;
  const chosen = chooseCrop(face, image, size, rule, ideal, beyondReach ? 0 : tilt);
  return { ...chosen, faces: faces.length, face: chosenIndex, tilt, yaw: yawOf(face), dpi: chosen.crop.width / (size.width / 25.4), wholeFrame: false };
}

const yawOf = (face: FaceLandmarks) => (face.noseTip && face.jawLeft && face.jawRight ? faceYaw(face.noseTip, face.jawLeft, face.jawRight) : null);

/** The face off the middle a crop may leave, mm (the rule's centring). */
const CENTRE_SLACK_MM = 1.5;
/** The eye line a crop may leave tilted, degrees. */
const LEVEL_SLACK_DEGREES = 2;

interface Candidate {
  crop: Box;
  rotation: number;
  crown: Point;
  chin: Point;
  crownMeasured: boolean;
  headMm: number;
  crownGapMm: number;
  misses: FaceRuleMiss[];
}

/**
 * The crop, searched over the turn, the head's size, the crown's gap and the face's place across together
 * (decision 0083). First a crop that keeps the rule and lies inside the photo: the turn that levels the eyes
 * (then turns within 2° of it, nearer to none), the target head, gap and centre first, outwards within the rule.
 * Else the crop inside the photo nearest the rule: the least missed, in millimetres (a degree of tilt counts as
 * a millimetre), named in `misses`. Last, the largest unturned crop of the size in the photo, centred on the face.
 */
function chooseCrop(face: FaceLandmarks, image: { width: number; height: number }, size: PhotoSize, rule: HeadRule, ideal: number, tilt: number): Candidate {
  const { head: headRange, crownGap } = rule;
  // Turns from the ideal towards none, in the control's steps.
  const turns: number[] = [];
  for (let r = ideal; Math.sign(r) === Math.sign(ideal) && r !== 0; r -= Math.sign(ideal) * TILT_STEP) turns.push(r);
  turns.push(0);
  const levelMiss = (rotation: number) => Math.max(0, Math.abs(tilt + rotation) - LEVEL_SLACK_DEGREES);

  const placed = (rotation: number) => {
    const frame = turnedFrame(image, rotation);
    const head = headInFrame(face, frame);
    const headPx = Math.max(head.chin.y - head.crown.y, 1);
    const at = (headMm: number, gapMm: number, offMm: number): Box => {
      const pxPerMm = headPx / headMm;
      const width = size.width * pxPerMm;
      const height = size.height * pxPerMm;
      return { left: head.centreX - width / 2 + offMm * pxPerMm, top: head.crown.y - gapMm * pxPerMm, width, height };
    };
    return { frame, head, at };
  };
  const candidate = (rotation: number, head: ReturnType<typeof placed>['head'], crop: Box, headMm: number, gapMm: number, offMm: number): Candidate => {
    const misses: FaceRuleMiss[] = [];
    if (gapMm < crownGap.min - 1e-9) misses.push('top');
    if (gapMm > crownGap.max + 1e-9) misses.push('low');
    if (headMm > headRange.max + 1e-9 || headMm < headRange.min - 1e-9) misses.push('head-size');
    if (Math.abs(offMm) > CENTRE_SLACK_MM + 1e-9) misses.push('centre');
    if (levelMiss(rotation) > 0) misses.push('level');
    return { crop, rotation, crown: head.crown, chin: head.chin, crownMeasured: head.crownMeasured, headMm, crownGapMm: gapMm, misses };
  };

  // 1. By the rule, inside the photo.
  for (const rotation of turns) {
    if (levelMiss(rotation) > 0) break;
    const { frame, head, at } = placed(rotation);
    for (const headMm of outwards(headRange.target, headRange.min, headRange.max, 20))
      for (const gapMm of outwards(crownGap.target, crownGap.min, crownGap.max, 10))
        for (const offMm of outwards(0, -CENTRE_SLACK_MM, CENTRE_SLACK_MM, 6)) {
          const crop = at(headMm, gapMm, offMm);
          if (insidePhoto(crop, frame, image)) return candidate(rotation, head, crop, headMm, gapMm, offMm);
        }
  }

  // 2. The nearest inside: heads up to three times the rule's most, the crown up to cut off, the face up to half the width off.
  let best: { candidate: Candidate; cost: number } | null = null;
  const coarseTurns = turns.filter((r, i) => i === 0 || r === 0 || i % 4 === 0);
  for (const rotation of coarseTurns) {
    const { frame, head, at } = placed(rotation);
    const level = levelMiss(rotation);
    for (const headMm of outwards(headRange.max, headRange.max, headRange.max * 3, 12)) {
      const headCost = Math.max(0, headMm - headRange.max);
      for (const gapMm of outwards(crownGap.min, -headRange.max / 2, crownGap.min, 12)) {
        const gapCost = Math.max(0, crownGap.min - gapMm);
        for (const offMm of outwards(0, -size.width / 2, size.width / 2, 8)) {
          const cost = level + headCost + gapCost + Math.max(0, Math.abs(offMm) - CENTRE_SLACK_MM);
          if (best && cost >= best.cost) continue;
          const crop = at(headMm, gapMm, offMm);
          if (insidePhoto(crop, frame, image)) best = { candidate: candidate(rotation, head, crop, headMm, gapMm, offMm), cost };
        }
      }
    }
  }
  if (best) return best.candidate;

  // 3. The largest unturned crop of the size inside the photo, as near the face's middle as it can be.
  const { head } = placed(0);
  const scale = Math.min(image.width / size.width, image.height / size.height);
  const width = size.width * scale;
  const height = size.height * scale;
  const left = Math.min(Math.max(head.centreX - width / 2, 0), image.width - width);
  const crop = { left, top: 0, width, height };
  const pxPerMm = scale;
  const headMm = (head.chin.y - head.crown.y) / pxPerMm;
  const gapMm = head.crown.y / pxPerMm;
  const offMm = (left + width / 2 - head.centreX) / pxPerMm;
  return candidate(0, head, crop, headMm, gapMm, offMm);
}
