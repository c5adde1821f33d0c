import { memo, useMemo } from 'react';
import type { PageSize } from '@core/layout/papers';
import type { Rect } from '@core/layout/place-photos';
import { placeWatermark } from '@core/layout/place-watermark';

interface SheetWatermarkProps {
  /** The page, in mm (a card tray's page too). */
  paper: PageSize;
  /** The brand text the server repeats over a free sheet. */
  text: string;
  /** A partly used sheet's used part: the watermark stays below it (decision 0065). */
  used?: Rect | null;
}

/** The watermark of a free print, in an SVG whose user units are the paper's millimetres: where core's placeWatermark puts it for the PDF too. */
export const SheetWatermark = memo(function SheetWatermark({ paper, text, used = null }: SheetWatermarkProps) {
  const { marks, angle, fontSize } = useMemo(() => placeWatermark(paper, text, used), [paper, text, used]);
  return (
    <g className="studio-preview__watermark" aria-hidden="true" fontSize={fontSize}>
      {marks.map((m, i) => (
        // SVG's y runs down the page, so turning anticlockwise is a negative rotation.
        <text key={i} transform={`translate(${m.x} ${m.y}) rotate(${-angle})`}>
          {text}
        </text>
      ))}
    </g>
  );
});
