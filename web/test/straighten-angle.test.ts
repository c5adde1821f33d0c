import { describe, expect, it } from 'vitest';
import { formatAngle, straightenTo } from '../src/lib/cropper/straighten-angle';

describe('straightening a slanted photo in the crop dialog', () => {
  it('turns by the difference, never past ±45° (decision 0085), and not at all at the limit', () => {
    expect(straightenTo(0, 0.5)).toEqual({ angle: 0.5, turn: 0.5 });
    expect(straightenTo(14.5, 20)).toEqual({ angle: 20, turn: 5.5 });
    expect(straightenTo(44.5, 50)).toEqual({ angle: 45, turn: 0.5 });
    expect(straightenTo(45, 45.5)).toEqual({ angle: 45, turn: 0 });
    expect(straightenTo(-3, -60)).toEqual({ angle: -45, turn: -42 });
  });

  it('shows the angle with its sign', () => {
    expect([1.5, -0.5, 0].map(formatAngle)).toEqual(['+1.5°', '−0.5°', '0.0°']);
  });
});
