import { describe, expect, it } from 'vitest';
import { moveCorner, moveRect, rectFromPoints } from '../src/features/print-studio/e-aadhaar/lib/card-geometry';

const page = { width: 2480, height: 3508 };

describe('card outlines on the page', () => {
  it('a rectangle drawn from any corner to its opposite is the same rectangle', () => {
    const a = rectFromPoints({ x: 100, y: 100 }, { x: 1200, y: 800 }, page, 50);
    expect(a).toEqual({ x: 100, y: 100, width: 1100, height: 700 });
    expect(rectFromPoints({ x: 1200, y: 800 }, { x: 100, y: 100 }, page, 50)).toEqual(a);
  });

  it('stays inside the page and never thinner than the least side', () => {
    expect(rectFromPoints({ x: -50, y: 10 }, { x: 5000, y: 12 }, page, 60)).toEqual({ x: 0, y: 10, width: 2480, height: 60 });
    // At the page's edge the least side is kept by going the other way.
    expect(rectFromPoints({ x: 2480, y: 3508 }, { x: 2479, y: 3500 }, page, 60)).toEqual({ x: 2420, y: 3448, width: 60, height: 60 });
  });

  it('dragging a corner keeps the opposite corner; moving keeps the size inside the page', () => {
    const rect = { x: 100, y: 100, width: 1100, height: 700 };
    expect(moveCorner(rect, 'se', { x: 1300, y: 900 }, page, 50)).toEqual({ x: 100, y: 100, width: 1200, height: 800 });
    expect(moveCorner(rect, 'nw', { x: 0, y: 0 }, page, 50)).toEqual({ x: 0, y: 0, width: 1200, height: 800 });
    expect(moveRect(rect, 5000, -5000, page)).toEqual({ x: 1380, y: 0, width: 1100, height: 700 });
  });
});
