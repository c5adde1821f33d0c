import type { Point, Quad } from '../geometry/homography';
import { shapeOff } from '../geometry/rectified-aspect';

/**
 * Finds a document (a card, a passport page, a sheet of paper) lying on a surface in a photo: its
 * four corners, even photographed at an angle. Pure computation on pixels, so it runs in a worker
 * and in tests alike (decisions 0041 and 0103).
 *
 * How: the photo is scaled down to at most ANALYSIS_SIDE px, blurred, and its edges found in grey
 * and, given the RGBA, in two colour planes (Sobel, thinned to one pixel with sub-pixel positions).
 * Every edge pixel votes for the straight lines through it whose direction matches its gradient (a
 * Hough transform restricted by orientation: noise and text vote little). The strongest lines are
 * paired into two roughly opposite pairs, each pairing is a quadrilateral, and the one whose four
 * sides are best covered by edges, large and (when known) of the document's aspect wins. Its sides
 * are fitted to their edge pixels by least squares, then each is placed on the document's own edge
 * across the parallel steps beside it (a printed band inside, a cast shadow outside). A quad under
 * MIN_AREA of the photo, with sides the edges don't support, or (with a known aspect) of another
 * shape once perspective is undone, is no document: null.
 */

export interface FindQuadOptions {
  /** The document's width ÷ height when known (cards, passport pages): candidates far from it score less. */
  aspect?: number | null;
  /**
   * The same photo's RGBA pixels (4 bytes a pixel, same size as `grey`): edges are then found in colour as well
   * as in grey, so an orange header band on a beige table, as grey as each other, still meets at an edge.
   */
  rgba?: ArrayLike<number> | null;
}

/** The weight of the two colour-difference channels against grey: a step of pure hue counts about as much as the same step in grey. */
const CHROMA_WEIGHT = 0.5;

/**
 * The surface's grain at full size: how far each pixel's grey is from its four neighbours' mean. Averaged
 * down to the analysed size, a card's flat band and a table of the same grey still differ here, where the
 * downscaled grey shows no step.
 */
function grainOf(grey: ArrayLike<number>, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      out[i] = Math.abs(4 * grey[i]! - grey[i - 1]! - grey[i + 1]! - grey[i - width]! - grey[i + width]!) / 4;
    }
  }
  return out;
}

/** Grey, and with RGBA two opponent colour channels (red − green, yellow − blue), each a full-size plane. */
function channelsOf(grey: ArrayLike<number>, rgba: ArrayLike<number> | null | undefined, width: number, height: number): ArrayLike<number>[] {
  if (!rgba || rgba.length < width * height * 4) return [grey];
  const n = width * height;
  const redGreen = new Float32Array(n);
  const yellowBlue = new Float32Array(n);
  for (let p = 0, i = 0; p < n; p += 1, i += 4) {
    const r = rgba[i]!;
    const g = rgba[i + 1]!;
    const b = rgba[i + 2]!;
    redGreen[p] = CHROMA_WEIGHT * (r - g);
    yellowBlue[p] = CHROMA_WEIGHT * ((r + g) / 2 - b);
  }
  return [grey, redGreen, yellowBlue];
}

/** The long side of the analysed image, in pixels. */
const ANALYSIS_SIDE = 512;
/** A document under this share of the photo is not taken (the operator crops by hand). */
const MIN_AREA = 0.15;
/** A side counts as found when edges cover at least this share of it. */
const MIN_SIDE_COVER = 0.45;
const THETA_BINS = 180;
/** Each edge pixel votes for line directions within this many degrees of its own. */
const VOTE_SPREAD = 2;
const MAX_LINES = 32;
/**
 * How far apart a rectangle's opposite sides may turn in the photo: a card tipped 35° away from a phone held close
 * (its far side a quarter narrower) shows its two sides 31° apart.
 */
const MAX_OPPOSITE_TURN = (40 * Math.PI) / 180;

interface Edges {
  width: number;
  height: number;
  /** Sub-pixel edge position (pixel centre + offset along the gradient); NaN where no edge. */
  ex: Float32Array;
  ey: Float32Array;
  /** Unit gradient direction of each edge pixel. */
  nx: Float32Array;
  ny: Float32Array;
  /** Each edge pixel's vote: its gradient against the photo's strong edges (0…1), so a card's crisp outline outvotes a table's grain. */
  weight: Float32Array;
  /** The edge pixels' indexes. */
  list: Int32Array;
}

