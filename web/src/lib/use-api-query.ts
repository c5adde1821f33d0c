import { useQuery, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import type { ResponseGuard } from './response-guards';

/**
 * GET of one of the portal's JSON answers, checked with `schema` (a contract) and cached under
 * `queryKey` in TanStack Query; a mismatch is an ApiError BAD_RESPONSE. For the parts loaded after
 * the landing page: who is signed in, the site's facts and the plans are held answers (lib/held-answer, decision 0081).
 */
export function useApiQuery<T>(queryKey: QueryKey, path: string, schema: ResponseGuard<T>, options: { staleTime?: number; enabled?: boolean } = {}) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiFetch(path, { schema, signal }),
    ...options,
  });
}
