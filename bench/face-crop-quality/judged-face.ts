/**
 * What the independent judge of bench:face-crop-quality says of a face (bench/face-judge/judge.ts), in the
 * pixels of the image it was given (x right, y down). Declared here, without the judge's packages, so the
 * bench type-checks on a clone where the judge's side package is not installed yet.
 */
export interface Point {
  x: number;
  y: number;
}

export interface JudgedFace {
  /** The detector's box. */
  box: { x: number; y: number; width: number; height: number };
  score: number;
  /** Turned left or right, in degrees (0 frontal), from the face mesh's pose. */
  yawDegrees: number;
  /** The eye line's angle from level, in degrees (positive: the right-hand eye lower), from the irises. */
  eyeLineDegrees: number;
  /** The eyes' midpoint. */
  eyes: Point;
  /** The chin's lowest point on the mesh. */
  chin: Point;
  /** The head's horizontal middle: halfway between the cheeks' outer points at eye height. */
  middleX: number;
  /** The top of the head (hair, cap or turban included) from the person mask above the face, or null when no mask. */
  crown: Point | null;
  /** The mask reaches the image's top edge above the face: the crown is not inside. */
  crownCut: boolean;
}

export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A person mask: alpha 0 (background) to 1 (person), row by row, at the mask's own size. */
export interface PersonMask {
  width: number;
  height: number;
  alpha: Float32Array;
}

export interface FaceJudge {
  /** Every face found, largest first. */
  judge(image: RgbImage): Promise<JudgedFace[]>;
  /** The whole picture's person mask (Robust Video Matting), hair and headwear included. */
  personMask(image: RgbImage): Promise<PersonMask>;
  /** The models' names, for the report. */
  readonly models: string;
}
