import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printerProfileInput } from '../src/contracts/printer-profiles';
import { printFromForm } from '../src/contracts/prints';
import { papers } from '../src/layout/papers';
import { calibrationPapers, placeCalibrationMarks } from '../src/layout/place-calibration-marks';
import { correctPoint, isIdentityCorrection, printerCorrection, trueReadings, type PrinterReadings } from '../src/layout/printer-correction';
import { mm } from '../src/units/units';

/** The printer the model assumes: stretches each axis by reading/100 about the paper's centre, then shifts by the offset. */
function printed(readings: PrinterReadings, paper: { width: number; height: number }, x: number, y: number) {
  const cx = paper.width / 2;
  const cy = paper.height / 2;
  return {
    x: cx + (readings.horizontal / 100) * (x - cx) + readings.offsetX,
    y: cy + (readings.vertical / 100) * (y - cy) + readings.offsetY,
  };
}

const anyReadings = fc.record({
  horizontal: fc.double({ min: 90, max: 110, noNaN: true }),
  vertical: fc.double({ min: 90, max: 110, noNaN: true }),
  offsetX: fc.double({ min: -10, max: 10, noNaN: true }),
  offsetY: fc.double({ min: -10, max: 10, noNaN: true }),
});

describe('printerCorrection', () => {
  it('changes nothing for a printer that reads true', () => {
    expect(isIdentityCorrection(printerCorrection(trueReadings, papers.a4))).toBe(true);
  });

  it('draws a 35×45 mm photo at 35×100/101 by 45×100/99 mm for a printer reading 101 and 99 mm', () => {
    const c = printerCorrection({ horizontal: 101, vertical: 99, offsetX: 0, offsetY: 0 }, papers.a4);
    const topLeft = correctPoint(c, mm(20), mm(30));
    const bottomRight = correctPoint(c, mm(55), mm(75));
    expect(bottomRight.x - topLeft.x).toBeCloseTo((35 * 100) / 101, 9);
    expect(bottomRight.y - topLeft.y).toBeCloseTo((45 * 100) / 99, 9);
    // The paper's centre stays put when there is no offset.
    expect(correctPoint(c, mm(105), mm(148.5))).toEqual({ x: 105, y: 148.5 });
  });

  it('shifts the content the opposite way of the offset', () => {
    const c = printerCorrection({ horizontal: 100, vertical: 100, offsetX: 1.5, offsetY: -2 }, papers['4x6']);
    expect(correctPoint(c, mm(10), mm(10)).x).toBeCloseTo(8.5, 9);
    expect(correctPoint(c, mm(10), mm(10)).y).toBeCloseTo(12, 9);
  });

  it('undoes the modelled printer: every corrected point prints where it was meant to', () => {
    fc.assert(
      fc.property(anyReadings, fc.double({ min: 0, max: 210, noNaN: true }), fc.double({ min: 0, max: 297, noNaN: true }), (readings, x, y) => {
        const c = printerCorrection(readings, papers.a4);
        const drawn = correctPoint(c, mm(x), mm(y));
        const onPaper = printed(readings, papers.a4, drawn.x, drawn.y);
        expect(onPaper.x).toBeCloseTo(x, 6);
        expect(onPaper.y).toBeCloseTo(y, 6);
      }),
    );
  });
});

describe('placeCalibrationMarks', () => {
  it.each(Object.values(calibrationPapers))('puts 100 mm bars, ticks every 10 mm and the centre cross on $label', (paper) => {
    const marks = placeCalibrationMarks(paper);
    const h = marks.horizontal.line;
    const v = marks.vertical.line;
    expect(h.x2 - h.x1).toBe(100);
    expect(h.y1).toBe(h.y2);
    expect(v.y2 - v.y1).toBe(100);
    expect(v.x1).toBe(v.x2);
    expect(marks.horizontal.ticks.map((t) => t.x1 - h.x1)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(marks.vertical.ticks.map((t) => t.y1 - v.y1)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(marks.centre[0].y1).toBe(paper.height / 2);
    expect((marks.centre[0].x1 + marks.centre[0].x2) / 2).toBe(paper.width / 2);
    expect(marks.centre[1].x1).toBe(paper.width / 2);
    // Everything on the paper; the bars never cross each other or the cross.
    for (const s of [h, v, ...marks.centre]) {
      expect(Math.min(s.x1, s.x2)).toBeGreaterThan(0);
      expect(Math.max(s.x1, s.x2)).toBeLessThan(paper.width);
      expect(Math.max(s.y1, s.y2)).toBeLessThan(paper.height - paper.margin);
    }
    expect(h.y1).toBeGreaterThan(v.y2);
    expect(v.x1).toBeLessThan(marks.centre[0].x1);
    for (const text of marks.texts) expect(text.y).toBeGreaterThan(paper.margin);
  });
});

describe('printer profile contracts', () => {
  it('keeps readings within 90–110 mm, offsets within ±10 mm and names 1–60 characters', () => {
    const ok = { name: ' Epson L3250 A4 ', horizontal: 101, vertical: 99.5, offsetX: -1.2, offsetY: 10 };
    expect(printerProfileInput.parse(ok)).toEqual({ ...ok, name: 'Epson L3250 A4' });
    expect(printerProfileInput.parse({ name: 'x', horizontal: 100, vertical: 100 })).toMatchObject({ offsetX: 0, offsetY: 0 });
    for (const bad of [
      { ...ok, horizontal: 89.9 },
      { ...ok, vertical: 110.1 },
      { ...ok, offsetX: 10.01 },
      { ...ok, offsetY: -11 },
      { ...ok, name: '   ' },
      { ...ok, name: 'x'.repeat(61) },
      { ...ok, horizontal: Number.POSITIVE_INFINITY },
      { ...ok, name: 'a\u0000b' },
    ]) {
      expect(printerProfileInput.safeParse(bad).success).toBe(false);
    }
  });

  it('carries the printer profile through the print form', () => {
    const id = '0b6c1f44-8d36-4c1b-9a2e-3f4f5a6b7c8d';
    const photo = printFromForm.parse({ service: 'passport-photo', mode: 'clean', layout: 'a4-6', printerProfile: id });
    expect(photo.sheet.printerProfileId).toBe(id);
    const document = printFromForm.parse({ service: 'single-side', mode: 'clean', docType: 'aadhaar', printerProfile: id });
    expect(document.sheet.printerProfileId).toBe(id);
    expect(printFromForm.parse({ service: 'passport-photo', mode: 'clean', layout: 'a4-6', printerProfile: '' }).sheet.printerProfileId).toBeUndefined();
    expect(printFromForm.safeParse({ service: 'passport-photo', mode: 'clean', layout: 'a4-6', printerProfile: '../x' }).success).toBe(false);
  });
});
