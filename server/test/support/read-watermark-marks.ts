import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { walkOperators, type Matrix } from './inspect-pdf';

const PT_TO_MM = 25.4 / 72;
/** Helvetica Bold's ascender and descender in ems (the watermark's standard font). */
const ASCENT_EM = 0.718;
const DESCENT_EM = 0.207;

/** A corner of a box on the page, in mm from its top-left (y down). */
export type PagePoint = readonly [number, number];

/**
 * Every repetition of `text` a PDF's page `pageNumber` (the first by default) shows, as a viewer reads it: its box (the glyphs'
 * advance widths along the baseline, the font's ascender above it and descender below) as four
 * corners in mm, wherever the text matrix and the current transformation put it.
 */
export async function readWatermarkMarks(bytes: Uint8Array, text: string, pageNumber = 1): Promise<PagePoint[][]> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 })
    .promise;
  const page = await doc.getPage(pageNumber);
  const [x0, y0, , y1] = page.view as [number, number, number, number];
  const boxes: PagePoint[][] = [];
  let fontSize = 0;
  let tm: Matrix = [1, 0, 0, 1, 0, 0];
  await walkOperators(page, (fn, args, ctm) => {
    if (fn === pdfjs.OPS.setFont) fontSize = args[1] as number;
    else if (fn === pdfjs.OPS.setTextMatrix) {
      const m = (Array.isArray(args[0]) || ArrayBuffer.isView(args[0]) ? args[0] : args) as ArrayLike<number>;
      tm = [m[0]!, m[1]!, m[2]!, m[3]!, m[4]!, m[5]!];
    } else if (fn === pdfjs.OPS.showText) {
      const glyphs = args[0] as Array<{ unicode?: string; width?: number } | number | null>;
      const shown = glyphs.map((g) => (g && typeof g === 'object' ? (g.unicode ?? '') : '')).join('');
      if (shown !== text) return;
      const width = glyphs.reduce<number>((sum, g) => sum + (g && typeof g === 'object' ? (g.width ?? 0) : 0), 0) / 1000;
      // A point in text space (ems times the font size), through the text matrix, then the page's transformation, to mm from the top-left.
      const at = (u: number, v: number): PagePoint => {
        const tx = tm[0] * u * fontSize + tm[2] * v * fontSize + tm[4];
        const ty = tm[1] * u * fontSize + tm[3] * v * fontSize + tm[5];
        const px = ctm[0] * tx + ctm[2] * ty + ctm[4];
        const py = ctm[1] * tx + ctm[3] * ty + ctm[5];
        return [(px - x0) * PT_TO_MM, (y1 - y0 - (py - y0)) * PT_TO_MM];
      };
      boxes.push([at(0, -DESCENT_EM), at(width, -DESCENT_EM), at(width, ASCENT_EM), at(0, ASCENT_EM)]);
    }
  });
  await doc.destroy();
  return boxes;
}

/** Whether two convex polygons share any area (separating axes: the edges' normals of both). */
export function polygonsOverlap(a: readonly PagePoint[], b: readonly PagePoint[]): boolean {
  for (const polygon of [a, b]) {
    for (let i = 0; i < polygon.length; i += 1) {
      const [p, q] = [polygon[i]!, polygon[(i + 1) % polygon.length]!];
      const normal = [q[1] - p[1], p[0] - q[0]] as const;
      const project = (poly: readonly PagePoint[]) => poly.map(([x, y]) => x * normal[0] + y * normal[1]);
      const [pa, pb] = [project(a), project(b)];
      if (Math.max(...pa) <= Math.min(...pb) || Math.max(...pb) <= Math.min(...pa)) return false;
    }
  }
  return true;
}

/** A rectangle in mm (x, y from the top-left) as its four corners. */
export const rectCorners = (r: { x: number; y: number; width: number; height: number }): PagePoint[] => [
  [r.x, r.y],
  [r.x + r.width, r.y],
  [r.x + r.width, r.y + r.height],
  [r.x, r.y + r.height],
];
