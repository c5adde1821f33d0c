// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { premiumQueryKey } from '../src/lib/premium/get-premium';
import { RETURN_REFRESH_GAP_MS, useBalanceRefresh } from '../src/features/account/hooks/use-balance-refresh';
import { useLowCoinDialog, type BalanceCheck } from '../src/features/account/hooks/use-low-coin-dialog';
import { announcePurchasePaid } from '../src/lib/premium/purchase-broadcast';

/** Until `check` holds, giving queued messages (BroadcastChannel delivers in a later task) their turn. */
async function until(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(check()).toBe(true);
}

describe('the studio learns of a purchase made in another tab (decision 0030)', () => {
  let client: QueryClient;
  let refreshes: unknown[];

  function mountRefresh() {
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    return renderHook(() => useBalanceRefresh(), { wrapper });
  }

  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  beforeEach(() => {
    client = new QueryClient();
    refreshes = [];
    vi.spyOn(client, 'invalidateQueries').mockImplementation((filters) => {
      refreshes.push(filters?.queryKey);
      return Promise.resolve();
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads the balance again when the tab is shown again or the window gets focus, once for both', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    mountRefresh();
    setVisibility('hidden');
    expect(refreshes).toEqual([]);
    // Coming back fires both events: one read.
    setVisibility('visible');
    window.dispatchEvent(new Event('focus'));
    expect(refreshes).toEqual([premiumQueryKey]);
    vi.setSystemTime(Date.now() + RETURN_REFRESH_GAP_MS + 1);
    window.dispatchEvent(new Event('focus'));
    expect(refreshes).toEqual([premiumQueryKey, premiumQueryKey]);
  });

  it("reads it again when another tab's payment status page says an order is paid, and stops listening when gone", async () => {
    const { unmount } = mountRefresh();
    announcePurchasePaid('order-1');
    await until(() => refreshes.length === 1);
    expect(refreshes).toEqual([premiumQueryKey]);
    unmount();
    announcePurchasePaid('order-2');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(refreshes).toHaveLength(1);
    window.dispatchEvent(new Event('focus'));
    expect(refreshes).toHaveLength(1);
  });

  it('closes the low-coin dialog when a balance read after it opened pays for the print', () => {
    const { result, rerender } = renderHook((check: BalanceCheck) => useLowCoinDialog(check), { initialProps: { enough: false, readAt: 1 } });
    act(() => result.current.show());
    expect(result.current.open).toBe(true);
    // Read again, still short: it stays open.
    rerender({ enough: false, readAt: Date.now() + 1 });
    expect(result.current.open).toBe(true);
    // The purchase came through.
    rerender({ enough: true, readAt: Date.now() + 2 });
    expect(result.current.open).toBe(false);
    expect(result.current.coinsArrived).toBe(true);
    // Opened again later, the coins spent, the note goes.
    rerender({ enough: false, readAt: Date.now() + 3 });
    act(() => result.current.show());
    expect(result.current.open).toBe(true);
    expect(result.current.coinsArrived).toBe(false);
  });

  it('stays open on the balance shown before it opened, as when the server refused a print the page thought paid for', () => {
    const { result, rerender } = renderHook((check: BalanceCheck) => useLowCoinDialog(check), { initialProps: { enough: true, readAt: Date.now() - 5000 } });
    act(() => result.current.show());
    rerender({ enough: true, readAt: Date.now() - 5000 });
    expect(result.current.open).toBe(true);
    // The read after the refusal says short; then Cancel closes it.
    rerender({ enough: false, readAt: Date.now() + 1 });
    expect(result.current.open).toBe(true);
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
    expect(result.current.coinsArrived).toBe(false);
  });
});
