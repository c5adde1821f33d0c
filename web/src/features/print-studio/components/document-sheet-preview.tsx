import { memo, useMemo } from 'react';
import type { DocumentLayoutId } from '@core/documents/document-layouts';
import type { DocumentType } from '@core/documents/document-types';
import { fitInside } from '@core/layout/fit-inside';
import { placeCutOutlines } from '@core/layout/place-cut-outlines';
import { placeDocuments, type DocumentSide } from '@core/layout/place-documents';
import type { Rect } from '@core/layout/place-photos';
import { documentPageOccupiedBottom } from '@core/layout/scale-bar-occupied-bottom';
import { SheetScaleBar } from './sheet-scale-bar';
import { SheetWatermark } from './sheet-watermark';

interface PreviewImage {
  /** Object URL of the cropped side. */
  url: string;
  /** Its width ÷ height (page documents are fitted inside their area at this aspect). */
  aspect: number;
}

interface DocumentSheetPreviewProps {
  type: DocumentType;
  layout: DocumentLayoutId;
  copies: number;
  /** Whether the sheet carries the print-reference QR code (see printsQrReference). */
  qr: boolean;
  front: PreviewImage | null;
  back: PreviewImage | null;
  /** The brand text to repeat over every page, or null for a clean print. */
  watermark: string | null;
  /** The accessible name of each page: given the page number and the page count. */
  pageLabel: (page: number, pages: number) => string;
  /** Words shown in an empty slot, and the QR code's tooltip. */
  texts: { front: string; back: string; qr: string };
  caption: string;
}

/** Modules of the stand-in QR symbol: the three finder squares of a 21×21 code are enough to say "a QR code goes here". */
const QR_MODULES = 21;
const FINDERS: ReadonlyArray<[number, number]> = [
  [0, 0],
  [QR_MODULES - 7, 0],
  [0, QR_MODULES - 7],
];

function QrStandIn({ rect, title }: { rect: Rect; title: string }) {
  const m = rect.width / QR_MODULES;
  return (
    <g className="studio-preview__qr" data-testid="preview-qr" data-x={rect.x} data-y={rect.y} data-size={rect.width}>
      <title>{title}</title>
      <rect className="studio-preview__qr-box" x={rect.x} y={rect.y} width={rect.width} height={rect.height} />
      {FINDERS.map(([col, row]) => (
        <g key={`${col}-${row}`}>
          <rect x={rect.x + col * m} y={rect.y + row * m} width={7 * m} height={7 * m} />
          <rect className="studio-preview__qr-light" x={rect.x + (col + 1) * m} y={rect.y + (row + 1) * m} width={5 * m} height={5 * m} />
          <rect x={rect.x + (col + 2) * m} y={rect.y + (row + 2) * m} width={3 * m} height={3 * m} />
        </g>
      ))}
    </g>
  );
}

/**
 * A document print's pages at their true proportions, in millimetres (viewBox = A4), from the same
 * core geometry as the server's PDF (placeDocuments): cards and passport pages at their true size
 * with the cut line placeCutOutlines puts around each, page documents fitted inside their area, the
 * QR code's place, the 50 mm scale bar under cards, and the watermark when the print would be free.
 */
export const DocumentSheetPreview = memo(function DocumentSheetPreview(props: DocumentSheetPreviewProps) {
  const { type, layout, copies, qr, front, back, watermark, pageLabel, texts, caption } = props;
  const placement = useMemo(() => placeDocuments(type, layout, copies, { qr }), [type, layout, copies, qr]);
  if (!placement.fits) return null;
  const { paper, pages } = placement.sheet;
  const images: Record<DocumentSide, PreviewImage | null> = { front, back };

  return (
    <figure className="studio-preview" data-testid="document-preview" data-pages={pages.length} data-layout={layout} data-doc-type={type.id}>
      <div className={`studio-preview__pages${pages.length > 1 ? ' studio-preview__pages--two' : ''}`}>
        {pages.map((page, index) => {
          const occupiedBottom = documentPageOccupiedBottom(type, page);
          return (
            <svg
              key={index}
              className="studio-preview__sheet studio-preview__sheet--portrait"
              viewBox={`0 0 ${paper.width} ${paper.height}`}
              role="img"
              aria-label={pageLabel(index + 1, pages.length)}
              data-testid="document-preview-page"
              data-slots={page.slots.length}
              data-images={page.slots.filter((slot) => images[slot.side]).length}
              data-qr={page.qr ? 'true' : 'false'}
              data-watermarked={watermark ? 'true' : 'false'}
            >
              <rect className="studio-preview__paper" x={0} y={0} width={paper.width} height={paper.height} />
              {page.slots.map((slot, i) => {
                const image = images[slot.side];
                if (!image) {
                  return (
                    <g key={i} data-side={slot.side}>
                      <rect className="studio-preview__slot" x={slot.rect.x} y={slot.rect.y} width={slot.rect.width} height={slot.rect.height} />
                      <text
                        className="studio-preview__slot-text"
                        x={slot.rect.x + slot.rect.width / 2}
                        y={slot.rect.y + slot.rect.height / 2}
                        textAnchor="middle"
                        dominantBaseline="middle"
                        fontSize={5}
                      >
                        {slot.side === 'front' ? texts.front : texts.back}
                      </text>
                    </g>
                  );
                }
                const r = slot.fit === 'exact' ? slot.rect : fitInside(slot.rect, image.aspect);
                return (
                  <image
                    key={i}
                    className="studio-preview__photo"
                    data-side={slot.side}
                    href={image.url}
                    x={r.x}
                    y={r.y}
                    width={r.width}
                    height={r.height}
                    preserveAspectRatio="none"
                  />
                );
              })}
              <g className="studio-preview__outlines">
                {placeCutOutlines(page).map((r, i) => (
                  <rect key={i} x={r.x} y={r.y} width={r.width} height={r.height} />
                ))}
              </g>
              {page.qr && <QrStandIn rect={page.qr} title={texts.qr} />}
              {occupiedBottom !== null && <SheetScaleBar paper={paper} occupiedBottom={occupiedBottom} />}
              {watermark && <SheetWatermark paper={paper} text={watermark} />}
            </svg>
          );
        })}
      </div>
      <figcaption className="studio-preview__caption">{caption}</figcaption>
    </figure>
  );
});
