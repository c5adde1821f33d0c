import { z } from 'zod/mini';
import { listPlansResponse } from './catalog';
import { siteResponse } from './site';

/**
 * The landing's data the server writes into each prerendered page (decision 0076), as a JSON data block
 * (`<script type="application/json" id="landing-data">`, core/src/text/landing-data-element-id.ts): the answers
 * of GET /api/v1/site and GET /api/v1/plans, as those routes give them when the page is sent.
 */
export const landingData = z.object({
  site: siteResponse,
  plans: listPlansResponse,
});
export type LandingData = z.infer<typeof landingData>;
