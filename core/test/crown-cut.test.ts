import { describe, expect, it } from 'vitest';
import { CROWN_LEAST_EYES_TO_CHIN, crownCut, outOfLevelCut } from '../src/face/crown-cut';

const SIDE = 256;
/** An upright face in photo px: eyes 100 px apart at y, the chin `eyesToChin` below, jaw points at ear height. */
const uprightFace = (x: number, y: number, eyesToChin: number) => ({
  leftEye: { x: x - 50, y },
  rightEye: { x: x + 50, y },
  chin: { x, y: y + eyesToChin },
  jawLeft: { x: x - 90, y: y + 10 },
  jawRight: { x: x + 90, y: y + 10 },
});
/** The face turned by `degrees` about `pivot`. */
function turned<T extends Record<string, { x: number; y: number }>>(face: T, pivot: { x: number; y: number }, degrees: number): T {
  const a = (degrees * Math.PI) / 180;
  const turn = ({ x, y }: { x: number; y: number }) => ({
    x: pivot.x + (x - pivot.x) * Math.cos(a) - (y - pivot.y) * Math.sin(a),
    y: pivot.y + (x - pivot.x) * Math.sin(a) + (y - pivot.y) * Math.cos(a),
  });
  return Object.fromEntries(Object.entries(face).map(([name, point]) => [name, turn(point)])) as T;
}

describe("the cut a head's crown is read in (decision 0099)", () => {
  it(`keeps the estimate for a face of ${CROWN_LEAST_EYES_TO_CHIN} px or less from eyes to chin`, () => {
    expect(crownCut(uprightFace(1000, 1000, CROWN_LEAST_EYES_TO_CHIN), SIDE)).toBeNull();
    expect(crownCut(uprightFace(1000, 1000, CROWN_LEAST_EYES_TO_CHIN + 1), SIDE)).not.toBeNull();
  });

  it('spans 2 eyes-to-chin above the eyes to 0.4 below the chin, on the jaw points’ middle, the band 0.2 either side', () => {
    const head = crownCut(uprightFace(1000, 1000, 200), SIDE)!;
    const top = outOfLevelCut({ x: SIDE / 2, y: 0 }, head.cut);
    const bottom = outOfLevelCut({ x: SIDE / 2, y: SIDE }, head.cut);
    expect(top.x).toBeCloseTo(1000, 6);
    expect(top.y).toBeCloseTo(1000 - 2 * 200, 6);
    expect(bottom.y).toBeCloseTo(1000 + 1.4 * 200, 6);
    expect(head.halfBand / head.cut.zoom).toBeCloseTo(0.2 * 200, 6);
    expect(head.firstRow).toBe(0);
    // The jaw points' middle, not the eyes', is the head's axis (a face turned a little: its eyes off the head's middle).
    const turnedHead = { ...uprightFace(1000, 1000, 200), jawLeft: { x: 930, y: 1010 }, jawRight: { x: 1110, y: 1010 } };
    expect(outOfLevelCut({ x: SIDE / 2, y: 0 }, crownCut(turnedHead, SIDE)!.cut).x).toBeCloseTo(1020, 6);
    // Without jaw points, the eyes' middle is the head's.
    const { jawLeft: _left, jawRight: _right, ...eyesOnly } = uprightFace(1000, 1000, 200);
    expect(outOfLevelCut({ x: SIDE / 2, y: 0 }, crownCut({ ...eyesOnly, leftEye: { x: 940, y: 1000 } }, SIDE)!.cut).x).toBeCloseTo(995, 6);
  });

  it('starts reading where the photo starts: below the padding over its top edge, upright and tilted', () => {
    // Eyes 300 px below the photo's top: the cut reaches 400 px above them, so its top 100 px (of 680) are padding.
    const near = crownCut(uprightFace(1000, 300, 200), SIDE)!;
    expect(near.firstRow).toBe(Math.ceil((100 / 680) * SIDE));
    expect(outOfLevelCut({ x: SIDE / 2, y: near.firstRow }, near.cut).y).toBeGreaterThanOrEqual(0);
    expect(outOfLevelCut({ x: SIDE / 2, y: near.firstRow - 1 }, near.cut).y).toBeLessThan(0);

    // Tilted 20°: at the first row every point of the band is in the photo, and a row higher is not.
    const tilted = crownCut(turned(uprightFace(1000, 300, 200), { x: 1000, y: 300 }, 20), SIDE)!;
    expect(tilted.firstRow).toBeGreaterThan(0);
    expect(tilted.cut.tilt).toBeCloseTo((20 * Math.PI) / 180, 6);
    const bandEnds = (row: number) => [SIDE / 2 - tilted.halfBand, SIDE / 2 + tilted.halfBand].map((x) => outOfLevelCut({ x, y: row }, tilted.cut).y);
    expect(Math.min(...bandEnds(tilted.firstRow))).toBeGreaterThanOrEqual(-1e-9);
    expect(Math.min(...bandEnds(tilted.firstRow - 1))).toBeLessThan(0);
  });
});
