import type { PixelRect } from '@core/card-pdf/find-page-cards';
import type { PageTextRun } from './pdf-reader';

/** A point on the rendered page, in pixels. */
interface Point {
  x: number;
  y: number;
}

/** Where an Aadhaar number is drawn on a rendered page, for masking it (decision 0093). */
export interface AadhaarNumberMark {
  /** Its twelve digits: kept in memory only, to recognise the number in a QR code; never sent, stored or logged. */
  digits: string;
  /** The first eight digits (and the spaces between them): what masking covers, as a quadrilateral (turned pages too). */
  hidden: [Point, Point, Point, Point];
  /** The whole number's bounding box: which card side it is on. */
  whole: PixelRect;
  /** The text's direction on the page (radians, clockwise from rightwards) and its height in pixels: how to write XXXX XXXX over it. */
  angle: number;
  height: number;
}

/**
 * Twelve digits as UIDAI writes an Aadhaar number ("1234 5678 9012", or run together), not part of a longer number
 * (a 16-digit VID, a phone number with a country code).
 */
const AADHAAR_NUMBER = /(?<!\d[ \u00a0]?)(\d{4})[ \u00a0]?(\d{4})[ \u00a0]?(\d{4})(?![ \u00a0]?\d)/dg;

const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
const plus = (a: Point, b: Point, c: Point): Point => ({ x: a.x + b.x - c.x, y: a.y + b.y - c.y });

function boundingBox(points: readonly Point[]): PixelRect {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/**
 * Every Aadhaar number in a page's text, with where its first eight digits are drawn. The runs of one line are read
 * together, so a number split over runs ("1234" "5678" "9012") is found too; a character's place within its run is
 * taken as an even share of the run's width (the digits of one font are the same width).
 */
export function aadhaarNumberMarks(runs: readonly PageTextRun[]): AadhaarNumberMark[] {
  // The page's text as one string, each character knowing its run and its place in the run.
  let text = '';
  const owners: Array<{ run: number; at: number } | null> = [];
  runs.forEach((run, index) => {
    const previous = runs[index - 1];
    if (previous && (previous.endsLine || !sameLine(previous, run))) {
      text += '\n';
      owners.push(null);
    }
    for (let at = 0; at < run.text.length; at += 1) {
      text += run.text[at];
      owners.push({ run: index, at });
    }
  });

  const marks: AadhaarNumberMark[] = [];
  for (const match of text.matchAll(AADHAAR_NUMBER)) {
    const from = match.index;
    const to = from + match[0].length;
    // The first eight digits and the space between them: up to the second group's end.
    const hiddenTo = match.indices![2]![1];
    const corners = (start: number, end: number) => {
      const points: Point[] = [];
      for (let i = start; i < end; i += 1) {
        const owner = owners[i];
        if (!owner) continue;
        const run = runs[owner.run]!;
        const n = run.text.length;
        const left = lerp(run.start, run.end, owner.at / n);
        const right = lerp(run.start, run.end, (owner.at + 1) / n);
        points.push(left, right, plus(left, run.top, run.start), plus(right, run.top, run.start));
      }
      return points;
    };
    const first = owners[from]!;
    const lastHidden = owners[hiddenTo - 1]!;
    const firstRun = runs[first.run]!;
    const lastRun = runs[lastHidden.run]!;
    const n1 = firstRun.text.length;
    const n2 = lastRun.text.length;
    const a = lerp(firstRun.start, firstRun.end, first.at / n1);
    const b = lerp(lastRun.start, lastRun.end, (lastHidden.at + 1) / n2);
    const up = { x: firstRun.top.x - firstRun.start.x, y: firstRun.top.y - firstRun.start.y };
    const height = Math.hypot(up.x, up.y);
    marks.push({
      digits: match[1]! + match[2]! + match[3]!,
      hidden: [a, b, { x: b.x + up.x, y: b.y + up.y }, { x: a.x + up.x, y: a.y + up.y }],
      whole: boundingBox(corners(from, to)),
      angle: Math.atan2(firstRun.end.y - firstRun.start.y, firstRun.end.x - firstRun.start.x),
      height,
    });
  }
  return marks;
}

/** Whether two runs sit on one line: the second starts near where the first's baseline runs, within half a line's height. */
function sameLine(a: PageTextRun, b: PageTextRun): boolean {
  const height = Math.hypot(a.top.x - a.start.x, a.top.y - a.start.y);
  const dx = a.end.x - a.start.x;
  const dy = a.end.y - a.start.y;
  const length = Math.hypot(dx, dy) || 1;
  // Distance of b's start from a's baseline (as a line), and how far along it, past a's end.
  const across = Math.abs(((b.start.x - a.start.x) * dy - (b.start.y - a.start.y) * dx) / length);
  const along = ((b.start.x - a.end.x) * dx + (b.start.y - a.end.y) * dy) / length;
  return across <= height / 2 && along >= -height && along <= height * 2;
}

/** Whether a mark lies on a card side's region (most of the number inside it). */
export function markOnSide(mark: AadhaarNumberMark, side: PixelRect): boolean {
  const { whole } = mark;
  const x = Math.max(0, Math.min(whole.x + whole.width, side.x + side.width) - Math.max(whole.x, side.x));
  const y = Math.max(0, Math.min(whole.y + whole.height, side.y + side.height) - Math.max(whole.y, side.y));
  return x * y >= 0.5 * whole.width * whole.height;
}
