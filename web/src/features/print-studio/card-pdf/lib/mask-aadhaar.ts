import jsQR from 'jsqr';
import type { AadhaarNumberMark } from './aadhaar-numbers';

/** What covers a number's first eight digits: as UIDAI's masked Aadhaar writes it. */
const MASK_TEXT = 'XXXX XXXX';

type Point = AadhaarNumberMark['hidden'][number];

/** The quadrilateral grown by `along` and `across` (fractions of its height) on every side: room for the glyphs' edges. */
function grown([a, b, c, d]: AadhaarNumberMark['hidden'], along: number, across: number): Point[] {
  const height = Math.hypot(d.x - a.x, d.y - a.y) || 1;
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const u = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
  const v = { x: (d.x - a.x) / height, y: (d.y - a.y) / height };
  const move = (p: Point, su: number, sv: number) => ({ x: p.x + (u.x * su + v.x * sv) * height, y: p.y + (u.y * su + v.y * sv) * height });
  return [move(a, -along, -across), move(b, along, -across), move(c, along, across), move(d, -along, across)];
}

function path(context: CanvasRenderingContext2D, points: readonly Point[]) {
  context.beginPath();
  context.moveTo(points[0]!.x, points[0]!.y);
  for (const point of points.slice(1)) context.lineTo(point.x, point.y);
  context.closePath();
}

/** The colours around and inside a box of the page: the paper's (the median of a ring around it) and the ink's (its darkest). */
function colours(context: CanvasRenderingContext2D, points: readonly Point[]): { paper: string; ink: string } {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const pad = 3;
  const x = Math.max(0, Math.floor(Math.min(...xs)) - pad);
  const y = Math.max(0, Math.floor(Math.min(...ys)) - pad);
  const width = Math.min(context.canvas.width - x, Math.ceil(Math.max(...xs)) + pad - x);
  const height = Math.min(context.canvas.height - y, Math.ceil(Math.max(...ys)) + pad - y);
  if (width <= 0 || height <= 0) return { paper: '#ffffff', ink: '#000000' };
  const { data } = context.getImageData(x, y, width, height);
  const ring: number[] = [];
  let ink = [255, 255, 255];
  for (let row = 0; row < height; row += 1) {
    for (let col = 0; col < width; col += 1) {
      const i = (row * width + col) * 4;
      const luma = data[i]! * 0.299 + data[i + 1]! * 0.587 + data[i + 2]! * 0.114;
      const edge = row < pad || col < pad || row >= height - pad || col >= width - pad;
      if (edge) ring.push(i);
      else if (luma < ink[0]! * 0.299 + ink[1]! * 0.587 + ink[2]! * 0.114) ink = [data[i]!, data[i + 1]!, data[i + 2]!];
    }
  }
  ring.sort((i, j) => data[i]! + data[i + 1]! + data[i + 2]! - (data[j]! + data[j + 1]! + data[j + 2]!));
  const middle = ring[Math.floor(ring.length / 2)] ?? 0;
  const rgb = (r: number, g: number, b: number) => `rgb(${r}, ${g}, ${b})`;
  return { paper: rgb(data[middle] ?? 255, data[middle + 1] ?? 255, data[middle + 2] ?? 255), ink: rgb(ink[0]!, ink[1]!, ink[2]!) };
}

/**
 * Masks each number on a rendered page as UIDAI's masked Aadhaar does: its first eight digits painted over in the
 * paper's colour and written again as XXXX XXXX in the digits' ink, the same height, along the same line (a turned
 * page too). The last four digits stay as they were.
 */
export function paintAadhaarMasks(context: CanvasRenderingContext2D, marks: readonly AadhaarNumberMark[]): void {
  for (const mark of marks) {
    const cover = grown(mark.hidden, 0.12, 0.25);
    const { paper, ink } = colours(context, cover);
    context.save();
    path(context, cover);
    context.fillStyle = paper;
    context.fill();
    const [a, b] = mark.hidden;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    context.translate(a.x, a.y);
    context.rotate(mark.angle);
    context.font = `${Math.round(mark.height * 0.9)}px sans-serif`;
    context.textBaseline = 'alphabetic';
    context.fillStyle = ink;
    const written = context.measureText(MASK_TEXT).width || length;
    context.scale(Math.min(1, length / written), 1);
    context.fillText(MASK_TEXT, 0, 0);
    context.restore();
  }
}

/** The most QR codes looked for on one card side. */
const MAX_QR_CODES = 4;

/**
 * Hides every QR code on a card picture whose payload holds one of `numbers` (an old-style Aadhaar QR carries the
 * whole number; UIDAI's secure QR does not): painted white a third past its corners, so that no phone reads it.
 * Returns how many it hid. jsQR reads one code at a time: each code read is blanked on a scratch copy before the next
 * look, so a code after one that holds no number is read too.
 */
export function hideQrCodesHolding(context: CanvasRenderingContext2D, numbers: readonly string[]): number {
  const { width, height } = context.canvas;
  const scratch = document.createElement('canvas');
  scratch.width = width;
  scratch.height = height;
  const look = scratch.getContext('2d', { willReadFrequently: true });
  if (!look) throw new Error('no 2d context');
  look.drawImage(context.canvas, 0, 0);
  let hidden = 0;
  for (let tries = 0; tries < MAX_QR_CODES; tries += 1) {
    const code = jsQR(look.getImageData(0, 0, width, height).data, width, height, { inversionAttempts: 'attemptBoth' });
    if (!code) break;
    const { topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner } = code.location;
    const corners = [topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner];
    const centre = { x: corners.reduce((sum, p) => sum + p.x, 0) / 4, y: corners.reduce((sum, p) => sum + p.y, 0) / 4 };
    const cover = corners.map((p) => ({ x: centre.x + (p.x - centre.x) * 1.35, y: centre.y + (p.y - centre.y) * 1.35 }));
    const targets = numbers.some((number) => code.data.replace(/\D/g, '').includes(number)) ? [look, context] : [look];
    for (const target of targets) {
      target.save();
      path(target, cover);
      target.fillStyle = '#ffffff';
      target.fill();
      target.restore();
    }
    if (targets.length === 2) hidden += 1;
  }
  return hidden;
}
