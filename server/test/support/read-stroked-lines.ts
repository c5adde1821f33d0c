import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { walkOperators, type Matrix } from './inspect-pdf';

const PT_TO_MM = 25.4 / 72;
/** pdf.js's path drawing codes inside a constructPath operation (DrawOPS). */
const DRAW = { moveTo: 0, lineTo: 1 } as const;

/** A stroked straight line read back from a PDF, in mm from the page's top-left, with its width in points. */
export interface StrokedLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  widthPt: number;
}

const apply = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

/** Every stroked move-to/line-to pair of page `pageNumber` (the first by default), the way a viewer draws it (pdf.js operator lists). */
export async function readStrokedLines(bytes: Uint8Array, pageNumber = 1): Promise<StrokedLine[]> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 })
    .promise;
  const page = await doc.getPage(pageNumber);
  const [x0, , , top] = page.view as [number, number, number, number];
  const lines: StrokedLine[] = [];
  let width = 1;
  await walkOperators(page, (fn, args, ctm) => {
    if (fn === pdfjs.OPS.setLineWidth) width = args[0] as number;
    if (fn !== pdfjs.OPS.constructPath) return;
    const [paintOp, [data]] = args as [number, [Float32Array | null]];
    if (paintOp !== pdfjs.OPS.stroke || !data) return;
    let from: [number, number] | null = null;
    for (let i = 0; i < data.length; i += 3) {
      const [x, y] = apply(ctm, data[i + 1]!, data[i + 2]!);
      const point: [number, number] = [(x - x0) * PT_TO_MM, (top - y) * PT_TO_MM];
      if (data[i] === DRAW.lineTo && from) lines.push({ x1: from[0], y1: from[1], x2: point[0], y2: point[1], widthPt: width });
      else if (data[i] !== DRAW.moveTo && data[i] !== DRAW.lineTo) return; // curves, rectangles: not a line
      from = point;
    }
  });
  await doc.destroy();
  return lines;
}
