import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { adminManualRequestsResponse, type AdminManualRequest, type adminManualRequestsQuery } from '@core/contracts/manual-requests';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export type ManualRequest = AdminManualRequest;
export type ManualRequestFilter = z.infer<typeof adminManualRequestsQuery>['status'];

/** GET /api/v1/admin/manual-requests?status= : UPI payments sent by users, newest first (at most 100). */
export async function listManualRequests(status: ManualRequestFilter, signal?: AbortSignal): Promise<ManualRequest[]> {
  const query = new URLSearchParams({ status }).toString();
  return (await apiFetch(`/api/v1/admin/manual-requests?${query}`, { schema: adminManualRequestsResponse, signal })).requests;
}

export function useManualRequests(status: ManualRequestFilter) {
  return useQuery({ queryKey: adminQueryKeys.manualRequests(status), queryFn: ({ signal }) => listManualRequests(status, signal), staleTime: 0 });
}
