import type { JudgedFace, Point } from './judged-face';

/**
 * The passport rules as the bench measures them, on the judge's face (bench/face-judge), in mm of the print.
 * Written from the rules' text, not from the product's code (core/src/geometry), so that a wrong constant in the
 * product is a miss here, not a match.
 */
export type RuleSize = '35x45' | '51x51';

export interface RuleFrame {
  widthMm: number;
  heightMm: number;
  /** The head (crown to chin) the rule aims at, mm. */
  targetHeadMm: number;
}

export const ruleFrames: Record<RuleSize, RuleFrame> = {
  // Head 32–36 mm, crown 3–5 mm below the top, face centred within 1.5 mm, eye line within 2°.
  '35x45': { widthMm: 35, heightMm: 45, targetHeadMm: 34 },
  // Head 25–35 mm, eyes 28–35 mm above the bottom edge.
  '51x51': { widthMm: 51, heightMm: 51, targetHeadMm: 30 },
};

/** The judge's slack on a length, mm. */
export const JUDGE_SLACK_MM = 1;
/** A photo is fit only if the face is turned no more than this. */
export const FIT_YAW_DEGREES = 25;

/** What the judge measured on a printed crop, in mm of the print. */
export interface MeasuredCrop {
  headMm: number;
  crownGapMm: number;
  /** The head's middle right of the frame's middle (negative: left). */
  offCentreMm: number;
  eyeLineDegrees: number;
  eyesAboveBottomMm: number;
  crownCut: boolean;
}

/** The crop image (`width`×`height` px) of a `size` print, measured on its largest face; null when the judge found no face or crown. */
export function measureCrop(size: RuleSize, face: JudgedFace | undefined, width: number, height: number): MeasuredCrop | null {
  if (!face || !face.crown) return null;
  const pxPerMm = width / ruleFrames[size].widthMm;
  const crownY = face.crownCut ? 0 : face.crown.y;
  return {
    headMm: (face.chin.y - crownY) / pxPerMm,
    crownGapMm: crownY / pxPerMm,
    offCentreMm: (face.middleX - width / 2) / pxPerMm,
    eyeLineDegrees: face.eyeLineDegrees,
    eyesAboveBottomMm: (height - face.eyes.y) / pxPerMm,
    crownCut: face.crownCut,
  };
}

const within = (value: number, low: number, high: number, slack = JUDGE_SLACK_MM) => value >= low - slack && value <= high + slack;

/** The parts of `size`'s rule a measured crop misses (empty: it meets the rule), judge's slack allowed. */
export function ruleMisses(size: RuleSize, measured: MeasuredCrop | null): string[] {
  if (!measured) return ['no face or crown in the print'];
  const misses: string[] = [];
  if (measured.crownCut) misses.push('crown cut');
  if (size === '35x45') {
    if (!within(measured.headMm, 32, 36)) misses.push(`head ${measured.headMm.toFixed(1)} mm`);
    if (!measured.crownCut && !within(measured.crownGapMm, 3, 5)) misses.push(`crown gap ${measured.crownGapMm.toFixed(1)} mm`);
    if (Math.abs(measured.offCentreMm) > 1.5 + JUDGE_SLACK_MM) misses.push(`off centre ${measured.offCentreMm.toFixed(1)} mm`);
    if (Math.abs(measured.eyeLineDegrees) > 2) misses.push(`eye line ${measured.eyeLineDegrees.toFixed(1)}°`);
  } else {
    if (!within(measured.headMm, 25, 35)) misses.push(`head ${measured.headMm.toFixed(1)} mm`);
    if (!within(measured.eyesAboveBottomMm, 28, 35)) misses.push(`eyes ${measured.eyesAboveBottomMm.toFixed(1)} mm up`);
  }
  return misses;
}

/** Why a photo cannot meet `size`'s rule, by the judge on the original; null when it is fit. */
export type UnfitCause = 'no face' | 'profile' | 'crown outside' | 'chin outside' | 'no room';

/**
 * Whether a straightened frame at the rule's target head size fits inside the photo (`width`×`height`), for the
 * judge's face: the frame is built along the eye line from the crown, chin and eyes, and its four corners must lie
 * inside the photo (0.5 px).
 */
export function unfitCause(size: RuleSize, face: JudgedFace | undefined, width: number, height: number): UnfitCause | null {
  if (!face) return 'no face';
  if (Math.abs(face.yawDegrees) > FIT_YAW_DEGREES) return 'profile';
  if (!face.crown || face.crownCut) return 'crown outside';
  if (face.chin.y > height - 0.5 || face.chin.y < 0) return 'chin outside';
  const angle = (face.eyeLineDegrees * Math.PI) / 180;
  const along = { x: Math.cos(angle), y: Math.sin(angle) };
  const down = { x: -Math.sin(angle), y: Math.cos(angle) };
  const u = (p: Point) => p.x * along.x + p.y * along.y;
  const v = (p: Point) => p.x * down.x + p.y * down.y;
  const crownV = v(face.crown);
  const headPx = v(face.chin) - crownV;
  if (headPx <= 0) return 'crown outside';
  const frame = ruleFrames[size];
  const pxPerMm = headPx / frame.targetHeadMm;
  const middleU = u({ x: face.middleX, y: face.eyes.y });
  const top = size === '35x45' ? crownV - 4 * pxPerMm : v(face.eyes) + 31.5 * pxPerMm - frame.heightMm * pxPerMm;
  const bottom = top + frame.heightMm * pxPerMm;
  const left = middleU - (frame.widthMm / 2) * pxPerMm;
  const right = middleU + (frame.widthMm / 2) * pxPerMm;
  for (const [cu, cv] of [
    [left, top],
    [right, top],
    [left, bottom],
    [right, bottom],
  ] as const) {
    const x = cu * along.x + cv * down.x;
    const y = cu * along.y + cv * down.y;
    if (x < -0.5 || y < -0.5 || x > width + 0.5 || y > height + 0.5) return 'no room';
  }
  return null;
}
