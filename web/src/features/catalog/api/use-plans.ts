import { heldLandingAnswer } from '../../../lib/landing-data';
import { listPlansResponseGuard } from '../../../lib/landing-guards';

/** GET /api/v1/plans (decisions 0076, 0081; the page's block is at most a minute old): read again when shown after a minute. */
const plans = heldLandingAnswer('plans', '/api/v1/plans', listPlansResponseGuard, 60_000);

/** Every plan offer, in display order. */
export function usePlans() {
  return plans.use();
}
