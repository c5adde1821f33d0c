import { useMutation } from '@tanstack/react-query';
import type { ManualRequestResponse } from '../../../../../core/src/contracts/manual-requests';
import { apiFetch } from '../../../lib/api-client';
import { guard, isCount, isRecord, isString } from '../../../lib/response-guards';

export type ManualRequest = ManualRequestResponse;

const manualRequestGuard = guard(
  (value: unknown): value is ManualRequest =>
    isRecord(value) &&
    isString(value.reference) &&
    isString(value.upiUri) &&
    value.upiUri.startsWith('upi://') &&
    isCount(value.amountPaise) &&
    isString(value.whatsappUrl) &&
    value.whatsappUrl.startsWith('https://') &&
    isString(value.shopPhone),
);

/**
 * POST /api/v1/manual-requests {offerId, userId?}: a pending UPI purchase; 201 with the
 * reference, the UPI link to pay, the amount and the WhatsApp activation request.
 */
export function createManualRequest(request: { offerId: string; userId?: string }): Promise<ManualRequest> {
  return apiFetch('/api/v1/manual-requests', { method: 'POST', body: request, schema: manualRequestGuard });
}

export function useCreateManualRequest() {
  return useMutation({ mutationFn: createManualRequest });
}
