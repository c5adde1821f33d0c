import type { FloatImage } from '../images/white-background';

/**
 * The crown read from a person mask (decision 0099): the mask is of a head-sized cut, turned so the head is
 * upright, the head's middle at `middleX`. Going down from the cut's top, the crown is the first row where at
 * least half of the head's middle band (`halfBand` px either side of `middleX`) is the person (mask ≥ 0.5): so
 * hair, a cap or a turban count, and a stray strand or a shoulder beside the head does not.
 * Null when the mask cannot say: no such row, or the head already fills the band at the cut's first row
 * (`firstRow`: the first row that is photo, not the padding above a photo's top edge), so that the crown lies
 * above what the cut shows.
 */
export function crownRowFromMask(mask: FloatImage, middleX: number, halfBand: number, firstRow = 0): number | null {
  const from = Math.max(0, Math.round(middleX - halfBand));
  const to = Math.min(mask.width - 1, Math.round(middleX + halfBand));
  if (to < from) return null;
  const needed = (to - from + 1) / 2;
  const top = Math.max(0, firstRow);
  for (let row = top; row < mask.height; row += 1) {
    let person = 0;
    for (let column = from; column <= to; column += 1) if (mask.data[row * mask.width + column]! >= 0.5) person += 1;
    if (person >= needed) return row <= top + 1 ? null : row;
  }
  return null;
}
