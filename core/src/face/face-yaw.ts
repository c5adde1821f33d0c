import type { Point } from './propose-face-crop';

/**
 * A face turned past this many degrees left or right is a profile, not a passport photo's face looking at the camera
 * (decision 0100): the crop dialog says so.
 */
export const PROFILE_YAW_DEGREES = 25;

/**
 * How far a face is turned left or right, in degrees (0: facing the camera; positive: the nose towards the photo's
 * right), read from three landmarks: the jaw's outer points at ear height, which lie on the face's outline whatever
 * its turn, and the nose tip between them. The head is taken as a cylinder: the outline stays at its radius either
 * side, and the nose tip, NOSE_REACH radii from the axis, moves across by NOSE_REACH × sin(yaw). Measured along
 * the line between the jaw points, so a tilted head reads the same. Null when the points cannot say (no width between the jaw points).
 */
export function faceYaw(noseTip: Point, jawLeft: Point, jawRight: Point): number | null {
  const across = { x: jawRight.x - jawLeft.x, y: jawRight.y - jawLeft.y };
  const width = Math.hypot(across.x, across.y);
  if (width < 1e-9) return null;
  const along = ((noseTip.x - jawLeft.x) * across.x + (noseTip.y - jawLeft.y) * across.y) / width;
  // −1 at the left outline, 0 in the middle, +1 at the right one.
  const offset = (2 * along) / width - 1;
  const sine = Math.max(-1, Math.min(1, offset / NOSE_REACH));
  return (Math.asin(sine) * 180) / Math.PI;
}

/** The nose tip's distance from the head's axis, in head radii (the outline's). */
const NOSE_REACH = 1.2;
