import { printReceipt, type PrintReceipt } from '@core/contracts/print-receipt';
import {
  cropFieldOf,
  customerPhotoField,
  printFileFields,
  printFormEntries,
  type CustomerSheetPrintRequest,
  type DocumentPrintRequest as DocumentPrintFields,
  type PhotoSheetPrintRequest,
  type PrintMode,
  type PrintRequest as ContractPrintRequest,
} from '@core/contracts/prints';
import { ApiError, apiFetch, apiFetchResponse } from '../api-client';
import { currentLanguage, translate } from '../i18n';
import type { ResponseGuard } from '../response-guards';

export type { PrintCharge, PrintMode } from '@core/contracts/prints';
export type { PrintReceipt } from '@core/contracts/print-receipt';

/** The mode, the delivery and the quote's coins are chosen when a button is pressed, not by the studio. */
type ChosenOnPrint = 'mode' | 'delivery' | 'expectedCoins';

/** A passport-photo sheet: its layout, and the photo, cropped. */
export type PassportPrintRequest = Omit<PhotoSheetPrintRequest, ChosenOnPrint> & {
  front: Blob;
  /** A white-background picture's crop, sent beside it (`frontCrop`): the print is charged as that crop. */
  frontCrop?: Blob | null;
};

/** A single-side (`layout` `single`) or both-side (`0` stacked, `1` side by side) document print, with its sides. */
export type DocumentPrintRequest = Omit<DocumentPrintFields, ChosenOnPrint> & {
  front: Blob;
  /** Both-side prints only. */
  back: Blob | null;
};

/** Several customers on one sheet (decision 0042): their list, and each one's crop in the same order. */
export type CustomerSheetRequest = Omit<CustomerSheetPrintRequest, ChosenOnPrint> & {
  photos: Blob[];
  /** Each customer's crop when their photo is its white-background picture (`photoNCrop`), else null; absent: none. */
  photoCrops?: Array<Blob | null>;
};

/** What to print, all but the mode (which the button pressed decides). History keeps each kind's crops for a Reprint. */
export type PrintRequest = PassportPrintRequest | DocumentPrintRequest | CustomerSheetRequest;

export interface PrintOptions {
  /** A clean print: the coins of the quote shown (expectedCoinsOf); the server never charges more (409 QUOTE_CHANGED). */
  expectedCoins?: number;
}

/** The multipart form of a print, as POST /api/v1/prints reads it: the contract's text fields first, then the files. */
export function printForm(request: PrintRequest, mode: PrintMode, { expectedCoins }: PrintOptions = {}): FormData {
  const form = new FormData();
  // printFormEntries reads the contract's text fields only: the blobs beside them are not sent as text.
  const asked: ContractPrintRequest = { ...request, mode, delivery: 'receipt', ...(mode === 'clean' && expectedCoins !== undefined ? { expectedCoins } : {}) };
  for (const [name, value] of printFormEntries(asked)) form.append(name, value);
  const [front, back] = printFileFields;
  if (request.kind === 'customer-sheet') {
    request.photos.forEach((photo, i) => {
      const field = customerPhotoField(i);
      form.append(field, photo, `${field}.jpg`);
      const crop = request.photoCrops?.[i];
      if (crop) form.append(cropFieldOf(field), crop, `${field}-crop.jpg`);
    });
    return form;
  }
  if (request.kind === 'photo-sheet') {
    form.append(front, request.front, 'photo.jpg');
    if (request.frontCrop) form.append(cropFieldOf(front), request.frontCrop, 'photo-crop.jpg');
    return form;
  }
  form.append(front, request.front, 'front.jpg');
  if (request.back) form.append(back, request.back, 'back.jpg');
  return form;
}

/** A print's receipt: its PDF is held at `printUrl` (null only in exam files' receipts, never in a print's). */
export type HeldPrintReceipt = PrintReceipt & { printUrl: string };

/** A print's answer is a receipt with its PDF's place; anything else is BAD_RESPONSE. */
const heldPrintReceipt: ResponseGuard<HeldPrintReceipt> = {
  safeParse(data) {
    const parsed = printReceipt.safeParse(data);
    if (!parsed.success) return { success: false };
    const { printUrl } = parsed.data;
    return printUrl === null ? { success: false } : { success: true, data: { ...parsed.data, printUrl } };
  },
};

const badResponse = (status: number) => new ApiError(status, 'BAD_RESPONSE', translate(currentLanguage(), 'errors.BAD_RESPONSE'));

/**
 * POST /api/v1/prints (multipart), for passport photos, customer sheets and documents alike: the server
 * composes the sheet, charges a clean print (the plan, a same-day reprint or coins, never more than
 * `expectedCoins`) and answers its receipt; the PDF waits for its owner at the receipt's `printUrl`.
 * 402 INSUFFICIENT_COINS, 409 QUOTE_CHANGED (with the new quote), 422 LAYOUT_DOES_NOT_FIT and other
 * failures come as ApiError with a plain message.
 */
export function createPrint(request: PrintRequest, mode: PrintMode, options: PrintOptions = {}, signal?: AbortSignal): Promise<HeldPrintReceipt> {
  return apiFetch('/api/v1/prints', { method: 'POST', body: printForm(request, mode, options), schema: heldPrintReceipt, signal });
}

/**
 * The receipt's PDF (GET its `printUrl`, for its owner while it is held). Null when the server no longer
 * holds it (404 or 410: expired, or asked of another instance); other failures are ApiErrors.
 */
export async function fetchPrintPdf(receipt: Pick<HeldPrintReceipt, 'printUrl'>, signal?: AbortSignal): Promise<Blob | null> {
  let response: Response;
  try {
    response = await apiFetchResponse(receipt.printUrl, { accept: 'application/pdf', signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) return null;
    throw error;
  }
  let pdf: Blob;
  try {
    pdf = await response.blob();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', translate(currentLanguage(), 'errors.NETWORK'));
  }
  if (!(response.headers.get('Content-Type') ?? '').startsWith('application/pdf') || pdf.size === 0) throw badResponse(response.status);
  return new Blob([pdf], { type: 'application/pdf' });
}
