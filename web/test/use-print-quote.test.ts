// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { premiumQueryKey } from '../src/lib/premium/get-premium';
import { usePrintQuote } from '../src/lib/prints/use-print-quote';
import { quoteInputOf } from '../src/lib/prints/print-quote';
import type { PrintRequest } from '../src/lib/prints/create-print';

const SHA_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrf=token';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'csrf=; max-age=0';
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return { client, wrapper };
}

describe('usePrintQuote', () => {
  it('hashes the photo, asks the server once per request, reads it again with the balance, and shows a 409’s quote instead', async () => {
    fetchMock.mockImplementation(async () => json({ charge: 'coins', coins: 5, balance: 20, newItems: 1 }));
    const request: PrintRequest = { kind: 'photo-sheet', service: 'passport-photo', sheet: { layout: 'a4-6' }, front: new Blob(['abc']) };
    const { client, wrapper } = setup();
    const { result, rerender } = renderHook(({ asked }: { asked: PrintRequest | null }) => usePrintQuote(asked && quoteInputOf(asked)), {
      wrapper,
      initialProps: { asked: null as PrintRequest | null },
    });
    expect(result.current).toMatchObject({ quote: undefined, loading: false, request: null });
    expect(fetchMock).not.toHaveBeenCalled();

    rerender({ asked: request });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.quote).toEqual({ charge: 'coins', coins: 5, balance: 20, newItems: 1 }));
    expect(result.current.request).toEqual({ kind: 'photo-sheet', photo: SHA_ABC });
    const [path, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(path).toBe('/api/v1/prints/quote');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ kind: 'photo-sheet', photo: SHA_ABC });

    // Another layout of the same photo: the same quote, not asked again.
    rerender({ asked: { ...request, sheet: { layout: 'a4-12' } } as PrintRequest });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Coins bought or a print made: the balance is read again, and the quote with it.
    fetchMock.mockImplementation(async () => json({ charge: 'reprint', coins: 0, balance: 15, newItems: 0 }));
    await act(() => client.invalidateQueries({ queryKey: premiumQueryKey }));
    await waitFor(() => expect(result.current.quote?.charge).toBe('reprint'));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    act(() => result.current.replace({ charge: 'short', coins: 10, balance: 3, newItems: 2 }));
    await waitFor(() => expect(result.current.quote).toEqual({ charge: 'short', coins: 10, balance: 3, newItems: 2 }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says when the quote could not be read, and asks again on retry', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 'RATE_LIMITED', message: 'Too many.' }, 429));
    const { wrapper } = setup();
    const request: PrintRequest = { kind: 'photo-sheet', service: 'passport-photo', sheet: { layout: 'a4-6' }, front: new Blob(['x']) };
    const { result } = renderHook(() => usePrintQuote(quoteInputOf(request)), { wrapper });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.quote).toBeUndefined();
    fetchMock.mockResolvedValueOnce(json({ charge: 'plan', coins: 0, balance: 3, newItems: 1 }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.quote?.charge).toBe('plan'));
    expect(result.current.error).toBeNull();
  });
  it('never aborts a quote: one asked for a photo that has since changed is let finish and kept (no request cancelled)', async () => {
    const answers: Array<(response: Response) => void> = [];
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const { client, wrapper } = setup();
    const first: PrintRequest = { kind: 'photo-sheet', service: 'passport-photo', sheet: { layout: 'a4-6' }, front: new Blob(['abc']) };
    const second: PrintRequest = { ...first, front: new Blob(['other']) };
    const { result, rerender } = renderHook(({ asked }: { asked: PrintRequest }) => usePrintQuote(quoteInputOf(asked)), {
      wrapper,
      initialProps: { asked: first },
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The photo changes while its quote is asked: the query key changes, and the old query loses its reader.
    rerender({ asked: second });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    // No quote fetch was given a signal to abort it with.
    for (const [, init] of fetchMock.mock.calls as Array<[string, RequestInit]>) expect(init.signal ?? null).toBeNull();
    for (const answer of answers) answer(json({ charge: 'coins', coins: 5, balance: 20, newItems: 1 }));
    await waitFor(() => expect(result.current.quote?.charge).toBe('coins'));
    // The first photo's quote finished and was kept: asking for it again needs no request.
    expect(client.getQueryData([...premiumQueryKey, 'print-quote', { kind: 'photo-sheet', photo: SHA_ABC }])).toEqual({
      charge: 'coins',
      coins: 5,
      balance: 20,
      newItems: 1,
    });
  });
});