/** A line `x·cos θ + y·sin θ = ρ` (θ in radians, the unit normal n = (cos θ, sin θ)). */
interface Line {
  theta: number;
  rho: number;
  votes: number;
}

/** Area-averaged downscale so the long side is at most `side`. */
function downscale(grey: ArrayLike<number>, width: number, height: number, side: number) {
  const scale = Math.min(1, side / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const out = new Float32Array(w * h);
  const sx = width / w;
  const sy = height / h;
  for (let y = 0; y < h; y += 1) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < w; x += 1) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
      let sum = 0;
      for (let yy = y0; yy < y1; yy += 1) {
        const row = yy * width;
        for (let xx = x0; xx < x1; xx += 1) sum += grey[row + xx]!;
      }
      out[y * w + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return { image: out, width: w, height: h, scaleX: width / w, scaleY: height / h };
}

/** Separable [1 4 6 4 1] / 16 blur, edges repeated. */
function blur(image: Float32Array, w: number, h: number): Float32Array {
  const k = [1 / 16, 4 / 16, 6 / 16, 4 / 16, 1 / 16];
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      let s = 0;
      for (let i = -2; i <= 2; i += 1) s += image[y * w + Math.min(w - 1, Math.max(0, x + i))]! * k[i + 2]!;
      tmp[y * w + x] = s;
    }
  }
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      let s = 0;
      for (let i = -2; i <= 2; i += 1) s += tmp[Math.min(h - 1, Math.max(0, y + i)) * w + x]! * k[i + 2]!;
      out[y * w + x] = s;
    }
  }
  return out;
}

/**
 * Sobel gradients (in each channel, the strongest kept per pixel), thinned along the gradient (non-maximum
 * suppression), thresholded against the photo's own contrast.
 */
function findEdges(channels: readonly Float32Array[], w: number, h: number): Edges {
  const n = w * h;
  const gx = new Float32Array(n);
  const gy = new Float32Array(n);
  const mag = new Float32Array(n);
  for (const image of channels) {
    for (let y = 1; y < h - 1; y += 1) {
      for (let x = 1; x < w - 1; x += 1) {
        const i = y * w + x;
        const a = image[i - w - 1]!;
        const b = image[i - w]!;
        const c = image[i - w + 1]!;
        const d = image[i - 1]!;
        const f = image[i + 1]!;
        const g = image[i + w - 1]!;
        const hh = image[i + w]!;
        const k = image[i + w + 1]!;
        const dx = c + 2 * f + k - (a + 2 * d + g);
        const dy = g + 2 * hh + k - (a + 2 * b + c);
        const m = Math.hypot(dx, dy);
        if (m <= mag[i]!) continue;
        gx[i] = dx;
        gy[i] = dy;
        mag[i] = m;
      }
    }
  }
  // The threshold follows the photo: a quarter of the strong edges' strength (98th percentile), never under a faint step.
  const sorted = Float32Array.from(mag).sort();
  const strong = Math.max(96, sorted[Math.floor(n * 0.98)]!);
  const threshold = Math.max(12, strong * 0.08);
  const weight = new Float32Array(n);
  const ex = new Float32Array(n).fill(Number.NaN);
  const ey = new Float32Array(n).fill(Number.NaN);
  const nx = new Float32Array(n);
  const ny = new Float32Array(n);
  const list: number[] = [];
  for (let y = 2; y < h - 2; y += 1) {
    for (let x = 2; x < w - 2; x += 1) {
      const i = y * w + x;
      const m = mag[i]!;
      if (m < threshold) continue;
      const ux = gx[i]! / m;
      const uy = gy[i]! / m;
      // Neighbours along the gradient, rounded to the 8 directions.
      const sx = Math.round(ux);
      const sy = Math.round(uy);
      const before = mag[i - sy * w - sx]!;
      const after = mag[i + sy * w + sx]!;
      if (m < before || m <= after) continue;
      // Sub-pixel peak of the magnitude along the gradient (a parabola through the three).
      const denominator = before - 2 * m + after;
      const offset = denominator < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (before - after)) / denominator)) : 0;
      const step = Math.hypot(sx, sy);
      ex[i] = x + 0.5 + (offset * sx) / step;
      ey[i] = y + 0.5 + (offset * sy) / step;
      nx[i] = ux;
      ny[i] = uy;
      weight[i] = Math.min(1, m / strong);
      list.push(i);
    }
  }
  return { width: w, height: h, ex, ey, nx, ny, weight, list: Int32Array.from(list) };
}

