import type { ReactNode } from 'react';
import type { Paper } from '@core/layout/papers';
import type { Rect } from '@core/layout/place-photos';
import type { ScaleBarMarks } from '@core/layout/place-scale-bar-marks';
import type { Segment } from '@core/layout/segment';
import { ScaleBarDrawing } from './sheet-scale-bar';
import { SheetWatermark } from './sheet-watermark';

interface SheetDrawingProps {
  paper: Paper;
  /** The drawing's accessible name. */
  label: string;
  /** The data-* attributes that say what is drawn (test id, paper, counts, watermark, scale bar). */
  data: Record<`data-${string}`, string | number>;
  cuts: readonly Segment[];
  scaleBar: ScaleBarMarks | null | undefined;
  /** The brand text to repeat over the sheet, or null for a clean print. */
  watermark: string | null;
  /** A partly used sheet's used part, which the watermark keeps off (decision 0065). */
  used?: Rect | null;
  caption: string;
  /** Drawn on the paper under the cut lines: the photos (or their empty places). */
  children: ReactNode;
  /** Drawn over the cut lines: the customers' labels. */
  over?: ReactNode;
}

/**
 * A photo sheet at its true proportions, in millimetres (viewBox = the paper): the paper, `children`,
 * the cut lines and crop marks core placed, `over`, the 50 mm scale bar where it fits, and the
 * watermark when the print would be free (below a partly used sheet's used part), with its caption below. The passport and customer sheet previews draw through it.
 */
export function SheetDrawing({ paper, label, data, cuts, scaleBar, watermark, used = null, caption, children, over }: SheetDrawingProps) {
  return (
    <figure className="studio-preview">
      <svg
        className={`studio-preview__sheet studio-preview__sheet--${paper.width > paper.height ? 'landscape' : 'portrait'}`}
        viewBox={`0 0 ${paper.width} ${paper.height}`}
        role="img"
        aria-label={label}
        {...data}
      >
        <rect className="studio-preview__paper" x={0} y={0} width={paper.width} height={paper.height} />
        {children}
        <g className="studio-preview__cuts">
          {cuts.map((cut, i) => (
            <line key={i} x1={cut.x1} y1={cut.y1} x2={cut.x2} y2={cut.y2} />
          ))}
        </g>
        {over}
        {scaleBar && <ScaleBarDrawing marks={scaleBar} />}
        {watermark && <SheetWatermark paper={paper} text={watermark} used={used} />}
      </svg>
      <figcaption className="studio-preview__caption">{caption}</figcaption>
    </figure>
  );
}
