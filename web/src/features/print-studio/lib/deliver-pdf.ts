import { apiFetchResponse } from '../../../lib/api-client';
import { createHeldPrint, createPrint, type PrintCharged, type PrintMode, type PrintRequest } from '../api/create-print';
import { isProbablyPhone } from './is-probably-phone';
import { printInFrame } from './print-in-frame';

/**
 * Getting a PDF from the server onto paper (decision 0012). Desktop browsers: the server holds the
 * PDF briefly, a hidden same-origin frame loads it and the browser's print dialog opens on it.
 * Phones, Download PDF, and desktops whose frame gets no PDF (no PDF viewer, print no longer
 * held): the file is downloaded.
 *
 * `deliverPdf` is the one way every studio (passport photos, documents) asks for a PDF and hands
 * it over: how printing works is decided here and nowhere else.
 */

export type PdfAction = 'print' | 'download';
export type PdfDelivered = 'dialog' | 'download';

export interface DeliveredPdf {
  printed: PrintCharged;
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

/** The held PDF as a file, or null when the server no longer has it. */
async function fetchHeldPdf(url: string, signal?: AbortSignal): Promise<Blob | null> {
  try {
    const response = await apiFetchResponse(url, { accept: 'application/pdf', signal });
    const pdf = await response.blob();
    return pdf.size > 0 ? new Blob([pdf], { type: 'application/pdf' }) : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/**
 * Asks the server for the print (POST /api/v1/prints) and hands it over: `print` opens the print
 * dialog on desktops (a download on phones), `download` downloads it. Failures (ApiError,
 * aborts) are thrown; a print the frame could not show is downloaded instead, never charged twice
 * (asking again for the same photo the same day is a free reprint).
 */
export async function deliverPdf(
  request: PrintRequest,
  mode: PrintMode,
  action: PdfAction,
  options: { frameTitle: string; signal?: AbortSignal },
): Promise<DeliveredPdf> {
  if (action === 'download' || isProbablyPhone()) {
    const printed = await createPrint(request, mode, options.signal);
    downloadPdf(printed.pdf, printed.filename);
    return { printed, delivered: 'download' };
  }
  const held = await createHeldPrint(request, mode, options.signal);
  if ('pdf' in held) {
    downloadPdf(held.pdf, held.filename);
    return { printed: held, delivered: 'download' };
  }
  if ((await printInFrame(held.printUrl, options.frameTitle)) === 'printed') return { printed: held, delivered: 'dialog' };
  const pdf = (await fetchHeldPdf(held.printUrl, options.signal)) ?? (await createPrint(request, mode, options.signal)).pdf;
  downloadPdf(pdf, held.filename);
  return { printed: held, delivered: 'download' };
}
