import { queryOptions, skipToken } from '@tanstack/react-query';
import { printQuote, type PrintQuote, type PrintQuoteRequest } from '@core/contracts/print-quote';
import { apiFetch } from '../api-client';
import type { TFunction } from '../i18n';
import { premiumQueryKey } from '../premium/get-premium';
import type { PrintRequest } from './create-print';

export type { PrintQuote, PrintQuoteRequest } from '@core/contracts/print-quote';

/**
 * Quotes live under the premium key: whatever reads the balance again (a print charged, coins or a plan bought,
 * coming back to the tab) reads every quote again too.
 */
const printQuoteQueryKey = [...premiumQueryKey, 'print-quote'] as const;

const hashes = new WeakMap<Blob, Promise<string>>();

/** SHA-256 of a blob's bytes, lowercase hex, as the server hashes the upload; computed once per Blob. */
export function blobSha256(blob: Blob): Promise<string> {
  let hash = hashes.get(blob);
  if (!hash) {
    hash = blob
      .arrayBuffer()
      .then((bytes) => crypto.subtle.digest('SHA-256', bytes))
      .then((digest) => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(''));
    // A failed read is tried again next time, not remembered.
    hash.catch(() => hashes.delete(blob));
    hashes.set(blob, hash);
  }
  return hash;
}

const blobIds = new WeakMap<Blob, number>();
let nextBlobId = 0;

/** A number per Blob object (the query key of its hash: the same object is hashed once). */
export function blobId(blob: Blob): number {
  let id = blobIds.get(blob);
  if (id === undefined) {
    id = ++nextBlobId;
    blobIds.set(blob, id);
  }
  return id;
}

/** What a quote is asked from: the blobs to hash, and the request their hashes (in the same order) make. */
export interface QuoteInput {
  blobs: readonly Blob[];
  toRequest: (hashes: readonly string[]) => PrintQuoteRequest;
}

/**
 * The quote of a print request: each photo by the bytes that print, except a white-background picture,
 * which is quoted as the crop it was made from (that is how the print that sends both is charged).
 */
export function quoteInputOf(request: PrintRequest): QuoteInput {
  if (request.kind === 'photo-sheet') {
    return { blobs: [request.frontCrop ?? request.front], toRequest: ([photo]) => ({ kind: 'photo-sheet', photo: photo! }) };
  }
  if (request.kind === 'customer-sheet') {
    return {
      blobs: request.photos.map((photo, i) => request.photoCrops?.[i] ?? photo),
      toRequest: (photos) => ({ kind: 'customer-sheet', photos: [...photos] }),
    };
  }
  const { service } = request;
  return {
    blobs: request.back ? [request.front, request.back] : [request.front],
    toRequest: ([front, back]) => ({ kind: 'document', service, front: front!, ...(back ? { back } : {}) }),
  };
}

/** The quote request of `input`, its blobs hashed. */
export async function quoteRequestOf(input: QuoteInput): Promise<PrintQuoteRequest> {
  return input.toRequest(await Promise.all(input.blobs.map(blobSha256)));
}

/** POST /api/v1/prints/quote: what a clean print of these files would cost now (never aborted: see printQuoteQueryOptions). */
function fetchPrintQuote(request: PrintQuoteRequest): Promise<PrintQuote> {
  return apiFetch('/api/v1/prints/quote', { method: 'POST', body: request, schema: printQuote });
}

/**
 * The one quote query of `request` (its hashes), shared by every reader of the same request; idle while null.
 * The query's signal is not passed on: a quote is a small JSON answer, so one asked for a request that has since
 * changed is let finish (and cached) rather than aborted, and the page cancels no requests as it is used.
 */
export function printQuoteQueryOptions(request: PrintQuoteRequest | null) {
  return queryOptions({
    queryKey: [...printQuoteQueryKey, request] as const,
    queryFn: request === null ? skipToken : () => fetchPrintQuote(request),
    staleTime: 30_000,
  });
}

/** The quote in words, for the clean Print/Pay button: "Free reprint", "Covered by your plan", "5 coins", "Needs 5 coins — you have 2". */
export function quoteText(t: TFunction, quote: PrintQuote): string {
  switch (quote.charge) {
    case 'reprint':
      return t('studio.quote.reprint');
    case 'plan':
      return t('studio.quote.plan');
    case 'coins':
      return t('studio.quote.coins', { count: quote.coins });
    case 'short':
      return t('studio.quote.short', { count: quote.coins, balance: quote.balance });
  }
}

/** A clean print may be asked for at this quote (else the low-coin dialog opens). */
export const quoteAllowsClean = (quote: PrintQuote | undefined): quote is PrintQuote => quote !== undefined && quote.charge !== 'short';

/**
 * What the preview shows at this quote (decision 0073): the sheet clean whenever the server's quote says Print
 * makes it clean (a plan, a reprint, or coins the operator has), drawn in the browser from the operator's own crop;
 * watermarked while the quote is being read or when a clean print needs more coins.
 */
export type PreviewState = 'watermarked' | 'plan' | 'reprint' | 'coins';
export const previewStateOf = (quote: PrintQuote | undefined): PreviewState => (quote === undefined || quote.charge === 'short' ? 'watermarked' : quote.charge);

/** The line under a preview: the free proof, `paid` (a reprint today), `clean`, or `clean` with what Print takes. */
export function previewNote(t: TFunction, quote: PrintQuote | undefined, texts: { paid: string; clean: string }): string {
  switch (previewStateOf(quote)) {
    case 'watermarked':
      return t('studio.preview.watermarked');
    case 'reprint':
      return texts.paid;
    case 'coins':
      return `${texts.clean} ${t('studio.preview.coins', { count: quote!.coins })}`;
    case 'plan':
      return texts.clean;
  }
}
