import { memo, useMemo } from 'react';
import type { Paper } from '../../../../../core/src/layout/papers';

/** The server draws the brand 140 times: 10 columns × 14 rows (server: draw-watermark.ts). */
const WATERMARK_COLUMNS = 10;
const WATERMARK_ROWS = 14;
/** One typographic point in millimetres: the server sizes its texts in points. */
export const PT_IN_MM = 25.4 / 72;

interface SheetWatermarkProps {
  paper: Paper;
  /** The brand text the server repeats over a free sheet. */
  text: string;
}

/** The watermark of a free print, in an SVG whose user units are the paper's millimetres: where the server puts it, as light. */
export const SheetWatermark = memo(function SheetWatermark({ paper, text }: SheetWatermarkProps) {
  const marks = useMemo(() => {
    const stepX = paper.width / WATERMARK_COLUMNS;
    const stepY = paper.height / WATERMARK_ROWS;
    return Array.from({ length: WATERMARK_COLUMNS * WATERMARK_ROWS }, (_, i) => {
      const row = Math.floor(i / WATERMARK_COLUMNS);
      const col = i % WATERMARK_COLUMNS;
      return { x: col * stepX + (row % 2) * (stepX / 2) - stepX / 4, y: row * stepY + stepY * 0.8 };
    });
  }, [paper]);
  const size = Math.max(7, Math.min(14, (paper.width / WATERMARK_COLUMNS) * 1.1)) * PT_IN_MM;
  return (
    <g className="studio-preview__watermark" aria-hidden="true" fontSize={size}>
      {marks.map((m, i) => (
        <text key={i} transform={`translate(${m.x} ${m.y}) rotate(-30)`}>
          {text}
        </text>
      ))}
    </g>
  );
});
