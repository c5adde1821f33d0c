import { listServicesResponseGuard } from '../../../lib/landing-guards';
import { useLandingApiQuery } from '../../../lib/use-landing-api-query';

const servicesQueryKey = ['catalog', 'services'] as const;

/** GET /api/v1/services: the charged print services and their prices in coins. */
export function useServices() {
  return useLandingApiQuery(servicesQueryKey, '/api/v1/services', listServicesResponseGuard);
}
