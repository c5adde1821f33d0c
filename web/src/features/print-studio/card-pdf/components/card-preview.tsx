import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ID1_CARD } from '@core/documents/document-sizes';
import { drawCard } from '../lib/card-geometry';
import type { PageCanvases } from '../lib/page-canvases';
import type { CardPlace } from '../lib/pdf-cards';

const PREVIEW_WIDTH = 342;
const PREVIEW_SIZE = { width: PREVIEW_WIDTH, height: Math.round((PREVIEW_WIDTH * ID1_CARD.height) / ID1_CARD.width) };

interface CardPreviewProps {
  pages: PageCanvases;
  place: CardPlace;
  label: string;
}

/** A small picture of one side as it will print: cut from its page, turned upright, at card proportions. */
function CardPreview({ pages, place, label }: CardPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let current = true;
    pages
      .get(place.page)
      .then(({ canvas }) => {
        const context = canvasRef.current?.getContext('2d');
        if (current && context) drawCard(context, canvas, place.rect, place.rotation, PREVIEW_SIZE);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pages, place]);
  return <canvas ref={canvasRef} className="eaadhaar-card-preview" width={PREVIEW_SIZE.width} height={PREVIEW_SIZE.height} role="img" aria-label={label} />;
}

/** The card as it will print, front then (when printed) back, captioned. */
export function CardPreviews({ pages, front, back }: { pages: PageCanvases; front: CardPlace; back: CardPlace | null }) {
  const { t } = useTranslation();
  return (
    <div className="eaadhaar__previews">
      <figure>
        <CardPreview pages={pages} place={front} label={t('cardPdf.editor.frontPreview')} />
        <figcaption>{t('cardPdf.editor.front')}</figcaption>
      </figure>
      {back && (
        <figure>
          <CardPreview pages={pages} place={back} label={t('cardPdf.editor.backPreview')} />
          <figcaption>{t('cardPdf.editor.back')}</figcaption>
        </figure>
      )}
    </div>
  );
}
