import { createPrint, type PrintedPdf, type PrintMode, type PrintRequest } from '../api/create-print';

/**
 * Getting a PDF from the server onto paper. Desktop browsers: the PDF opens in a new tab, whose
 * viewer has a Print button; phones, and desktops that block the tab, download it.
 * (Printing from a hidden iframe would need blob: frames in the CSP, and crashed headless
 * Chromium when tried: see the closing note of the studio's issue.)
 *
 * `deliverPdf` is the one way every studio (passport photos, documents) asks for a PDF and hands
 * it over: how desktop printing works is decided here and nowhere else.
 */

export type PdfAction = 'print' | 'download';
export type PdfDelivered = 'tab' | 'download';

export interface DeliveredPdf {
  printed: PrintedPdf;
  delivered: PdfDelivered;
}

/** Phones and tablets: touch-first, no hover, or a mobile user agent. */
function isProbablyPhone(): boolean {
  const ua = navigator.userAgent;
  if (/Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(ua)) return true;
  // iPadOS reports a Mac user agent; it has touch points and no hover.
  return navigator.maxTouchPoints > 1 && typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;
}

function downloadPdf(pdf: Blob, filename: string): void {
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A tab opened at the click (so popup blockers let it through), shown a waiting line until the
 * PDF arrives. Null when blocked.
 */
function openWaitingTab(message: string): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.document.title = message;
    tab.document.body.textContent = message;
  } catch {
    // not ours to write into: fine, it's only a waiting line
  }
  return tab;
}

function showPdfInTab(tab: Window, pdf: Blob): void {
  const url = URL.createObjectURL(pdf);
  tab.location.href = url;
  window.setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
}

/**
 * Asks the server for the print (POST /api/v1/prints) and hands the PDF over: `print` opens it in
 * a tab on desktops (a download on phones or when the tab is blocked), `download` downloads it.
 * Must be called from the click itself, before any await, so the tab may open. Failures
 * (ApiError, aborts) are thrown after closing the waiting tab.
 */
export async function deliverPdf(request: PrintRequest, mode: PrintMode, action: PdfAction, options: { waitingText: string; signal?: AbortSignal }): Promise<DeliveredPdf> {
  const wanted: PdfDelivered = action === 'download' || isProbablyPhone() ? 'download' : 'tab';
  const tab = wanted === 'tab' ? openWaitingTab(options.waitingText) : null;
  let printed: PrintedPdf;
  try {
    printed = await createPrint(request, mode, options.signal);
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (wanted === 'tab' && tab && !tab.closed) {
    showPdfInTab(tab, printed.pdf);
    return { printed, delivered: 'tab' };
  }
  downloadPdf(printed.pdf, printed.filename);
  return { printed, delivered: 'download' };
}
