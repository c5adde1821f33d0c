import { looksLikePdf } from '../../../../lib/pdf-format';
import { findCards, startDetectionWorker } from './find-cards';
import { pageCanvases, type PageCanvases } from './page-canvases';
import { pdfCardsOf, type PdfCard, type SearchedPage } from './pdf-cards';
import { PdfOpenError } from './pdf-open-error';
import type * as PdfReader from './pdf-reader';
import type { OpenedPdf, RenderedPage } from './pdf-reader';

export type OpenStage = 'loading' | 'opening' | 'rendering' | 'finding';
export const openStages: readonly OpenStage[] = ['loading', 'opening', 'rendering', 'finding'];

/** Rendering resolution: the cards are cut from this render, so it is also the cards' resolution. */
export const RENDER_DPI = 300;
/** The most pages a card PDF opened here may have: the agencies' card files have one or two; more is another document. */
export const MAX_PDF_PAGES = 20;

export interface OpenedCardPdf {
  pdf: OpenedPdf;
  /** Its pages as rendered, the last few kept. */
  pages: PageCanvases;
  /** Every card found on every page, fronts paired with backs, in reading order; none: the operator draws them. */
  cards: PdfCard[];
  /** The page shown first: the first card's front's, else page 1. */
  pageNumber: number;
  page: RenderedPage;
}

let readerLoad: Promise<typeof PdfReader> | undefined;

/**
 * pdf.js and its worker, fetched and started once, with the standard fonts PDFs often name
 * without embedding (Helvetica) and the card detection's worker: the card PDF screen asks as it opens, so that
 * on a slow phone they are ready by the time the operator has picked the file and typed the
 * password. A failed load is tried again at the next call.
 */
export function loadPdfReader(): Promise<typeof PdfReader> {
  readerLoad ??= import('./pdf-reader').then((reader) => {
    reader.startPdfWorker();
    reader.prefetchLikelyAssets();
    startDetectionWorker();
    return reader;
  });
  readerLoad.catch(() => (readerLoad = undefined));
  return readerLoad;
}

function checkAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
}

/**
 * Opens a card PDF with its password (none for a plain one), renders every page at 300 dpi and finds every card on
 * them, fronts paired with backs, all in this browser: the file and the password are never sent anywhere. Throws
 * PdfOpenError.
 */
export async function openCardPdf(file: File, password: string, onStage: (stage: OpenStage) => void, signal?: AbortSignal): Promise<OpenedCardPdf> {
  if (!(await looksLikePdf(file))) throw new PdfOpenError('not-pdf');
  onStage('loading');
  let reader: typeof PdfReader;
  try {
    reader = await loadPdfReader();
  } catch {
    throw new PdfOpenError('reader');
  }
  checkAborted(signal);
  onStage('opening');
  // Read afresh each time: pdf.js takes the bytes over, and the operator may retry with another password.
  const pdf = await reader.openPdf(new Uint8Array(await file.arrayBuffer()), password);
  try {
    // Refused before any page is rendered: a long document would take minutes on a cheap phone.
    if (pdf.numPages > MAX_PDF_PAGES) throw new PdfOpenError('too-many-pages');
    const pages = pageCanvases(pdf, RENDER_DPI);
    const searched: SearchedPage[] = [];
    let allBlank = true;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      checkAborted(signal);
      onStage('rendering');
      const { canvas, rotate } = await pages.get(pageNumber);
      checkAborted(signal);
      onStage('finding');
      const { cards, blank } = await findCards(canvas);
      searched.push({ width: canvas.width, height: canvas.height, cards, rotate });
      allBlank &&= blank;
    }
    // pdf.js presents a PDF without pages as one empty page: nothing to print either way.
    if (allBlank) throw new PdfOpenError('no-pages');
    const cards = pdfCardsOf(searched);
    const pageNumber = cards[0]?.front.page ?? 1;
    return { pdf, pages, cards, pageNumber, page: await pages.get(pageNumber) };
  } catch (error) {
    await pdf.close();
    throw error;
  }
}
