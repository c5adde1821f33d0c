import { concatTransformationMatrix, popGraphicsState, pushGraphicsState, type PDFDocument } from 'pdf-lib';
import { isIdentityCorrection, type PageCorrection } from '@core/layout/printer-correction';
import { mmToPt, pt, type Pt } from '@core/units/units';

/**
 * A page correction (mm from the top-left, core's printerCorrection) as a PDF `cm` matrix in points
 * from the bottom-left of a page `heightPt` tall: x' = a·x + e, y' = d·y + f.
 */
function correctionMatrix(c: PageCorrection, heightPt: Pt): [number, number, number, number, number, number] {
  // y from the top is H − Y; so Y' = H − (sy·(H − Y) + ty) = sy·Y + H·(1 − sy) − ty.
  return [c.scaleX, 0, 0, c.scaleY, mmToPt(c.translateX), heightPt * (1 - c.scaleY) - mmToPt(c.translateY)];
}

/**
 * Applies a printer profile's `correction` to every page of `doc`: one `q … cm` stream before the page's content
 * streams and one `Q` after them, so everything on the page (photos, cut lines, scale bar, QR code,
 * watermark) is scaled and shifted together and the sheets' own drawing code never knows. Call it once,
 * after the last drawing and before saving. A correction that changes nothing leaves the PDF as it is.
 */
export function applyPrinterCorrection(doc: PDFDocument, correction: PageCorrection): void {
  if (isIdentityCorrection(correction)) return;
  for (const page of doc.getPages()) {
    const { height } = page.getSize();
    const [a, b, c, d, e, f] = correctionMatrix(correction, pt(height));
    page.node.normalize();
    const start = doc.context.register(doc.context.contentStream([pushGraphicsState(), concatTransformationMatrix(a, b, c, d, e, f)]));
    const end = doc.context.register(doc.context.contentStream([popGraphicsState()]));
    // Never a silently uncorrected page: a page without a content array can't be wrapped.
    if (!page.node.wrapContentStreams(start, end)) throw new Error('a page without content streams cannot be corrected');
  }
}
