import { mm, pt, ptToMm, type Mm } from '../units/units';
import { papers, type Paper } from './papers';
import { CALIBRATION_BAR_LENGTH } from './printer-correction';
import type { Segment } from './segment';

/** The papers a calibration page is printed on. */
export const calibrationPaperIds = ['a4', '4x6'] as const;
export type CalibrationPaperId = (typeof calibrationPaperIds)[number];
export const calibrationPapers: Record<CalibrationPaperId, Paper> = { a4: papers.a4, '4x6': papers['4x6'] };

/** A bar to measure: its line, and a tick every 10 mm (the ends and the middle longer). */
interface CalibrationBar {
  line: Segment;
  ticks: Segment[];
}

/** A line of text: its baseline's start (mm from the top-left) and its size in mm. */
interface CalibrationText {
  x: Mm;
  y: Mm;
  fontSize: Mm;
  text: string;
}

export interface CalibrationMarks {
  paper: Paper;
  /** 100 mm left to right, centred on the paper below its centre. */
  horizontal: CalibrationBar;
  /** 100 mm top to bottom, centred on the paper's height, left of its centre. */
  vertical: CalibrationBar;
  /** A cross at the paper's centre: one level and one upright line. */
  centre: [Segment, Segment];
  texts: CalibrationText[];
}

const TICK_EVERY = 10;
const CENTRE_ARM = mm(6);
/** Ends 4 mm, the 50 mm tick 3 mm, the others 2 mm: the ends are what the ruler is laid against. */
const tickLength = (at: number) => (at === 0 || at === CALIBRATION_BAR_LENGTH ? 4 : at === CALIBRATION_BAR_LENGTH / 2 ? 3 : 2);
const TITLE_SIZE = ptToMm(pt(10));
const TEXT_SIZE = ptToMm(pt(7));

/**
 * The calibration page (decision 0037): a 100 mm horizontal bar and a 100 mm vertical bar with ticks every
 * 10 mm, and a cross at the paper's centre, with a few lines telling the operator what to measure.
 * The vertical bar is centred down the paper, a sixth of the paper's width left of its centre (its label to its
 * left, its ticks to its right); the horizontal bar is centred across the paper 12 mm below the vertical bar's
 * end, its label under it; the text at the top. On 4×6 in paper (101.6 mm wide) the horizontal bar runs 0.8 mm
 * short of each edge, into the margin: photo printers print 4×6 borderless.
 */
export function placeCalibrationMarks(paper: Paper): CalibrationMarks {
  const cx = paper.width / 2;
  const cy = paper.height / 2;
  const half = CALIBRATION_BAR_LENGTH / 2;

  const hY = mm(cy + half + 12);
  const hLeft = cx - half;
  const horizontal: CalibrationBar = {
    line: { x1: mm(hLeft), y1: hY, x2: mm(hLeft + CALIBRATION_BAR_LENGTH), y2: hY },
    ticks: [],
  };
  const vX = mm(cx - paper.width / 6);
  const vTop = cy - half;
  const vertical: CalibrationBar = {
    line: { x1: vX, y1: mm(vTop), x2: vX, y2: mm(vTop + CALIBRATION_BAR_LENGTH) },
    ticks: [],
  };
  for (let at = 0; at <= CALIBRATION_BAR_LENGTH; at += TICK_EVERY) {
    const length = tickLength(at);
    horizontal.ticks.push({ x1: mm(hLeft + at), y1: mm(hY - length), x2: mm(hLeft + at), y2: hY });
    vertical.ticks.push({ x1: vX, y1: mm(vTop + at), x2: mm(vX + length), y2: mm(vTop + at) });
  }

  const centre: [Segment, Segment] = [
    { x1: mm(cx - CENTRE_ARM), y1: mm(cy), x2: mm(cx + CENTRE_ARM), y2: mm(cy) },
    { x1: mm(cx), y1: mm(cy - CENTRE_ARM), x2: mm(cx), y2: mm(cy + CENTRE_ARM) },
  ];

  const left = mm(paper.margin + 2);
  const line = (n: number) => mm(paper.margin + 2 + TITLE_SIZE + n * TEXT_SIZE * 1.5);
  const texts: CalibrationText[] = [
    { x: left, y: mm(paper.margin + 2 + TITLE_SIZE), fontSize: TITLE_SIZE, text: `Printer calibration, ${paper.label}` },
    { x: left, y: line(1), fontSize: TEXT_SIZE, text: 'Print at 100% (Actual size), no fit to page.' },
    { x: left, y: line(2), fontSize: TEXT_SIZE, text: 'Measure both 100 mm bars end tick to end tick.' },
    { x: left, y: line(3), fontSize: TEXT_SIZE, text: `Centre cross: ${fmt(cx)} mm from the left edge,` },
    { x: left, y: line(4), fontSize: TEXT_SIZE, text: `${fmt(cy)} mm from the top edge.` },
    { x: mm(hLeft), y: mm(hY + TEXT_SIZE * 1.6), fontSize: TEXT_SIZE, text: '100 mm horizontal' },
    { x: mm(vX - 25), y: mm(vTop + half + TEXT_SIZE / 2), fontSize: TEXT_SIZE, text: '100 mm vertical' },
  ];
  return { paper, horizontal, vertical, centre, texts };
}

/** A length as the page prints it: one decimal, without a trailing `.0`. */
const fmt = (value: number) => String(Math.round(value * 10) / 10);
