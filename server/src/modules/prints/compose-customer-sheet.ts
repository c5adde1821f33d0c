import { PDFName, rgb, StandardFonts, type PDFFont, type PDFImage } from 'pdf-lib';
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
  /** Where everything goes, a page each (core's placeCustomerPages: one sheet, or two, decision 0071), the customers in the list's order. */
  sheets: readonly CustomerSheet[];
  /** Each customer's cropped photo, JPEG, upright, in the list's order; the same bytes are embedded once for every page. */
  photos: readonly Uint8Array[];
  /** Brand text repeated over every page, or null for a clean print. */
  watermark: string | null;
  brand: string;
  /** The chosen printer profile's readings: every page scaled and shifted by them (decision 0037). None: as drawn. */
  readings?: PrinterReadings | null;
  createdAt?: Date;
}

/**
 * Several customers' photos on one sheet, or two (decisions 0042 and 0071), as a PDF: each page exactly
 * the paper, each customer's photo embedded once and drawn at each of their rectangles from core's
 * packing, the cut lines, each customer's label (Helvetica Bold, Latin letters and digits), the 50 mm
 * scale bar where it fits, PrintScaling=None, the watermark over every page when free, and the printer
 * profile's correction around it all, as every sheet.
 */
export async function composeCustomerSheet(input: ComposeCustomerSheetInput): Promise<Uint8Array> {
  const { sheets } = input;
  const { paper } = sheets[0]!;
  const customerCount = sheets.reduce((sum, s) => sum + s.customers.length, 0);
  const photoCount = sheets.reduce((sum, s) => sum + s.customers.reduce((n, c) => n + c.rects.length, 0), 0);
  const doc = await createPrintPdf({
    title: `${input.brand}: ${photoCount} photos of ${customerCount} customers on ${sheets.length > 1 ? `${sheets.length} sheets of ` : ''}${paper.label}${input.watermark ? ' (watermarked)' : ''}`,
    brand: input.brand,
    createdAt: input.createdAt ?? new Date(),
  });
  // Objects made in the order a one-page sheet always made them: page, fonts, images.
  let fonts: { font: PDFFont; bold: PDFFont } | null = null;
  // One image per distinct photo for the whole PDF, named on each page that draws it.
  const images = new Map<Uint8Array, { name: PDFName; image: PDFImage }>();
  let index = 0;
  for (const placed of sheets) {
    const page = doc.addPage([mmToPt(paper.width), mmToPt(paper.height)]);
    const sheet = new Sheet(page, paper);
    fonts ??= { font: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
    // One content stream draws this page's photos, then the cuts.
    const operators = [];
    for (const customer of placed.customers) {
      const bytes = input.photos[index]!;
      index += 1;
      let embedded = images.get(bytes);
      if (!embedded) {
        embedded = { name: PDFName.of(`Photo${images.size + 1}`), image: await doc.embedJpg(bytes) };
        images.set(bytes, embedded);
      }
      page.node.setXObject(embedded.name, embedded.image.ref);
      for (const r of customer.rects) operators.push(...photoOperators(embedded.name, sheet, r));
    }
    operators.push(...cutLineOperators(sheet, placed.cuts));
    page.node.addContentStream(doc.context.register(doc.context.stream(`${operators.map(String).join('\n')}\n`)));
    for (const { label } of placed.customers) {
      page.drawText(label.text, { x: sheet.x(label.x), y: sheet.y(label.y), size: mmToPt(label.fontSize), font: fonts.bold, color: LABEL_COLOR });
    }
    if (placed.scaleBar) drawScaleBarMarks(sheet, fonts.font, placed.scaleBar);
    if (input.watermark) await drawWatermark(sheet, doc, fonts.bold, input.watermark);
  }
  const { readings } = input;
  if (readings) applyPrinterCorrection(doc, printerCorrection(readings, paper));
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY, useObjectStreams: false });
}
