// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetHeldAnswers } from '../src/lib/held-answer';
import { setMe } from '../src/lib/session/get-me';
import { memoryStore } from '../src/lib/kept-store';
import { useKeptStudioState } from '../src/features/print-studio/hooks/use-kept-studio-state';
import type { KeptStudioState } from '../src/lib/use-kept-studio-state';

interface Studio {
  layout: string;
}

async function settle() {
  for (let i = 0; i < 5; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function mount(store: ReturnType<typeof memoryStore<KeptStudioState<Studio>>>, uid = 'u1') {
  document.cookie = 'csrf=token';
  const client = new QueryClient();
  setMe({ uid, email: 'a@b.in', name: null, photoURL: null, isAdmin: false });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return renderHook(
    () => {
      const [state, setState] = useState<Studio | null>(null);
      const read = useKeptStudioState<Studio>('passport', state, setState, store);
      return { state, setState, read };
    },
    { wrapper },
  );
}

describe("a studio's photo and layout survive a reload (decision 0040)", () => {
  afterEach(() => {
    cleanup();
    forgetHeldAnswers();
  });

  it('keeps each new state, and brings it back on the next mount before keeping anything else', async () => {
    const store = memoryStore<KeptStudioState<Studio>>();
    const first = mount(store);
    await settle();
    expect(first.result.current.read).toBe(true);
    act(() => first.result.current.setState({ layout: '4x6-3' }));
    await settle();
    expect(await store.get('passport')).toEqual({ uid: 'u1', state: { layout: '4x6-3' } });
    first.unmount();

    const reloaded = mount(store);
    await settle();
    expect(reloaded.result.current.state).toEqual({ layout: '4x6-3' });
    expect(await store.get('passport')).toEqual({ uid: 'u1', state: { layout: '4x6-3' } });
  });

  it("never restores another user's studio", async () => {
    const store = memoryStore<KeptStudioState<Studio>>();
    await store.put('passport', { uid: 'someone-else', state: { layout: 'a4-6' } });
    const other = mount(store, 'u2');
    await settle();
    expect(other.result.current.state).toBeNull();
  });
});