/** Orientation-restricted Hough transform: the strongest distinct lines. */
function houghLines(edges: Edges, minVotes: number): Line[] {
  const { width: w, height: h, ex, ey, nx, ny, weight, list } = edges;
  const maxRho = Math.ceil(Math.hypot(w, h)) + 1;
  const rhoBins = 2 * maxRho + 1;
  const votes = new Float32Array(THETA_BINS * rhoBins);
  const cos = new Float32Array(THETA_BINS);
  const sin = new Float32Array(THETA_BINS);
  for (let t = 0; t < THETA_BINS; t += 1) {
    cos[t] = Math.cos((t * Math.PI) / THETA_BINS);
    sin[t] = Math.sin((t * Math.PI) / THETA_BINS);
  }
  for (const i of list) {
    let angle = (Math.atan2(ny[i]!, nx[i]!) * THETA_BINS) / Math.PI;
    if (angle < 0) angle += THETA_BINS;
    const centre = Math.round(angle);
    for (let d = -VOTE_SPREAD; d <= VOTE_SPREAD; d += 1) {
      const t = (((centre + d) % THETA_BINS) + THETA_BINS) % THETA_BINS;
      const rho = ex[i]! * cos[t]! + ey[i]! * sin[t]!;
      const r = Math.round(rho) + maxRho;
      const bin = t * rhoBins + r;
      votes[bin] = votes[bin]! + weight[i]!;
    }
  }
  const at = (t: number, r: number) => {
    let tt = t;
    let rr = r;
    if (tt < 0 || tt >= THETA_BINS) {
      tt = (tt + THETA_BINS) % THETA_BINS;
      rr = 2 * maxRho - rr; // θ ± 180° is the same line with ρ negated
    }
    return rr < 0 || rr >= rhoBins ? 0 : votes[tt * rhoBins + rr]!;
  };
  const peaks: Line[] = [];
  for (let t = 0; t < THETA_BINS; t += 1) {
    for (let r = 0; r < rhoBins; r += 1) {
      const v = votes[t * rhoBins + r]!;
      if (v < minVotes) continue;
      let best = true;
      for (let dt = -4; dt <= 4 && best; dt += 1) {
        for (let dr = -6; dr <= 6; dr += 1) {
          if (dt === 0 && dr === 0) continue;
          const other = at(t + dt, r + dr);
          // Ties: the first in scan order wins.
          if (other > v || (other === v && (dt < 0 || (dt === 0 && dr < 0)))) {
            best = false;
            break;
          }
        }
      }
      if (best) peaks.push({ theta: (t * Math.PI) / THETA_BINS, rho: r - maxRho, votes: v });
    }
  }
  peaks.sort((a, b) => b.votes - a.votes);
  return peaks.slice(0, MAX_LINES);
}

function intersect(a: Line, b: Line): Point | null {
  const ca = Math.cos(a.theta);
  const sa = Math.sin(a.theta);
  const cb = Math.cos(b.theta);
  const sb = Math.sin(b.theta);
  const det = ca * sb - sa * cb;
  if (Math.abs(det) < 1e-6) return null;
  return { x: (a.rho * sb - b.rho * sa) / det, y: (ca * b.rho - cb * a.rho) / det };
}

/** Angle between two lines' directions, 0…π/2. */
function angleBetween(a: Line, b: Line): number {
  const d = Math.abs(a.theta - b.theta) % Math.PI;
  return Math.min(d, Math.PI - d);
}

function polygonArea(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i += 1) {
    const p = points[i]!;
    const q = points[(i + 1) % points.length]!;
    sum += p.x * q.y - q.x * p.y;
  }
  return sum / 2;
}

function isConvex(points: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i += 1) {
    const a = points[i]!;
    const b = points[(i + 1) % 4]!;
    const c = points[(i + 2) % 4]!;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) < 1e-9) return false;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/** Share of the segment a→b (its ends left out: cards have round corners) with an edge pixel of matching direction within a pixel. */
