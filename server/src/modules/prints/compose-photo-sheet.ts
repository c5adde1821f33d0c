import { PDFName, StandardFonts, type PDFFont, type PDFImage } from 'pdf-lib';
import { placePhotoSheet } from '@core/layout/place-photo-sheet';
import { printerCorrection, type PrinterReadings } from '@core/layout/printer-correction';
import { sheetLayoutLabel, type SheetLayout } from '@core/layout/sheet-layouts';
import type { Rect } from '@core/layout/place-photos';
import type { Segment } from '@core/layout/segment';
import { mmToPt } from '@core/units/units';
import { applyPrinterCorrection } from './apply-printer-correction';
import { createPrintPdf } from './create-print-pdf';
import { cutLineOperators } from './draw-cut-lines';
import { photoOperators } from './draw-photo';
import { drawScaleBarMarks } from './draw-scale-bar';
import { drawWatermark } from './draw-watermark';
import { Sheet } from './sheet';

/** The photo's name among the page's resources: every rectangle draws this one embedded image. */
const PHOTO = PDFName.of('Photo');
/** Per layout, the content stream drawing the photo at every rectangle, then the cut lines: the same bytes for every sheet, so built once. */
const photoContents = new Map<string, Uint8Array>();

function photoSheetContent(layout: SheetLayout, sheet: Sheet, rects: readonly Rect[], cuts: readonly Segment[]): Uint8Array {
  const cached = photoContents.get(layout.id);
  if (cached) return cached;
  const photos = rects.flatMap((r) => photoOperators(PHOTO, sheet, r));
  const bytes = new TextEncoder().encode(`${[...photos, ...cutLineOperators(sheet, cuts)].map(String).join('\n')}\n`);
  photoContents.set(layout.id, bytes);
  return bytes;
}

export interface ComposeSheetInput {
  /** The (first) sheet: a partly used A4 sheet's start row applies to it only. */
  layout: SheetLayout;
  /** A second page when the count takes two sheets (decision 0071): from row 1, the same photo, watermark and printer profile. */
  secondPage?: SheetLayout;
  /** The cropped photo, JPEG, already upright. */
  photoJpeg: Uint8Array;
  /** Brand text repeated over the sheet, or null for a clean print. */
  watermark: string | null;
  brand: string;
  /** The chosen printer profile's readings: the whole page scaled and shifted by them (decision 0037). None: as drawn. */
  readings?: PrinterReadings | null;
  /** Fixed for reproducible output (golden tests). */
  createdAt?: Date;
}

/**
 * A sheet of passport photos as a PDF: the page exactly the paper size, every photo at its
 * rectangle from core's placePhotoSheet (one embedded image drawn `count` times), cut lines, the 50 mm
 * scale bar where it fits (under the photos or upright beside them), PrintScaling=None, and the watermark when asked.
 * With a second page (decision 0071) the same again on a page of its own, from row 1: the image embedded
 * once for both, the watermark on both (on page 1 below a used part only), the printer profile's
 * correction on every page.
 */
export async function composePhotoSheet(input: ComposeSheetInput): Promise<Uint8Array> {
  const { layout, secondPage } = input;
  const pages = secondPage ? [layout, secondPage] : [layout];
  const doc = await createPrintPdf({
    title: `${input.brand}: ${pages.map(sheetLayoutLabel).join(' + ')}${input.watermark ? ' (watermarked)' : ''}`,
    brand: input.brand,
    createdAt: input.createdAt ?? new Date(),
  });

  // Objects made in the order a one-page sheet always made them (its PDF bytes unchanged): page, font, image, then the watermark's font.
  let shared: { font: PDFFont; image: PDFImage } | null = null;
  let bold: PDFFont | null = null;
  for (const pageLayout of pages) {
    const page = doc.addPage([mmToPt(pageLayout.paper.width), mmToPt(pageLayout.paper.height)]);
    const sheet = new Sheet(page, pageLayout.paper);
    shared ??= { font: await doc.embedFont(StandardFonts.Helvetica), image: await doc.embedJpg(input.photoJpeg) };
    const { rects, cuts, scaleBar, used } = placePhotoSheet(pageLayout);
    // The photos and cut lines first (a cached stream naming the one embedded image), then the scale bar, the watermark last (below a used part: decision 0065).
    page.node.setXObject(PHOTO, shared.image.ref);
    page.node.addContentStream(doc.context.register(doc.context.stream(photoSheetContent(pageLayout, sheet, rects, cuts))));
    if (scaleBar) drawScaleBarMarks(sheet, shared.font, scaleBar);
    if (input.watermark) {
      bold ??= await doc.embedFont(StandardFonts.HelveticaBold);
      await drawWatermark(sheet, doc, bold, input.watermark, used);
    }
  }
  const { readings } = input;
  if (readings) applyPrinterCorrection(doc, printerCorrection(readings, layout.paper));
  // No yielding between objects: a sheet is small, and yielding only stretches its latency under load.
  // No object streams: they would be deflated on every save, for about 1 kB less.
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY, useObjectStreams: false });
}
