import { apiFetch } from './api-client';
import { useLandingQuery, type LandingQueryKey } from './landing-query-cache';
import type { ResponseGuard } from './response-guards';

/**
 * GET of one of the portal's JSON answers on the landing path (site facts, plans, services),
 * checked with `schema` (a landing guard, decision 0023) and cached under `queryKey` in the landing
 * query cache: TanStack Query's rules without its code on the landing page (decision 0032). A
 * mismatch is an ApiError BAD_RESPONSE. Answers of a signed-in user belong in useApiQuery: sign-out
 * forgets those, not these.
 */
export function useLandingApiQuery<T>(queryKey: LandingQueryKey, path: string, schema: ResponseGuard<T>, options: { staleTime?: number } = {}) {
  return useLandingQuery({
    queryKey,
    queryFn: () => apiFetch(path, { schema }),
    ...options,
  });
}