function sideCover(edges: Edges, a: Point, b: Point): number {
  const { width: w, height: h, ex, nx, ny } = edges;
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  if (length < 2) return 0;
  const dx = (b.x - a.x) / length;
  const dy = (b.y - a.y) / length;
  // The side's normal: an edge pixel's gradient must lie along it (either way: dark on light or light on dark).
  const px = -dy;
  const py = dx;
  const margin = length * 0.06;
  let hits = 0;
  let samples = 0;
  for (let s = margin; s <= length - margin; s += 1) {
    samples += 1;
    const cx = a.x + dx * s;
    const cy = a.y + dy * s;
    let found = false;
    for (let o = -1.5; o <= 1.5 && !found; o += 0.75) {
      const x = Math.floor(cx + px * o);
      const y = Math.floor(cy + py * o);
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      const i = y * w + x;
      if (Number.isNaN(ex[i]!)) continue;
      if (Math.abs(nx[i]! * px + ny[i]! * py) > 0.9) found = true;
    }
    if (found) hits += 1;
  }
  return samples > 0 ? hits / samples : 0;
}

/** Corners in clockwise order on screen, the one nearest the image's top-left first. */
function orderCorners(points: Point[]): Point[] {
  const cx = points.reduce((s, p) => s + p.x, 0) / 4;
  const cy = points.reduce((s, p) => s + p.y, 0) / 4;
  const sorted = [...points].sort((p, q) => Math.atan2(p.y - cy, p.x - cx) - Math.atan2(q.y - cy, q.x - cx));
  let first = 0;
  for (let i = 1; i < 4; i += 1) if (sorted[i]!.x + sorted[i]!.y < sorted[first]!.x + sorted[first]!.y) first = i;
  return [0, 1, 2, 3].map((k) => sorted[(first + k) % 4]!);
}

const length = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);

/** The quad's width ÷ height as seen: mean of top and bottom over mean of left and right. */
export function quadAspect(quad: Quad): number {
  const [tl, tr, br, bl] = quad;
  return (length(tl, tr) + length(bl, br)) / (length(tl, bl) + length(tr, br));
}

/** The edge pixels near a side, fitted by total least squares: a sharper line than the Hough bin. */
function refineLine(edges: Edges, line: Line, a: Point, b: Point): Line {
  const { width: w, height: h, ex, ey, nx, ny } = edges;
  const c = Math.cos(line.theta);
  const s = Math.sin(line.theta);
  const xs: number[] = [];
  const ys: number[] = [];
  const minX = Math.max(2, Math.floor(Math.min(a.x, b.x) - 3));
  const maxX = Math.min(w - 3, Math.ceil(Math.max(a.x, b.x) + 3));
  const minY = Math.max(2, Math.floor(Math.min(a.y, b.y) - 3));
  const maxY = Math.min(h - 3, Math.ceil(Math.max(a.y, b.y) + 3));
  const len = length(a, b);
  for (let y = minY; y <= maxY; y += 1) {
    for (let x = minX; x <= maxX; x += 1) {
      const i = y * w + x;
      const px = ex[i]!;
      if (Number.isNaN(px)) continue;
      const py = ey[i]!;
      if (Math.abs(px * c + py * s - line.rho) > 1.6) continue;
      if (Math.abs(nx[i]! * c + ny[i]! * s) < 0.9) continue;
      // Along the side, its round-cornered ends left out.
      const along = ((px - a.x) * (b.x - a.x) + (py - a.y) * (b.y - a.y)) / len;
      if (along < len * 0.08 || along > len * 0.92) continue;
      xs.push(px);
      ys.push(py);
    }
  }
  if (xs.length < 8) return line;
  const mx = xs.reduce((t, v) => t + v, 0) / xs.length;
  const my = ys.reduce((t, v) => t + v, 0) / xs.length;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let k = 0; k < xs.length; k += 1) {
    const dx = xs[k]! - mx;
    const dy = ys[k]! - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  // The normal is the direction of least spread.
  const direction = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  let theta = direction + Math.PI / 2;
  // Keep the normal on the same side as the Hough line's.
  if (Math.cos(theta) * c + Math.sin(theta) * s < 0) theta += Math.PI;
  const rho = mx * Math.cos(theta) + my * Math.sin(theta);
  return { theta, rho, votes: line.votes };
}

/** How far (log of the ratio) the found rectangle's width ÷ height may be from the document's. */
const MAX_SHAPE_OFF = 0.12;

/** How far out beyond a found side the document's own edge may still lie, as a share of the quad's size. */
const OUTWARD_REACH = 0.22;
/** A shadow darkens the surface to between these shares of its brightness, keeping its colour and grain. */
const SHADOW_DARKEST = 0.35;
const SHADOW_LIGHTEST = 0.94;

