// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PixelRect } from '@core/card-pdf/find-page-cards';
import { useOutlineGestures, type OutlineGestureOptions } from '../src/features/print-studio/card-pdf/hooks/use-outline-gestures';
import { useScreenScale } from '../src/features/print-studio/card-pdf/hooks/use-screen-scale';

const bounds = { width: 2480, height: 3508 };
const front: PixelRect = { x: 100, y: 100, width: 1011, height: 638 };
// The back's top edge 7 px below the front's bottom edge: their corners nearly touch.
const back: PixelRect = { x: 100, y: 745, width: 1011, height: 638 };

function mountEditor(options: Partial<OutlineGestureOptions> = {}) {
  const onChange = vi.fn();
  const hook = renderHook(() => useOutlineGestures({ front, back, drawing: null, bounds, dpi: 300, reach: 60, onChange, ...options }));
  return { ...hook, onChange };
}

describe('the card outline editor: dragging and drawing in page pixels', () => {
  afterEach(cleanup);

  it('dragging a corner resizes that card, the opposite corner staying put', () => {
    const { result, onChange } = mountEditor();
    expect(result.current.start({ x: 1105, y: 100 })).toBe(true); // near the front's top-right corner
    result.current.move({ x: 1300, y: 50 });
    expect(onChange).toHaveBeenLastCalledWith('front', { x: 100, y: 50, width: 1200, height: 688 });
  });

  it('where two corners are within reach, the nearer one is taken, whichever card it belongs to', () => {
    const { result, onChange } = mountEditor();
    result.current.start({ x: 1111, y: 743 }); // 5 px from the front's corner, 2 px from the back's
    result.current.move({ x: 1111, y: 760 });
    expect(onChange).toHaveBeenLastCalledWith('back', { x: 100, y: 760, width: 1011, height: 623 });
  });

  it('pressing inside an outline moves it whole, never off the page; pressing elsewhere does nothing', () => {
    const { result, onChange } = mountEditor();
    result.current.start({ x: 600, y: 400 });
    result.current.move({ x: -400, y: 300 });
    expect(onChange).toHaveBeenLastCalledWith('front', { ...front, x: 0, y: 0 });
    result.current.finish({ x: -400, y: 300 });
    onChange.mockClear();
    expect(result.current.start({ x: 2000, y: 3000 })).toBe(false);
    result.current.move({ x: 2100, y: 3100 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drawing shows the outline while dragging and keeps it on release; a click or tiny drag is no card', () => {
    const { result, onChange } = mountEditor({ front: null, back: null, drawing: 'front' });
    act(() => {
      result.current.start({ x: 200, y: 300 });
      result.current.move({ x: 1200, y: 900 });
    });
    expect(result.current.sketch).toEqual({ side: 'front', rect: { x: 200, y: 300, width: 1000, height: 600 } });
    expect(onChange).not.toHaveBeenCalled();
    act(() => result.current.finish({ x: 1210, y: 940 }));
    expect(result.current.sketch).toBeNull();
    expect(onChange).toHaveBeenCalledWith('front', { x: 200, y: 300, width: 1010, height: 640 });
    onChange.mockClear();
    act(() => {
      result.current.start({ x: 200, y: 300 });
      result.current.move({ x: 260, y: 2000 });
      result.current.finish({ x: 260, y: 2000 }); // 60 px wide: under the 10 mm a card side needs
    });
    expect(result.current.sketch).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('arrow keys move a corner half a millimetre, with Shift five; other keys are left alone', () => {
    const { result, onChange } = mountEditor();
    expect(result.current.nudge('front', 'se', 'ArrowRight', false)).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith('front', { ...front, width: front.width + 6 });
    expect(result.current.nudge('back', 'nw', 'ArrowUp', true)).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith('back', { ...back, y: back.y - 59, height: back.height + 59 });
    expect(result.current.nudge('front', 'se', 'Enter', false)).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe('handles keep their size on screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('page pixels per screen pixel, once laid out and again after a resize', () => {
    const observers: Array<{ notify: () => void; disconnected: boolean }> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        readonly entry: { notify: () => void; disconnected: boolean };
        constructor(callback: () => void) {
          this.entry = { notify: callback, disconnected: false };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    const element = document.createElement('div');
    let shown = 0;
    element.getBoundingClientRect = () => ({ width: shown }) as DOMRect;
    const { result, unmount } = renderHook(() => useScreenScale({ current: element }, 2480));
    act(() => observers[0]!.notify());
    expect(result.current).toBe(0);
    shown = 620;
    act(() => observers[0]!.notify());
    expect(result.current).toBe(4);
    shown = 1240;
    act(() => observers[0]!.notify());
    expect(result.current).toBe(2);
    unmount();
    expect(observers[0]!.disconnected).toBe(true);
  });
});
