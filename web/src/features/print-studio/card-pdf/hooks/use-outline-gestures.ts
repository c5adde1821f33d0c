import { useRef, useState } from 'react';
import type { PixelRect } from '@core/card-pdf/find-page-cards';
import { mm, mmToPx } from '@core/units/units';
import { cornerPoint, corners, moveCorner, moveRect, oppositeCorner, rectFromPoints, type Bounds, type Corner, type Point } from '../lib/card-geometry';
import type { CardSide } from '../lib/card-outlines-reducer';

const sides: readonly CardSide[] = ['front', 'back'];

type Gesture =
  /** A corner dragged: the opposite corner (`anchor`) stays put. */
  | { kind: 'corner'; side: CardSide; anchor: Point }
  | { kind: 'move'; side: CardSide; from: Point; start: PixelRect }
  | { kind: 'draw'; side: CardSide; from: Point };

export interface OutlineGestureOptions {
  front: PixelRect | null;
  back: PixelRect | null;
  /** The card being drawn by dragging over the page, or null when adjusting. */
  drawing: CardSide | null;
  /** The page's size in pixels: no outline leaves it. */
  bounds: Bounds;
  dpi: number;
  /** How far from a corner (page pixels) a press still takes it. */
  reach: number;
  onChange: (side: CardSide, rect: PixelRect) => void;
}

/** Arrow keys move a corner by this much; with Shift, by the larger step. */
const NUDGE = mm(0.5);
const NUDGE_LARGE = mm(5);
/** No side of a card outline is shorter than this. */
const LEAST_SIDE = mm(10);

/**
 * The card outline editor's gestures, in page pixels: a press takes the nearest corner within
 * reach (the two cards may nearly touch, so the nearest wins, whichever card it belongs to), else
 * the outline pressed inside, or in drawing mode starts a card's outline (the sketch shown while
 * dragging). Arrow keys nudge a corner. Every change goes to `onChange`.
 */
export function useOutlineGestures({ front, back, drawing, bounds, dpi, reach, onChange }: OutlineGestureOptions) {
  const gesture = useRef<Gesture | null>(null);
  const [sketch, setSketch] = useState<{ side: CardSide; rect: PixelRect } | null>(null);
  const rects: Record<CardSide, PixelRect | null> = { front, back };
  const minSide = mmToPx(LEAST_SIDE, dpi);

  const gestureAt = (at: Point): Gesture | null => {
    if (drawing) return { kind: 'draw', side: drawing, from: at };
    let nearest: { side: CardSide; corner: Corner; distance: number } | null = null;
    for (const side of sides) {
      const rect = rects[side];
      if (!rect) continue;
      for (const corner of corners) {
        const point = cornerPoint(rect, corner);
        const distance = Math.hypot(point.x - at.x, point.y - at.y);
        if (distance <= reach && (!nearest || distance < nearest.distance)) nearest = { side, corner, distance };
      }
    }
    if (nearest) return { kind: 'corner', side: nearest.side, anchor: cornerPoint(rects[nearest.side]!, oppositeCorner[nearest.corner]) };
    const inside = sides.find((side) => {
      const rect = rects[side];
      return rect && at.x >= rect.x && at.x <= rect.x + rect.width && at.y >= rect.y && at.y <= rect.y + rect.height;
    });
    const rect = inside ? rects[inside] : null;
    return inside && rect ? { kind: 'move', side: inside, from: at, start: rect } : null;
  };

  /** A press at `at`: whether it started a gesture (then the pointer is the editor's until it lifts). */
  const start = (at: Point): boolean => {
    const next = gestureAt(at);
    if (!next) return false;
    gesture.current = next;
    return true;
  };

  const move = (at: Point) => {
    const active = gesture.current;
    if (!active) return;
    if (active.kind === 'corner') {
      onChange(active.side, rectFromPoints(active.anchor, at, bounds, minSide));
    } else if (active.kind === 'move') {
      onChange(active.side, moveRect(active.start, at.x - active.from.x, at.y - active.from.y, bounds));
    } else {
      setSketch({ side: active.side, rect: rectFromPoints(active.from, at, bounds, 1) });
    }
  };

  /** The pointer lifted (or was cancelled) at `at`: a drawn outline is kept if it is big enough to be a card. */
  const finish = (at: Point) => {
    const active = gesture.current;
    gesture.current = null;
    if (active?.kind !== 'draw') return;
    setSketch(null);
    // A click or a tiny drag is not a card: ignored, the operator drags again.
    if (Math.abs(at.x - active.from.x) < minSide || Math.abs(at.y - active.from.y) < minSide) return;
    onChange(active.side, rectFromPoints(active.from, at, bounds, minSide));
  };

  /** An arrow key on a corner's handle: whether it moved the corner (else the key is not the editor's). */
  const nudge = (side: CardSide, corner: Corner, key: string, large: boolean): boolean => {
    const step = mmToPx(large ? NUDGE_LARGE : NUDGE, dpi);
    const delta: Record<string, Point> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const by = delta[key];
    const rect = rects[side];
    if (!by || !rect) return false;
    const at = cornerPoint(rect, corner);
    onChange(side, moveCorner(rect, corner, { x: at.x + by.x, y: at.y + by.y }, bounds, minSide));
    return true;
  };

  return { sketch, start, move, finish, nudge };
}
