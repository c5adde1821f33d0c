// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetHeldAnswers } from '../src/lib/held-answer';
import { setMe } from '../src/lib/session/get-me';
import { useKeptCrops } from '../src/features/history/hooks/use-kept-crops';
import { keepPrintedCrop, type KeptCrop } from '../src/lib/kept-crops';
import { memoryStore } from '../src/lib/kept-store';

// A desktop whose frame gets no PDF: the reprint is fetched and downloaded (deliverPdf's other path).
vi.mock('../src/lib/prints/print-in-frame', () => ({ printInFrame: async () => 'failed' }));

async function settle() {
  for (let i = 0; i < 5; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

afterEach(() => {
  cleanup();
  forgetHeldAnswers();
  document.cookie = 'csrf=; max-age=0';
});

describe('History’s Forget now (decision 0040)', () => {
  it('offers Reprint for the kept crops, and after Forget now offers none and keeps nothing', async () => {
    const store = memoryStore<KeptCrop>();
    const front = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
    await keepPrintedCrop(store, {
      uid: 'u1',
      jobId: 'job-1',
      mode: 'clean',
      request: { kind: 'photo-sheet', service: 'passport-photo', sheet: { layout: 'a4-6' }, front },
      now: 1,
    });
    document.cookie = 'csrf=token';
    setMe({ uid: 'u1', email: 'a@b.in', name: null, photoURL: null, isAdmin: false });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useKeptCrops(store), { wrapper });
    await settle();
    expect([...result.current.reprintable]).toEqual(['job-1']);

    await act(() => result.current.forget());
    await settle();
    expect(result.current.reprintable.size).toBe(0);
    expect(await store.list()).toEqual([]);
  });
});

describe('History’s Reprint of a crop kept by the previous version', () => {
  it('reprints a record stored before receipts and crops (no `crops`, job id from X-Print-Job): quoted, asked at the quote, PDF asked again once when gone', async () => {
    const store = memoryStore<KeptCrop>();
    const front = new Blob([new Uint8Array([9, 8, 7])], { type: 'image/jpeg' });
    // The shape the previous version stored, written as it was (not through keepPrintedCrop).
    await store.put('job-old', {
      key: 'job-old',
      uid: 'u1',
      front,
      back: null,
      jobs: [{ jobId: 'job-old', mode: 'clean', print: { kind: 'photo-sheet', service: 'passport-photo', sheet: { layout: 'a4-6' } } }],
      lastPrintedAt: 1,
    } as KeptCrop);
    const receipt = (jobId: string, printUrl: string) => ({
      jobId,
      charge: 'reprint',
      coinsCharged: 0,
      balanceAfter: 12,
      reprint: true,
      printUrl,
      filename: 'passport-photos-a4-6.pdf',
      expiresAt: null,
    });
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/v1/prints/quote') return json({ charge: 'reprint', coins: 0, balance: 12, newItems: 0 });
      if (path === '/api/v1/prints')
        return json(
          fetchMock.mock.calls.filter(([p]) => p === '/api/v1/prints').length === 1 ? receipt('job-new', '/held/1') : receipt('job-again', '/held/2'),
          201,
        );
      if (path === '/held/1') return json({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
      if (path === '/held/2') return new Response(new Uint8Array([0x25, 0x50]), { status: 200, headers: { 'content-type': 'application/pdf' } });
      throw new Error(`unexpected ${init?.method ?? 'GET'} ${path}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'csrf=token';
    setMe({ uid: 'u1', email: 'a@b.in', name: null, photoURL: null, isAdmin: false });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useKeptCrops(store), { wrapper });
    await settle();
    expect([...result.current.reprintable]).toEqual(['job-old']);

    let done: Awaited<ReturnType<typeof result.current.reprint>> = null;
    await act(async () => {
      done = await result.current.reprint('job-old', 'Reprint');
    });
    vi.unstubAllGlobals();
    expect(done).toMatchObject({ delivered: 'download', receipt: { jobId: 'job-new', charge: 'reprint' } });
    const [quotePath, quoteInit] = fetchMock.mock.calls[0]!;
    expect(quotePath).toBe('/api/v1/prints/quote');
    expect(JSON.parse(quoteInit!.body as string)).toMatchObject({ kind: 'photo-sheet' });
    const posts = fetchMock.mock.calls.filter(([path]) => path === '/api/v1/prints').map(([, init]) => init!.body as FormData);
    expect(posts).toHaveLength(2);
    for (const form of posts) {
      expect(form.get('mode')).toBe('clean');
      expect(form.get('expectedCoins')).toBe('0');
      expect(form.get('layout')).toBe('a4-6');
      expect(form.get('frontCrop')).toBeNull();
      expect([...new Uint8Array(await (form.get('front') as Blob).arrayBuffer())]).toEqual([9, 8, 7]);
    }
    // The new job is kept with the same crop: Reprint is offered on its row too.
    await settle();
    expect([...result.current.reprintable].sort()).toEqual(['job-new', 'job-old']);
  });
});
