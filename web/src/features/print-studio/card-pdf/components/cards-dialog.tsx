import { useEffect, useId, useRef, useState } from 'react';
import type { PixelRect } from '@core/card-pdf/find-page-cards';
import { mm, mmToPx } from '@core/units/units';
import { useTranslation } from '../../../../lib/i18n';
import { useShowModal } from '../../../../lib/use-show-modal';
import { outlinesReady, type CardOutlines } from '../lib/card-outlines-reducer';
import type { PageCanvases } from '../lib/page-canvases';
import type { CardPlace, PdfCard } from '../lib/pdf-cards';
import { CardOutlineEditor, type CardSide } from './card-outline-editor';
import { CardPreviews } from './card-preview';

/** Margin kept around the card's sides when the view is zoomed to them: room to drag a corner outwards. */
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
  /** The PDF's pages as rendered (the previews cut each side from its own page). */
  pages: PageCanvases;
  outlines: CardOutlines;
  /** Another page is being opened. */
  busy: boolean;
  error: string | null;
  /** A side outlined on the page shown. */
  onChange: (side: CardSide, rect: PixelRect) => void;
  onChooseCard: (index: number) => void;
  onTurn: () => void;
  onRedraw: () => void;
  onShowPage: (pageNumber: number) => void;
  onUse: () => void;
  onClose: () => void;
}

/** The sides on the page shown and a margin around them, within the page: the part worth looking at closely. */
function cardsView(rects: readonly PixelRect[], page: ShownPage): PixelRect | null {
  if (rects.length === 0) return null;
  const margin = mmToPx(VIEW_MARGIN, page.dpi);
  const x = Math.max(0, Math.min(...rects.map((rect) => rect.x)) - margin);
  const y = Math.max(0, Math.min(...rects.map((rect) => rect.y)) - margin);
  const right = Math.min(page.canvas.width, Math.max(...rects.map((rect) => rect.x + rect.width)) + margin);
  const bottom = Math.min(page.canvas.height, Math.max(...rects.map((rect) => rect.y + rect.height)) + margin);
  return { x, y, width: right - x, height: bottom - y };
}

/** A side's outline when it is on the page shown. */
const onPage = (place: CardPlace | null, pageNumber: number) => (place && place.page === pageNumber ? place.rect : null);

/** The card chooser's words for found card `index`: its number and the pages its sides are on. */
function cardOption(t: ReturnType<typeof useTranslation>['t'], card: PdfCard, index: number, count: number): string {
  const n = index + 1;
  if (!card.back) return t('cardPdf.editor.cardFrontOnly', { n, count, page: card.front.page });
  if (card.back.page === card.front.page) return t('cardPdf.editor.cardOnPage', { n, count, page: card.front.page });
  return t('cardPdf.editor.cardOnPages', { n, count, front: card.front.page, back: card.back.page });
}

/**
 * A large modal view of a page with the card's sides on it outlined, to check and adjust them (or draw them) before
 * they go to the print; another card found in the PDF can be chosen, and another page shown (a card's back may be on
 * the next page). Zoomed to the sides on the page, with a switch to the whole page; the whole page while drawing.
 */
export function CardsDialog(props: CardsDialogProps) {
  const { page, pages, outlines, busy, error, onChange, onChooseCard, onTurn, onRedraw, onShowPage, onUse, onClose } = props;
  const { cards, chosen, front, back, needsBack, drawing, found, making } = outlines;
  const frontHere = onPage(front, page.pageNumber);
  const backHere = onPage(back, page.pageNumber);
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const useButtonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Fixed when chosen, not following the outlines: a view that moved while a corner is dragged would move the corner.
  const here = [frontHere, backHere].filter((rect): rect is PixelRect => rect !== null);
  const [view, setView] = useState<PixelRect | null>(() => (!drawing ? cardsView(here, page) : null));

  useShowModal(dialogRef, onClose);
  useEffect(() => {
    // Once shown: the primary button has the focus, not the first corner handle (an arrow key would move it).
    const primary = useButtonRef.current;
    (primary && !primary.disabled ? primary : closeRef.current)?.focus();
  }, []);

  const ready = outlinesReady(outlines);
  const shown = drawing === null ? view : null;
  const instruction =
    drawing === 'front'
      ? `${cards.length > 0 ? '' : `${t('cardPdf.editor.notFound')} `}${t('cardPdf.editor.drawFront')}`
      : drawing === 'back'
        ? found
          ? t('cardPdf.editor.noBack')
          : t('cardPdf.editor.drawBack')
        : found
          ? t('cardPdf.editor.found')
          : t('cardPdf.editor.drawn');
  // A side on another page than the one shown is said, so the operator knows where to look.
  const elsewhere = (['front', 'back'] as const)
    .map((side) => ({ side, place: side === 'front' ? front : needsBack ? back : null }))
    .filter(({ place }) => place !== null && place.page !== page.pageNumber)
    .map(({ side, place }) =>
      t('cardPdf.editor.otherPage', { side: side === 'front' ? t('cardPdf.editor.front') : t('cardPdf.editor.back'), page: place!.page }),
    );

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
            front={frontHere}
            back={needsBack ? backHere : null}
            drawing={drawing}
            onChange={onChange}
          />
        </div>
        <div className="eaadhaar-dialog__side">
          {cards.length > 1 && (
            <label className="eaadhaar__page-select">
              {t('cardPdf.editor.cardSelect')}{' '}
              <select value={chosen ?? ''} disabled={busy} onChange={(event) => onChooseCard(Number(event.currentTarget.value))}>
                {chosen === null && <option value="">{t('cardPdf.editor.drawn')}</option>}
                {cards.map((card, index) => (
                  <option key={index} value={index}>
                    {cardOption(t, card, index, cards.length)}
                  </option>
                ))}
              </select>
            </label>
          )}
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
          {elsewhere.length > 0 && <p className="muted">{elsewhere.join(' ')}</p>}
          {ready && front && (
            <>
              <h3 className="eaadhaar__previews-title">{t('cardPdf.editor.previewTitle')}</h3>
              <CardPreviews pages={pages} front={front} back={needsBack ? back : null} />
            </>
          )}
          <div className="eaadhaar__tools">
            {ready && here.length > 0 && (
              <button type="button" className="button" onClick={() => setView(view ? null : cardsView(here, page))}>
                {view ? t('cardPdf.editor.wholePage') : t('cardPdf.editor.zoomCards')}
              </button>
            )}
            {ready && (
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
        <button ref={useButtonRef} type="button" className="button button--primary" disabled={!ready || making || busy} onClick={onUse}>
          {making ? t('cardPdf.editor.making') : t('cardPdf.editor.use')}
        </button>
      </div>
    </dialog>
  );
}
