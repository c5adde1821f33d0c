import { PDFName, type PDFDocument, type PDFFont, type PDFRef } from 'pdf-lib';
import { mm } from '../../../../core/src/units/units';
import type { Sheet } from './sheet';

export const WATERMARK_REPEATS = 140;

const WATERMARK_FONT = PDFName.of('WmF');
const WATERMARK_STATE = PDFName.of('WmGS');
const watermarkStreams = new Map<string, Uint8Array>();
/** Within one PDF, every page of a paper shares one registered watermark stream. */
const registeredStreams = new WeakMap<PDFDocument, Map<string, PDFRef>>();

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
 * The brand, `WATERMARK_REPEATS` times per page, diagonal and light, across the whole page and over
 * everything on it: one cached content stream sharing one graphics state and one font resource.
 * Draw it last on a page.
 */
export function drawWatermark(sheet: Sheet, doc: PDFDocument, font: PDFFont, text: string) {
  sheet.page.node.setExtGState(WATERMARK_STATE, doc.context.obj({ Type: 'ExtGState', ca: 0.22, CA: 0.22 }));
  sheet.page.node.setFontDictionary(WATERMARK_FONT, font.ref);
  let streams = registeredStreams.get(doc);
  if (!streams) registeredStreams.set(doc, (streams = new Map()));
  const key = `${sheet.paper.id}|${text}|${font.ref.toString()}`;
  let ref = streams.get(key);
  if (!ref) streams.set(key, (ref = doc.context.register(doc.context.stream(watermarkContent(sheet, font, text)))));
  sheet.page.node.addContentStream(ref);
}
