import type { ListPlansResponse } from '@core/contracts/catalog';
import { listPlansResponseGuard } from '../../../lib/landing-guards';
import { setLandingQueryData } from '../../../lib/landing-query-cache';
import { useLandingApiQuery } from '../../../lib/use-landing-api-query';

const plansQueryKey = ['catalog', 'plans'] as const;

/** GET /api/v1/plans: every plan offer, in display order. */
export function usePlans() {
  return useLandingApiQuery(plansQueryKey, '/api/v1/plans', listPlansResponseGuard);
}

/** Holds `plans` as GET /api/v1/plans' answer, fresh from now (the page's data block, decision 0076). */
export function seedPlans(plans: ListPlansResponse): void {
  setLandingQueryData(plansQueryKey, plans);
}
