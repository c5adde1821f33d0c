import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { PixelRect } from '../../../../../../core/src/e-aadhaar/find-card-regions';
import { mm, mmToPx } from '../../../../../../core/src/units/units';
import { useTranslation } from '../../../../lib/i18n';
import { cornerPoint, corners, moveCorner, oppositeCorner, moveRect, rectFromPoints, type Bounds, type Corner, type Point } from '../lib/card-geometry';
import type { CardSide } from '../lib/card-outlines-reducer';

export type { CardSide };

const sides: readonly CardSide[] = ['front', 'back'];

interface CardOutlineEditorProps {
  /** Object URL of the page image shown (any resolution: it is stretched over `bounds`). */
  pageUrl: string;
  /** The rendered page's size in pixels: the coordinates of every region. */
  bounds: Bounds;
  /** The part of the page shown, or null for the whole page. */
  view: PixelRect | null;
  dpi: number;
  front: PixelRect | null;
  back: PixelRect | null;
  /** The card the operator is drawing by dragging over the page, or null when adjusting. */
  drawing: CardSide | null;
  onChange: (side: CardSide, rect: PixelRect) => void;
}

type Gesture =
  /** A corner dragged: the opposite corner (`anchor`) stays put. */
  | { kind: 'corner'; side: CardSide; anchor: Point }
  | { kind: 'move'; side: CardSide; from: Point; start: PixelRect }
  | { kind: 'draw'; side: CardSide; from: Point };

/**
 * The rendered page with the front and back card outlined. Corners are dragged with a mouse,
 * a finger or a pen (pointer events), or moved with the arrow keys once focused (Shift: bigger
 * steps); an outline's inside drags the whole outline. In drawing mode a drag over the page
 * draws the card's outline.
 */
