// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/lib/api-client';
import {
  clearLandingQueries,
  getLandingQueryData,
  invalidateLandingQueries,
  prefetchLandingQuery,
  setLandingQueryData,
  useLandingQuery,
  type LandingQueryOptions,
} from '../src/lib/landing-query-cache';

/** Lets pending promises and React's updates run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function mount<T>(options: LandingQueryOptions<T>) {
  return renderHook(() => useLandingQuery(options));
}

describe("the landing path's query cache (TanStack Query's rules, without its code on the landing page)", () => {
  afterEach(() => {
    cleanup();
    clearLandingQueries();
    vi.useRealTimers();
  });

  it('is pending on the first render (as prerendered), then holds the answer; components asking meanwhile share one read', async () => {
    const queryFn = vi.fn(() => Promise.resolve({ brand: 'Shop' }));
    const first = mount({ queryKey: ['site'], queryFn });
    const second = mount({ queryKey: ['site'], queryFn });
    expect(first.result.current.isPending).toBe(true);
    await settle();
    expect(first.result.current).toMatchObject({ status: 'success', isSuccess: true, data: { brand: 'Shop' } });
    expect(second.result.current.data).toBe(first.result.current.data);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('starts with initialData when given (signed out without asking), and does not read while it is fresh', async () => {
    const queryFn = vi.fn(() => Promise.resolve('asked'));
    const { result } = mount<string | null>({ queryKey: ['auth', 'me'], queryFn, initialData: null, staleTime: 5 * 60_000 });
    expect(result.current).toMatchObject({ status: 'success', data: null });
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('reads at once when prefetched (who is signed in, before the first render): a component mounting meanwhile joins that read', async () => {
    let answer: (value: string) => void = () => undefined;
    const queryFn = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const prefetched = prefetchLandingQuery({ queryKey: ['auth', 'me'], queryFn });
    await Promise.resolve(); // the read starts at once, after the online check
    expect(queryFn).toHaveBeenCalledTimes(1);
    const { result } = mount({ queryKey: ['auth', 'me'], queryFn });
    expect(result.current.isPending).toBe(true);
    answer('operator');
    await prefetched;
    await settle();
    expect(result.current).toMatchObject({ status: 'success', data: 'operator' });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('reads nothing when prefetched while the answer held is fresh (signed out without asking)', async () => {
    const queryFn = vi.fn(() => Promise.resolve('asked'));
    await prefetchLandingQuery<string | null>({ queryKey: ['auth', 'me'], queryFn, initialData: null, staleTime: 5 * 60_000 });
    expect(queryFn).not.toHaveBeenCalled();
    expect(getLandingQueryData(['auth', 'me'])).toBeNull();
  });

  it('reads again when shown after the answer went stale (a minute by default), not before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const queryFn = vi.fn(() => Promise.resolve(1));
    const first = mount({ queryKey: ['catalog', 'plans'], queryFn });
    await settle();
    first.unmount();
    mount({ queryKey: ['catalog', 'plans'], queryFn });
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 60_000);
    const third = mount({ queryKey: ['catalog', 'plans'], queryFn });
    // The stale answer stays on screen while it is read again.
    expect(third.result.current.data).toBe(1);
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('tries once more a second after a network or server failure, then shows the error; a 4xx is final at once', async () => {
    vi.useFakeTimers();
    const failing = vi.fn(() => Promise.reject(new ApiError(503, 'BUSY', 'busy')));
    const { result } = mount({ queryKey: ['catalog', 'services'], queryFn: failing });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(failing).toHaveBeenCalledTimes(1);
    expect(result.current.isPending).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(failing).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: 'error', isError: true });
    expect((result.current.error as ApiError).code).toBe('BUSY');

    const refused = vi.fn(() => Promise.reject(new ApiError(404, 'NOT_FOUND', 'gone')));
    const other = mount({ queryKey: ['site'], queryFn: refused });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(refused).toHaveBeenCalledTimes(1);
    expect(other.result.current.isError).toBe(true);

    const once = vi.fn(() => Promise.reject(new ApiError(0, 'NETWORK', 'offline')));
    const noRetry = mount({ queryKey: ['auth', 'me'], queryFn: once, retry: false });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(once).toHaveBeenCalledTimes(1);
    expect(noRetry.result.current.isError).toBe(true);
  });

  it('refetch after an error reads again and shows the answer', async () => {
    let fail = true;
    const queryFn = vi.fn(() => (fail ? Promise.reject(new ApiError(400, 'VALIDATION', 'no')) : Promise.resolve('ok')));
    const { result } = mount({ queryKey: ['site'], queryFn });
    await settle();
    expect(result.current.isError).toBe(true);
    fail = false;
    await act(() => result.current.refetch());
    expect(result.current).toMatchObject({ status: 'success', data: 'ok' });
  });

  it('after a sign-in, invalidating reads the answer on screen again and resolves when it is here', async () => {
    let user: string | null = null;
    const { result } = mount<string | null>({ queryKey: ['auth', 'me'], queryFn: () => Promise.resolve(user), initialData: null });
    user = 'asha';
    await act(() => invalidateLandingQueries(['auth', 'me']));
    expect(getLandingQueryData(['auth', 'me'])).toBe('asha');
    expect(result.current.data).toBe('asha');
  });

  it('invalidating everything reads every answer on screen again; one not on screen is read when next shown', async () => {
    const site = vi.fn(() => Promise.resolve('site'));
    const plans = vi.fn(() => Promise.resolve('plans'));
    mount({ queryKey: ['site'], queryFn: site });
    const hidden = mount({ queryKey: ['catalog', 'plans'], queryFn: plans });
    await settle();
    hidden.unmount();
    await act(() => invalidateLandingQueries());
    expect(site).toHaveBeenCalledTimes(2);
    expect(plans).toHaveBeenCalledTimes(1);
    mount({ queryKey: ['catalog', 'plans'], queryFn: plans });
    await settle();
    expect(plans).toHaveBeenCalledTimes(2);
  });

  it('a sign-out sets the answer at once for every component showing it', async () => {
    const { result } = mount<string | null>({ queryKey: ['auth', 'me'], queryFn: () => Promise.resolve('asha') });
    await settle();
    expect(result.current.data).toBe('asha');
    act(() => setLandingQueryData(['auth', 'me'], null));
    expect(result.current).toMatchObject({ status: 'success', data: null });
  });

  it('an equal answer read again keeps the object held, so effects depending on it do not run again', async () => {
    const { result } = mount({ queryKey: ['site'], queryFn: () => Promise.resolve({ counters: [1, 2] }) });
    await settle();
    const held = result.current.data;
    await act(() => result.current.refetch());
    expect(result.current.data).toBe(held);
  });

  it('waits while the browser is offline, and reads when the connection comes back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const queryFn = vi.fn(() => Promise.resolve('here'));
    const { result } = mount({ queryKey: ['site'], queryFn });
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ isPending: true, isFetching: true });
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(result.current.data).toBe('here');
    onLine.mockRestore();
  });

  it('hydration renders what the prerendered HTML shows even when the answer is already here (a boundary hydrated after the shell asked), then the answer', async () => {
    const queryFn = () => Promise.resolve('answer');
    mount({ queryKey: ['site'], queryFn });
    await settle();
    function Text() {
      const site = useLandingQuery({ queryKey: ['site'], queryFn });
      return createElement('p', null, site.isPending ? 'loading' : String(site.data));
    }
    const container = document.createElement('div');
    container.innerHTML = '<p>loading</p>';
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, createElement(Text), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('answer');
    container.remove();
  });
});
