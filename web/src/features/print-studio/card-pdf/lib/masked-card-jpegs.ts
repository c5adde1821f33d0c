import { aadhaarNumberMarks, markOnSide, unmarkedOccurrences, type AadhaarNumberMark } from './aadhaar-numbers';
import { canvasJpeg, cardCanvas } from './card-geometry';
import { hideQrCodesHolding, paintAadhaarMasks } from './mask-aadhaar';
import type { PageCanvases } from './page-canvases';
import type { CardPlace } from './pdf-cards';
import type { OpenedPdf, PageTextRun } from './pdf-reader';

/** Why a masked Aadhaar cannot be made from this PDF: nothing is masked by guess (decision 0093). */
export type MaskRefusal =
  /** The PDF's text has no Aadhaar number: the number is only in pictures, or the PDF is a scan. */
  | 'number-not-found'
  /** A printed side shows no number in the PDF's text: the number on it is a picture, so it cannot be found for sure. */
  | 'number-not-on-card'
  /** The page's digits hold the number more often than it was found written as a number (split oddly, or run into other digits). */
  | 'number-elsewhere';

export class MaskRefused extends Error {
  constructor(readonly reason: MaskRefusal) {
    super(reason);
    this.name = 'MaskRefused';
  }
}

/**
 * The card's sides as JPEGs with the Aadhaar number masked, all in this browser: every number the PDF's text holds on
 * the sides' pages painted over to XXXX XXXX and its last four digits (paintAadhaarMasks), then each side cut, and a
 * QR code on it holding the whole number hidden (hideQrCodesHolding). Refused (MaskRefused) when the PDF's text has
 * no number, or a printed side has none on it: the number there would be a picture, left unmasked.
 */
export async function maskedCardJpegs(pdf: OpenedPdf, pages: PageCanvases, dpi: number, sides: readonly CardPlace[]): Promise<Blob[]> {
  const marksOf = new Map<number, AadhaarNumberMark[]>();
  const runsOf = new Map<number, PageTextRun[]>();
  for (const side of sides) {
    if (marksOf.has(side.page)) continue;
    const runs = (await pdf.pageText?.(side.page, dpi)) ?? [];
    runsOf.set(side.page, runs);
    marksOf.set(side.page, aadhaarNumberMarks(runs));
  }
  const all = [...marksOf.values()].flat();
  if (all.length === 0) throw new MaskRefused('number-not-found');
  if (sides.some((side) => !marksOf.get(side.page)!.some((mark) => markOnSide(mark, side.rect)))) throw new MaskRefused('number-not-on-card');
  const numbers = [...new Set(all.map((mark) => mark.digits))];
  // Every time the number's digits show on a page, it must be one of the marks: otherwise a copy would print unmasked.
  for (const [page, runs] of runsOf) if (unmarkedOccurrences(runs, marksOf.get(page)!, numbers)) throw new MaskRefused('number-elsewhere');

  // Each page masked once, on a copy: the page as rendered stays as it was for the outlines and previews.
  const masked = new Map<number, HTMLCanvasElement>();
  const maskedPage = async (page: number) => {
    const ready = masked.get(page);
    if (ready) return ready;
    const { canvas } = await pages.get(page);
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d context');
    context.drawImage(canvas, 0, 0);
    paintAadhaarMasks(context, marksOf.get(page)!);
    masked.set(page, copy);
    return copy;
  };

  const jpegs: Blob[] = [];
  for (const side of sides) {
    const { canvas, context } = cardCanvas(await maskedPage(side.page), side.rect, side.rotation);
    hideQrCodesHolding(context, numbers);
    jpegs.push(await canvasJpeg(canvas));
  }
  return jpegs;
}
