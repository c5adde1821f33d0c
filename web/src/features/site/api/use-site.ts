import { siteResponseGuard } from '../../../lib/landing-guards';
import { useLandingApiQuery } from '../../../lib/use-landing-api-query';

const siteQueryKey = ['site'] as const;

/** GET /api/v1/site: brand name, the shop's public contact details, the landing page's counters. */
export function useSite() {
  return useLandingApiQuery(siteQueryKey, '/api/v1/site', siteResponseGuard, {
    staleTime: 60 * 60_000, // changes only when the server is reconfigured
  });
}
