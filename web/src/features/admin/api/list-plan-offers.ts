import { useQuery } from '@tanstack/react-query';
import { listPlansResponse, type ListPlansResponse } from '@core/contracts/catalog';
import { apiFetch } from '../../../lib/api-client';

export type CatalogOffer = ListPlansResponse['plans'][number];

/** GET /api/v1/plans with no channel: every offer, sold online or by UPI, to name the offers orders and requests refer to. */
async function listPlanOffers(signal?: AbortSignal): Promise<CatalogOffer[]> {
  return (await apiFetch('/api/v1/plans', { schema: listPlansResponse, signal })).plans;
}

/** The catalog as the console names offers from it; it changes rarely, so it is read once per visit. */
export function usePlanOfferCatalog() {
  return useQuery({ queryKey: ['catalog', 'plans', 'all'], queryFn: ({ signal }) => listPlanOffers(signal), staleTime: Infinity });
}
