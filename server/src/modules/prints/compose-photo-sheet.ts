import { PDFDocument, PDFName, PrintScaling, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { PHOTO_GAP, type Paper } from '../../../../core/src/layout/papers';
import { boundingBox, placePhotos, type Rect } from '../../../../core/src/layout/place-photos';
import { placeScaleBar } from '../../../../core/src/layout/place-scale-bar';
import { sheetLayoutLabel, type SheetLayout } from '../../../../core/src/layout/sheet-layouts';
import { mm, mmToPt, type Mm } from '../../../../core/src/units/units';

export const WATERMARK_REPEATS = 140;
const CUT_LINE = { thickness: 0.3, color: rgb(0.62, 0.62, 0.62) };
const CROP_MARK: Mm = mm(3);

export interface ComposeSheetInput {
  layout: SheetLayout;
  /** The cropped photo, JPEG, already upright. */
  photoJpeg: Uint8Array;
  /** Brand text repeated over the sheet, or null for a clean print. */
  watermark: string | null;
  brand: string;
  /** Fixed for reproducible output (golden tests). */
  createdAt?: Date;
}

/** Coordinates from the top-left in mm, as core gives them, to PDF points from the bottom-left. */
class Sheet {
  constructor(
    readonly page: PDFPage,
    readonly paper: Paper,
  ) {}
  x = (value: Mm) => mmToPt(value);
  y = (fromTop: Mm) => mmToPt(mm(this.paper.height - fromTop));
  line(x1: number, y1: number, x2: number, y2: number, thickness = CUT_LINE.thickness) {
    this.page.drawLine({ start: { x: this.x(mm(x1)), y: this.y(mm(y1)) }, end: { x: this.x(mm(x2)), y: this.y(mm(y2)) }, thickness, color: CUT_LINE.color });
  }
}

/** Cut lines along the middle of every gap, and crop marks outside the grid's outer edges. */
function drawCutLines(sheet: Sheet, rects: readonly Rect[]) {
  const box = boundingBox(rects);
  const xs = [...new Set(rects.map((r) => r.x))].sort((a, b) => a - b);
  const ys = [...new Set(rects.map((r) => r.y))].sort((a, b) => a - b);
  const width = rects[0]!.width;
  const height = rects[0]!.height;
  const top = box.y;
  const bottom = box.y + box.height;
  const left = box.x;
  const right = box.x + box.width;
  const margin = sheet.paper.margin;
  const reach = (value: number, limit: number, down: boolean) => (down ? Math.min(value + CROP_MARK, limit) : Math.max(value - CROP_MARK, limit));
  for (const x of xs.slice(1)) sheet.line(x - PHOTO_GAP / 2, top, x - PHOTO_GAP / 2, bottom);
  for (const y of ys.slice(1)) sheet.line(left, y - PHOTO_GAP / 2, right, y - PHOTO_GAP / 2);
  for (const x of [...xs, ...xs.map((v) => v + width)]) {
    if (top > margin) sheet.line(x, reach(top, margin, false), x, top - 0.5);
    sheet.line(x, bottom + 0.5, x, reach(bottom, sheet.paper.height - margin, true));
  }
  for (const y of [...ys, ...ys.map((v) => v + height)]) {
    sheet.line(reach(left, margin, false), y, left - 0.5, y);
    sheet.line(right + 0.5, y, reach(right, sheet.paper.width - margin, true), y);
  }
}

function drawScaleBar(sheet: Sheet, font: PDFFont, occupiedBottom: Mm) {
  const bar = placeScaleBar(sheet.paper, occupiedBottom);
  if (!bar) return;
  const lineY = bar.y + bar.height - 1;
  sheet.line(bar.x, lineY, bar.x + bar.length, lineY, 0.6);
  for (let tick = 0; tick <= 50; tick += 10) sheet.line(bar.x + tick, lineY - (tick % 50 === 0 ? 2 : 1.2), bar.x + tick, lineY, 0.4);
  sheet.page.drawText('50 mm: check with a ruler (print at 100%, Actual size)', { x: sheet.x(bar.x), y: sheet.y(mm(lineY - 2.6)), size: 6.5, font, color: rgb(0.35, 0.35, 0.35) });
}

const WATERMARK_FONT = PDFName.of('WmF');
const WATERMARK_STATE = PDFName.of('WmGS');
const watermarkStreams = new Map<string, Uint8Array>();

/** The watermark's content stream for a text on a paper: built once, then reused for every sheet. */
function watermarkContent(sheet: Sheet, font: PDFFont, text: string): Uint8Array {
  const key = `${sheet.paper.id}|${text}`;
  const cached = watermarkStreams.get(key);
  if (cached) return cached;
  const cols = 10;
  const rows = WATERMARK_REPEATS / cols;
  const size = Math.max(7, Math.min(14, (sheet.paper.width / cols) * 1.1));
  const stepX = sheet.paper.width / cols;
  const stepY = sheet.paper.height / rows;
  const angle = (30 * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)].map((v) => v.toFixed(5));
  const hex = font.encodeText(text).toString();
  const lines = [`q /${WATERMARK_STATE.decodeText()} gs 0.45 g BT /${WATERMARK_FONT.decodeText()} ${size.toFixed(2)} Tf`];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const x = sheet.x(mm(col * stepX + (row % 2) * (stepX / 2) - stepX / 4));
      const y = sheet.y(mm(row * stepY + stepY * 0.8));
      lines.push(`${cos} ${sin} -${sin} ${cos} ${x.toFixed(2)} ${y.toFixed(2)} Tm ${hex} Tj`);
    }
  }
  lines.push('ET Q');
  const bytes = new TextEncoder().encode(`${lines.join('\n')}\n`);
  watermarkStreams.set(key, bytes);
  return bytes;
}

