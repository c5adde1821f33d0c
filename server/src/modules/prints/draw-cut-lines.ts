import { drawLine, type PDFOperator } from 'pdf-lib';
import { placeCutOutlines } from '@core/layout/place-cut-outlines';
import type { DocumentPage } from '@core/layout/place-documents';
import type { Segment } from '@core/layout/segment';
import { mm, mmToPt } from '@core/units/units';
import { CUT_LINE, type Sheet } from './sheet';

/** Photo grids: the operators of the cut lines and crop marks core placed (placePhotoSheet's `cuts`). */
export function cutLineOperators(sheet: Sheet, cuts: readonly Segment[]): PDFOperator[] {
  return cuts.flatMap((line) => drawLine(sheet.lineOptions(line)));
}

/**
 * Cards and passport pages: the outline core's placeCutOutlines puts exactly around each (cutting
 * along it gives the card at its true size), one rectangle path per card.
 */
export function drawCutOutlines(sheet: Sheet, page: DocumentPage) {
  for (const r of placeCutOutlines(page)) {
    sheet.page.drawRectangle({
      x: sheet.x(r.x),
      y: sheet.y(mm(r.y + r.height)),
      width: mmToPt(r.width),
      height: mmToPt(r.height),
      borderWidth: CUT_LINE.thickness,
      borderColor: CUT_LINE.color,
    });
  }
}
