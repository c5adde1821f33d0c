// The reference that bench:compose holds the portal against (decision 0034): the same free 42-up
// sheet made the plain way, in one process, one after another, with none of the portal's own code or
// caches: sharp's re-encode of the crop to the free sheet's pixels (no burn-in), then pdf-lib's drawing
// API (the photo embedded once and drawn at every rectangle, each cut line, the scale bar, the brand
// 140 times at the watermark's opacity), saved without pauses between objects and without object
// streams (pdf-lib's faster way to save: the reference is the quicker of the two). Geometry comes
// from core, so the sheet is the portal's sheet.
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { placePhotoSheet } from '@core/layout/place-photo-sheet';
import { placeWatermark } from '@core/layout/place-watermark';
import type { SheetLayout } from '@core/layout/sheet-layouts';
import { mm, mmToPt, type Mm } from '@core/units/units';

const GREY = rgb(0.62, 0.62, 0.62);

/** One free sheet from the uploaded crop: re-encoded by sharp at `pixels`, composed by pdf-lib. */
export async function referencePhotoSheet(crop: Buffer, pixels: { width: number; height: number }, layout: SheetLayout, brand: string): Promise<Uint8Array> {
  const jpeg = await sharp(crop)
    .rotate()
    .resize({ ...pixels, fit: 'cover' })
    .jpeg({ quality: 92 })
    .toBuffer();
  const { paper } = layout;
  const doc = await PDFDocument.create();
  const page = doc.addPage([mmToPt(paper.width), mmToPt(paper.height)]);
  const x = (v: Mm) => mmToPt(v);
  const y = (fromTop: Mm) => mmToPt(mm(paper.height - fromTop));
  const image = await doc.embedJpg(jpeg);
  const { rects, cuts, scaleBar: bar } = placePhotoSheet(layout);
  for (const r of rects) page.drawImage(image, { x: x(r.x), y: y(mm(r.y + r.height)), width: mmToPt(r.width), height: mmToPt(r.height) });
  for (const s of cuts) page.drawLine({ start: { x: x(s.x1), y: y(s.y1) }, end: { x: x(s.x2), y: y(s.y2) }, thickness: 0.3, color: GREY });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  if (bar) {
    for (const s of [bar.line, ...bar.ticks])
      page.drawLine({ start: { x: x(s.x1), y: y(s.y1) }, end: { x: x(s.x2), y: y(s.y2) }, thickness: 0.5, color: GREY });
    page.drawText('50 mm: check with a ruler (print at 100%, Actual size)', {
      x: x(bar.label.x),
      y: y(bar.label.y),
      size: mmToPt(bar.label.fontSize),
      font,
      rotate: degrees(-bar.label.rotate),
    });
  }
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const { marks, angle, fontSize } = placeWatermark(paper, brand);
  for (const m of marks)
    page.drawText(brand, { x: x(m.x), y: y(m.y), size: mmToPt(fontSize), font: bold, rotate: degrees(angle), color: rgb(0.45, 0.45, 0.45), opacity: 0.22 });
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY, useObjectStreams: false });
}
