import { listPlansResponseGuard } from '../../../lib/landing-guards';
import { useLandingApiQuery } from '../../../lib/use-landing-api-query';

const plansQueryKey = ['catalog', 'plans'] as const;

/** GET /api/v1/plans: every plan offer, in display order. */
export function usePlans() {
  return useLandingApiQuery(plansQueryKey, '/api/v1/plans', listPlansResponseGuard);
}
