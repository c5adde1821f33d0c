import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { premiumQueryKey } from '../../../lib/premium/get-premium';
import { onPurchasePaid } from '../../../lib/premium/purchase-broadcast';

/** Coming back to a tab fires both `visibilitychange` and `focus`: one read for the two. */
export const RETURN_REFRESH_GAP_MS = 2_000;

/**
 * Reads the coins and plan again when they may have changed elsewhere: when the operator comes
 * back to this tab (it becomes visible, or the window gets focus) and when another tab of the site
 * says a purchase was paid (purchase-broadcast). The app's queries do not refetch on focus by
 * themselves (query-client.ts: slow connections), so the screens that show the balance call this.
 */
export function useBalanceRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let lastReturn = Number.NEGATIVE_INFINITY;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: premiumQueryKey });
    const cameBack = () => {
      if (document.visibilityState === 'hidden') return;
      const now = Date.now();
      if (now - lastReturn < RETURN_REFRESH_GAP_MS) return;
      lastReturn = now;
      refresh();
    };
    document.addEventListener('visibilitychange', cameBack);
    window.addEventListener('focus', cameBack);
    const stopListening = onPurchasePaid(refresh);
    return () => {
      document.removeEventListener('visibilitychange', cameBack);
      window.removeEventListener('focus', cameBack);
      stopListening();
    };
  }, [queryClient]);
}
