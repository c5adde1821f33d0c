import { PDFName, rgb, StandardFonts, type PDFImage } from 'pdf-lib';
import type { CustomerSheet } from '@core/layout/place-customer-sheet';
import { printerCorrection, type PrinterReadings } from '@core/layout/printer-correction';
import { mmToPt } from '@core/units/units';
import { applyPrinterCorrection } from './apply-printer-correction';
import { createPrintPdf } from './create-print-pdf';
import { cutLineOperators } from './draw-cut-lines';
import { photoOperators } from './draw-photo';
import { drawScaleBarMarks } from './draw-scale-bar';
import { drawWatermark } from './draw-watermark';
import { Sheet } from './sheet';

/** Labels: dark grey, readable beside the light cut lines without competing with the photos. */
const LABEL_COLOR = rgb(0.25, 0.25, 0.25);

export interface ComposeCustomerSheetInput {
  /** Where everything goes (core's placeCustomerSheet). */
  sheet: CustomerSheet;
  /** Each customer's cropped photo, JPEG, upright, in the customers' order; the same bytes are embedded once. */
  photos: readonly Uint8Array[];
  /** Brand text repeated over the sheet, or null for a clean print. */
  watermark: string | null;
  brand: string;
  /** The chosen printer profile's readings: the whole page scaled and shifted by them (decision 0037). None: as drawn. */
  readings?: PrinterReadings | null;
  createdAt?: Date;
}

/**
 * Several customers' photos on one sheet as a PDF (decision 0042): the page exactly the paper, each
 * customer's photo embedded once and drawn at each of their rectangles from core's placeCustomerSheet,
 * the cut lines, each customer's label (Helvetica Bold, Latin letters and digits), the 50 mm scale
 * bar where it fits, PrintScaling=None, the watermark over everything when free, and the printer
 * profile's correction around it all, as every sheet.
 */
export async function composeCustomerSheet(input: ComposeCustomerSheetInput): Promise<Uint8Array> {
  const { sheet: placed } = input;
  const { paper } = placed;
  const photoCount = placed.customers.reduce((sum, c) => sum + c.rects.length, 0);
  const doc = await createPrintPdf({
    title: `${input.brand}: ${photoCount} photos of ${placed.customers.length} customers on ${paper.label}${input.watermark ? ' (watermarked)' : ''}`,
    brand: input.brand,
    createdAt: input.createdAt ?? new Date(),
  });
  const page = doc.addPage([mmToPt(paper.width), mmToPt(paper.height)]);
  const sheet = new Sheet(page, paper);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  // One image per distinct photo, named on the page; one content stream draws them all, then the cuts.
  const images = new Map<Uint8Array, { name: PDFName; image: PDFImage }>();
  const operators = [];
  for (const [index, customer] of placed.customers.entries()) {
    const bytes = input.photos[index]!;
    let embedded = images.get(bytes);
    if (!embedded) {
      embedded = { name: PDFName.of(`Photo${images.size + 1}`), image: await doc.embedJpg(bytes) };
      images.set(bytes, embedded);
      page.node.setXObject(embedded.name, embedded.image.ref);
    }
    for (const r of customer.rects) operators.push(...photoOperators(embedded.name, sheet, r));
  }
  operators.push(...cutLineOperators(sheet, placed.cuts));
  page.node.addContentStream(doc.context.register(doc.context.stream(`${operators.map(String).join('\n')}\n`)));
  for (const { label } of placed.customers) {
    page.drawText(label.text, { x: sheet.x(label.x), y: sheet.y(label.y), size: mmToPt(label.fontSize), font: bold, color: LABEL_COLOR });
  }
  if (placed.scaleBar) drawScaleBarMarks(sheet, font, placed.scaleBar);
  if (input.watermark) await drawWatermark(sheet, doc, bold, input.watermark);
  const { readings } = input;
  if (readings) applyPrinterCorrection(doc, printerCorrection(readings, paper));
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY, useObjectStreams: false });
}
