import { useQuery } from '@tanstack/react-query';
import { listPlansResponse, type ListPlansResponse } from '../../../../../core/src/contracts/catalog';
import { apiFetch } from '../../../lib/api-client';

export const plansQueryKey = ['catalog', 'plans'] as const;

/** GET /api/v1/plans: every plan offer, in display order. */
export function getPlans(signal?: AbortSignal): Promise<ListPlansResponse> {
  return apiFetch('/api/v1/plans', { schema: listPlansResponse, signal });
}

export function usePlans() {
  return useQuery({
    queryKey: plansQueryKey,
    queryFn: ({ signal }) => getPlans(signal),
  });
}
