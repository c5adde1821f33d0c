import { useMutation } from '@tanstack/react-query';
import { manualRequestResponse, type ManualRequestResponse } from '@core/contracts/manual-requests';
import { apiFetch } from '../../../lib/api-client';

export type ManualRequest = ManualRequestResponse;

/**
 * POST /api/v1/manual-requests {offerId}: a pending UPI purchase for the session's user; 201 with the
 * reference, the UPI link to pay, the amount and the WhatsApp activation request.
 */
function createManualRequest(request: { offerId: string }): Promise<ManualRequest> {
  return apiFetch('/api/v1/manual-requests', { method: 'POST', body: request, schema: manualRequestResponse });
}

export function useCreateManualRequest() {
  return useMutation({ mutationFn: createManualRequest });
}
