import { PDFName, type PDFDocument, type PDFFont, type PDFRef } from 'pdf-lib';
import { placeWatermark } from '@core/layout/place-watermark';
import { mmToPt } from '@core/units/units';
import type { Sheet } from './sheet';

const WATERMARK_FONT = PDFName.of('WmF');
const WATERMARK_STATE = PDFName.of('WmGS');
const watermarkStreams = new Map<string, Uint8Array>();
/** Within one PDF, every page of a paper shares one registered watermark stream. */
const registeredStreams = new WeakMap<PDFDocument, Map<string, PDFRef>>();

/** The watermark's content stream for a text on a paper, where core's placeWatermark puts it: built once, then reused for every sheet. */
function watermarkContent(sheet: Sheet, font: PDFFont, text: string): Uint8Array {
  const key = `${sheet.paper.id}|${text}`;
  const cached = watermarkStreams.get(key);
  if (cached) return cached;
  const { marks, angle, fontSize } = placeWatermark(sheet.paper, text);
  const radians = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)].map((v) => v.toFixed(5));
  const hex = font.encodeText(text).toString();
  const lines = [`q /${WATERMARK_STATE.decodeText()} gs 0.45 g BT /${WATERMARK_FONT.decodeText()} ${mmToPt(fontSize).toFixed(2)} Tf`];
  for (const mark of marks) lines.push(`${cos} ${sin} -${sin} ${cos} ${sheet.x(mark.x).toFixed(2)} ${sheet.y(mark.y).toFixed(2)} Tm ${hex} Tj`);
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
