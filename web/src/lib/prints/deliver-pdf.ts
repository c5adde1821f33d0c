import { ApiError } from '../api-client';
import { currentLanguage, translate } from '../i18n';
import { createPrint, fetchPrintPdf, type HeldPrintReceipt, type PrintMode, type PrintOptions, type PrintReceipt, type PrintRequest } from './create-print';
import { isProbablyPhone } from './is-probably-phone';
import { printInFrame } from './print-in-frame';

/**
 * Getting a print onto paper (decisions 0012, 0057, 0077). Every print is asked for once (POST /api/v1/prints)
 * and answered with its receipt; the server holds the PDF for its owner at the receipt's `printUrl`, and a
 * failed frame or a second press after a failed delivery asks that URL again, never the upload.
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
  /** The server no longer held the print, so it was asked for again (free: never charged twice): the page says so. */
  madeAgain: boolean;
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

/** A failure worth asking the held URL again for: the network, or the server busy or failing (never a refusal). */
const isPassing = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** The held PDF (fetchPrintPdf), asked once more after a passing failure: the held URL is retried, never the upload. */
async function fetchHeldPdf(receipt: Pick<HeldPrintReceipt, 'printUrl'>, signal?: AbortSignal): Promise<Blob | null> {
  try {
    return await fetchPrintPdf(receipt, signal);
  } catch (error) {
    if (!isPassing(error) || signal?.aborted) throw error;
    return fetchPrintPdf(receipt, signal);
  }
}

/**
 * The receipt's PDF as a file, from the held URL (asked twice on a passing failure). Only when the server no
 * longer holds it (404/410: expired, another instance) is the same print asked for once more, the upload sent
 * again: a clean one the server has just charged is a free same-day reprint, so it is asked with `expectedCoins` 0
 * (never charged twice); a watermarked one is free anyway.
 */
export async function fetchPdfOrAskAgain(
  receipt: HeldPrintReceipt,
  request: PrintRequest,
  mode: PrintMode,
  signal?: AbortSignal,
): Promise<{ pdf: Blob; filename: string; madeAgain: boolean }> {
  const pdf = await fetchHeldPdf(receipt, signal);
  if (pdf) return { pdf, filename: receipt.filename, madeAgain: false };
  const again = await createPrint(request, mode, mode === 'clean' ? { expectedCoins: 0 } : {}, signal);
  const second = await fetchHeldPdf(again, signal);
  if (!second) throw new ApiError(404, 'NOT_FOUND', translate(currentLanguage(), 'errors.NOT_FOUND'));
  return { pdf: second, filename: again.filename, madeAgain: true };
}

interface DeliverOptions extends PrintOptions {
  frameTitle: string;
  signal?: AbortSignal;
  /**
   * The receipt of this same print (request and mode) whose delivery failed: it is delivered from its held URL,
   * the upload not sent again (the server made it, and charged it, then).
   */
  held?: HeldPrintReceipt | null;
  /** Hears the receipt as soon as the server answers it, before the PDF is handed over (for `held` next time). */
  onReceipt?: (receipt: HeldPrintReceipt) => void;
}

/**
 * Asks the server for the print (or takes the `held` one) and hands it over: `print` opens the print dialog on
 * desktops (a download on phones), `download` downloads it. Failures (ApiError, aborts) are thrown; a print the
 * frame could not show is fetched from its held URL and downloaded instead, never uploaded or charged twice.
 */
export async function deliverPdf(request: PrintRequest, mode: PrintMode, action: PdfAction, options: DeliverOptions): Promise<DeliveredPdf> {
  const { frameTitle, signal, held, onReceipt, ...printOptions } = options;
  const receipt = held ?? (await createPrint(request, mode, printOptions, signal));
  onReceipt?.(receipt);
  if (action === 'print' && !isProbablyPhone()) {
    if ((await printInFrame(receipt.printUrl, frameTitle)) === 'printed') return { receipt, delivered: 'dialog', madeAgain: false };
  }
  const { pdf, filename, madeAgain } = await fetchPdfOrAskAgain(receipt, request, mode, signal);
  downloadPdf(pdf, filename);
  return { receipt, delivered: 'download', madeAgain };
}
