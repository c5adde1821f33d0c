import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { approveManualRequest, rejectManualRequest } from '@core/contracts/manual-requests';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** What each decision sends, besides the request's reference: core's request contracts. */
interface DecisionInputs {
  /** The bank's reference for the payment (`utr`); one UTR approves one request only. */
  approve: { reference: string } & z.input<typeof approveManualRequest>;
  /** Why (`reason`), kept in the audit log. */
  reject: { reference: string } & z.input<typeof rejectManualRequest>;
}
export type ManualRequestDecision = keyof DecisionInputs;

/**
 * POST /api/v1/admin/manual-requests/:reference/approve {utr} or /reject {reason}: 204. Approving
 * gives the plan or coins once; rejecting gives nothing.
 */
async function decideManualRequest<D extends ManualRequestDecision>(decision: D, { reference, ...body }: DecisionInputs[D]): Promise<void> {
  await apiFetch(`/api/v1/admin/manual-requests/${encodeURIComponent(reference)}/${decision}`, { method: 'POST', body });
}

/** `onDecided` runs after a success (the route refreshes balances shown elsewhere); the whole console is read again. */
export function useDecideManualRequest<D extends ManualRequestDecision>(decision: D, onDecided?: (input: DecisionInputs[D]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecisionInputs[D]) => decideManualRequest(decision, input),
    onSuccess: (_data, input) => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
      onDecided?.(input);
    },
  });
}