export function CardOutlineEditor({ pageUrl, bounds, view, dpi, front, back, drawing, onChange }: CardOutlineEditorProps) {
  const { t } = useTranslation();
  const svgRef = useRef<SVGSVGElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const [sketch, setSketch] = useState<{ side: CardSide; rect: PixelRect } | null>(null);
  const rects: Record<CardSide, PixelRect | null> = { front, back };
  const minSide = mmToPx(mm(10), dpi);
  const area = view ?? { x: 0, y: 0, width: bounds.width, height: bounds.height };
  // Page pixels per screen pixel, once the picture is laid out: handles and labels keep a size on
  // screen, whatever part of the page is shown, big enough for a finger on a phone.
  const [screenScale, setScreenScale] = useState(0);
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const shown = svg.getBoundingClientRect().width;
      if (shown > 0) setScreenScale(area.width / shown);
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, [area.width]);
  const unit = Math.max(area.width / 100, screenScale * 8);
  /** How far from a corner a press still takes it (the nearest corner wins). */
  const reach = Math.max(unit * 2.5, screenScale * 22);

  const toPage = (event: PointerEvent): Point => {
    const matrix = svgRef.current?.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };

  /**
   * What a press starts: drawing, in drawing mode; else the nearest corner within reach (the two
   * cards may nearly touch, so the nearest wins, whichever card it belongs to); else moving the
   * outline pressed inside; else nothing.
   */
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

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    const next = gestureAt(toPage(event));
    if (!next) return;
    event.preventDefault();
    svgRef.current?.setPointerCapture(event.pointerId);
    gesture.current = next;
  };

  const onPointerMove = (event: PointerEvent) => {
    const active = gesture.current;
    if (!active) return;
    const at = toPage(event);
    if (active.kind === 'corner') {
      onChange(active.side, rectFromPoints(active.anchor, at, bounds, minSide));
    } else if (active.kind === 'move') {
      onChange(active.side, moveRect(active.start, at.x - active.from.x, at.y - active.from.y, bounds));
    } else {
      setSketch({ side: active.side, rect: rectFromPoints(active.from, at, bounds, 1) });
    }
  };

  const finish = (event: PointerEvent) => {
    const active = gesture.current;
    gesture.current = null;
    if (svgRef.current?.hasPointerCapture(event.pointerId)) svgRef.current.releasePointerCapture(event.pointerId);
    if (active?.kind !== 'draw') return;
    setSketch(null);
    const at = toPage(event);
    // A click or a tiny drag is not a card: ignored, the operator drags again.
    if (Math.abs(at.x - active.from.x) < minSide || Math.abs(at.y - active.from.y) < minSide) return;
    onChange(active.side, rectFromPoints(active.from, at, bounds, minSide));
  };

  const nudge = (event: KeyboardEvent, side: CardSide, corner: Corner) => {
    const step = mmToPx(mm(event.shiftKey ? 5 : 0.5), dpi);
    const delta: Record<string, Point> = { ArrowLeft: { x: -step, y: 0 }, ArrowRight: { x: step, y: 0 }, ArrowUp: { x: 0, y: -step }, ArrowDown: { x: 0, y: step } };
    const move = delta[event.key];
    const rect = rects[side];
    if (!move || !rect) return;
    event.preventDefault();
    const at = cornerPoint(rect, corner);
    onChange(side, moveCorner(rect, corner, { x: at.x + move.x, y: at.y + move.y }, bounds, minSide));
  };

  const label = (side: CardSide) => (side === 'front' ? t('eAadhaar.editor.front') : t('eAadhaar.editor.back'));

  return (
    <svg
      ref={svgRef}
      className={`eaadhaar-page${drawing ? ' eaadhaar-page--drawing' : ''}`}
      viewBox={`${area.x} ${area.y} ${area.width} ${area.height}`}
      // As wide as there is room for, and never taller than the window leaves (the dialog's title and buttons aside).
      style={{ aspectRatio: `${area.width} / ${area.height}`, maxWidth: `calc((100dvh - 12rem) * ${(area.width / area.height).toFixed(4)})` }}
      role="group"
      aria-label={t('eAadhaar.editor.page')}
      data-testid="e-aadhaar-page"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={finish}
      onPointerCancel={finish}
    >
      <image href={pageUrl} x={0} y={0} width={bounds.width} height={bounds.height} preserveAspectRatio="none" />
      {sides.map((side) => {
        const rect = rects[side];
        if (!rect) return null;
        const editable = drawing === null;
        return (
          <g
            key={side}
            className={`eaadhaar-outline eaadhaar-outline--${side}`}
            data-testid={`card-outline-${side}`}
            data-x={rect.x}
            data-y={rect.y}
            data-width={rect.width}
            data-height={rect.height}
          >
            <rect
              x={rect.x}
              y={rect.y}
              width={rect.width}
              height={rect.height}
              className="eaadhaar-outline__frame"
              vectorEffect="non-scaling-stroke"
              aria-label={t('eAadhaar.editor.move', { card: label(side) })}
            />
            {/* Above the outline when there is room, so it hides nothing of the card. */}
            <text x={rect.x + unit * 0.8} y={rect.y - unit * 2.6 >= area.y ? rect.y - unit * 0.6 : rect.y + unit * 2.6} className="eaadhaar-outline__label" fontSize={unit * 2}>
              {label(side)}
            </text>
            {editable &&
              corners.map((corner) => {
                const at = cornerPoint(rect, corner);
                return (
                  <g key={corner} className="eaadhaar-handle">
                    <circle
                      cx={at.x}
                      cy={at.y}
                      r={unit * 1.1}
                      className="eaadhaar-handle__dot"
                      data-testid={`handle-${side}-${corner}`}
                      tabIndex={0}
                      role="button"
                      aria-label={t('eAadhaar.editor.corner', { card: label(side), corner: t(`eAadhaar.editor.corners.${corner}`) })}
                      onKeyDown={(event) => nudge(event, side, corner)}
                    />
                  </g>
                );
              })}
          </g>
        );
      })}
      {sketch && (
        <rect
          className={`eaadhaar-outline__frame eaadhaar-outline--${sketch.side} eaadhaar-outline--sketch`}
          x={sketch.rect.x}
          y={sketch.rect.y}
          width={sketch.rect.width}
          height={sketch.rect.height}
          vectorEffect="non-scaling-stroke"
        />
      )}
    </svg>
  );
}
