import type { SiteResponse } from '@core/contracts/site';
import { siteResponseGuard } from '../../../lib/landing-guards';
import { setLandingQueryData } from '../../../lib/landing-query-cache';
import { useLandingApiQuery } from '../../../lib/use-landing-api-query';

const siteQueryKey = ['site'] as const;

/** GET /api/v1/site: brand name, the shop's public contact details, the landing page's counters. */
export function useSite() {
  return useLandingApiQuery(siteQueryKey, '/api/v1/site', siteResponseGuard, {
    staleTime: 60 * 60_000, // changes only when the server is reconfigured
  });
}

/**
 * Holds `site` as GET /api/v1/site's answer, fresh from now (the page's data block, decision 0076): no read
 * while it is fresh. A prerendered page still hydrates as it was built (loading), then shows it.
 */
export function seedSite(site: SiteResponse): void {
  setLandingQueryData(siteQueryKey, site);
}