/** The profile's spacing across a side, in analysed pixels. */
const PROFILE_STEP = 0.5;

/** The planes' means across a side at each offset (PROFILE_STEP apart), and the step at each. */
interface SideProfile {
  /**
   * mean[c][o]: plane c's mean at index o (offset (o - zero) × step from the side); NaN past the photo. The planes:
   * grey, then with colour red − green and yellow − blue, and last the grain (grainOf).
   */
  mean: Float32Array[];
  /** Whether the colour planes are there. */
  colour: boolean;
  /** steps[o]: the step across 2 px at index o, the largest change in any plane (NaN past the photo). */
  steps: Float32Array;
  /** The index of offset 0. */
  zero: number;
  step: number;
}

function sideProfile(planes: readonly Float32Array[], w: number, h: number, line: Line, a: Point, b: Point, outward: Point, span: number): SideProfile {
  // The side's points, on the line itself (a, b are the rough corners).
  const foot = (p: Point) => {
    const off = p.x * Math.cos(line.theta) + p.y * Math.sin(line.theta) - line.rho;
    return { x: p.x - off * Math.cos(line.theta), y: p.y - off * Math.sin(line.theta) };
  };
  const start = foot(a);
  const end = foot(b);
  const SAMPLES = 48;
  const count = Math.round((2 * span) / PROFILE_STEP) + 1;
  const mean = planes.map(() => new Float32Array(count));
  for (let o = 0; o < count; o += 1) {
    const offset = -span + o * PROFILE_STEP;
    const sums = planes.map(() => 0);
    let n = 0;
    for (let k = 0; k < SAMPLES; k += 1) {
      const t = 0.15 + (0.7 * k) / (SAMPLES - 1);
      const x = start.x + (end.x - start.x) * t + outward.x * offset;
      const y = start.y + (end.y - start.y) * t + outward.y * offset;
      if (x < 0 || y < 0 || x > w - 1 || y > h - 1) continue;
      // Pixel i spans i…i+1.
      const i = Math.floor(y) * w + Math.floor(x);
      for (let c = 0; c < planes.length; c += 1) sums[c] = sums[c]! + planes[c]![i]!;
      n += 1;
    }
    // Past the photo's edge the profile stops.
    const gone = n < SAMPLES / 2;
    for (let c = 0; c < planes.length; c += 1) mean[c]![o] = gone ? Number.NaN : sums[c]! / n;
  }
  // The step across 2 px (index ± 2) at each index, once: the side's search asks for each several times.
  const steps = new Float32Array(count);
  for (let o = 0; o < count; o += 1) {
    let largest = 0;
    for (const channel of mean) largest = Math.max(largest, Math.abs(channel[Math.min(count - 1, o + 2)]! - channel[Math.max(0, o - 2)]!));
    steps[o] = largest;
  }
  return { mean, colour: planes.length > 2, steps, zero: Math.round(span / PROFILE_STEP), step: PROFILE_STEP };
}

/**
 * Each plane's mean 1–3 px inside and 1–3 px outside index o (the windows isShadowEdge and isTextureEdge compare);
 * null where a window would pass the profile's ends.
 */
function besideStep(profile: SideProfile, o: number): { inside: number[]; outside: number[]; px: number } | null {
  const px = Math.round(1 / profile.step);
  if (o - 3 * px < 0 || o + 3 * px > profile.steps.length - 1) return null;
  const around = (from: number, to: number) =>
    profile.mean.map((channel) => {
      let sum = 0;
      for (let k = from; k <= to; k += 1) sum += channel[k]!;
      return sum / (to - from + 1);
    });
  return { inside: around(o - 3 * px, o - px), outside: around(o + px, o + 3 * px), px };
}

/**
 * Whether the step at index o is a shadow's edge: inside it (1–3 px) the surface outside it (1–3 px), darkened by
 * a share and nothing else: grey and both colour channels scaled alike (a shadow dims the light, not the colour),
 * and the surface's grain (the grainOf plane) dimmed with it, so a flat band of a card's own colour is not a shadow
 * of a grainy table. On a plain neutral surface (a grey or white desk) only the darkening is left to go by: a
 * plain grey card on a lighter plain desk of the same grey would have its edge taken for a shadow's (decision 0103).
 */
