import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { Point } from '@core/geometry/homography';
import { useTranslation } from '../../../lib/i18n';
import { useScreenScale } from '../card-pdf/hooks/use-screen-scale';
import { quadCorners, type useQuadCorners } from '../hooks/use-quad-corners';

interface QuadEditorProps {
  imageUrl: string;
  width: number;
  height: number;
  corners: ReturnType<typeof useQuadCorners>;
  /** No document was found: the corners start at the photo's, drawn as placed by hand, not found (decision 0082). */
  notFound?: boolean;
}

/**
 * The photo with the found document outlined and four corner handles: dragged with a mouse, a
 * finger or a pen (pointer events), or moved with the arrow keys once focused (Shift: bigger steps).
 */
export function QuadEditor({ imageUrl, width, height, corners, notFound = false }: QuadEditorProps) {
  const { t } = useTranslation();
  const svgRef = useRef<SVGSVGElement>(null);
  const screenScale = useScreenScale(svgRef, width);
  // Handles keep a finger's size on screen (a 360 px phone included).
  const unit = Math.max(width / 100, screenScale * 10);
  const reach = Math.max(unit * 2.5, screenScale * 24);
  const { quad } = corners;

  const toPhoto = (event: PointerEvent): Point => {
    const matrix = svgRef.current?.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 || !corners.start(toPhoto(event), reach)) return;
    event.preventDefault();
    svgRef.current?.setPointerCapture(event.pointerId);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (svgRef.current?.hasPointerCapture(event.pointerId)) svgRef.current.releasePointerCapture(event.pointerId);
    corners.finish();
  };
  const onKeyDown = (event: KeyboardEvent, corner: (typeof quadCorners)[number]) => {
    if (corners.nudge(corner, event.key, event.shiftKey)) event.preventDefault();
  };

  return (
    <svg
      ref={svgRef}
      className={notFound ? 'studio-quad studio-quad--not-found' : 'studio-quad'}
      data-found={notFound ? 'false' : 'true'}
      viewBox={`0 0 ${width} ${height}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      role="group"
      aria-label={t('studio.crop.corners.editor')}
      data-testid="quad-editor"
      onPointerDown={onPointerDown}
      onPointerMove={(event) => corners.move(toPhoto(event))}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <image href={imageUrl} x={0} y={0} width={width} height={height} preserveAspectRatio="none" />
      <polygon className="studio-quad__outline" points={quad.map((p) => `${p.x},${p.y}`).join(' ')} vectorEffect="non-scaling-stroke" />
      {quad.map((p, i) => {
        const corner = quadCorners[i]!;
        return (
          <circle
            key={corner}
            cx={p.x}
            cy={p.y}
            r={unit * 1.2}
            className="studio-quad__handle"
            data-testid={`quad-handle-${corner}`}
            data-x={Math.round(p.x)}
            data-y={Math.round(p.y)}
            tabIndex={0}
            role="button"
            aria-label={t(`studio.crop.corners.${corner}`)}
            onKeyDown={(event) => onKeyDown(event, corner)}
          />
        );
      })}
    </svg>
  );
}
