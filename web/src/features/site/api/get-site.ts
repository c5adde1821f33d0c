import { useQuery } from '@tanstack/react-query';
import type { SiteResponse } from '../../../../../core/src/contracts/site';
import { apiFetch } from '../../../lib/api-client';
import { siteResponseGuard } from '../../../lib/landing-guards';

export const siteQueryKey = ['site'] as const;

/** GET /api/v1/site: brand name, the shop's public contact details, the landing page's counters. */
export function getSite(signal?: AbortSignal): Promise<SiteResponse> {
  return apiFetch('/api/v1/site', { schema: siteResponseGuard, signal });
}

export function useSite() {
  return useQuery({
    queryKey: siteQueryKey,
    queryFn: ({ signal }) => getSite(signal),
    staleTime: 60 * 60_000, // changes only when the server is reconfigured
  });
}
