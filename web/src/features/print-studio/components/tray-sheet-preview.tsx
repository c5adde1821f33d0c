import { memo, useMemo } from 'react';
import { trayPaper } from '@core/layout/place-tray-cards';
import { trayPreviewSlots, type TrayPrint } from '../lib/tray-print-choice';
import { SheetWatermark } from './sheet-watermark';

interface PreviewImage {
  /** Object URL of the cropped side. */
  url: string;
}

interface TraySheetPreviewProps {
  trayPrint: TrayPrint;
  /** Cards printed: slots 1…copies. */
  copies: number;
  /** The pass's picture (the fronts, or the backs), or null until it is chosen. */
  image: PreviewImage | null;
  /** The brand text over a free print, or null for a clean one. */
  watermark: string | null;
  /** The page's accessible name. */
  label: string;
  caption: string;
}

/**
 * A card tray's page (decision 0091) in mm, from core's placeTrayCards as the PDF: every slot's card where the pass
 * puts it, the used slots (1…copies) with the pass's picture turned as it prints and grown by the bleed, the others
 * empty and dashed.
 */
export const TraySheetPreview = memo(function TraySheetPreview({ trayPrint, copies, image, watermark, label, caption }: TraySheetPreviewProps) {
  const slots = useMemo(() => trayPreviewSlots(trayPrint, copies), [trayPrint, copies]);
  const { layout } = trayPrint.tray;
  const page = useMemo(() => trayPaper(layout), [layout]);
  return (
    <figure className="studio-preview" data-testid="tray-preview" data-slots={slots.length} data-used={Math.min(copies, slots.length)}>
      <svg className="studio-preview__sheet" viewBox={`0 0 ${page.width} ${page.height}`} role="img" aria-label={label}>
        <rect className="studio-preview__paper" x={0} y={0} width={page.width} height={page.height} />
        {slots.map((slot) => {
          const { card, rotation } = slot;
          const cx = slot.image.x + slot.image.width / 2;
          const cy = slot.image.y + slot.image.height / 2;
          // The picture as drawn before its turn: landscape, so a quarter turn swaps the footprint's sides.
          const quarter = rotation % 180 !== 0;
          const w = quarter ? slot.image.height : slot.image.width;
          const h = quarter ? slot.image.width : slot.image.height;
          return (
            <g key={slot.slot} data-slot={slot.slot + 1} data-used={slot.used ? 'true' : 'false'}>
              {slot.used && image ? (
                <image
                  className="studio-preview__photo"
                  href={image.url}
                  x={cx - w / 2}
                  y={cy - h / 2}
                  width={w}
                  height={h}
                  preserveAspectRatio="none"
                  transform={rotation === 0 ? undefined : `rotate(${rotation} ${cx} ${cy})`}
                />
              ) : (
                <rect
                  className={slot.used ? 'studio-preview__slot' : 'studio-tray__empty'}
                  x={card.x}
                  y={card.y}
                  width={card.width}
                  height={card.height}
                  rx={3}
                />
              )}
              <rect className="studio-tray__outline" x={card.x} y={card.y} width={card.width} height={card.height} rx={3} />
              <text className="studio-tray__number" x={card.x + 3} y={card.y + 8} fontSize={6}>
                {slot.slot + 1}
              </text>
            </g>
          );
        })}
        {watermark && <SheetWatermark paper={page} text={watermark} />}
      </svg>
      <figcaption className="studio-preview__caption">{caption}</figcaption>
    </figure>
  );
});
