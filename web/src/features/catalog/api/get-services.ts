import { useQuery } from '@tanstack/react-query';
import { serviceIds } from '../../../../../core/src/catalog/services';
import type { ListServicesResponse } from '../../../../../core/src/contracts/catalog';
import { apiFetch } from '../../../lib/api-client';
import { guard, isArrayOf, isCount, isOneOf, isRecord, isString } from '../../../lib/response-guards';

export const servicesQueryKey = ['catalog', 'services'] as const;

type Service = ListServicesResponse['services'][number];

const coverages: readonly Service['coveredBy'][] = ['any-plan', 'pro-plan'];

function isService(value: unknown): value is Service {
  return (
    isRecord(value) &&
    isOneOf(serviceIds, value.id) &&
    isString(value.name) &&
    isCount(value.coins) &&
    isOneOf(coverages, value.coveredBy)
  );
}

/** core's listServicesResponse, checked without zod (Home shows the services). */
export const listServicesResponseGuard = guard(
  (value: unknown): value is ListServicesResponse => isRecord(value) && isArrayOf(value.services, isService),
);

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
