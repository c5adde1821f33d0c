import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { cardPdfPasswordRule, typedCardPdfPassword } from '../lib/card-pdf-password';
import { cardJpeg } from '../lib/card-geometry';
import { cardOutlinesReducer, noCardOutlines, outlinesReady } from '../lib/card-outlines-reducer';
import { maskedCardJpegs, MaskRefused } from '../lib/masked-card-jpegs';
import { loadPdfReader, openCardPdf, RENDER_DPI, type OpenStage } from '../lib/open-card-pdf';
import type { PageCanvases } from '../lib/page-canvases';
import type { CardPlace } from '../lib/pdf-cards';
import { pdfFailureText } from '../lib/pdf-failure-text';
import { PdfOpenError } from '../lib/pdf-open-error';
import type { OpenedPdf } from '../lib/pdf-reader';
import { screenCopyUrl } from '../lib/screen-copy-url';

/** JPEG images of a card, card aspect 85.6:54, at least 300 dpi (≥1011×638 px): its front, and its back when printed. */
export interface PdfCards {
  front: Blob;
  back: Blob | null;
}

export interface OpenedPage {
  pdf: OpenedPdf;
  /** The PDF's pages as rendered, the last few kept. */
  pages: PageCanvases;
  fileName: string;
  pageNumber: number;
  /** The page at `dpi` (300): the cards are cut from it. */
  canvas: HTMLCanvasElement;
  dpi: number;
  /** A lighter copy of the page for the screen. */
  pageUrl: string;
}

export interface CardPdfPickerOptions {
  /** The card type printed (its password rule). */
  typeId: string;
  /** A both-side print: the card's back is needed too. */
  needsBack: boolean;
}

/**
 * The card PDF picker's state: the file and password, the PDF being opened (its stage, or why it failed), the cards
 * found on its pages, the page shown and the card outlined on it (cardOutlinesReducer), and the card images handed
 * to `onCards`. One opening at a time: choosing another file or page stops the one running, and a PDF no longer
 * shown is closed.
 */
