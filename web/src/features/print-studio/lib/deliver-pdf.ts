import { ApiError } from '../../../lib/api-client';
import { currentLanguage, translate } from '../../../lib/i18n';
import {
  createPrint,
  fetchPrintPdf,
  type HeldPrintReceipt,
  type PrintMode,
  type PrintOptions,
  type PrintReceipt,
  type PrintRequest,
} from '../api/create-print';
import { isProbablyPhone } from './is-probably-phone';
import { printInFrame } from './print-in-frame';

/**
 * Getting a print onto paper (decisions 0012, 0057). Every print is asked for once (POST /api/v1/prints)
 * and answered with its receipt; the server holds the PDF for its owner at the receipt's `printUrl`.
 * Desktop browsers: a hidden same-origin frame loads it and the browser's print dialog opens on it.
 * Phones, Download PDF, and desktops whose frame gets no PDF: the file is fetched and downloaded.
 *
 * `deliverPdf` is the one way every studio (passport photos, customer sheets, documents) and History's
 * Reprint asks for a print and hands it over: how printing works is decided here and nowhere else.
 */

export type PdfAction = 'print' | 'download';
export type PdfDelivered = 'dialog' | 'download';

export interface DeliveredPdf {
  /** What the print was charged, as the server's receipt says (the first ask, never a free ask-again). */
  receipt: PrintReceipt;
  delivered: PdfDelivered;
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
 * The receipt's PDF as a file. The server no longer holding it (404: expired, another instance) asks for
 * the same print once more: a clean one the server has just charged is a free same-day reprint, so it is
 * asked with `expectedCoins` 0 (never charged twice); a watermarked one is free anyway.
 */
export async function fetchPdfOrAskAgain(
  receipt: HeldPrintReceipt,
  request: PrintRequest,
  mode: PrintMode,
  signal?: AbortSignal,
): Promise<{ pdf: Blob; filename: string }> {
  const pdf = await fetchPrintPdf(receipt, signal);
  if (pdf) return { pdf, filename: receipt.filename };
  const again = await createPrint(request, mode, mode === 'clean' ? { expectedCoins: 0 } : {}, signal);
  const second = await fetchPrintPdf(again, signal);
  if (!second) throw new ApiError(404, 'NOT_FOUND', translate(currentLanguage(), 'errors.NOT_FOUND'));
  return { pdf: second, filename: again.filename };
}

/**
 * Asks the server for the print and hands it over: `print` opens the print dialog on desktops (a
 * download on phones), `download` downloads it. Failures (ApiError, aborts) are thrown; a print the
 * frame could not show is downloaded instead, never charged twice.
 */
export async function deliverPdf(
  request: PrintRequest,
  mode: PrintMode,
  action: PdfAction,
  options: PrintOptions & { frameTitle: string; signal?: AbortSignal },
): Promise<DeliveredPdf> {
  const { frameTitle, signal, ...printOptions } = options;
  const receipt = await createPrint(request, mode, printOptions, signal);
  if (action === 'print' && !isProbablyPhone()) {
    if ((await printInFrame(receipt.printUrl, frameTitle)) === 'printed') return { receipt, delivered: 'dialog' };
  }
  const { pdf, filename } = await fetchPdfOrAskAgain(receipt, request, mode, signal);
  downloadPdf(pdf, filename);
  return { receipt, delivered: 'download' };
}
