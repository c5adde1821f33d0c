import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PremiumResponse } from '@core/contracts/premium';
import { apiFetch } from '../api-client';
import { premiumResponseGuard } from '../landing-guards';
import { useSession } from '../session/use-session';
import { storePremium } from '../session/stored-user';

export type Premium = PremiumResponse['data'];

/**
 * Every user's premium status is under this key (the uid follows it): invalidate it after
 * anything that changes coins or plans (a print charge, a purchase, an admin credit).
 */
export const premiumQueryKey = ['account', 'premium'] as const;

/** GET /api/v1/premium/:uid: coins and plan of the signed-in user (status rules: docs/domain-rules.md §3). */
async function getPremium(uid: string, signal?: AbortSignal): Promise<Premium> {
  try {
    const { data } = await apiFetch(`/api/v1/premium/${encodeURIComponent(uid)}`, { schema: premiumResponseGuard, signal });
    storePremium(data.isActive);
    return data;
  } catch (error) {
    // The spec's error catalogue: a failed premium fetch is logged and counts as not premium; no message to the user.
    if (!signal?.aborted) {
      storePremium(false);
      // eslint-disable-next-line no-console
      console.info('premium status could not be read', error);
    }
    throw error;
  }
}

/**
 * The signed-in user's coins and plan; idle while nobody is signed in. The read starts in the first
 * render that knows the user (as TanStack Query's usePrefetchQuery does), not after the whole screen has
 * been drawn and its effects run: the print screens show the balance sooner (decision 0072).
 */
export function usePremium() {
  const session = useSession();
  const queryClient = useQueryClient();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const queryKey = [...premiumQueryKey, uid];
  const queryFn = ({ signal }: { signal?: AbortSignal }) => getPremium(uid ?? '', signal);
  const staleTime = 30_000;
  if (uid !== null && queryClient.getQueryState(queryKey) === undefined) void queryClient.prefetchQuery({ queryKey, queryFn, staleTime });
  return useQuery({ queryKey, queryFn, enabled: uid !== null, staleTime });
}