/**
 * The brand, `WATERMARK_REPEATS` times, diagonal and light, across the whole sheet and over the
 * photos: one cached content stream sharing one graphics state and one font resource.
 */
function drawWatermark(sheet: Sheet, doc: PDFDocument, font: PDFFont, text: string) {
  sheet.page.node.setExtGState(WATERMARK_STATE, doc.context.obj({ Type: 'ExtGState', ca: 0.22, CA: 0.22 }));
  sheet.page.node.setFontDictionary(WATERMARK_FONT, font.ref);
  sheet.page.node.addContentStream(doc.context.register(doc.context.stream(watermarkContent(sheet, font, text))));
}

/**
 * A sheet of passport photos as a PDF: the page exactly the paper size, every photo at its
 * rectangle from core (one embedded image drawn `count` times), cut lines, a 50 mm scale bar when
 * it fits, PrintScaling=None, and the watermark when asked.
 */
export async function composePhotoSheet(input: ComposeSheetInput): Promise<Uint8Array> {
  const { layout } = input;
  const doc = await PDFDocument.create({ updateMetadata: false });
  const createdAt = input.createdAt ?? new Date();
  doc.setTitle(`${input.brand}: ${sheetLayoutLabel(layout)}${input.watermark ? ' (watermarked)' : ''}`);
  doc.setProducer(input.brand);
  doc.setCreator(input.brand);
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  doc.catalog.getOrCreateViewerPreferences().setPrintScaling(PrintScaling.None);

  const page = doc.addPage([mmToPt(layout.paper.width), mmToPt(layout.paper.height)]);
  const sheet = new Sheet(page, layout.paper);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const image = await doc.embedJpg(input.photoJpeg);
  const rects = placePhotos(layout.paper, layout.photo, layout.count, layout.columns);
  for (const r of rects) {
    page.drawImage(image, { x: sheet.x(r.x), y: sheet.y(mm(r.y + r.height)), width: mmToPt(r.width), height: mmToPt(r.height) });
  }
  drawCutLines(sheet, rects);
  const box = boundingBox(rects);
  drawScaleBar(sheet, font, mm(box.y + box.height + CROP_MARK));
  if (input.watermark) drawWatermark(sheet, doc, await doc.embedFont(StandardFonts.HelveticaBold), input.watermark);
  // No yielding between objects: a sheet is small, and yielding only stretches its latency under load.
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
}
