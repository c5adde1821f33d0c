import { useQuery } from '@tanstack/react-query';
import { adminMessagesResponse, type AdminMessage } from '@core/contracts/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export type ContactMessage = AdminMessage;

/** GET /api/v1/admin/contact-messages: what visitors sent through Contact Us, newest first (at most 100). */
export async function listContactMessages(signal?: AbortSignal): Promise<ContactMessage[]> {
  return (await apiFetch('/api/v1/admin/contact-messages', { schema: adminMessagesResponse, signal })).messages;
}

export function useContactMessages() {
  return useQuery({ queryKey: adminQueryKeys.contactMessages, queryFn: ({ signal }) => listContactMessages(signal), staleTime: 0 });
}
