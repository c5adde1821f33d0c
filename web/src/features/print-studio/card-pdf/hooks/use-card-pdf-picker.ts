import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import type { HandoffTarget } from '../../../../lib/intake/handed-file';
import { useHandedFile } from '../../../../lib/intake/use-handed-file';
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

const cardPdfTarget: readonly HandoffTarget[] = ['card-pdf'];

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
  const { front, back } = outlines;
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
  // The card handed over is always the one on screen, made the way the screen says (decision 0093). Every change
  // to what would be made (the outlines, the turn, the card chosen, the PDF, masking) takes back what was handed over
  // and ends any making under way: a card being made belongs to a generation (`generationRef`) and is handed over
  // only if no change came meanwhile. The picker gone (another card type, photos instead), the same.
  const handedRef = useRef(false);
  const generationRef = useRef(0);
  const onCardsRef = useRef(onCards);
  useEffect(() => {
    onCardsRef.current = onCards;
  });
  const hand = useCallback((cards: PdfCards | null) => {
    handedRef.current = cards !== null;
    onCardsRef.current(cards);
  }, []);
  const takeBack = useCallback(() => {
    generationRef.current += 1;
    if (handedRef.current) hand(null);
  }, [hand]);
  useEffect(
    () => () => {
      abortRef.current?.abort();
      void openedRef.current?.pdf.close();
      openedRef.current = null;
      takeBack();
    },
    [takeBack],
  );

  const start = () => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    return controller;
  };

  // What would be made changed: what was made before is taken back (the reducer asks for the card to be used again).
  const shownPdf = opened?.pdf;
  useEffect(() => takeBack(), [front, back, masking, shownPdf, takeBack]);

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
      if (controller.signal.aborted) {
        URL.revokeObjectURL(pageUrl);
        void result.pdf.close();
        return;
      }
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
    takeBack();
    abortRef.current?.abort();
    abortRef.current = null;
    setStage(null);
    setError(null);
    replaceOpened(null);
    setFile(chosen);
  };
  // A PDF from the customer's phone is chosen as if picked here (decision 0095): the password and Open follow as usual.
  useHandedFile(cardPdfTarget, (handed) => choose(handed));

  /** "Use this card": the outlined sides cut from their pages, upright (the number masked when asked), handed to `onCards`. */
  const takeCards = async () => {
    if (!opened || !front || outlines.making || !outlinesReady(outlines)) return;
    const generation = generationRef.current;
    const current = () => generation === generationRef.current;
    dispatch({ type: 'making' });
    const sides = needsBack && back ? [front, back] : [front];
    try {
      const cut = async (place: CardPlace) => cardJpeg((await opened.pages.get(place.page)).canvas, place.rect, place.rotation);
      const [frontJpeg, backJpeg = null] = masking ? await maskedCardJpegs(opened.pdf, opened.pages, RENDER_DPI, sides) : await Promise.all(sides.map(cut));
      if (!current()) {
        dispatch({ type: 'making-dropped' });
        return;
      }
      hand({ front: frontJpeg!, back: backJpeg });
      dispatch({ type: 'made' });
    } catch (failure) {
      if (!current()) {
        dispatch({ type: 'making-dropped' });
        return;
      }
      const message = failure instanceof MaskRefused ? t(`cardPdf.mask.refused.${failure.reason}`) : t('cardPdf.errors.cards');
      dispatch({ type: 'making-failed', message });
    }
  };

  /** The masked Aadhaar switched on or off: a card already handed over is taken back (the effect above), to be used again the new way. */
  const chooseMasked = (next: boolean) => {
    if (next === masked) return;
    setMasked(next);
    if (outlines.used || outlines.making) dispatch({ type: 'taken-back' });
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
