import { listServicesResponseGuard } from '../../../lib/landing-guards';
import { useApiQuery } from '../../../lib/use-api-query';

const servicesQueryKey = ['catalog', 'services'] as const;

/** GET /api/v1/services: the charged print services and their prices in coins (signed-in pages only). */
export function useServices() {
  return useApiQuery(servicesQueryKey, '/api/v1/services', listServicesResponseGuard);
}