function isShadowEdge(profile: SideProfile, o: number): boolean {
  // Without colour (a grey photo) a shadow can't be told from a darker band of the document's own.
  if (!profile.colour) return false;
  const beside = besideStep(profile, o);
  if (!beside) return false;
  const { inside, outside } = beside;
  if (inside.some(Number.isNaN) || outside.some(Number.isNaN) || outside[0]! < 16) return false;
  const share = inside[0]! / outside[0]!;
  if (share < SHADOW_DARKEST || share > SHADOW_LIGHTEST) return false;
  // Colour kept: each colour channel inside is the outside's scaled by the same share, within a few levels.
  const tolerance = 4 + 0.08 * outside[0]!;
  for (let c = 1; c < 3; c += 1) if (Math.abs(inside[c]! - share * outside[c]!) > tolerance) return false;
  // The grain, from the full-size plane (grainOf): a shadow dims it with the light.
  const grainInside = inside[3]!;
  const grainOutside = outside[3]!;
  return grainOutside < 2 || grainInside >= 0.5 * share * grainOutside;
}

/** A surface this grainy or less (the grain plane's level) is flat: printed ink or plastic, not a table's weave or wood. */
const FLAT_GRAIN = 1.5;
/** A textured surface's grain is at least this, and this many times the flat side's. */
const TEXTURED_GRAIN = 3;
const GRAIN_RATIO = 2.5;
/** At most this share of the profile beyond a texture's edge may be flat again. */
const STILL_FLAT_SHARE = 0.1;

/**
 * Whether the step at index o is where a flat print meets a textured surface: the grain (grainOf) inside it
 * (1–3 px) flat, outside it a table's, and textured from there on. A card's header band of the table's colour, or
 * close to it (an orange band on an orange weave, a grey band on grey gravel), ends at such a step, too soft or
 * too small in grey and colour to count as a clear one (decision 0108).
 */
function isTextureEdge(profile: SideProfile, o: number): boolean {
  const beside = besideStep(profile, o);
  if (!beside) return false;
  const { px } = beside;
  const grain = profile.mean[profile.mean.length - 1]!;
  const inside = beside.inside[profile.mean.length - 1]!;
  const outside = beside.outside[profile.mean.length - 1]!;
  if (!(inside <= FLAT_GRAIN && outside >= Math.max(TEXTURED_GRAIN, GRAIN_RATIO * inside))) return false;
  // The table is textured from there on; a line of print inside a flat band (its letters' edges are grain too) is
  // followed by flat band again.
  let flat = 0;
  let seen = 0;
  for (let k = o + px; k < grain.length && !Number.isNaN(grain[k]!); k += 1, seen += 1) if (grain[k]! <= FLAT_GRAIN) flat += 1;
  return flat <= STILL_FLAT_SHARE * seen;
}

/** A side placed twice from one profile: on clear steps only, and on texture edges too (decision 0108). */
interface PlacedSide {
  plain: Line;
  textured: Line;
}

/**
 * A side placed on the document's own outermost edge. A card's printed border band (or a page's frame) makes a
 * straight edge parallel to the card's own, just inside it and often crisper than the card's edge on a textured
 * table; a cast shadow makes one just outside it. Averaged along the side, the table's grain cancels out: the
 * profile across the side, from `reach` inside to `reach` outside, shows every parallel step. A step that is a
 * shadow's edge (isShadowEdge) is never the document's. When the side found is one, it moves in to the nearest
 * step that is not; otherwise out to the outermost step at least a fifth as strong as its own, if any (`plain`).
 * `textured` counts also the places where flat print meets the table's grain (isTextureEdge, decision 0108).
 */
