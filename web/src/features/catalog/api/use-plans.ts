import { listPlansResponseGuard } from '../../../lib/landing-guards';
import { useApiQuery } from '../../../lib/use-api-query';

export const plansQueryKey = ['catalog', 'plans'] as const;

/** GET /api/v1/plans: every plan offer, in display order. */
export function usePlans() {
  return useApiQuery(plansQueryKey, '/api/v1/plans', listPlansResponseGuard);
}
