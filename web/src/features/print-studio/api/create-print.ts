import {
  customerPhotoField,
  heldPrintResponse,
  printCharges,
  printFileFields,
  printFormEntries,
  type CustomerSheetPrintRequest,
  type DocumentPrintRequest as DocumentPrintFields,
  type HeldPrintResponse,
  type PhotoSheetPrintRequest,
  type PrintCharge,
  type PrintDelivery,
  type PrintMode,
} from '@core/contracts/prints';
import { ApiError, apiFetchResponse } from '../../../lib/api-client';
import { currentLanguage, translate } from '../../../lib/i18n';

export type { PrintCharge, PrintMode } from '@core/contracts/prints';

/** The mode and the delivery are chosen when a button is pressed, not by the studio. */
type ChosenOnPrint = 'mode' | 'delivery';

/** A passport-photo sheet: its layout, and the photo, cropped. */
export type PassportPrintRequest = Omit<PhotoSheetPrintRequest, ChosenOnPrint> & { front: Blob };

/** A single-side (`layout` `single`) or both-side (`0` stacked, `1` side by side) document print, with its sides. */
export type DocumentPrintRequest = Omit<DocumentPrintFields, ChosenOnPrint> & {
  front: Blob;
  /** Both-side prints only. */
  back: Blob | null;
};

/** Several customers on one sheet (decision 0042): their list, and each one's crop in the same order. */
export type CustomerSheetRequest = Omit<CustomerSheetPrintRequest, ChosenOnPrint> & { photos: Blob[] };

/** What to print, all but the mode (which the button pressed decides). History keeps each kind's crops for a Reprint. */
export type PrintRequest = PassportPrintRequest | DocumentPrintRequest | CustomerSheetRequest;

/** What a print cost, whichever way it was delivered. */
export interface PrintCharged {
  /** What the server charged: nothing, the plan, a free reprint of today's paid photo or document, or coins. */
  charge: PrintCharge;
  /** Coins left after the print, when the server said. */
  coinsRemaining: number | null;
  /** Coins the print took (X-Print-Coins), when the server said. */
  coinsCharged: number | null;
  /** The server's name for the file. */
  filename: string;
  /** The print job the server recorded (X-Print-Job), when it said: its History row. */
  jobId: string | null;
}

export interface PrintedPdf extends PrintCharged {
  pdf: Blob;
}

/** A print the server holds for its owner a few minutes, to be framed and printed (decision 0012). */
export interface HeldPrint extends PrintCharged {
  printUrl: string;
}

/** The multipart form of a print, as POST /api/v1/prints reads it: the contract's text fields first, then the files. */
function printForm(request: PrintRequest, mode: PrintMode, delivery: PrintDelivery = 'pdf'): FormData {
  const form = new FormData();
  for (const [name, value] of printFormEntries({ ...request, mode, delivery })) form.append(name, value);
  const [front, back] = printFileFields;
  if (request.kind === 'customer-sheet') {
    request.photos.forEach((photo, i) => form.append(customerPhotoField(i), photo, `photo${i + 1}.jpg`));
    return form;
  }
  if (request.kind === 'photo-sheet') {
    form.append(front, request.front, 'photo.jpg');
    return form;
  }
  form.append(front, request.front, 'front.jpg');
  if (request.back) form.append(back, request.back, 'back.jpg');
  return form;
}

/** `inline; filename="aadhaar-single-side.pdf"` → `aadhaar-single-side.pdf` */
function filenameOf(disposition: string | null, fallback: string): string {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  return name && /^[\w.-]+\.pdf$/.test(name) ? name : fallback;
}

/**
 * POST /api/v1/prints (multipart), for passport photos and documents alike: the server composes
 * the sheet as a PDF, and for a clean print charges the plan, a same-day reprint or coins.
 * 402 INSUFFICIENT_COINS, 422 LAYOUT_DOES_NOT_FIT and other failures come as ApiError with a
 * plain message.
 */
export async function createPrint(request: PrintRequest, mode: PrintMode, signal?: AbortSignal): Promise<PrintedPdf> {
  const response = await apiFetchResponse('/api/v1/prints', { method: 'POST', body: printForm(request, mode), accept: 'application/pdf', signal });
  return readPrintedPdf(response, request, mode, signal);
}

/** A print's PDF answer: the PDF and what the charge headers say of it. */
async function readPrintedPdf(response: Response, request: PrintRequest, mode: PrintMode, signal?: AbortSignal): Promise<PrintedPdf> {
  const charge = response.headers.get('X-Print-Charge') as PrintCharge | null;
  const remaining = Number.parseInt(response.headers.get('X-Coins-Remaining') ?? '', 10);
  const taken = Number.parseInt(response.headers.get('X-Print-Coins') ?? '', 10);
  let bytes: ArrayBuffer;
  try {
    bytes = await response.arrayBuffer();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', translate(currentLanguage(), 'errors.NETWORK'));
  }
  if (!(response.headers.get('Content-Type') ?? '').startsWith('application/pdf') || bytes.byteLength === 0) {
    throw new ApiError(response.status, 'BAD_RESPONSE', translate(currentLanguage(), 'errors.BAD_RESPONSE'));
  }
  return {
    pdf: new Blob([bytes], { type: 'application/pdf' }),
    charge: charge && (printCharges as readonly string[]).includes(charge) ? charge : 'none',
    coinsRemaining: Number.isFinite(remaining) ? remaining : null,
    coinsCharged: Number.isFinite(taken) ? taken : null,
    jobId: response.headers.get('X-Print-Job') || null,
    filename: filenameOf(response.headers.get('Content-Disposition'), `${request.service}${mode === 'watermarked' ? '-watermarked' : ''}.pdf`),
  };
}

/**
 * The same POST with `delivery=frame`: the server composes and charges exactly as for a PDF, but
 * keeps the PDF and answers where this user may fetch it (GET /api/v1/prints/held/:id), so the
 * PDF crosses the line once, into the frame that prints it. A PDF larger than one user's share of
 * the held prints is not held: it comes in the answer, as createPrint's does.
 */
export async function createHeldPrint(request: PrintRequest, mode: PrintMode, signal?: AbortSignal): Promise<HeldPrint | PrintedPdf> {
  const response = await apiFetchResponse('/api/v1/prints', {
    method: 'POST',
    body: printForm(request, mode, 'frame'),
    accept: 'application/json, application/pdf',
    signal,
  });
  // A print larger than one user's share of the held prints comes as the PDF itself.
  if ((response.headers.get('Content-Type') ?? '').startsWith('application/pdf')) return readPrintedPdf(response, request, mode, signal);
  let parsed: ReturnType<typeof heldPrintResponse.safeParse>;
  try {
    parsed = heldPrintResponse.safeParse(await response.json());
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(response.status, 'BAD_RESPONSE', translate(currentLanguage(), 'errors.BAD_RESPONSE'));
  }
  if (!parsed.success) throw new ApiError(response.status, 'BAD_RESPONSE', translate(currentLanguage(), 'errors.BAD_RESPONSE'));
  const held: HeldPrintResponse = parsed.data;
  return {
    printUrl: held.printUrl,
    charge: held.charge,
    coinsRemaining: held.coinsRemaining,
    coinsCharged: held.coins ?? null,
    filename: held.filename,
    jobId: held.jobId,
  };
}
