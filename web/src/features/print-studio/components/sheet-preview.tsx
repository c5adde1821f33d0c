import { memo, useMemo } from 'react';
import { PHOTO_GAP } from '../../../../../core/src/layout/papers';
import { boundingBox, placePhotos } from '../../../../../core/src/layout/place-photos';
import { placeScaleBar } from '../../../../../core/src/layout/place-scale-bar';
import { sheetLayoutLabel, type SheetLayout } from '../../../../../core/src/layout/sheet-layouts';
import { mm } from '../../../../../core/src/units/units';

/** As far as the PDF's crop marks reach outside the grid (server: draw-cut-lines.ts). */
const CROP_MARK = 3;
/** The server draws the brand 140 times: 10 columns × 14 rows. */
const WATERMARK_COLUMNS = 10;
const WATERMARK_ROWS = 14;
/** One typographic point in millimetres: the server sizes its texts in points. */
const PT_IN_MM = 25.4 / 72;

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
    const scaleBar = placeScaleBar(paper, mm(bottom + CROP_MARK));
    return { lines, scaleBar };
  }, [rects, paper, layout.photo]);

  const marks = useMemo(() => {
    if (!watermark) return [];
    const stepX = paper.width / WATERMARK_COLUMNS;
    const stepY = paper.height / WATERMARK_ROWS;
    return Array.from({ length: WATERMARK_COLUMNS * WATERMARK_ROWS }, (_, i) => {
      const row = Math.floor(i / WATERMARK_COLUMNS);
      const col = i % WATERMARK_COLUMNS;
      return { x: col * stepX + (row % 2) * (stepX / 2) - stepX / 4, y: row * stepY + stepY * 0.8 };
    });
  }, [watermark, paper]);
  const markSize = Math.max(7, Math.min(14, (paper.width / WATERMARK_COLUMNS) * 1.1)) * PT_IN_MM;
  const scaleLine = cuts.scaleBar ? cuts.scaleBar.y + cuts.scaleBar.height - 1 : null;

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
        {scaleLine !== null && cuts.scaleBar && (
          <g className="studio-preview__scale">
            <line x1={cuts.scaleBar.x} y1={scaleLine} x2={cuts.scaleBar.x + cuts.scaleBar.length} y2={scaleLine} />
            {[0, 10, 20, 30, 40, 50].map((tick) => (
              <line key={tick} x1={cuts.scaleBar!.x + tick} y1={scaleLine - (tick % 50 === 0 ? 2 : 1.2)} x2={cuts.scaleBar!.x + tick} y2={scaleLine} />
            ))}
            <text x={cuts.scaleBar.x} y={scaleLine - 2.6} fontSize={6.5 * PT_IN_MM}>
              50 mm
            </text>
          </g>
        )}
        {watermark && (
          <g className="studio-preview__watermark" aria-hidden="true" fontSize={markSize}>
            {marks.map((m, i) => (
              <text key={i} transform={`translate(${m.x} ${m.y}) rotate(-30)`}>
                {watermark}
              </text>
            ))}
          </g>
        )}
      </svg>
      <figcaption className="studio-preview__caption">
        {sheetLayoutLabel(layout)} · {paper.label} {paper.width}×{paper.height} mm
      </figcaption>
    </figure>
  );
});
