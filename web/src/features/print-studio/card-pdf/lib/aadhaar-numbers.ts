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
 * Twelve digits as an Aadhaar number is written ("1234 5678 9012", run together, or with dashes or two spaces), not
 * part of a longer number (a 16-digit VID, a phone number with a country code).
 */
const AADHAAR_NUMBER = /(?<!\d[ \u00a0-]{0,2})(\d{4})[ \u00a0-]{0,2}(\d{4})[ \u00a0-]{0,2}(\d{4})(?![ \u00a0-]{0,2}\d)/dg;

const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/**
 * A character's width, in ems of a sans-serif face such as Helvetica or Arial: digits are all alike (0.556), spaces
 * and stops narrow, capitals wide. Where a number shares a run with a label ("Aadhaar no.: 1234 …"), the digits are
 * placed by these shares of the run's width rather than an even share per character.
 */
function glyphWidth(char: string): number {
  if (/\d/.test(char)) return 0.556;
  if (/[\s.,:;!|'il]/.test(char)) return 0.278;
  if (/[A-Z]/.test(char)) return char === 'I' ? 0.278 : char === 'M' || char === 'W' ? 0.833 : 0.667;
  if (/[a-z]/.test(char)) return char === 'm' || char === 'w' ? 0.833 : char === 'f' || char === 't' || char === 'j' || char === 'r' ? 0.333 : 0.556;
  return 0.556;
}

/** Where character `at` of a run starts, as a fraction of the run's width (its glyphs' shares, glyphWidth). */
function startFraction(text: string, at: number): number {
  let before = 0;
  let total = 0;
  for (let i = 0; i < text.length; i += 1) {
    const width = glyphWidth(text[i]!);
    if (i < at) before += width;
    total += width;
  }
  return total === 0 ? at / Math.max(1, text.length) : before / total;
}
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
        const left = lerp(run.start, run.end, startFraction(run.text, owner.at));
        const right = lerp(run.start, run.end, startFraction(run.text, owner.at + 1));
        points.push(left, right, plus(left, run.top, run.start), plus(right, run.top, run.start));
      }
      return points;
    };
    const first = owners[from]!;
    const lastHidden = owners[hiddenTo - 1]!;
    const firstRun = runs[first.run]!;
    const lastRun = runs[lastHidden.run]!;
    const a = lerp(firstRun.start, firstRun.end, startFraction(firstRun.text, first.at));
    const b = lerp(lastRun.start, lastRun.end, startFraction(lastRun.text, lastHidden.at + 1));
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

/**
 * Whether the page's digits, read on their own, hold one of `numbers` more often than the marks found it: a copy
 * written in a way the marks missed would print unmasked. Cautious: digits of neighbouring numbers run together may
 * count too, which only ever refuses.
 */
export function unmarkedOccurrences(runs: readonly PageTextRun[], marks: readonly AadhaarNumberMark[], numbers: readonly string[]): boolean {
  const digits = runs.map((run) => run.text.replace(/\D/g, '')).join('');
  return numbers.some((number) => {
    let count = 0;
    for (let at = digits.indexOf(number); at >= 0; at = digits.indexOf(number, at + 1)) count += 1;
    return count > marks.filter((mark) => mark.digits === number).length;
  });
}
