import { PDFDocument, PrintScaling } from 'pdf-lib';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

const PT_TO_MM = 25.4 / 72;

export interface PlacedImage {
  /** Position of the image's top-left corner, in mm from the page's top-left. */
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
  /** Degrees clockwise the image is turned on the page (0 upright; 90 its top to the right). */
  turn: number;
  /** The page area the image covers, in mm from the page's top-left, whatever its turn. */
  box: { x: number; y: number; width: number; height: number };
}

interface InspectedPage {
  widthPt: number;
  heightPt: number;
  images: PlacedImage[];
  /** Every string shown on the page, one entry per text-showing operation. */
  texts: string[];
}

export interface InspectedPdf {
  title: string | undefined;
  printScalingNone: boolean;
  pages: InspectedPage[];
}

/** A placed image's footprint (mm, to a hundredth: what a ruler tells apart) and its turn. */
export function placedFootprint(image: PlacedImage) {
  const r = (v: number) => Math.round(v * 100) / 100;
  return { x: r(image.box.x), y: r(image.box.y), width: r(image.box.width), height: r(image.box.height), turn: image.turn };
}

/** A PDF transformation matrix [a b c d e f]. */
export type Matrix = [number, number, number, number, number, number];
/** m × n, as PDF concatenates transformations. */
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>['getPage']>>;

/** Walks a page's operator list, tracking the current transformation matrix through save/restore/transform. */
export async function walkOperators(page: PdfPage, visit: (fn: number, args: unknown[], ctm: Matrix) => void): Promise<void> {
  const ops = await page.getOperatorList();
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  for (let i = 0; i < ops.fnArray.length; i += 1) {
    const fn = ops.fnArray[i]!;
    const args = ops.argsArray[i] as unknown[];
    if (fn === pdfjs.OPS.save) stack.push(ctm);
    else if (fn === pdfjs.OPS.restore) ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (fn === pdfjs.OPS.transform) ctm = multiply(ctm, args as Matrix);
    else visit(fn, args, ctm);
  }
}

/** Reads a PDF back the way a viewer does (pdf.js operator lists): page sizes, placed images, shown text. */
export async function inspectPdf(bytes: Uint8Array): Promise<InspectedPdf> {
  const loaded = await PDFDocument.load(bytes, { updateMetadata: false });
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 })
    .promise;
  const pages: InspectedPage[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    const heightPt = y1 - y0;
    const images: PlacedImage[] = [];
    const texts: string[] = [];
    await walkOperators(page, (fn, args, ctm) => {
      if (fn === pdfjs.OPS.paintImageXObject) {
        // An image fills the unit square under the current matrix.
        const width = Math.hypot(ctm[0], ctm[1]);
        const height = Math.hypot(ctm[2], ctm[3]);
        const corners = [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ].map(([u, v]) => ({ x: ctm[0] * u! + ctm[2] * v! + ctm[4] - x0, y: heightPt - (ctm[1] * u! + ctm[3] * v! + ctm[5] - y0) }));
        const xs = corners.map((c) => c.x * PT_TO_MM);
        const ys = corners.map((c) => c.y * PT_TO_MM);
        const box = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
        // The image's rows run along its x axis: counter-clockwise in PDF space is clockwise turned on the page.
        const turn = (Math.round((-Math.atan2(ctm[1], ctm[0]) * 180) / Math.PI) + 360) % 360;
        images.push({
          turn,
          box,
          xMm: (ctm[4] - x0) * PT_TO_MM,
          yMm: (heightPt - (ctm[5] - y0) - height) * PT_TO_MM,
          widthMm: width * PT_TO_MM,
          heightMm: height * PT_TO_MM,
        });
      } else if (fn === pdfjs.OPS.showText) {
        const glyphs = args[0] as Array<{ unicode?: string } | number | null>;
        texts.push(glyphs.map((g) => (g && typeof g === 'object' ? (g.unicode ?? '') : '')).join(''));
      }
    });
    pages.push({ widthPt: x1 - x0, heightPt, images, texts });
  }
  await doc.destroy();
  return {
    title: loaded.getTitle(),
    printScalingNone: loaded.catalog.getViewerPreferences()?.getPrintScaling() === PrintScaling.None,
    pages,
  };
}
