import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { PixelRect } from '@core/card-pdf/find-page-cards';
import { useTranslation } from '../../../../lib/i18n';
import { useOutlineGestures } from '../hooks/use-outline-gestures';
import { useScreenScale } from '../hooks/use-screen-scale';
import { cornerPoint, corners, type Bounds, type Corner, type Point } from '../lib/card-geometry';
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

/**
 * The rendered page with the front and back card outlined. Corners are dragged with a mouse,
 * a finger or a pen (pointer events), or moved with the arrow keys once focused (Shift: bigger
 * steps); an outline's inside drags the whole outline. In drawing mode a drag over the page
 * draws the card's outline.
 */
export function CardOutlineEditor({ pageUrl, bounds, view, dpi, front, back, drawing, onChange }: CardOutlineEditorProps) {
  const { t } = useTranslation();
  const svgRef = useRef<SVGSVGElement>(null);
  const rects: Record<CardSide, PixelRect | null> = { front, back };
  const area = view ?? { x: 0, y: 0, width: bounds.width, height: bounds.height };
  // Page pixels per screen pixel, once the picture is laid out: handles and labels keep a size on
  // screen, whatever part of the page is shown, big enough for a finger on a phone.
  const screenScale = useScreenScale(svgRef, area.width);
  const unit = Math.max(area.width / 100, screenScale * 8);
  /** How far from a corner a press still takes it (the nearest corner wins). */
  const reach = Math.max(unit * 2.5, screenScale * 22);
  const { sketch, start, move, finish, nudge } = useOutlineGestures({ front, back, drawing, bounds, dpi, reach, onChange });

  const toPage = (event: PointerEvent): Point => {
    const matrix = svgRef.current?.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    if (!start(toPage(event))) return;
    event.preventDefault();
    svgRef.current?.setPointerCapture(event.pointerId);
  };

  const onPointerUp = (event: PointerEvent) => {
    if (svgRef.current?.hasPointerCapture(event.pointerId)) svgRef.current.releasePointerCapture(event.pointerId);
    finish(toPage(event));
  };

  const onKeyDown = (event: KeyboardEvent, side: CardSide, corner: Corner) => {
    if (nudge(side, corner, event.key, event.shiftKey)) event.preventDefault();
  };

  const label = (side: CardSide) => (side === 'front' ? t('cardPdf.editor.front') : t('cardPdf.editor.back'));

  return (
    <svg
      ref={svgRef}
      className={`eaadhaar-page${drawing ? ' eaadhaar-page--drawing' : ''}`}
      viewBox={`${area.x} ${area.y} ${area.width} ${area.height}`}
      // As wide as there is room for, and never taller than the window leaves (the dialog's title and buttons aside).
      style={{ aspectRatio: `${area.width} / ${area.height}`, maxWidth: `calc((100dvh - 12rem) * ${(area.width / area.height).toFixed(4)})` }}
      role="group"
      aria-label={t('cardPdf.editor.page')}
      data-testid="e-aadhaar-page"
      onPointerDown={onPointerDown}
      onPointerMove={(event) => move(toPage(event))}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
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
            role="group"
            aria-label={t('cardPdf.editor.move', { card: label(side) })}
          >
            <rect x={rect.x} y={rect.y} width={rect.width} height={rect.height} className="eaadhaar-outline__frame" vectorEffect="non-scaling-stroke" />
            {/* Above the outline when there is room, so it hides nothing of the card. */}
            <text
              x={rect.x + unit * 0.8}
              y={rect.y - unit * 2.6 >= area.y ? rect.y - unit * 0.6 : rect.y + unit * 2.6}
              className="eaadhaar-outline__label"
              fontSize={unit * 2}
            >
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
                      aria-label={t('cardPdf.editor.corner', { card: label(side), corner: t(`cardPdf.editor.corners.${corner}`) })}
                      onKeyDown={(event) => onKeyDown(event, side, corner)}
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
