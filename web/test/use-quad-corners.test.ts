// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Quad } from '@core/geometry/homography';
import { useQuadCorners } from '../src/features/print-studio/hooks/use-quad-corners';

const bounds = { width: 2000, height: 1500 };
const found: Quad = [
  { x: 300, y: 250 },
  { x: 1700, y: 350 },
  { x: 1650, y: 1250 },
  { x: 250, y: 1150 },
];

const mount = () => renderHook(() => useQuadCorners({ found, bounds }));

describe('the corner crop: dragging and nudging the found corners, in photo pixels', () => {
  afterEach(cleanup);

  it('starts on the found corners, in corner mode', () => {
    const { result } = mount();
    expect(result.current.quad).toEqual(found);
    expect(result.current.mode).toBe('corners');
  });

  it('a press near a corner takes the nearest; dragging moves only that corner, never off the photo', () => {
    const { result } = mount();
    act(() => {
      expect(result.current.start({ x: 1690, y: 340 }, 60)).toBe(true);
    });
    act(() => result.current.move({ x: 1750, y: 300 }));
    expect(result.current.quad[1]).toEqual({ x: 1750, y: 300 });
    expect(result.current.quad[0]).toEqual(found[0]);
    act(() => result.current.move({ x: 2400, y: -50 }));
    expect(result.current.quad[1]).toEqual({ x: 2000, y: 0 });
    act(() => result.current.finish());
    // After release, moves do nothing until another press.
    act(() => result.current.move({ x: 10, y: 10 }));
    expect(result.current.quad[1]).toEqual({ x: 2000, y: 0 });
  });

  it('a press away from every corner takes none', () => {
    const { result } = mount();
    act(() => {
      expect(result.current.start({ x: 1000, y: 700 }, 60)).toBe(false);
    });
    act(() => result.current.move({ x: 5, y: 5 }));
    expect(result.current.quad).toEqual(found);
  });

  it('arrow keys nudge a corner (Shift ten times further); other keys are not the editor’s', () => {
    const { result } = mount();
    act(() => {
      expect(result.current.nudge('bottomLeft', 'ArrowRight', false)).toBe(true);
    });
    expect(result.current.quad[3]).toEqual({ x: 254, y: 1150 });
    act(() => {
      result.current.nudge('bottomLeft', 'ArrowUp', true);
    });
    expect(result.current.quad[3]).toEqual({ x: 254, y: 1110 });
    act(() => {
      expect(result.current.nudge('bottomLeft', 'Enter', false)).toBe(false);
    });
  });

  it('turns a quarter, resets to the found corners, and switches to the rectangle crop and back', () => {
    const { result } = mount();
    act(() => result.current.turn());
    expect(result.current.quad).toEqual([found[3], found[0], found[1], found[2]]);
    act(() => result.current.reset());
    expect(result.current.quad).toEqual(found);
    act(() => result.current.setMode('rectangle'));
    expect(result.current.mode).toBe('rectangle');
    act(() => result.current.setMode('corners'));
    expect(result.current.mode).toBe('corners');
  });
});
