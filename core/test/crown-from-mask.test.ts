import { describe, expect, it } from 'vitest';
import { crownRowFromMask } from '../src/face/crown-from-mask';
import type { FloatImage } from '../src/images/white-background';

/** A mask `width`×`height` that is the person where `isPerson(x, y)`. */
function mask(width: number, height: number, isPerson: (x: number, y: number) => boolean): FloatImage {
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data[y * width + x] = isPerson(x, y) ? 0.9 : 0.1;
  return { width, height, data };
}

/** A round head of radius 40 centred at (50, 80), on shoulders from row 130. */
const head = (top = 40) => mask(100, 160, (x, y) => (x - 50) ** 2 + (y - (top + 40)) ** 2 <= 40 ** 2 || y >= 130);

describe('crownRowFromMask (decision 0099)', () => {
  it('reads the crown as the first row where half the middle band is the person', () => {
    // The band 50 ± 10: at row 41 the circle is about 9 px either side of the middle, so 19 of 21 columns, past half.
    const row = crownRowFromMask(head(), 50, 10)!;
    expect(row).toBeGreaterThanOrEqual(40);
    expect(row).toBeLessThanOrEqual(42);
  });

  it('counts what is on the head (a cap or turban raises the crown) but not a strand beside the middle band', () => {
    const capped = mask(100, 160, (x, y) => (x - 50) ** 2 + (y - 80) ** 2 <= 40 ** 2 || (y >= 25 && y < 45 && Math.abs(x - 50) <= 30));
    expect(crownRowFromMask(capped, 50, 10)).toBe(25);
    const strand = mask(100, 160, (x, y) => (x - 50) ** 2 + (y - 80) ** 2 <= 40 ** 2 || (x >= 56 && x <= 58 && y >= 10));
    expect(crownRowFromMask(strand, 50, 10)).toBeGreaterThanOrEqual(40);
  });

  it('says nothing when the head fills the band at the first row of photo (the crown is above the cut or the photo)', () => {
    expect(crownRowFromMask(head(-10), 50, 10)).toBeNull();
    // The photo starts at row 30 (white padding above it, read as background by the model): a head cut by the photo's edge.
    const cut = mask(100, 160, (x, y) => y >= 30 && (x - 50) ** 2 + (y - 50) ** 2 <= 40 ** 2);
    expect(crownRowFromMask(cut, 50, 10, 30)).toBeNull();
    // The same head whole inside the photo is read.
    expect(crownRowFromMask(head(), 50, 10, 30)).toBeGreaterThanOrEqual(40);
  });

  it('says nothing for a mask with no person, or a band outside the mask', () => {
    expect(
      crownRowFromMask(
        mask(50, 50, () => false),
        25,
        5,
      ),
    ).toBeNull();
    expect(crownRowFromMask(head(), 500, 10)).toBeNull();
  });
});
