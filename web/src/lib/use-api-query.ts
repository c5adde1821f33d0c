import { useQuery, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import type { ResponseGuard } from './response-guards';

/**
 * GET of one of the portal's JSON answers, checked with `schema` (a contract, or a landing guard
 * on the landing page's path) and cached under `queryKey`; a mismatch is an ApiError BAD_RESPONSE.
 */
export function useApiQuery<T>(queryKey: QueryKey, path: string, schema: ResponseGuard<T>, options: { staleTime?: number } = {}) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiFetch(path, { schema, signal }),
    ...options,
  });
}
