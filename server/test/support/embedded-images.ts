import { PDFDocument, PDFName, PDFRawStream, type PDFDict } from 'pdf-lib';
import sharp from 'sharp';

export interface EmbeddedImage {
  width: number;
  height: number;
  channels: number;
  /** Decoded pixels, row by row. */
  pixels: Buffer;
}

/**
 * Every raster image object a PDF embeds (whatever draws it, however often), decoded: what
 * `pdfimages` would hand anyone who has the file. Our PDFs embed JPEGs (DCTDecode) only; anything
 * else fails loudly.
 */
export async function embeddedImages(bytes: Uint8Array): Promise<EmbeddedImage[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const images: EmbeddedImage[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict: PDFDict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const filter = dict.get(PDFName.of('Filter'));
    if (filter !== PDFName.of('DCTDecode')) throw new Error(`an embedded image with filter ${String(filter)}`);
    const { data, info } = await sharp(Buffer.from(object.contents)).raw().toBuffer({ resolveWithObject: true });
    images.push({ width: info.width, height: info.height, channels: info.channels, pixels: data });
  }
  return images;
}

/** The share of an image's pixels where some channel differs from `level` by more than `by`. */
export function shareDifferingFrom(image: EmbeddedImage, level: number, by: number): number {
  let differing = 0;
  const count = image.width * image.height;
  for (let p = 0; p < count; p += 1) {
    for (let c = 0; c < image.channels; c += 1) {
      if (Math.abs(image.pixels[p * image.channels + c]! - level) > by) {
        differing += 1;
        break;
      }
    }
  }
  return differing / count;
}
