import { PDFName, type PDFDocument, type PDFFont, type PDFRef } from 'pdf-lib';
import { placeWatermark, type WatermarkPlacement } from '@core/layout/place-watermark';
import { watermarkTextWidthEm } from '@core/layout/watermark-text-width';
import type { Rect } from '@core/layout/place-photos';
import { mmToPt } from '@core/units/units';
import { BRAND_DESCENT_SHARE, brandRaster, type BrandRaster } from './brand-raster';
import type { Sheet } from './sheet';

const WATERMARK_FONT = PDFName.of('WmF');
const WATERMARK_IMAGE = PDFName.of('WmImg');
const WATERMARK_STATE = PDFName.of('WmGS');
const watermarkStreams = new Map<string, Uint8Array>();
/** Within one PDF, every page of a paper shares one registered watermark stream, and a pictured brand one embedded image. */
const registeredStreams = new WeakMap<PDFDocument, Map<string, PDFRef>>();
const embeddedBrands = new WeakMap<PDFDocument, Map<string, PDFRef>>();

const f = (value: number) => value.toFixed(2);

/** Whether the PDF's standard font can write `text` (WinAnsi: Latin letters, not Devanagari or ₹). */
function canWrite(font: PDFFont, text: string): boolean {
  try {
    font.encodeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Each repetition's place and turn, as PDF text or image matrices start from: its baseline's start in points. */
function marksInPoints(sheet: Sheet, placement: WatermarkPlacement) {
  const radians = (placement.angle * Math.PI) / 180;
  return { cos: Math.cos(radians), sin: Math.sin(radians), marks: placement.marks.map((mark) => ({ x: sheet.x(mark.x), y: sheet.y(mark.y) })) };
}

/** The watermark's content stream for a text on a paper, in the standard font, where core's placeWatermark puts it. */
function textContent(sheet: Sheet, font: PDFFont, text: string, used: Rect | null): string {
  const placement = placeWatermark(sheet.paper, text, used);
  const { cos, sin, marks } = marksInPoints(sheet, placement);
  const hex = font.encodeText(text).toString();
  const lines = [`q /${WATERMARK_STATE.decodeText()} gs 0.45 g BT /${WATERMARK_FONT.decodeText()} ${f(mmToPt(placement.fontSize))} Tf`];
  for (const { x, y } of marks) lines.push(`${cos.toFixed(5)} ${sin.toFixed(5)} ${(-sin).toFixed(5)} ${cos.toFixed(5)} ${f(x)} ${f(y)} Tm ${hex} Tj`);
  lines.push('ET Q');
  return lines.join('\n');
}

/**
 * The same for a brand drawn as a picture (decision 0056): the picture at the text's size (shrunk to
 * the box placeWatermark sized, which counts every character it does not know as a full em, so the
 * repetitions still never touch), its baseline on each mark's, turned alike.
 */
function imageContent(sheet: Sheet, text: string, raster: BrandRaster, used: Rect | null): string {
  const placement = placeWatermark(sheet.paper, text, used);
  const { cos, sin, marks } = marksInPoints(sheet, placement);
  const em = mmToPt(placement.fontSize);
  const scale = Math.min(1, watermarkTextWidthEm(text) / raster.widthEm);
  const w = raster.widthEm * em * scale;
  const h = raster.heightEm * em * scale;
  // From the baseline down to the picture's lower edge, across the text (PDF y is up).
  const descent = h * BRAND_DESCENT_SHARE;
  const lines = [`q /${WATERMARK_STATE.decodeText()} gs`];
  for (const { x, y } of marks) {
    const x0 = x + descent * sin;
    const y0 = y - descent * cos;
    lines.push(`q ${f(w * cos)} ${f(w * sin)} ${f(-h * sin)} ${f(h * cos)} ${f(x0)} ${f(y0)} cm /${WATERMARK_IMAGE.decodeText()} Do Q`);
  }
  lines.push('Q');
  return lines.join('\n');
}

function cachedContent(key: string, build: () => string): Uint8Array {
  const cached = watermarkStreams.get(key);
  if (cached) return cached;
  const bytes = new TextEncoder().encode(`${build()}\n`);
  watermarkStreams.set(key, bytes);
  return bytes;
}

/** The brand's picture embedded once in `doc` (a PNG with its transparency), or the one embedded already. */
async function embeddedBrand(doc: PDFDocument, text: string, raster: BrandRaster): Promise<PDFRef> {
  let embedded = embeddedBrands.get(doc);
  if (!embedded) embeddedBrands.set(doc, (embedded = new Map()));
  let ref = embedded.get(text);
  if (!ref) embedded.set(text, (ref = (await doc.embedPng(raster.png)).ref));
  return ref;
}

/**
 * The brand, `WATERMARK_REPEATS` times per page, diagonal and light, across the whole page and over
 * everything on it: one cached content stream sharing one graphics state. A brand the standard font
 * can write is text in it; any other (Devanagari, ₹) is drawn as one embedded picture of the shaped
 * text (decision 0056), never through the standard font. Draw it last on a page. On a partly used
 * sheet, `used` is its used part: the pattern then stays below it (placeWatermark, decision 0065).
 */
export async function drawWatermark(sheet: Sheet, doc: PDFDocument, font: PDFFont, text: string, used: Rect | null = null): Promise<void> {
  sheet.page.node.setExtGState(WATERMARK_STATE, doc.context.obj({ Type: 'ExtGState', ca: 0.22, CA: 0.22 }));
  let streams = registeredStreams.get(doc);
  if (!streams) registeredStreams.set(doc, (streams = new Map()));
  const written = canWrite(font, text);
  const part = used ? `|below ${used.y + used.height}` : '';
  const key = `${sheet.paper.id}${part}|${text}|${written ? font.ref.toString() : 'picture'}`;
  let ref = streams.get(key);
  if (written) {
    sheet.page.node.setFontDictionary(WATERMARK_FONT, font.ref);
    if (!ref)
      streams.set(
        key,
        (ref = doc.context.register(doc.context.stream(cachedContent(`text|${sheet.paper.id}${part}|${text}`, () => textContent(sheet, font, text, used))))),
      );
  } else {
    const raster = await brandRaster(text);
    sheet.page.node.setXObject(WATERMARK_IMAGE, await embeddedBrand(doc, text, raster));
    if (!ref)
      streams.set(
        key,
        (ref = doc.context.register(
          doc.context.stream(cachedContent(`image|${sheet.paper.id}${part}|${text}`, () => imageContent(sheet, text, raster, used))),
        )),
      );
  }
  sheet.page.node.addContentStream(ref);
}
