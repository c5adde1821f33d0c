import { useQuery } from '@tanstack/react-query';
import type { OfferChannel } from '@core/catalog/plan-offers';
import { listPlansResponse, type ListPlansResponse } from '@core/contracts/catalog';
import { apiFetch } from '../../../lib/api-client';

export type PlanOffer = ListPlansResponse['plans'][number];

/** GET /api/v1/plans?channel=…: the offers sold online (Cashfree) or by UPI transfer (manual). */
async function getPlanOffers(channel: OfferChannel, signal?: AbortSignal): Promise<PlanOffer[]> {
  const { plans } = await apiFetch(`/api/v1/plans?channel=${channel}`, { schema: listPlansResponse, signal });
  return plans;
}

/** `enabled` false until the page knows it stays (no user id: it leaves at once, and a fetch would be cut off). */
export function usePlanOffers(channel: OfferChannel, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['purchase', 'plans', channel],
    queryFn: ({ signal }) => getPlanOffers(channel, signal),
    staleTime: 60_000,
  });
}