export function useCardPdfPicker(onCards: (cards: PdfCards | null) => void, { typeId, needsBack }: CardPdfPickerOptions) {
  const { t } = useTranslation();
  const rule = cardPdfPasswordRule(typeId);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [password, setTypedPassword] = useState('');
  const [stage, setStage] = useState<OpenStage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState<OpenedPage | null>(null);
  const [outlines, dispatch] = useReducer(cardOutlinesReducer, noCardOutlines);
  /** A masked Aadhaar asked for (an e-Aadhaar only): the number's first eight digits hidden before the card leaves the browser. */
  const [masked, setMasked] = useState(false);
  const masking = masked && rule === 'aadhaar';
  const openedRef = useRef<OpenedPage | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  /** Shows another page (or none), closing the PDF it came from when that changes. */
  const replaceOpened = useCallback((next: OpenedPage | null) => {
    const previous = openedRef.current;
    if (previous && previous.pdf !== next?.pdf) void previous.pdf.close();
    openedRef.current = next;
    setOpened(next);
  }, []);

  // pdf.js and its worker start loading as the screen opens, not when Open is pressed (a failure
  // here is silent: Open loads them again and says so).
  useEffect(() => {
    loadPdfReader().catch(() => undefined);
  }, []);
  useEffect(() => () => (opened ? URL.revokeObjectURL(opened.pageUrl) : undefined), [opened]);
  // What was handed over is taken back when the picker goes (another card type chosen, photos chosen instead): a
  // card made for one type and password rule is never printed as another.
  const handedRef = useRef(false);
  const onCardsRef = useRef(onCards);
  useEffect(() => {
    onCardsRef.current = onCards;
  });
  const hand = useCallback((cards: PdfCards | null) => {
    handedRef.current = cards !== null;
    onCardsRef.current(cards);
  }, []);
  useEffect(
    () => () => {
      abortRef.current?.abort();
      void openedRef.current?.pdf.close();
      openedRef.current = null;
      if (handedRef.current) hand(null);
    },
    [hand],
  );

  const start = () => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    return controller;
  };

  const settle = (controller: AbortController) => {
    if (abortRef.current === controller) {
      abortRef.current = null;
      setStage(null);
    }
  };

  /** The password as typed, kept (and used to open the PDF) as the type's rule writes it: decision 0060. */
  const setPassword = (typed: string) => setTypedPassword(typedCardPdfPassword(rule, typed));

  /** Opens the chosen file with the password typed, and searches every page for the cards. */
  const open = async () => {
    if (!file) {
      setError(t('cardPdf.errors.chooseFile'));
      return;
    }
    const controller = start();
    replaceOpened(null);
    setStage('loading');
    try {
      const result = await openCardPdf(file, password, setStage, controller.signal);
      if (controller.signal.aborted) {
        void result.pdf.close();
        return;
      }
      const pageUrl = await screenCopyUrl(result.page.canvas);
      replaceOpened({
        pdf: result.pdf,
        pages: result.pages,
        fileName: file.name,
        pageNumber: result.pageNumber,
        canvas: result.page.canvas,
        dpi: result.page.dpi,
        pageUrl,
      });
      dispatch({ type: 'pdf-searched', cards: result.cards, needsBack });
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(pdfFailureText(t, failure, file.name, rule));
      const reason = failure instanceof PdfOpenError ? failure.reason : null;
      // The file stays chosen: the operator corrects the password and opens again.
      if (reason === 'wrong-password' || reason === 'needs-password') {
        passwordRef.current?.focus();
        passwordRef.current?.select();
      }
    } finally {
      settle(controller);
    }
  };

  /** Shows another page of the opened PDF (its cards were found when it opened). */
  const showPage = async (pageNumber: number) => {
    const current = openedRef.current;
    if (!current || pageNumber === current.pageNumber) return;
    const controller = start();
    setStage('rendering');
    try {
      const page = await current.pages.get(pageNumber);
      if (controller.signal.aborted) return;
      const pageUrl = await screenCopyUrl(page.canvas);
      if (controller.signal.aborted) return;
      replaceOpened({ ...current, pageNumber, canvas: page.canvas, dpi: page.dpi, pageUrl });
    } catch (failure) {
      if (!controller.signal.aborted) setError(pdfFailureText(t, failure, current.fileName, rule));
    } finally {
      settle(controller);
    }
  };

  /** Outlines another of the cards found, and shows the page its front is on. */
  const chooseCard = (index: number) => {
    const card = outlines.cards[index];
    if (!card) return;
    dispatch({ type: 'card-chosen', index });
    void showPage(card.front.page);
  };

  /** Another file chosen (or none): whatever was opening stops, the page shown goes, and the card handed over is taken back (another customer's, most likely). */
  const choose = (chosen: File | null) => {
    if (outlines.used) hand(null);
    abortRef.current?.abort();
    abortRef.current = null;
    setStage(null);
    setError(null);
    replaceOpened(null);
    setFile(chosen);
  };

  /** The outlined sides cut from their pages, upright (the number masked when `mask`), handed to `onCards`. */
  const makeCards = async (mask: boolean) => {
    const { front, back, making } = outlines;
    if (!opened || !front || making || !outlinesReady(outlines)) return;
    dispatch({ type: 'making' });
    const sides = needsBack && back ? [front, back] : [front];
    try {
      const cut = async (place: CardPlace) => cardJpeg((await opened.pages.get(place.page)).canvas, place.rect, place.rotation);
      const [frontJpeg, backJpeg = null] = mask ? await maskedCardJpegs(opened.pdf, opened.pages, RENDER_DPI, sides) : await Promise.all(sides.map(cut));
      hand({ front: frontJpeg!, back: backJpeg });
      dispatch({ type: 'made' });
    } catch (failure) {
      const message =
        failure instanceof MaskRefused
          ? t(failure.reason === 'number-not-found' ? 'cardPdf.mask.notFound' : 'cardPdf.mask.notOnCard')
          : t('cardPdf.errors.cards');
      dispatch({ type: 'making-failed', message });
    }
  };

  /** "Use this card". */
  const takeCards = () => makeCards(masking);

  /**
   * The masked Aadhaar switched on or off. A card already handed over is taken back at once (never printed the old
   * way) and made again the new way; if that fails, the reason shows and there is no card to print.
   */
  const chooseMasked = (next: boolean) => {
    setMasked(next);
    if (!outlines.used) return;
    hand(null);
    void makeCards(next && rule === 'aadhaar');
  };

  return {
    rule,
    file,
    password,
    setPassword,
    passwordRef,
    stage,
    error,
    opened,
    outlines,
    dispatch,
    open,
    showPage,
    chooseCard,
    choose,
    takeCards,
    masked: masking,
    chooseMasked,
  };
}