function placedSide(planes: readonly Float32Array[], w: number, h: number, line: Line, a: Point, b: Point, centre: Point, reach: number): PlacedSide {
  let nx = Math.cos(line.theta);
  let ny = Math.sin(line.theta);
  const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  // The normal pointing away from the quad's centre.
  const outward = (middle.x - centre.x) * nx + (middle.y - centre.y) * ny >= 0 ? 1 : -1;
  nx *= outward;
  ny *= outward;
  // Whole half pixels either way, so that index `zero` is the side itself.
  const span = Math.ceil((reach + 2) / PROFILE_STEP) * PROFILE_STEP;
  const profile = sideProfile(planes, w, h, line, a, b, { x: nx, y: ny }, span);
  const { zero, step, steps } = profile;
  const offsetOf = (o: number) => (o - zero) * step;
  const last = steps.length - 3;
  const own = steps[zero]!;
  const isPeak = (o: number) => steps[o]! >= steps[o - 1]! && steps[o]! >= steps[o + 1]!;
  const minGap = Math.round(2 / step);
  const onShadow = isShadowEdge(profile, zero);
  // The side moved to the step `clearStep` takes, from the one profile.
  const placed = (clearStep: (o: number) => boolean): Line => {
    let offset = 0;
    if (onShadow) {
      // The shadow's edge: in to the nearest clear step that is not one.
      for (let o = zero - minGap; o >= 2; o -= 1) {
        if (Number.isNaN(steps[o]!)) break;
        if (clearStep(o) && !isShadowEdge(profile, o)) {
          offset = offsetOf(o);
          break;
        }
      }
    } else {
      for (let o = zero + minGap; o < last; o += 1) {
        if (Number.isNaN(steps[o]!)) break;
        if (!clearStep(o)) continue;
        // The card lies inside its shadow: nothing past a shadow's edge is the card's.
        if (isShadowEdge(profile, o)) break;
        offset = offsetOf(o);
      }
    }
    return offset !== 0 ? { ...line, rho: line.rho + outward * offset } : line;
  };
  // A fifth of the side's own step, and a clear step in any plane: a plane of small values (the grain, a few
  // levels) rarely clears it alone.
  const clear = (o: number) => isPeak(o) && steps[o]! >= Math.max(24, own * 0.2);
  return { plain: placed(clear), textured: placed((o) => clear(o) || (isPeak(o) && isTextureEdge(profile, o))) };
}

interface Candidate {
  lines: [Line, Line, Line, Line];
  score: number;
}

/**
 * The four corners of the document in the photo (`grey`: one byte per pixel, rows top to bottom),
 * in the photo's pixel coordinates (pixel i spans i…i+1), top-left first and clockwise; null when
 * no quadrilateral of at least MIN_AREA of the photo has four well-supported sides. With a known
 * `aspect` the corners are ordered so the top side is the one matching the document's width.
 */
