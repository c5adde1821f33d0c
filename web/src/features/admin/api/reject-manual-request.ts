import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export interface RejectInput {
  reference: string;
  reason: string;
}

/** POST /api/v1/admin/manual-requests/:reference/reject {reason}: 204; nothing is given. */
export async function rejectManualRequest({ reference, reason }: RejectInput): Promise<void> {
  await apiFetch(`/api/v1/admin/manual-requests/${encodeURIComponent(reference)}/reject`, { method: 'POST', body: { reason } });
}

export function useRejectManualRequest(onRejected?: (input: RejectInput) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectManualRequest,
    onSuccess: (_data, input) => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
      onRejected?.(input);
    },
  });
}
