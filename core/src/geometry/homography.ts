/**
 * Plane-to-plane projective maps (homographies) between quadrilaterals, in pixels: what turns a
 * card photographed at an angle back into a rectangle. Pure arithmetic, usable in a worker.
 */

export interface Point {
  x: number;
  y: number;
}

/** Four corners in order: top-left, top-right, bottom-right, bottom-left (clockwise on screen). */
export type Quad = readonly [Point, Point, Point, Point];

/** A 3×3 matrix, row-major, mapping (x, y, 1) to (X, Y, W); the point is (X / W, Y / W). */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

/** The rectangle 0…width × 0…height as a quad (top-left first, clockwise). */
export function rectQuad(width: number, height: number): Quad {
  return [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
}

/** Solves the n×n system `a · x = b` by Gaussian elimination with partial pivoting; null when singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const top = m[col]!;
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const r = m[row]!;
      const factor = r[col]! / top[col]!;
      if (factor === 0) continue;
      for (let k = col; k <= n; k += 1) r[k]! -= factor * top[k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * The homography taking each corner of `from` to the same corner of `to` (four point pairs, the
 * ninth entry fixed at 1); null when three corners of either quad are in line.
 */
export function homography(from: Quad, to: Quad): Homography | null {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solve(a, b);
  if (!h || !h.every(Number.isFinite)) return null;
  const result: Homography = [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!, 1];
  // Three corners in line solve the equations but flatten the plane: such a map has no inverse.
  return invertHomography(result) ? result : null;
}

/** The inverse map (the adjugate, scaled so its last entry is 1 where it can be); null when singular. */
export function invertHomography(h: Homography): Homography | null {
  const [a, b, c, d, e, f, g, k, l] = h;
  const inv = [e * l - f * k, c * k - b * l, b * f - c * e, f * g - d * l, a * l - c * g, c * d - a * f, d * k - e * g, b * g - a * k, a * e - b * d];
  const det = a * inv[0]! + b * inv[3]! + c * inv[6]!;
  // Relative to the entries' size, so pixel-sized and unit-sized maps are judged alike.
  const size = Math.max(...h.map(Math.abs));
  if (!(Math.abs(det) > 1e-12 * size * size * size)) return null;
  const scale = Math.abs(inv[8]!) > 1e-12 ? inv[8]! : det;
  return inv.map((value) => value / scale) as unknown as Homography;
}

/** Where `h` takes the point `p`. */
export function applyHomography(h: Homography, p: Point): Point {
  const w = h[6] * p.x + h[7] * p.y + h[8];
  return { x: (h[0] * p.x + h[1] * p.y + h[2]) / w, y: (h[3] * p.x + h[4] * p.y + h[5]) / w };
}
