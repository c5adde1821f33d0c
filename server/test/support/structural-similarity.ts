import sharp from 'sharp';

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** An image's region as grey levels (one byte a pixel, row by row); the image encoded, or raw pixels with their layout. */
export async function greyRegion(
  image: Buffer | { pixels: Buffer; width: number; height: number; channels: number },
  region: Region,
): Promise<{ pixels: Buffer; width: number; height: number }> {
  const input = Buffer.isBuffer(image)
    ? sharp(image)
    : sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: image.channels as 1 | 2 | 3 | 4 } });
  const { data, info } = await input.extract(region).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

/**
 * Mean structural similarity (SSIM) of two grey images of one size, over 8×8 windows side by side:
 * 1 for the same picture, near 0 for unrelated ones. What a viewer judges "the same face" by
 * (structure, contrast, brightness), rather than pixel by pixel.
 */
export function structuralSimilarity(a: { pixels: Buffer; width: number; height: number }, b: { pixels: Buffer; width: number; height: number }): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('images of different sizes');
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  const window = 8;
  let sum = 0;
  let windows = 0;
  for (let top = 0; top + window <= a.height; top += window) {
    for (let left = 0; left + window <= a.width; left += window) {
      let [sa, sb, saa, sbb, sab] = [0, 0, 0, 0, 0];
      for (let y = top; y < top + window; y += 1) {
        for (let x = left; x < left + window; x += 1) {
          const [va, vb] = [a.pixels[y * a.width + x]!, b.pixels[y * b.width + x]!];
          sa += va;
          sb += vb;
          saa += va * va;
          sbb += vb * vb;
          sab += va * vb;
        }
      }
      const n = window * window;
      const [ma, mb] = [sa / n, sb / n];
      const [va, vb, cov] = [saa / n - ma * ma, sbb / n - mb * mb, sab / n - ma * mb];
      sum += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      windows += 1;
    }
  }
  return sum / windows;
}
