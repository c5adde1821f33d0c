import type { Paper } from '@core/layout/papers';
import { placeScaleBarMarks, type ScaleBarMarks } from '@core/layout/place-scale-bar-marks';
import type { Mm } from '@core/units/units';

interface SheetScaleBarProps {
  paper: Paper;
  /** The lowest edge of anything above it on the sheet, in mm from the top (as the server passes it). */
  occupiedBottom: Mm;
}

/** The 50 mm scale bar where core's placeScaleBarMarks puts it for the PDF too, or nothing when it does not fit. */
export function SheetScaleBar({ paper, occupiedBottom }: SheetScaleBarProps) {
  const marks = placeScaleBarMarks(paper, occupiedBottom);
  return marks ? <ScaleBarDrawing marks={marks} /> : null;
}

/** A 50 mm scale bar core placed (level or upright), drawn in the sheet's millimetres. */
export function ScaleBarDrawing({ marks }: { marks: ScaleBarMarks }) {
  const { line, ticks, label } = marks;
  return (
    <g className="studio-preview__scale" data-testid="scale-bar">
      <line x1={line.x1} y1={line.y1} x2={line.x2} y2={line.y2} />
      {ticks.map((tick) => (
        <line key={`${tick.x1}:${tick.y1}`} x1={tick.x1} y1={tick.y1} x2={tick.x2} y2={tick.y2} />
      ))}
      <text x={label.x} y={label.y} fontSize={label.fontSize} transform={label.rotate ? `rotate(${label.rotate} ${label.x} ${label.y})` : undefined}>
        50 mm
      </text>
    </g>
  );
}
