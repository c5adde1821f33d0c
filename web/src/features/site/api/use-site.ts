import type { SiteResponse } from '@core/contracts/site';
import { apiFetch } from '../../../lib/api-client';
import { heldAnswer } from '../../../lib/held-answer';
import { readLandingData } from '../../../lib/landing-data';
import { siteResponseGuard } from '../../../lib/landing-guards';

/**
 * GET /api/v1/site, as the server wrote it into the page (decision 0076), else read once (decision 0081); read
 * again when shown after an hour, as it changes only when the server is reconfigured. A prerendered page still
 * hydrates as it was built (loading).
 */
const site = heldAnswer<SiteResponse>({
  read: () => apiFetch('/api/v1/site', { schema: siteResponseGuard }),
  known: () => (typeof document === 'undefined' ? undefined : readLandingData().site),
  maxAgeMs: 60 * 60_000,
});

/** The brand name, the shop's public contact details, the landing page's counters. */
export function useSite() {
  return site.use();
}
