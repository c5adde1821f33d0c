import { rgb, type PDFPage } from 'pdf-lib';
import type { PageSize } from '@core/layout/papers';
import type { Segment } from '@core/layout/segment';
import { mm, mmToPt, type Mm } from '@core/units/units';

/** Cut lines and crop marks: thin and light, so they guide the cut without showing on the print. */
export const CUT_LINE = { thickness: 0.3, color: rgb(0.62, 0.62, 0.62) };

/** One PDF page of a paper (or a tray's page): coordinates from the top-left in mm, as core gives them, to PDF points from the bottom-left. */
export class Sheet {
  constructor(
    readonly page: PDFPage,
    readonly paper: PageSize,
  ) {}
  x = (value: Mm) => mmToPt(value);
  y = (fromTop: Mm) => mmToPt(mm(this.paper.height - fromTop));
  /** How a line placed by core (mm from the top-left) is drawn, `thickness` in points. */
  lineOptions(s: Segment, thickness = CUT_LINE.thickness) {
    return { start: { x: this.x(s.x1), y: this.y(s.y1) }, end: { x: this.x(s.x2), y: this.y(s.y2) }, thickness, color: CUT_LINE.color };
  }
  /** A line placed by core (mm from the top-left), `thickness` in points. */
  line(s: Segment, thickness = CUT_LINE.thickness) {
    this.page.drawLine(this.lineOptions(s, thickness));
  }
}
