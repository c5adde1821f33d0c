import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { walkOperators, type Matrix } from './inspect-pdf';

const PT_TO_MM = 25.4 / 72;
/** pdf.js's path drawing codes inside a constructPath operation (DrawOPS). */
const DRAW = { moveTo: 0, lineTo: 1, curveTo: 2, quadraticCurveTo: 3, closePath: 4 } as const;

export interface FoundQrCode {
  /** Top-left corner and size of the symbol, in mm from the page's top-left. */
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
  /** The symbol read back module by module: modules[row][col], true = dark. */
  modules: boolean[][];
}

const apply = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Splits a pdf.js path into subpaths; null when any of them is not an axis-aligned rectangle. */
function rectanglesOf(data: Float32Array, ctm: Matrix, view: { left: number; top: number }): Box[] | null {
  const boxes: Box[] = [];
  let points: Array<[number, number]> = [];
  const flush = () => {
    if (points.length === 0) return true;
    // A closed rectangle: 4 corners (the closing point may repeat the first).
    const corners = points.length === 5 && points[4]![0] === points[0]![0] && points[4]![1] === points[0]![1] ? points.slice(0, 4) : points;
    if (corners.length !== 4) return false;
    const xs = [...new Set(corners.map((p) => p[0].toFixed(3)))];
    const ys = [...new Set(corners.map((p) => p[1].toFixed(3)))];
    if (xs.length !== 2 || ys.length !== 2) return false;
    const [x1, x2] = xs.map(Number).sort((a, b) => a - b) as [number, number];
    const [y1, y2] = ys.map(Number).sort((a, b) => a - b) as [number, number];
    boxes.push({ left: (x1 - view.left) * PT_TO_MM, right: (x2 - view.left) * PT_TO_MM, top: (view.top - y2) * PT_TO_MM, bottom: (view.top - y1) * PT_TO_MM });
    points = [];
    return true;
  };
  for (let i = 0; i < data.length;) {
    const op = data[i]!;
    if (op === DRAW.moveTo) {
      if (!flush()) return null;
      points.push(apply(ctm, data[i + 1]!, data[i + 2]!));
      i += 3;
    } else if (op === DRAW.lineTo) {
      points.push(apply(ctm, data[i + 1]!, data[i + 2]!));
      i += 3;
    } else if (op === DRAW.closePath) {
      if (!flush()) return null;
      i += 1;
    } else {
      return null; // curves: not a QR code
    }
  }
  return flush() ? boxes : null;
}

/** Rebuilds the module grid from the dark rectangles: each is a whole number of modules. */
function toModules(boxes: Box[]): FoundQrCode {
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.right));
  const bottom = Math.max(...boxes.map((b) => b.bottom));
  const module = Math.min(...boxes.map((b) => Math.min(b.right - b.left, b.bottom - b.top)));
  const size = Math.round((right - left) / module);
  const modules = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const b of boxes) {
    const c0 = Math.round((b.left - left) / module);
    const c1 = Math.round((b.right - left) / module);
    const r0 = Math.round((b.top - top) / module);
    const r1 = Math.round((b.bottom - top) / module);
    for (let r = r0; r < r1; r += 1) for (let c = c0; c < c1; c += 1) modules[r]![c] = true;
  }
  return { xMm: left, yMm: top, widthMm: right - left, heightMm: bottom - top, modules };
}

/**
 * Finds QR codes drawn as vector paths: a filled path made of many axis-aligned rectangles (at least
 * 50) whose bounding box is square, read back module by module, per page. Text, images, stroked cut
 * lines and the odd filled rectangle are not QR codes.
 */
export async function readQrCodes(bytes: Uint8Array): Promise<FoundQrCode[][]> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 })
    .promise;
  const pages: FoundQrCode[][] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const [x0, , , y1] = page.view as [number, number, number, number];
    const found: FoundQrCode[] = [];
    await walkOperators(page, (fn, args, ctm) => {
      if (fn !== pdfjs.OPS.constructPath) return;
      const [paintOp, [data]] = args as [number, [Float32Array | null]];
      if ((paintOp !== pdfjs.OPS.fill && paintOp !== pdfjs.OPS.eoFill) || !data) return;
      const boxes = rectanglesOf(data, ctm, { left: x0, top: y1 });
      if (!boxes || boxes.length < 50) return;
      const code = toModules(boxes);
      if (Math.abs(code.widthMm - code.heightMm) <= 0.01) found.push(code);
    });
    pages.push(found);
  }
  await doc.destroy();
  return pages;
}
