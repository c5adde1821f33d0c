import { memo, useMemo } from 'react';
import { PHOTO_GAP } from '../../../../../core/src/layout/papers';
import { boundingBox, placePhotos } from '../../../../../core/src/layout/place-photos';
import { sheetLayoutLabel, type SheetLayout } from '../../../../../core/src/layout/sheet-layouts';
import { mm } from '../../../../../core/src/units/units';
import { SheetScaleBar } from './sheet-scale-bar';
import { SheetWatermark } from './sheet-watermark';

/** As far as the PDF's crop marks reach outside the grid (server: draw-cut-lines.ts). */
const CROP_MARK = 3;

interface SheetPreviewProps {
  layout: SheetLayout;
  /** Object URL of the cropped photo, or null before one is chosen. */
  photoUrl: string | null;
  /** The brand text to repeat over the sheet, or null for a clean print. */
  watermark: string | null;
  label: string;
}

/**
 * The whole sheet at its true proportions, in millimetres (viewBox = the paper), drawn from the
 * same core geometry as the server's PDF: photos at placePhotos' rectangles, cut lines in the
 * gaps, crop marks, the 50 mm scale bar, and the watermark when the print would be free.
 */
export const SheetPreview = memo(function SheetPreview({ layout, photoUrl, watermark, label }: SheetPreviewProps) {
  const { paper } = layout;
  const rects = useMemo(() => placePhotos(paper, layout.photo, layout.count, layout.columns), [paper, layout]);
  const cuts = useMemo(() => {
    const box = boundingBox(rects);
    const xs = [...new Set(rects.map((r) => r.x))].sort((a, b) => a - b);
    const ys = [...new Set(rects.map((r) => r.y))].sort((a, b) => a - b);
    const { width, height } = layout.photo;
    const [top, bottom, left, right] = [box.y, box.y + box.height, box.x, box.x + box.width];
    const lines: [number, number, number, number][] = [];
    for (const x of xs.slice(1)) lines.push([x - PHOTO_GAP / 2, top, x - PHOTO_GAP / 2, bottom]);
    for (const y of ys.slice(1)) lines.push([left, y - PHOTO_GAP / 2, right, y - PHOTO_GAP / 2]);
    for (const x of [...xs, ...xs.map((v) => v + width)]) {
      if (top > paper.margin) lines.push([x, Math.max(top - CROP_MARK, paper.margin), x, top - 0.5]);
      lines.push([x, bottom + 0.5, x, Math.min(bottom + CROP_MARK, paper.height - paper.margin)]);
    }
    for (const y of [...ys, ...ys.map((v) => v + height)]) {
      lines.push([Math.max(left - CROP_MARK, paper.margin), y, left - 0.5, y]);
      lines.push([right + 0.5, y, Math.min(right + CROP_MARK, paper.width - paper.margin), y]);
    }
    return { lines, bottom: mm(bottom + CROP_MARK) };
  }, [rects, paper, layout.photo]);

  return (
    <figure className="studio-preview">
      <svg
        className={`studio-preview__sheet studio-preview__sheet--${paper.width > paper.height ? 'landscape' : 'portrait'}`}
        viewBox={`0 0 ${paper.width} ${paper.height}`}
        role="img"
        aria-label={label}
        data-testid="sheet-preview"
        data-paper={paper.id}
        data-photos={rects.length}
        data-watermarked={watermark ? 'true' : 'false'}
      >
        <rect className="studio-preview__paper" x={0} y={0} width={paper.width} height={paper.height} />
        {rects.map((r, i) =>
          photoUrl ? (
            <image key={i} className="studio-preview__photo" href={photoUrl} x={r.x} y={r.y} width={r.width} height={r.height} preserveAspectRatio="none" />
          ) : (
            <rect key={i} className="studio-preview__slot" x={r.x} y={r.y} width={r.width} height={r.height} />
          ),
        )}
        <g className="studio-preview__cuts">
          {cuts.lines.map(([x1, y1, x2, y2], i) => (
            <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} />
          ))}
        </g>
        <SheetScaleBar paper={paper} occupiedBottom={cuts.bottom} />
        {watermark && <SheetWatermark paper={paper} text={watermark} />}
      </svg>
      <figcaption className="studio-preview__caption">
        {sheetLayoutLabel(layout)} · {paper.label} {paper.width}×{paper.height} mm
      </figcaption>
    </figure>
  );
});
