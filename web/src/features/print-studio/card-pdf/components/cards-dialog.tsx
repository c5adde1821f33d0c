import { useEffect, useId, useRef, useState } from 'react';
import type { PixelRect } from '@core/card-pdf/find-page-cards';
import { mm, mmToPx } from '@core/units/units';
import { useTranslation } from '../../../../lib/i18n';
import { useShowModal } from '../../../../lib/use-show-modal';
import type { CardRotation } from '../lib/card-geometry';
import { CardOutlineEditor, type CardSide } from './card-outline-editor';
import { CardPreviews } from './card-preview';

/** Margin kept around the two cards when the view is zoomed to them: room to drag a corner outwards. */
const VIEW_MARGIN = mm(12);

interface ShownPage {
  /** The page at `dpi` (300): the cards are cut from it. */
  canvas: HTMLCanvasElement;
  dpi: number;
  /** A lighter copy of the page for the screen. */
  pageUrl: string;
  pageNumber: number;
  numPages: number;
}

interface CardsDialogProps {
  page: ShownPage;
  front: PixelRect | null;
  back: PixelRect | null;
  rotation: CardRotation;
  drawing: CardSide | null;
  /** The cards were found automatically (else the operator draws them). */
  found: boolean;
  /** Another page is being opened. */
  busy: boolean;
  making: boolean;
  error: string | null;
  onChange: (side: CardSide, rect: PixelRect) => void;
  onTurn: () => void;
  onRedraw: () => void;
  onShowPage: (pageNumber: number) => void;
  onUse: () => void;
  onClose: () => void;
}

/** The two cards and a margin around them, within the page: the part of the page worth looking at closely. */
function cardsView(front: PixelRect, back: PixelRect, page: ShownPage): PixelRect {
  const margin = mmToPx(VIEW_MARGIN, page.dpi);
  const x = Math.max(0, Math.min(front.x, back.x) - margin);
  const y = Math.max(0, Math.min(front.y, back.y) - margin);
  const right = Math.min(page.canvas.width, Math.max(front.x + front.width, back.x + back.width) + margin);
  const bottom = Math.min(page.canvas.height, Math.max(front.y + front.height, back.y + back.height) + margin);
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * A large modal view of the page with the two cards outlined, to check and adjust them (or draw
 * them) before they go to the print. Zoomed to the cards when there are two, with a switch to
 * the whole page; the whole page while drawing.
 */
export function CardsDialog(props: CardsDialogProps) {
  const { page, front, back, rotation, drawing, found, busy, making, error, onChange, onTurn, onRedraw, onShowPage, onUse, onClose } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const useButtonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Fixed when chosen, not following the outlines: a view that moved while a corner is dragged would move the corner.
  const [view, setView] = useState<PixelRect | null>(() => (front && back && !drawing ? cardsView(front, back, page) : null));

  useShowModal(dialogRef, onClose);
  useEffect(() => {
    // Once shown: the primary button has the focus, not the first corner handle (an arrow key would move it).
    const primary = useButtonRef.current;
    (primary && !primary.disabled ? primary : closeRef.current)?.focus();
  }, []);

  const both = front !== null && back !== null && drawing === null;
  const shown = drawing === null ? view : null;
  const instruction =
    drawing === 'front'
      ? `${found ? '' : `${t('cardPdf.editor.notFound')} `}${t('cardPdf.editor.drawFront')}`
      : drawing === 'back'
        ? t('cardPdf.editor.drawBack')
        : found
          ? t('cardPdf.editor.found')
          : t('cardPdf.editor.drawn');

  return (
    <dialog ref={dialogRef} className="studio-dialog eaadhaar-dialog" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('cardPdf.editor.title')}</h2>
      <p className="eaadhaar__instruction" role="status">
        {instruction}
      </p>
      <div className="eaadhaar-dialog__body">
        <div className="eaadhaar-dialog__page">
          <CardOutlineEditor
            pageUrl={page.pageUrl}
            bounds={{ width: page.canvas.width, height: page.canvas.height }}
            view={shown}
            dpi={page.dpi}
            front={front}
            back={back}
            drawing={drawing}
            onChange={onChange}
          />
        </div>
        <div className="eaadhaar-dialog__side">
          {page.numPages > 1 && (
            <label className="eaadhaar__page-select">
              {t('cardPdf.editor.pageSelect')}{' '}
              <select value={page.pageNumber} disabled={busy} onChange={(event) => onShowPage(Number(event.currentTarget.value))}>
                {Array.from({ length: page.numPages }, (_, i) => (
                  <option key={i + 1} value={i + 1}>
                    {t('cardPdf.editor.pageOf', { page: i + 1, pages: page.numPages })}
                  </option>
                ))}
              </select>
            </label>
          )}
          {both && (
            <>
              <h3 className="eaadhaar__previews-title">{t('cardPdf.editor.previewTitle')}</h3>
              <CardPreviews source={page.canvas} front={front} back={back} rotation={rotation} />
            </>
          )}
          <div className="eaadhaar__tools">
            {both && (
              <button type="button" className="button" onClick={() => setView(view ? null : cardsView(front, back, page))}>
                {view ? t('cardPdf.editor.wholePage') : t('cardPdf.editor.zoomCards')}
              </button>
            )}
            {both && (
              <button type="button" className="button" onClick={onTurn}>
                {t('cardPdf.editor.turn')}
              </button>
            )}
            <button
              type="button"
              className="button"
              onClick={() => {
                setView(null);
                onRedraw();
              }}
            >
              {t('cardPdf.editor.redraw')}
            </button>
          </div>
        </div>
      </div>
      {error && (
        <p className="error-box" role="alert">
          {error}
        </p>
      )}
      <div className="studio-dialog__actions">
        <button ref={closeRef} type="button" className="button" onClick={onClose}>
          {t('cardPdf.editor.close')}
        </button>
        <button ref={useButtonRef} type="button" className="button button--primary" disabled={!both || making || busy} onClick={onUse}>
          {making ? t('cardPdf.editor.making') : t('cardPdf.editor.use')}
        </button>
      </div>
    </dialog>
  );
}
