import { useQuery } from '@tanstack/react-query';
import type { PremiumResponse } from '@core/contracts/premium';
import { apiFetch } from '../../../lib/api-client';
import { premiumResponseGuard } from '../../../lib/landing-guards';
import { useSession } from '../../auth/hooks/use-session';
import { storePremium } from '../../auth/lib/stored-user';

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

/** The signed-in user's coins and plan; idle while nobody is signed in. */
export function usePremium() {
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  return useQuery({
    queryKey: [...premiumQueryKey, uid],
    queryFn: ({ signal }) => getPremium(uid ?? '', signal),
    enabled: uid !== null,
    staleTime: 30_000,
  });
}
