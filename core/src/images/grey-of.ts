/** Luma of RGBA pixels (BT.601 weights), one byte each, row by row. */
export function greyOf(rgba: Uint8ClampedArray, width: number, height: number): Uint8Array {
  const grey = new Uint8Array(width * height);
  for (let p = 0, i = 0; p < grey.length; p += 1, i += 4) grey[p] = (rgba[i]! * 299 + rgba[i + 1]! * 587 + rgba[i + 2]! * 114) / 1000;
  return grey;
}
