import { placeScaleBar } from '../../../../../core/src/layout/place-scale-bar';
import type { Paper } from '../../../../../core/src/layout/papers';
import type { Mm } from '../../../../../core/src/units/units';
import { PT_IN_MM } from './sheet-watermark';

interface SheetScaleBarProps {
  paper: Paper;
  /** The lowest edge of anything above it on the sheet, in mm from the top (as the server passes it). */
  occupiedBottom: Mm;
}

/** The 50 mm scale bar where core's placeScaleBar puts it (server: draw-scale-bar.ts), or nothing when it does not fit. */
export function SheetScaleBar({ paper, occupiedBottom }: SheetScaleBarProps) {
  const bar = placeScaleBar(paper, occupiedBottom);
  if (!bar) return null;
  const lineY = bar.y + bar.height - 1;
  return (
    <g className="studio-preview__scale">
      <line x1={bar.x} y1={lineY} x2={bar.x + bar.length} y2={lineY} />
      {[0, 10, 20, 30, 40, 50].map((tick) => (
        <line key={tick} x1={bar.x + tick} y1={lineY - (tick % 50 === 0 ? 2 : 1.2)} x2={bar.x + tick} y2={lineY} />
      ))}
      <text x={bar.x} y={lineY - 2.6} fontSize={6.5 * PT_IN_MM}>
        50 mm
      </text>
    </g>
  );
}
