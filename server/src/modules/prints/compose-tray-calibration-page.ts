import { rgb, StandardFonts } from 'pdf-lib';
import { placeTrayCalibration, trayPaper, type TrayLayout } from '@core/layout/place-tray-cards';
import { type TrayPass } from '@core/layout/tray-terms';
import { mm, mmToPt } from '@core/units/units';
import { createPrintPdf } from './create-print-pdf';
import { Sheet } from './sheet';

const OUTLINE = 0.4;
const CROSS = 0.3;
const TOP_MARK = 1.2;
const TEXT_MM = 3;

export interface ComposeTrayCalibrationInput {
  layout: TrayLayout;
  name: string;
  pass: TrayPass;
  brand: string;
  createdAt?: Date;
}

/**
 * A tray pass's calibration page (decision 0091) as a PDF the size the tray is fed as: core's placeTrayCalibration
 * (each slot's card outline where the pass puts it now, a cross on its centre, a thick mark along the picture's top
 * edge, the slot's number) and one line saying what to measure. Printed on plain paper laid over the tray. Free and
 * nobody's picture: no watermark.
 */
export async function composeTrayCalibrationPage(input: ComposeTrayCalibrationInput): Promise<Uint8Array> {
  const paper = trayPaper(input.layout);
  const doc = await createPrintPdf({
    title: `${input.brand}: card tray calibration, ${input.pass} pass`,
    brand: input.brand,
    createdAt: input.createdAt ?? new Date(),
  });
  const page = doc.addPage([mmToPt(paper.width), mmToPt(paper.height)]);
  const sheet = new Sheet(page, paper);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const black = rgb(0, 0, 0);
  for (const slot of placeTrayCalibration(input.layout, input.pass)) {
    const { outline } = slot;
    const [left, top, right, bottom] = [outline.x, outline.y, mm(outline.x + outline.width), mm(outline.y + outline.height)];
    const edges = [
      { x1: left, y1: top, x2: right, y2: top },
      { x1: right, y1: top, x2: right, y2: bottom },
      { x1: right, y1: bottom, x2: left, y2: bottom },
      { x1: left, y1: bottom, x2: left, y2: top },
    ];
    for (const edge of edges) page.drawLine({ ...sheet.lineOptions(edge, OUTLINE), color: black });
    for (const arm of slot.cross) page.drawLine({ ...sheet.lineOptions(arm, CROSS), color: black });
    page.drawLine({ ...sheet.lineOptions(slot.top, mmToPt(mm(TOP_MARK))), color: black });
    page.drawText(`${slot.slot + 1}`, { x: sheet.x(slot.label.x), y: sheet.y(slot.label.y), size: mmToPt(mm(TEXT_MM * 1.5)), font, color: black });
  }
  // Latin only: the PDF's standard font cannot shape Devanagari; the screen says the same in Hindi.
  const lines = [
    `${input.name}: ${input.pass} pass calibration. Lay this page over the tray.`,
    "For each slot, measure how far the cross is right and down of the slot's centre (mm), and type it in.",
  ];
  lines.forEach((text, index) => {
    const size = mmToPt(mm(TEXT_MM));
    const width = font.widthOfTextAtSize(text, size);
    const room = mmToPt(mm(paper.width - 4));
    page.drawText(text, {
      x: sheet.x(mm(2)),
      y: sheet.y(mm(paper.height - 4 - (lines.length - 1 - index) * TEXT_MM * 1.4)),
      size: width > room ? (size * room) / width : size,
      font,
      color: black,
    });
  });
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY, useObjectStreams: false });
}
