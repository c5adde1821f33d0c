import { describe, expect, it } from 'vitest';
import { formatAngle, straightenTo } from '../src/lib/cropper/straighten-angle';

describe('straightening a slanted card in the crop dialog', () => {
  it('turns by the difference, never past ±15°, and not at all at the limit', () => {
    expect(straightenTo(0, 0.5)).toEqual({ angle: 0.5, turn: 0.5 });
    expect(straightenTo(14.5, 20)).toEqual({ angle: 15, turn: 0.5 });
    expect(straightenTo(15, 15.5)).toEqual({ angle: 15, turn: 0 });
    expect(straightenTo(-3, -40)).toEqual({ angle: -15, turn: -12 });
  });

  it('shows the angle with its sign', () => {
    expect([1.5, -0.5, 0].map(formatAngle)).toEqual(['+1.5°', '−0.5°', '0.0°']);
  });
});
