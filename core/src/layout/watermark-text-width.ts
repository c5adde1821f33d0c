/**
 * Advance widths of Helvetica Bold (the watermark's font in the PDF; the previews ask for it too),
 * in thousandths of an em, for the printable ASCII characters from space (32) to tilde (126): the
 * standard font's published metrics.
 */
const HELVETICA_BOLD_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584,
  611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333,
  584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280,
  389, 584,
];
/** Any other character is counted as wide as the widest letter (W), so a box is never too short. */
const WIDEST = 1000;

/** Helvetica Bold's ascender and descender, in ems: a line of it stands this tall. */
export const WATERMARK_TEXT_HEIGHT_EM = { ascent: 0.718, descent: 0.207 } as const;

/** How long `text` runs in Helvetica Bold, in ems (its advance width at a size of 1). */
export function watermarkTextWidthEm(text: string): number {
  let thousandths = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    thousandths += code >= 32 && code <= 126 ? HELVETICA_BOLD_WIDTHS[code - 32]! : WIDEST;
  }
  return thousandths / 1000;
}
