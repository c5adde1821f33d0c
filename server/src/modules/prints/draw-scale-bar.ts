import { degrees, rgb, type PDFFont } from 'pdf-lib';
import { placeScaleBarMarks, type ScaleBarMarks } from '@core/layout/place-scale-bar-marks';
import { mmToPt, type Mm } from '@core/units/units';
import type { Sheet } from './sheet';

/** The 50 mm scale bar where core's placeScaleBarMarks puts it, under everything above `occupiedBottom`, when it fits inside the margins. */
export function drawScaleBar(sheet: Sheet, font: PDFFont, occupiedBottom: Mm) {
  const marks = placeScaleBarMarks(sheet.paper, occupiedBottom);
  if (marks) drawScaleBarMarks(sheet, font, marks);
}

/** A 50 mm scale bar placed by core, level or upright (its label turned with it). */
export function drawScaleBarMarks(sheet: Sheet, font: PDFFont, marks: ScaleBarMarks) {
  sheet.line(marks.line, 0.6);
  for (const tick of marks.ticks) sheet.line(tick, 0.4);
  const { label } = marks;
  sheet.page.drawText('50 mm: check with a ruler (print at 100%, Actual size)', {
    x: sheet.x(label.x),
    y: sheet.y(label.y),
    size: mmToPt(label.fontSize),
    font,
    color: rgb(0.35, 0.35, 0.35),
    // Core turns clockwise on a page read from the top; PDF turns anticlockwise from the bottom.
    rotate: degrees(-label.rotate),
  });
}
