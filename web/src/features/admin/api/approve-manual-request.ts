import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export interface ApproveInput {
  reference: string;
  /** The bank's reference for the payment; one UTR approves one request only. */
  utr: string;
}

/** POST /api/v1/admin/manual-requests/:reference/approve {utr}: 204; the plan or coins are given once. */
export async function approveManualRequest({ reference, utr }: ApproveInput): Promise<void> {
  await apiFetch(`/api/v1/admin/manual-requests/${encodeURIComponent(reference)}/approve`, { method: 'POST', body: { utr } });
}

/** `onApproved` runs after a success (the route refreshes balances shown elsewhere). */
export function useApproveManualRequest(onApproved?: (input: ApproveInput) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveManualRequest,
    onSuccess: (_data, input) => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
      onApproved?.(input);
    },
  });
}