export function findDocumentQuad(grey: ArrayLike<number>, width: number, height: number, options: FindQuadOptions = {}): Quad | null {
  if (width < 16 || height < 16 || grey.length < width * height) return null;
  const planes = channelsOf(grey, options.rgba, width, height).map((plane) => downscale(plane, width, height, ANALYSIS_SIDE));
  const small = planes[0]!;
  const { width: w, height: h } = small;
  const blurredPlanes = planes.map((plane) => blur(plane.image, w, h));
  const edges = findEdges(blurredPlanes, w, h);
  // The planes each side's profile reads: grey (and colour), then the grain.
  const profilePlanes = [...blurredPlanes, blur(downscale(grainOf(grey, width, height), width, height, ANALYSIS_SIDE).image, w, h)];
  const minDimension = Math.min(w, h);
  const lines = houghLines(edges, Math.max(4, minDimension * 0.03));
  const imageArea = w * h;
  const slack = minDimension * 0.02;
  const inside = (p: Point) => p.x >= -slack && p.y >= -slack && p.x <= w + slack && p.y <= h + slack;

  // Pairs of roughly opposite sides: within MAX_OPPOSITE_TURN of each other and far enough apart.
  const pairs: Array<[Line, Line]> = [];
  for (let i = 0; i < lines.length; i += 1) {
    for (let j = i + 1; j < lines.length; j += 1) {
      const a = lines[i]!;
      const b = lines[j]!;
      if (angleBetween(a, b) > MAX_OPPOSITE_TURN) continue;
      // Their distance apart at the image's centre.
      const cx = w / 2;
      const cy = h / 2;
      const da = cx * Math.cos(a.theta) + cy * Math.sin(a.theta) - a.rho;
      const db = cx * Math.cos(b.theta) + cy * Math.sin(b.theta) - b.rho;
      const sameSide = Math.cos(a.theta - b.theta) > 0;
      const apart = Math.abs(sameSide ? da - db : da + db);
      if (apart < minDimension * 0.2) continue;
      pairs.push([a, b]);
    }
  }

  let best: Candidate | null = null;
  for (let p = 0; p < pairs.length; p += 1) {
    for (let q = p + 1; q < pairs.length; q += 1) {
      const [a, b] = pairs[p]!;
      const [c, d] = pairs[q]!;
      if (a === c || a === d || b === c || b === d) continue;
      // The two pairs cross at a good angle (a rectangle in perspective: roughly square corners).
      const meanP = angleBetween(a, c) + angleBetween(b, d);
      if (meanP < (2 * Math.PI) / 4.5) continue;
      const corners = [intersect(a, c), intersect(c, b), intersect(b, d), intersect(d, a)];
      if (corners.some((corner) => !corner || !inside(corner))) continue;
      const points = corners as Point[];
      if (!isConvex(points)) continue;
      const area = Math.abs(polygonArea(points));
      if (area < imageArea * MIN_AREA) continue;
      const covers = [0, 1, 2, 3].map((k) => sideCover(edges, points[k]!, points[(k + 1) % 4]!));
      if (covers.some((cover) => cover < MIN_SIDE_COVER)) continue;
      const cover = covers.reduce((s, v) => s + v, 0) / 4;
      let score = cover * cover * Math.sqrt(area / imageArea);
      if (options.aspect) {
        const seen = quadAspect(orderCorners(points) as unknown as Quad);
        const off = Math.min(Math.abs(Math.log(seen / options.aspect)), Math.abs(Math.log(1 / seen / options.aspect)));
        // Foreshortening makes a tilted card look up to a quarter shorter: only a shape further off counts against it.
        score *= Math.exp(-2 * Math.max(0, off - 0.3));
      }
      if (!best || score > best.score) best = { lines: [a, c, b, d], score };
    }
  }
  if (!best) return null;

  // Sharper sides, fitted to their own edge pixels.
  const rough = [0, 1, 2, 3].map((k) => intersect(best.lines[(k + 3) % 4]!, best.lines[k]!)!);
  const centre = { x: rough.reduce((sum, p) => sum + p.x, 0) / 4, y: rough.reduce((sum, p) => sum + p.y, 0) / 4 };
  const reach = OUTWARD_REACH * Math.sqrt(Math.abs(polygonArea(rough)));
  const sides = best.lines.map((line, k) =>
    placedSide(profilePlanes, w, h, refineLine(edges, line, rough[k]!, rough[(k + 1) % 4]!), rough[k]!, rough[(k + 1) % 4]!, centre, reach),
  );
  const quadOf = (lines: Line[]) => {
    const corners: Point[] = [];
    for (let k = 0; k < 4; k += 1) {
      const corner = intersect(lines[(k + 3) % 4]!, lines[k]!) ?? rough[k]!;
      corners.push({ x: corner.x * small.scaleX, y: corner.y * small.scaleY });
    }
    return orderCorners(corners);
  };
  const ordered = quadOf(sides.map((side) => side.plain));
  if (!options.aspect) return ordered as unknown as Quad;
  // A side may stop short of a band whose outer edge is only where flat print meets the table's texture (a band of
  // the table's own colour or near it): the sides are placed once more with that edge counted, and of the two quads
  // the one the shape prior takes, or the one nearer the document's shape when it takes both (a card tipped away
  // without its band can pass as a card in perspective) (decision 0108).
  const plain = shapedQuad(ordered, options.aspect, width, height);
  // No side moves to a texture edge (most photos): the same quad, not checked twice.
  if (sides.every((side) => side.textured.rho === side.plain.rho)) return plain?.quad ?? null;
  const textured = shapedQuad(quadOf(sides.map((side) => side.textured)), options.aspect, width, height);
  if (!plain || !textured) return plain?.quad ?? textured?.quad ?? null;
  return textured.off < plain.off ? textured.quad : plain.quad;
}

/**
 * The shape prior: a quad that is no rectangle of the document's shape, perspective undone, is some other rectangle
 * (a card's header band as grey as the table leaves one), not the document: better "not found" (null). Taken either
 * way round, the better one tells which side is the document's width (foreshortening can turn a near-square document
 * past 1:1 as seen); NaN (three corners in line) is no shape at all.
 */
function shapedQuad(ordered: Point[], aspect: number, width: number, height: number): { quad: Quad; off: number } | null {
  const turned = [ordered[3]!, ordered[0]!, ordered[1]!, ordered[2]!];
  const offs = [ordered, turned].map((candidate) => {
    const off = shapeOff(candidate as unknown as Quad, aspect, width, height);
    return Number.isNaN(off) ? Number.POSITIVE_INFINITY : off;
  });
  const off = Math.min(...offs);
  if (!(off <= MAX_SHAPE_OFF)) return null;
  return { quad: (offs[1]! < offs[0]! ? turned : ordered) as unknown as Quad, off };
}
