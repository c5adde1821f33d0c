/** Lighter than this everywhere (luma, 0–255) is an empty page: paper, maybe faint noise. */
const INK = 245;

/**
 * Whether a rendered page has nothing on it. pdf.js shows a PDF without any page as one empty
 * page, so "no pages" is recognised by this.
 */
export function isBlankPage(data: Uint8Array | Uint8ClampedArray): boolean {
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] === 0) continue;
    if (data[i]! * 299 + data[i + 1]! * 587 + data[i + 2]! * 114 < INK * 1000) return false;
  }
  return true;
}
