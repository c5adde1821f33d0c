import type { CardRegions } from '@core/card-pdf/find-front-and-back';
import { findCards, startDetectionWorker } from './find-cards';
import { PdfOpenError } from './pdf-open-error';
import type * as PdfReader from './pdf-reader';
import type { OpenedPdf, RenderedPage } from './pdf-reader';

export type OpenStage = 'loading' | 'opening' | 'rendering' | 'finding';
export const openStages: readonly OpenStage[] = ['loading', 'opening', 'rendering', 'finding'];

/** Rendering resolution: the cards are cut from this render, so it is also the cards' resolution. */
export const RENDER_DPI = 300;
/** The most pages a card PDF opened here may have: the agencies' card files have one or two; more is another document. */
export const MAX_PDF_PAGES = 20;
/** Pages looked at for the cards when the first has none (UIDAI's file has one page; scans may have more). */
const PAGES_TRIED = 3;

export interface OpenedCardPdf {
  pdf: OpenedPdf;
  /** The page shown: the first one with cards, else page 1. */
  pageNumber: number;
  page: RenderedPage;
  /** Null when no two cards were found: the operator draws them. */
  regions: CardRegions | null;
}

let readerLoad: Promise<typeof PdfReader> | undefined;

/**
 * pdf.js and its worker, fetched and started once, with the standard fonts PDFs often name
 * without embedding (Helvetica) and the card detection's worker: the e-Aadhaar screen asks as it opens, so that
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

/** A PDF starts with `%PDF-` within its first kilobyte (readers tolerate a little junk before it). */
async function looksLikePdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  const text = String.fromCharCode(...head);
  return text.includes('%PDF-');
}

function checkAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
}

/**
 * Opens the e-Aadhaar PDF with its password, renders it at 300 dpi and looks for the two cards,
 * all in this browser: the file and the password are never sent anywhere. Throws PdfOpenError.
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
    let first: RenderedPage | null = null;
    let allBlank = true;
    const tried = Math.min(pdf.numPages, PAGES_TRIED);
    for (let pageNumber = 1; pageNumber <= tried; pageNumber += 1) {
      checkAborted(signal);
      onStage('rendering');
      const page = await pdf.renderPage(pageNumber, RENDER_DPI);
      first ??= page;
      checkAborted(signal);
      onStage('finding');
      const { regions, blank } = await findCards(page.canvas);
      if (regions) return { pdf, pageNumber, page, regions };
      allBlank &&= blank;
    }
    // pdf.js presents a PDF without pages as one empty page: nothing to print either way.
    if (allBlank && tried === pdf.numPages) throw new PdfOpenError('no-pages');
    return { pdf, pageNumber: 1, page: first!, regions: null };
  } catch (error) {
    await pdf.close();
    throw error;
  }
}
