import { useMutation } from '@tanstack/react-query';
import { contactResponse, type ContactRequest, type ContactResponse } from '@core/contracts/contact';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/v1/contact (core/src/contracts/contact.ts): stores a visitor's message for the
 * admin. 201 {id}; bad input 400 VALIDATION, too many messages 429 RATE_LIMITED (ApiError,
 * with a plain message). Signed-out visitors have no csrf cookie and need none here.
 */
function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  return apiFetch('/api/v1/contact', { method: 'POST', body: request, schema: contactResponse });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
