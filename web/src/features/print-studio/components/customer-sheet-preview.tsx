import { memo } from 'react';
import type { CustomerSheet } from '@core/layout/place-customer-sheet';
import type { Paper } from '@core/layout/papers';
import { useTranslation } from '../../../lib/i18n';
import { paperName } from '../lib/sheet-layout-name';
import { SheetDrawing } from './sheet-drawing';

interface CustomerSheetPreviewProps {
  paper: Paper;
  /** Core's packing of the customers (placeCustomerSheet), or null while it can't be made (an empty sheet is drawn). */
  sheet: CustomerSheet | null;
  /** Each customer's crop as an object URL, in the customers' order. */
  photoUrls: readonly string[];
  /** The brand text to repeat over the sheet, or null for a clean print. */
  watermark: string | null;
  /** Which sheet this is when there are two (decision 0071): said in its name and caption. */
  page?: { number: number; of: number };
}

/**
 * Several customers' sheet at its true proportions, in millimetres, drawn from the same core geometry
 * as the server's PDF (placeCustomerSheet): each customer's photos at their rectangles, their labels,
 * the cut lines, the 50 mm scale bar where it fits, and the watermark when the print would be free.
 */
export const CustomerSheetPreview = memo(function CustomerSheetPreview({ paper, sheet, photoUrls, watermark, page }: CustomerSheetPreviewProps) {
  const { t } = useTranslation();
  const photos = sheet ? sheet.customers.reduce((sum, c) => sum + c.rects.length, 0) : 0;
  const customers = sheet?.customers.length ?? 0;
  const label = t('studio.customers.previewLabel', { count: customers, photos, paper: paperName(t, paper) });
  const caption = t('studio.customers.caption', { count: customers, photos, paper: paperName(t, paper), width: paper.width, height: paper.height });
  const ofPages = (text: string) => (page ? t('studio.customers.pageOf', { page: page.number, pages: page.of, text }) : text);
  return (
    <SheetDrawing
      paper={paper}
      label={ofPages(label)}
      data={{
        'data-testid': 'customer-sheet-preview',
        'data-page': page?.number ?? 1,
        'data-paper': paper.id,
        'data-photos': photos,
        'data-customers': customers,
        'data-watermarked': watermark ? 'true' : 'false',
        'data-scale-bar': sheet?.scaleBar ? 'below' : 'none',
      }}
      cuts={sheet?.cuts ?? []}
      scaleBar={sheet?.scaleBar}
      watermark={watermark}
      caption={ofPages(caption)}
      over={
        <g className="studio-preview__labels">
          {sheet?.customers.map(({ label }, c) => (
            <text key={c} x={label.x} y={label.y} fontSize={label.fontSize} data-testid="customer-sheet-label">
              {label.text}
            </text>
          ))}
        </g>
      }
    >
      {sheet?.customers.map((customer, c) =>
        customer.rects.map((r, i) =>
          photoUrls[c] ? (
            <image
              key={`${c}-${i}`}
              className="studio-preview__photo"
              href={photoUrls[c]}
              x={r.x}
              y={r.y}
              width={r.width}
              height={r.height}
              preserveAspectRatio="none"
              data-customer={c + 1}
            />
          ) : (
            <rect key={`${c}-${i}`} className="studio-preview__slot" x={r.x} y={r.y} width={r.width} height={r.height} data-customer={c + 1} />
          ),
        ),
      )}
    </SheetDrawing>
  );
});
