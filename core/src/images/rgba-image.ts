/** A picture's pixels: RGBA, 4 bytes per pixel, rows top to bottom (a canvas's ImageData in the browser, sharp's raw output on the server and in tests). */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}
