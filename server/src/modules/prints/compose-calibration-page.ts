import { rgb, StandardFonts } from 'pdf-lib';
import { placeCalibrationMarks, calibrationPapers, type CalibrationPaperId } from '@core/layout/place-calibration-marks';
import { printerCorrection, trueReadings, type PrinterReadings } from '@core/layout/printer-correction';
import { mmToPt } from '@core/units/units';
import { applyPrinterCorrection } from './apply-printer-correction';
import { createPrintPdf } from './create-print-pdf';
import { Sheet } from './sheet';

/** The bars and the cross: black and firm, so a ruler reads them; ticks thinner. */
const BAR = 0.6;
const TICK = 0.4;

export interface ComposeCalibrationPageInput {
  paper: CalibrationPaperId;
  brand: string;
  /** A profile to check: the page printed through it should then measure true. None: as drawn. */
  readings?: PrinterReadings;
  createdAt?: Date;
}

/**
 * The calibration page (decision 0037) as a PDF, the page exactly the paper's size: core's
 * placeCalibrationMarks (two 100 mm bars with ticks every 10 mm, the centre cross, the instructions),
 * PrintScaling=None. Free and nobody's: nothing of a user's is on it, so it carries no watermark.
 */
export async function composeCalibrationPage(input: ComposeCalibrationPageInput): Promise<Uint8Array> {
  const paper = calibrationPapers[input.paper];
  const doc = await createPrintPdf({
    title: `${input.brand}: printer calibration, ${paper.label}`,
    brand: input.brand,
    createdAt: input.createdAt ?? new Date(),
  });
  const page = doc.addPage([mmToPt(paper.width), mmToPt(paper.height)]);
  const sheet = new Sheet(page, paper);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const marks = placeCalibrationMarks(paper);
  const black = rgb(0, 0, 0);
  for (const bar of [marks.horizontal, marks.vertical]) {
    page.drawLine({ ...sheet.lineOptions(bar.line, BAR), color: black });
    for (const tick of bar.ticks) page.drawLine({ ...sheet.lineOptions(tick, TICK), color: black });
  }
  for (const arm of marks.centre) page.drawLine({ ...sheet.lineOptions(arm, TICK), color: black });
  for (const text of marks.texts) page.drawText(text.text, { x: sheet.x(text.x), y: sheet.y(text.y), size: mmToPt(text.fontSize), font, color: black });
  const readings = input.readings ?? trueReadings;
  applyPrinterCorrection(doc, printerCorrection(readings, paper));
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY, useObjectStreams: false });
}
