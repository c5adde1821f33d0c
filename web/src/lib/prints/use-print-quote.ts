import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ApiError } from '../api-client';
import { blobId, blobSha256, printQuoteQueryOptions, type PrintQuote, type PrintQuoteRequest, type QuoteInput } from './print-quote';

export interface PrintQuoteState {
  /** The quote request (the hashes), once hashed; null while something is missing or hashing. */
  request: PrintQuoteRequest | null;
  /** The server's quote, once read. */
  quote: PrintQuote | undefined;
  /** Being hashed or asked. */
  loading: boolean;
  /** The quote could not be read. */
  error: ApiError | null;
  /** Asks for it again (after a failure). */
  retry: () => void;
  /** Shows this quote instead (a 409 QUOTE_CHANGED's), until it is read again. */
  replace: (quote: PrintQuote) => void;
}

/**
 * What a clean print of `input` costs now, as the server says (POST /api/v1/prints/quote, docs/decisions/0057).
 * Each blob is hashed once (its hash cached by the Blob itself); the quote is keyed on the hashes and read
 * again whenever the balance is (printQuoteQueryKey lives under the premium key).
 */
export function usePrintQuote(input: QuoteInput | null): PrintQuoteState {
  const queryClient = useQueryClient();
  const blobs = input?.blobs ?? [];
  const ids = blobs.map(blobId);
  const hashed = useQuery({
    queryKey: ['blob-sha256', ...ids],
    queryFn: () => Promise.all(blobs.map(blobSha256)),
    enabled: input !== null && blobs.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
  const toRequest = input?.toRequest;
  const hashes = input !== null ? hashed.data : undefined;
  // The request keeps its identity while what it says does not change (the studios make a new input at every render).
  const requestJson = toRequest && hashes ? JSON.stringify(toRequest(hashes)) : null;
  const request = useMemo(() => (requestJson === null ? null : (JSON.parse(requestJson) as PrintQuoteRequest)), [requestJson]);
  const quoted = useQuery(printQuoteQueryOptions(request));
  const retry = useCallback(() => {
    if (hashed.isError) void hashed.refetch();
    else void quoted.refetch();
  }, [hashed, quoted]);
  const replace = useCallback((quote: PrintQuote) => queryClient.setQueryData(printQuoteQueryOptions(request).queryKey, quote), [queryClient, request]);
  const failure = quoted.error ?? hashed.error;
  return {
    request,
    quote: request ? quoted.data : undefined,
    loading: input !== null && (hashed.isPending || (request !== null && quoted.isPending)),
    error: input === null ? null : failure instanceof ApiError ? failure : failure ? new ApiError(0, 'NETWORK', String(failure)) : null,
    retry,
    replace,
  };
}
