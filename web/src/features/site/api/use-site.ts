import { heldLandingAnswer } from '../../../lib/landing-data';
import { siteResponseGuard } from '../../../lib/landing-guards';

/** GET /api/v1/site (decisions 0076, 0081): read again when shown after an hour, as it changes only when the server is reconfigured. */
const site = heldLandingAnswer('site', '/api/v1/site', siteResponseGuard, 60 * 60_000);

/** The brand name, the shop's public contact details, the landing page's counters. */
export function useSite() {
  return site.use();
}
