import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ID1_CARD } from '@core/documents/document-sizes';
import type { PixelRect } from '@core/card-pdf/find-page-cards';
import { drawCard, type CardRotation } from '../lib/card-geometry';

const PREVIEW_WIDTH = 342;
const PREVIEW_SIZE = { width: PREVIEW_WIDTH, height: Math.round((PREVIEW_WIDTH * ID1_CARD.height) / ID1_CARD.width) };

interface CardPreviewProps {
  source: HTMLCanvasElement;
  rect: PixelRect;
  rotation: CardRotation;
  label: string;
}

/** A small picture of one card as it will print: cut from the page, turned upright, at card proportions. */
function CardPreview({ source, rect, rotation, label }: CardPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (context) drawCard(context, source, rect, rotation, PREVIEW_SIZE);
  }, [source, rect, rotation]);
  return <canvas ref={canvasRef} className="eaadhaar-card-preview" width={PREVIEW_SIZE.width} height={PREVIEW_SIZE.height} role="img" aria-label={label} />;
}

/** Both cards as they will print, front then back, captioned. */
export function CardPreviews({ source, front, back, rotation }: { source: HTMLCanvasElement; front: PixelRect; back: PixelRect; rotation: CardRotation }) {
  const { t } = useTranslation();
  return (
    <div className="eaadhaar__previews">
      <figure>
        <CardPreview source={source} rect={front} rotation={rotation} label={t('cardPdf.editor.frontPreview')} />
        <figcaption>{t('cardPdf.editor.front')}</figcaption>
      </figure>
      <figure>
        <CardPreview source={source} rect={back} rotation={rotation} label={t('cardPdf.editor.backPreview')} />
        <figcaption>{t('cardPdf.editor.back')}</figcaption>
      </figure>
    </div>
  );
}
