import type { Point, Quad } from './homography';

/**
 * The width ÷ height of the rectangle a quad (top-left first, clockwise) is a photo of, perspective undone, for a
 * camera of focal length `focal` (in the quad's pixels) whose axis meets the photo at `centre` (Zhang and He's
 * whiteboard rectification).
 */
function rectifiedAspect(quad: Quad, centre: Point, focal: number): number {
  const [tl, tr, br, bl] = quad;
  const [m1, m2, m3, m4] = [tl, tr, bl, br].map((p) => [p.x - centre.x, p.y - centre.y, 1]) as [number[], number[], number[], number[]];
  const cross = (a: number[], b: number[]) => [a[1]! * b[2]! - a[2]! * b[1]!, a[2]! * b[0]! - a[0]! * b[2]!, a[0]! * b[1]! - a[1]! * b[0]!];
  const dot = (a: number[], b: number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
  const k2 = dot(cross(m1, m4), m3) / dot(cross(m2, m4), m3);
  const k3 = dot(cross(m1, m4), m2) / dot(cross(m3, m4), m2);
  const n2 = m2.map((v, i) => k2 * v - m1[i]!);
  const n3 = m3.map((v, i) => k3 * v - m1[i]!);
  const f2 = focal * focal;
  return Math.sqrt(((n2[0]! ** 2 + n2[1]! ** 2) / f2 + n2[2]! ** 2) / ((n3[0]! ** 2 + n3[1]! ** 2) / f2 + n3[2]! ** 2));
}

/** Focal lengths a phone's photo may have, as shares of its long side (a wide lens about 0.5, a zoomed one 4). */
const FOCAL_SHARES = [0.5, 0.7, 1, 1.4, 2, 2.8, 4];

/**
 * How far (|log| of the ratio) the rectangle a quad shows is from `aspect`, for the camera that explains it best: one
 * quad cannot tell the focal length when two of its sides are parallel, so every focal length a phone may have is
 * tried. Under a weak perspective the answer hardly depends on it.
 */
export function shapeOff(quad: Quad, aspect: number, width: number, height: number): number {
  const centre = { x: width / 2, y: height / 2 };
  const long = Math.max(width, height);
  return Math.min(...FOCAL_SHARES.map((share) => Math.abs(Math.log(rectifiedAspect(quad, centre, share * long) / aspect))));
}
