import type { ListPlansResponse } from '@core/contracts/catalog';
import { apiFetch } from '../../../lib/api-client';
import { heldAnswer } from '../../../lib/held-answer';
import { readLandingData } from '../../../lib/landing-data';
import { listPlansResponseGuard } from '../../../lib/landing-guards';

/**
 * GET /api/v1/plans, as the server wrote it into the page (decision 0076; at most a minute old), else read
 * once (decision 0081). A prerendered page still hydrates as it was built (loading).
 */
const plans = heldAnswer<ListPlansResponse>({
  read: () => apiFetch('/api/v1/plans', { schema: listPlansResponseGuard }),
  known: () => (typeof document === 'undefined' ? undefined : readLandingData().plans),
  maxAgeMs: 60_000,
});

/** Every plan offer, in display order. */
export function usePlans() {
  return plans.use();
}
