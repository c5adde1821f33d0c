import { useQuery } from '@tanstack/react-query';
import type { ListServicesResponse } from '../../../../../core/src/contracts/catalog';
import { apiFetch } from '../../../lib/api-client';
import { listServicesResponseGuard } from '../../../lib/landing-guards';

export const servicesQueryKey = ['catalog', 'services'] as const;

/** GET /api/v1/services: the charged print services and their prices in coins. */
export function getServices(signal?: AbortSignal): Promise<ListServicesResponse> {
  return apiFetch('/api/v1/services', { schema: listServicesResponseGuard, signal });
}

export function useServices() {
  return useQuery({
    queryKey: servicesQueryKey,
    queryFn: ({ signal }) => getServices(signal),
  });
}
