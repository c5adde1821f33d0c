import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faceYaw, PROFILE_YAW_DEGREES } from '../src/face/face-yaw';

/** The three points of a cylinder head of radius 100 at (500, 500), turned by `yaw` degrees and tilted by `tilt` degrees in the photo. */
function headAt(yaw: number, tilt = 0) {
  const turn = (yaw * Math.PI) / 180;
  const roll = (tilt * Math.PI) / 180;
  const place = (x: number, y: number) => ({ x: 500 + x * Math.cos(roll) - y * Math.sin(roll), y: 500 + x * Math.sin(roll) + y * Math.cos(roll) });
  return { nose: place(120 * Math.sin(turn), 30), left: place(-100, 0), right: place(100, 0) };
}

describe('faceYaw (decision 0100)', () => {
  it('reads 0 for a frontal face, and the turn of a turned one, whichever way, at any tilt', () => {
    expect(faceYaw(headAt(0).nose, headAt(0).left, headAt(0).right)).toBeCloseTo(0, 9);
    for (const [yaw, tilt] of [
      [20, 0],
      [-36, 0],
      [30, 12],
      [-10, -25],
    ] as const) {
      const head = headAt(yaw, tilt);
      expect(faceYaw(head.nose, head.left, head.right)).toBeCloseTo(yaw, 6);
    }
  });

  it('says a profile past 25° and not short of it', () => {
    const turned = (yaw: number) => {
      const head = headAt(yaw);
      return Math.abs(faceYaw(head.nose, head.left, head.right)!) > PROFILE_YAW_DEGREES;
    };
    expect(turned(24)).toBe(false);
    expect(turned(-24)).toBe(false);
    expect(turned(27)).toBe(true);
    expect(turned(-40)).toBe(true);
  });

  it('stays within ±90° for any points, and says nothing with no width between the jaw points', () => {
    expect(faceYaw({ x: 1, y: 1 }, { x: 5, y: 5 }, { x: 5, y: 5 })).toBeNull();
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), fc.double({ min: -1000, max: 1000, noNaN: true }), (x, y) => {
        const yaw = faceYaw({ x, y }, { x: 0, y: 0 }, { x: 100, y: 0 })!;
        return yaw >= -90 && yaw <= 90;
      }),
      { seed: 100, numRuns: 200 },
    );
  });
});
