import { apiFetch } from './api-client';
import { useLandingQuery, type LandingQueryKey } from './landing-query-cache';
import type { ResponseGuard } from './response-guards';

/**
 * GET of one of the portal's JSON answers on the landing path, checked with `schema` (a landing
 * guard) and cached under `queryKey` in the landing query cache (not TanStack Query, whose code stays
 * off the landing page); a mismatch is an ApiError BAD_RESPONSE.
 */
export function useApiQuery<T>(queryKey: LandingQueryKey, path: string, schema: ResponseGuard<T>, options: { staleTime?: number } = {}) {
  return useLandingQuery({
    queryKey,
    queryFn: () => apiFetch(path, { schema }),
    ...options,
  });
}
