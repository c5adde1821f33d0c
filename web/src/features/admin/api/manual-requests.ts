import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminManualRequestsResponse } from '../../../../../core/src/contracts/manual-requests';
import { apiFetch } from '../../../lib/api-client';
import { premiumQueryKey } from '../../account/api/get-premium';
import { adminUsersQueryKey } from './admin-users';

export type ManualRequest = z.infer<typeof adminManualRequestsResponse>['requests'][number];

export const manualRequestsQueryKey = ['admin', 'manual-requests'] as const;

/** GET /api/v1/admin/manual-requests?status=pending: UPI payments waiting for the admin's check. */
export async function listPendingManualRequests(signal?: AbortSignal): Promise<ManualRequest[]> {
  return (await apiFetch('/api/v1/admin/manual-requests?status=pending', { schema: adminManualRequestsResponse, signal })).requests;
}

export function usePendingManualRequests(enabled: boolean) {
  return useQuery({ queryKey: manualRequestsQueryKey, queryFn: ({ signal }) => listPendingManualRequests(signal), enabled, staleTime: 0 });
}

/** POST …/:reference/approve {utr}: the payment arrived (UTR = the bank's reference); the plan or coins are given. */
export function approveManualRequest({ reference, utr }: { reference: string; utr: string }): Promise<void> {
  return apiFetch<void>(`/api/v1/admin/manual-requests/${encodeURIComponent(reference)}/approve`, { method: 'POST', body: { utr } });
}

/** POST …/:reference/reject {reason}. */
export function rejectManualRequest({ reference, reason }: { reference: string; reason: string }): Promise<void> {
  return apiFetch<void>(`/api/v1/admin/manual-requests/${encodeURIComponent(reference)}/reject`, { method: 'POST', body: { reason } });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: manualRequestsQueryKey });
    void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    void queryClient.invalidateQueries({ queryKey: premiumQueryKey });
  };
}

export function useApproveManualRequest() {
  return useMutation({ mutationFn: approveManualRequest, onSuccess: useRefresh() });
}

export function useRejectManualRequest() {
  return useMutation({ mutationFn: rejectManualRequest, onSuccess: useRefresh() });
}
