// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearLandingQueries, setLandingQueryData } from '../src/lib/landing-query-cache';
import { meQueryKey } from '../src/features/auth/api/get-me';
import { useKeptCrops } from '../src/features/history/hooks/use-kept-crops';
import { keepPrintedCrop, type KeptCrop } from '../src/features/history/lib/kept-crops';
import { memoryStore } from '../src/features/history/lib/kept-store';

async function settle() {
  for (let i = 0; i < 5; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

afterEach(() => {
  cleanup();
  clearLandingQueries();
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
    setLandingQueryData(meQueryKey, { uid: 'u1', email: 'a@b.in', name: null, photoURL: null, isAdmin: false });
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
