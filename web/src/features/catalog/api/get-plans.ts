import { useQuery } from '@tanstack/react-query';
import type { ListPlansResponse } from '../../../../../core/src/contracts/catalog';
import { apiFetch } from '../../../lib/api-client';
import { listPlansResponseGuard } from '../../../lib/landing-guards';

export const plansQueryKey = ['catalog', 'plans'] as const;

/** GET /api/v1/plans: every plan offer, in display order. */
export function getPlans(signal?: AbortSignal): Promise<ListPlansResponse> {
  return apiFetch('/api/v1/plans', { schema: listPlansResponseGuard, signal });
}

export function usePlans() {
  return useQuery({
    queryKey: plansQueryKey,
    queryFn: ({ signal }) => getPlans(signal),
  });
}
