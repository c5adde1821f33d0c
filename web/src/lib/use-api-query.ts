import { useQuery, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import type { ResponseGuard } from './response-guards';

/**
 * GET of one of the portal's JSON answers, checked with `schema` (a contract) and cached under
 * `queryKey` in TanStack Query; a mismatch is an ApiError BAD_RESPONSE. For the parts loaded after
 * the landing page: the landing path's reads use useLandingApiQuery (no TanStack Query there, decision 0032).
 */
export function useApiQuery<T>(queryKey: QueryKey, path: string, schema: ResponseGuard<T>, options: { staleTime?: number; enabled?: boolean } = {}) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiFetch(path, { schema, signal }),
    ...options,
  });
}
