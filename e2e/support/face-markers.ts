/** Marker colours drawn on a test portrait at its hand-marked points (test/fixtures/face-marks.json); they travel with it through a crop. */
export const CROWN = { r: 0, g: 255, b: 0 };
export const CHIN = { r: 255, g: 0, b: 255 };
export type Rgb = typeof CROWN;

/** Where a marker colour is in an image (raw pixels): the centre of its pixels (JPEG-smudged, so within a distance), or null; `region` limits the columns looked at. */
export function findMarker(image: { data: Buffer; width: number; height: number; channels: number }, colour: Rgb, region?: (x: number) => boolean) {
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (region && !region(x)) continue;
      const i = (y * image.width + x) * image.channels;
      const d = Math.abs(image.data[i]! - colour.r) + Math.abs(image.data[i + 1]! - colour.g) + Math.abs(image.data[i + 2]! - colour.b);
      if (d < 150) {
        sx += x;
        sy += y;
        n += 1;
      }
    }
  }
  return n >= 3 ? { x: sx / n, y: sy / n } : null;
}
