import { memo, useMemo } from 'react';
import { placePhotoSheet } from '@core/layout/place-photo-sheet';
import type { SheetLayout } from '@core/layout/sheet-layouts';
import { useTranslation } from '../../../lib/i18n';
import { paperName, sheetLayoutName } from '../lib/sheet-layout-name';
import { SheetDrawing } from './sheet-drawing';

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
 * same core geometry as the server's PDF (placePhotoSheet): photos at their rectangles, cut lines
 * and crop marks, the 50 mm scale bar where it fits, and the watermark (placeWatermark) when the
 * print would be free. A partly used A4 sheet's used rows (decision 0038) are greyed: nothing prints there,
 * the watermark neither (decision 0065).
 */
export const SheetPreview = memo(function SheetPreview({ layout, photoUrl, watermark, label }: SheetPreviewProps) {
  const { t } = useTranslation();
  const { paper } = layout;
  const { rects, cuts, scaleBar, scaleBarPlace, used } = useMemo(() => placePhotoSheet(layout), [layout]);

  return (
    <SheetDrawing
      paper={paper}
      label={label}
      data={{
        'data-testid': 'sheet-preview',
        'data-paper': paper.id,
        'data-photos': rects.length,
        'data-watermarked': watermark ? 'true' : 'false',
        'data-scale-bar': scaleBarPlace,
        'data-start-row': layout.startRow ?? 1,
      }}
      cuts={cuts}
      scaleBar={scaleBar}
      watermark={watermark}
      used={used}
      caption={t('studio.preview.caption', { layout: sheetLayoutName(t, layout), paper: paperName(t, paper), width: paper.width, height: paper.height })}
    >
      {used && (
        <g className="studio-preview__used" data-testid="sheet-preview-used">
          <rect x={used.x} y={used.y} width={used.width} height={used.height} />
          <text x={paper.width / 2} y={used.height / 2} textAnchor="middle" dominantBaseline="middle" fontSize={Math.min(8, used.height * 0.4)}>
            {t('studio.preview.used')}
          </text>
        </g>
      )}
      {rects.map((r, i) =>
        photoUrl ? (
          <image key={i} className="studio-preview__photo" href={photoUrl} x={r.x} y={r.y} width={r.width} height={r.height} preserveAspectRatio="none" />
        ) : (
          <rect key={i} className="studio-preview__slot" x={r.x} y={r.y} width={r.width} height={r.height} />
        ),
      )}
    </SheetDrawing>
  );
});
