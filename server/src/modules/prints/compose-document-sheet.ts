import { StandardFonts, type PDFImage } from 'pdf-lib';
import { hasBack, type DocumentLayoutId } from '@core/documents/document-layouts';
import { documentSheetLabel } from '@core/documents/document-sheet-label';
import type { DocumentType } from '@core/documents/document-types';
import { AppError } from '@core/errors/app-error';
import { fitInside } from '@core/layout/fit-inside';
import { placeDocuments, type DocumentSide } from '@core/layout/place-documents';
import { printerCorrection, type PrinterReadings } from '@core/layout/printer-correction';
import { documentPageOccupiedBottom } from '@core/layout/scale-bar-occupied-bottom';
import { mm, mmToPt } from '@core/units/units';
import { applyPrinterCorrection } from './apply-printer-correction';
import { createPrintPdf } from './create-print-pdf';
import { drawCutOutlines } from './draw-cut-lines';
import { drawQrCode } from './draw-qr-code';
import { drawScaleBar } from './draw-scale-bar';
import { drawWatermark } from './draw-watermark';
import { Sheet } from './sheet';

export interface DocumentImage {
  /** JPEG, upright: for cards and passport pages already at the type's aspect (see prepareUpload's `cover`). */
  jpeg: Uint8Array;
  width: number;
  height: number;
}

export interface ComposeDocumentInput {
  docType: DocumentType;
  layout: DocumentLayoutId;
  copies: number;
  front: DocumentImage;
  /** Required by the both-side layouts (`0`, `1`), ignored by `single`. */
  back: DocumentImage | null;
  /** What the print-reference QR code carries, or null for a sheet without it (passport pages, e-Aadhaar prints). */
  reference: string | null;
  /** Brand text repeated over every page, or null for a clean print. */
  watermark: string | null;
  brand: string;
  /** The chosen printer profile's readings: every page scaled and shifted by them (decision 0037). None: as drawn. */
  readings?: PrinterReadings | null;
  /** Fixed for reproducible output. */
  createdAt?: Date;
}

/**
 * A document print as a PDF (docs/domain-rules.md §7): A4 pages, cards and passport pages at their true size from
 * the type (each image embedded once, drawn once per copy) with a thin cut line around each and the
 * 50 mm scale bar where it fits; page documents fitted inside the margins above the footer band, aspect
 * kept, one page per side. The QR code in free space when asked, the watermark over every page when
 * asked, PrintScaling=None. Throws LAYOUT_DOES_NOT_FIT when core says the combination doesn't fit.
 */
export async function composeDocumentSheet(input: ComposeDocumentInput): Promise<Uint8Array> {
  const { docType, layout, copies } = input;
  if (hasBack(layout) && !input.back) throw new Error(`layout ${layout} needs the back`);
  const placement = placeDocuments(docType, layout, copies, { qr: input.reference !== null });
  if (!placement.fits) throw new AppError('LAYOUT_DOES_NOT_FIT', placement.message);
  const { sheet: plan } = placement;

  const doc = await createPrintPdf({
    title: `${input.brand}: ${documentSheetLabel(docType, layout, copies)}${input.watermark ? ' (watermarked)' : ''}`,
    brand: input.brand,
    createdAt: input.createdAt ?? new Date(),
  });
  const sources: Record<DocumentSide, DocumentImage | null> = { front: input.front, back: hasBack(layout) ? input.back : null };
  const embedded = new Map<DocumentSide, PDFImage>();
  const embed = async (side: DocumentSide) => {
    const source = sources[side];
    if (!source) throw new Error(`no ${side} image`);
    let image = embedded.get(side);
    if (!image) embedded.set(side, (image = await doc.embedJpg(source.jpeg)));
    return { image, source };
  };
  const font = docType.printedSize ? await doc.embedFont(StandardFonts.Helvetica) : null;
  const watermarkFont = input.watermark ? await doc.embedFont(StandardFonts.HelveticaBold) : null;

  for (const pagePlan of plan.pages) {
    const page = doc.addPage([mmToPt(plan.paper.width), mmToPt(plan.paper.height)]);
    const sheet = new Sheet(page, plan.paper);
    for (const slot of pagePlan.slots) {
      const { image, source } = await embed(slot.side);
      const r = slot.fit === 'exact' ? slot.rect : fitInside(slot.rect, source.width / source.height);
      page.drawImage(image, { x: sheet.x(r.x), y: sheet.y(mm(r.y + r.height)), width: mmToPt(r.width), height: mmToPt(r.height) });
    }
    drawCutOutlines(sheet, pagePlan);
    if (pagePlan.qr && input.reference) drawQrCode(sheet, pagePlan.qr, input.reference);
    const occupiedBottom = documentPageOccupiedBottom(docType, pagePlan);
    if (font && occupiedBottom !== null) drawScaleBar(sheet, font, occupiedBottom);
    if (input.watermark && watermarkFont) await drawWatermark(sheet, doc, watermarkFont, input.watermark);
  }
  const { readings } = input;
  if (readings) applyPrinterCorrection(doc, printerCorrection(readings, plan.paper));
  // No object streams: they would be deflated on every save, for about 1 kB less.
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY, useObjectStreams: false });
}
