import { useCallback, useRef, useState } from 'react';
import type { Point, Quad } from '@core/geometry/homography';

export type CropMode = 'corners' | 'rectangle';

/** The corners in the quad's order, for labels and test ids. */
export const quadCorners = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;
export type QuadCorner = (typeof quadCorners)[number];

export interface QuadCornersOptions {
  /** The found corners, in the photo's pixels. */
  found: Quad;
  /** The photo's size: no corner leaves it. */
  bounds: { width: number; height: number };
}

/** Arrow keys move a corner this share of the photo's long side; with Shift, ten times that. */
const NUDGE = 0.002;

/**
 * The corner crop's state (decision 0041): the four corners in the photo's pixels, dragged with a
 * pointer (the nearest corner within reach is taken) or nudged with the arrow keys; the mode,
 * corners or today's rectangle crop; and a reset to what the finder proposed.
 */
export function useQuadCorners({ found, bounds }: QuadCornersOptions) {
  const [quad, setQuad] = useState<Quad>(found);
  const [mode, setMode] = useState<CropMode>('corners');
  const dragging = useRef<number | null>(null);

  const clamp = useCallback((p: Point): Point => ({ x: Math.min(bounds.width, Math.max(0, p.x)), y: Math.min(bounds.height, Math.max(0, p.y)) }), [bounds]);
  const place = useCallback(
    (index: number, at: Point) => setQuad((current) => current.map((p, i) => (i === index ? clamp(at) : p)) as unknown as Quad),
    [clamp],
  );

  /** A press at `at` (photo pixels): whether it took a corner within `reach`. */
  const start = (at: Point, reach: number): boolean => {
    let nearest = -1;
    let distance = reach;
    quad.forEach((p, i) => {
      const d = Math.hypot(p.x - at.x, p.y - at.y);
      if (d <= distance) {
        nearest = i;
        distance = d;
      }
    });
    dragging.current = nearest >= 0 ? nearest : null;
    return nearest >= 0;
  };

  const move = (at: Point) => {
    if (dragging.current !== null) place(dragging.current, at);
  };

  const finish = () => {
    dragging.current = null;
  };

  /** An arrow key on a corner's handle: whether it moved it (else the key is not the editor's). */
  const nudge = (corner: QuadCorner, key: string, large: boolean): boolean => {
    const step = Math.max(bounds.width, bounds.height) * NUDGE * (large ? 10 : 1);
    const delta: Record<string, Point> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const by = delta[key];
    if (!by) return false;
    const index = quadCorners.indexOf(corner);
    const at = quad[index]!;
    place(index, { x: at.x + by.x, y: at.y + by.y });
    return true;
  };

  /** Turns the result a quarter clockwise: the corner that was bottom-left becomes top-left. */
  const turn = () => setQuad((current) => [current[3], current[0], current[1], current[2]]);

  return { quad, mode, setMode, start, move, finish, nudge, turn, reset: () => setQuad(found) };
}
