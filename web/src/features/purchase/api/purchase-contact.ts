import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { purchaseContactResponse, type PurchaseContactInput, type PurchaseContactResponse } from '@core/contracts/purchase-contact';
import { apiFetch } from '../../../lib/api-client';

/** Under 'purchase': a paid purchase's refresh of everything else leaves it alone. */
const purchaseContactQueryKey = ['purchase', 'contact'] as const;

/** GET /api/v1/me/contact: the details the signed-in buyer asked us to remember, or null (docs/decisions/0069-contact-details-remembered-with-consent.md). */
function getPurchaseContact(signal?: AbortSignal): Promise<PurchaseContactResponse> {
  return apiFetch('/api/v1/me/contact', { schema: purchaseContactResponse, signal });
}

/** PUT /api/v1/me/contact: Profile's Edit saves them (400 with the checkout's messages when wrong). */
function savePurchaseContact(contact: PurchaseContactInput): Promise<PurchaseContactResponse> {
  return apiFetch('/api/v1/me/contact', { method: 'PUT', body: contact, schema: purchaseContactResponse });
}

/** DELETE /api/v1/me/contact: forgets them (204). */
async function deletePurchaseContact(): Promise<PurchaseContactResponse> {
  await apiFetch('/api/v1/me/contact', { method: 'DELETE' });
  return { contact: null };
}

export function usePurchaseContact() {
  return useQuery({ queryKey: purchaseContactQueryKey, queryFn: ({ signal }) => getPurchaseContact(signal), staleTime: 0 });
}

export function useSavePurchaseContact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePurchaseContact, onSuccess: (answer) => queryClient.setQueryData(purchaseContactQueryKey, answer) });
}

export function useDeletePurchaseContact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePurchaseContact, onSuccess: (answer) => queryClient.setQueryData(purchaseContactQueryKey, answer) });
}
