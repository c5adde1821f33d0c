import { degrees, StandardFonts, type PDFImage } from 'pdf-lib';
import { placeTrayCards, TRAY_CARD, trayPaper, type TrayCardPlacement, type TrayLayout } from '@core/layout/place-tray-cards';
import { type TrayBleed, type TrayPass } from '@core/layout/tray-terms';
import { mm, mmToPt } from '@core/units/units';
import { createPrintPdf } from './create-print-pdf';
import type { DocumentImage } from './compose-document-sheet';
import { drawWatermark } from './draw-watermark';
import { Sheet } from './sheet';

export interface ComposeTrayPassInput {
  layout: TrayLayout;
  pass: TrayPass;
  /** Cards in slots 1…count. */
  count: number;
  bleed: TrayBleed;
  /** The pass's side of the card: JPEG, upright, at the card's aspect. */
  image: DocumentImage;
  /** Brand text repeated over the page, or null for a clean print. */
  watermark: string | null;
  brand: string;
  title: string;
  createdAt?: Date;
}

/**
 * Draws `image` over `rect` (mm from the top-left, the footprint on the page) turned `rotation` degrees clockwise
 * about the rectangle's centre. pdf-lib turns an image about its lower-left corner, counter-clockwise: that corner
 * is placed so that the turned image's centre lands on the rectangle's.
 */
function drawTurned(sheet: Sheet, image: PDFImage, rect: TrayCardPlacement['image'], rotation: number, size: { width: number; height: number }) {
  const width = mmToPt(mm(size.width));
  const height = mmToPt(mm(size.height));
  const cx = sheet.x(mm(rect.x + rect.width / 2));
  const cy = sheet.y(mm(rect.y + rect.height / 2));
  const angle = (-rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const x = cx - (cos * width) / 2 + (sin * height) / 2;
  const y = cy - (sin * width) / 2 - (cos * height) / 2;
  sheet.page.drawImage(image, { x, y, width, height, rotate: degrees(-rotation) });
}

/**
 * One pass of a card tray (decision 0091) as a PDF: one page the size the tray is fed as, the pass's side of the
 * card in each used slot at core's placeTrayCards place (offset, turned), exactly 85.6 × 54 mm. With a bleed, the
 * picture is first drawn stretched over the card grown by the bleed and then at its true size over it, so the card
 * shows the picture at true scale and the edge past it carries the picture's edge colours. No cut lines, QR code or
 * scale bar (the card is the cut); the watermark over the page on a free print. PrintScaling=None.
 */
export async function composeTrayPass(input: ComposeTrayPassInput): Promise<Uint8Array> {
  const paper = trayPaper(input.layout);
  const doc = await createPrintPdf({ title: input.title, brand: input.brand, createdAt: input.createdAt ?? new Date() });
  const page = doc.addPage([mmToPt(paper.width), mmToPt(paper.height)]);
  const sheet = new Sheet(page, paper);
  const image = await doc.embedJpg(input.image.jpeg);
  for (const placed of placeTrayCards(input.layout, input.pass, input.count, input.bleed)) {
    if (input.bleed > 0) {
      drawTurned(sheet, image, placed.image, placed.rotation, { width: TRAY_CARD.width + 2 * input.bleed, height: TRAY_CARD.height + 2 * input.bleed });
    }
    drawTurned(sheet, image, placed.card, placed.rotation, TRAY_CARD);
  }
  if (input.watermark) await drawWatermark(sheet, doc, await doc.embedFont(StandardFonts.HelveticaBold), input.watermark);
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY, useObjectStreams: false });
}
