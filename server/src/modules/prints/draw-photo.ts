import { degrees, drawImage, type PDFName, type PDFOperator } from 'pdf-lib';
import type { Rect } from '@core/layout/place-photos';
import { mm, mmToPt } from '@core/units/units';
import type { Sheet } from './sheet';

/** Photo sheets: the operators drawing the page's image `name` exactly over the rectangle core placed (mm from the top left), upright. */
export function photoOperators(name: PDFName, sheet: Sheet, r: Rect): PDFOperator[] {
  return drawImage(name, {
    x: sheet.x(r.x),
    y: sheet.y(mm(r.y + r.height)),
    width: mmToPt(r.width),
    height: mmToPt(r.height),
    rotate: degrees(0),
    xSkew: degrees(0),
    ySkew: degrees(0),
  });
}
