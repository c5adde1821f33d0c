// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/lib/api-client';
import { heldAnswer, type HeldAnswerOptions } from '../src/lib/held-answer';

/** Lets pending promises and React's updates run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** A held answer as a page module makes one, and a component showing it. */
function held<T>(options: HeldAnswerOptions<T>) {
  const answer = heldAnswer(options);
  return { answer, mount: () => renderHook(() => answer.use()) };
}

describe('a held answer: read once for the page, again only when asked (decision 0081)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is pending on the first render (as prerendered), then holds the answer; components asking meanwhile share one read', async () => {
    const read = vi.fn(() => Promise.resolve({ brand: 'Shop' }));
    const { mount } = held({ read });
    const first = mount();
    const second = mount();
    expect(first.result.current.isPending).toBe(true);
    await settle();
    expect(first.result.current).toMatchObject({ status: 'success', data: { brand: 'Shop' } });
    expect(second.result.current.data).toBe(first.result.current.data);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('starts with what the page knows (signed out without asking; the data block) and does not read it', async () => {
    const read = vi.fn(() => Promise.resolve('asked'));
    const { mount } = held<string | null>({ read, known: () => null, knownWhenBuilt: true });
    expect(mount().result.current).toMatchObject({ status: 'success', data: null });
    const block = held({ read, known: () => 'written' });
    expect(block.mount().result.current).toMatchObject({ status: 'success', data: 'written' });
    await settle();
    expect(read).not.toHaveBeenCalled();
  });

  it('reads at once when prefetched (who is signed in, before the first render): a component mounting meanwhile joins that read', async () => {
    let answer: (value: string) => void = () => undefined;
    const read = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { answer: me, mount } = held({ read });
    const prefetched = me.prefetch();
    expect(read).toHaveBeenCalledTimes(1);
    const { result } = mount();
    expect(result.current.isPending).toBe(true);
    answer('operator');
    await prefetched;
    await settle();
    expect(result.current).toMatchObject({ status: 'success', data: 'operator' });
    expect(read).toHaveBeenCalledTimes(1);
    await me.prefetch();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again when shown after maxAgeMs, not before, keeping the answer on screen meanwhile; never without maxAgeMs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const read = vi.fn(() => Promise.resolve(1));
    const aged = held({ read, maxAgeMs: 60_000 });
    aged.mount().unmount();
    await settle();
    aged.mount();
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 60_000);
    const third = aged.mount();
    expect(third.result.current.data).toBe(1);
    await settle();
    expect(read).toHaveBeenCalledTimes(2);

    const forever = vi.fn(() => Promise.resolve(2));
    const kept = held({ read: forever });
    kept.mount();
    await settle();
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000);
    kept.mount();
    await settle();
    expect(forever).toHaveBeenCalledTimes(1);
  });

  it('shows a failure at once (no hidden retries); Retry reads again and shows the answer', async () => {
    let fail = true;
    const read = vi.fn(() => (fail ? Promise.reject(new ApiError(503, 'BUSY', 'busy')) : Promise.resolve('ok')));
    const { result } = held({ read }).mount();
    await settle();
    expect(result.current).toMatchObject({ status: 'error', isError: true });
    expect((result.current.error as ApiError).code).toBe('BUSY');
    expect(read).toHaveBeenCalledTimes(1);
    fail = false;
    await act(() => result.current.refetch());
    expect(result.current).toMatchObject({ status: 'success', data: 'ok' });
  });

  it('reads a failed answer on screen again when the connection comes back', async () => {
    let offline = true;
    const read = vi.fn(() => (offline ? Promise.reject(new ApiError(0, 'NETWORK', 'offline')) : Promise.resolve('here')));
    const { result } = held({ read }).mount();
    await settle();
    expect(result.current.isError).toBe(true);
    offline = false;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(result.current.data).toBe('here');
  });

  it('after a sign-in, reload reads again (after a read under way) and resolves with the answer on screen', async () => {
    let user: string | null = null;
    const { answer: me, mount } = held<string | null>({ read: () => Promise.resolve(user) });
    const { result } = mount();
    user = 'asha';
    await act(async () => expect(await me.reload()).toBe('asha'));
    expect(result.current.data).toBe('asha');
  });

  it('a sign-out sets the answer at once for every component showing it', async () => {
    const { answer: me, mount } = held<string | null>({ read: () => Promise.resolve('asha') });
    const { result } = mount();
    await settle();
    expect(result.current.data).toBe('asha');
    act(() => me.set(null));
    expect(result.current).toMatchObject({ status: 'success', data: null });
  });

  it('an equal answer read again keeps the object held, so effects depending on it do not run again', async () => {
    const { result } = held({ read: () => Promise.resolve({ counters: [1, 2] }) }).mount();
    await settle();
    const kept = result.current.data;
    await act(() => result.current.refetch());
    expect(result.current.data).toBe(kept);
  });

  it('hydration renders what the prerendered HTML shows even when the answer is already here, then the answer', async () => {
    const site = heldAnswer({ read: () => Promise.resolve('answer'), known: () => 'written' });
    function Text() {
      const shown = site.use();
      return createElement('p', null, shown.isPending ? 'loading' : String(shown.data));
    }
    const container = document.createElement('div');
    container.innerHTML = '<p>loading</p>';
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, createElement(Text), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('written');
    container.remove();
  });
});
