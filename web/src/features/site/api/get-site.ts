import { useQuery } from '@tanstack/react-query';
import type { SiteResponse } from '../../../../../core/src/contracts/site';
import { apiFetch } from '../../../lib/api-client';
import { guard, isCount, isRecord, isString } from '../../../lib/response-guards';

export const siteQueryKey = ['site'] as const;

/** core's siteResponse, checked without zod (this answer is on the landing page's path). */
export const siteResponseGuard = guard((value: unknown): value is SiteResponse => {
  if (!isRecord(value) || !isString(value.brandName) || !isRecord(value.shop) || !isRecord(value.counters)) return false;
  const { shop, counters } = value;
  return (
    isString(shop.phone) &&
    isString(shop.whatsapp) &&
    isString(shop.email) &&
    isString(shop.address) &&
    isCount(counters.happyCustomers) &&
    isCount(counters.dailyPrints) &&
    isCount(counters.supportHours)
  );
});

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
