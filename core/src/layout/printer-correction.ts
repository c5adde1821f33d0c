import { mm, type Mm } from '../units/units';
import type { Paper } from './papers';

/** The length of each calibration bar: what a ruler should read on a printer that prints true. */
export const CALIBRATION_BAR_LENGTH = mm(100);
/** What a ruler may read for a 100 mm bar: a printer further off than ±10 % is broken, not uncalibrated. */
export const READING_RANGE = { min: 90, max: 110 } as const;
/** How far the centre mark may land from the paper's centre, each way. */
export const OFFSET_LIMIT = 10;

/** What the operator measured on a printed calibration page, in mm. */
export interface PrinterReadings {
  /** What the ruler read for the 100 mm horizontal bar. */
  horizontal: number;
  /** What the ruler read for the 100 mm vertical bar. */
  vertical: number;
  /** How far right of the paper's centre the centre mark landed (negative: left). */
  offsetX: number;
  /** How far down from the paper's centre the centre mark landed (negative: up). */
  offsetY: number;
}

/** No correction: what a print gets without a profile. */
export const trueReadings: PrinterReadings = { horizontal: 100, vertical: 100, offsetX: 0, offsetY: 0 };

/**
 * One affine map of the page, in mm from the top-left: a point drawn at (x, y) goes to
 * (scaleX·x + translateX, scaleY·y + translateY). Only the PDF code turns it into a `cm` matrix.
 */
export interface PageCorrection {
  scaleX: number;
  scaleY: number;
  translateX: Mm;
  translateY: Mm;
}

/**
 * Where to draw so that the paper comes out right. The printer is taken to stretch each axis by
 * reading/100 about the paper's centre and then shift by the measured offset: it prints a point q at
 * C + k·(q − C) + o. Measuring the centre mark's offset makes that model exact whatever point the
 * printer really stretches about (a stretch about any other point is the same stretch about the centre
 * plus a shift, and that shift is what the ruler reads at the centre). So to land a point on p, draw
 * it at q = C + (p − C − o)/k: scaled by 100/reading about the centre, shifted the opposite way.
 */
export function printerCorrection(readings: PrinterReadings, paper: Pick<Paper, 'width' | 'height'>): PageCorrection {
  const scaleX = CALIBRATION_BAR_LENGTH / readings.horizontal;
  const scaleY = CALIBRATION_BAR_LENGTH / readings.vertical;
  const cx = paper.width / 2;
  const cy = paper.height / 2;
  return {
    scaleX,
    scaleY,
    translateX: mm(cx - (cx + readings.offsetX) * scaleX),
    translateY: mm(cy - (cy + readings.offsetY) * scaleY),
  };
}

/** Whether a correction changes nothing (a profile that reads true): the PDF is then left as it is. */
export function isIdentityCorrection(c: PageCorrection): boolean {
  return c.scaleX === 1 && c.scaleY === 1 && c.translateX === 0 && c.translateY === 0;
}

/** Where a point (mm from the top-left) is drawn under a correction. */
export function correctPoint(c: PageCorrection, x: Mm, y: Mm): { x: Mm; y: Mm } {
  return { x: mm(c.scaleX * x + c.translateX), y: mm(c.scaleY * y + c.translateY) };
}
