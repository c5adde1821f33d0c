import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TERMS_HASH, termsAcceptanceResponse, type TermsAcceptance } from '@core/contracts/terms-acceptance';
import { apiFetch } from '../../../lib/api-client';

const termsQueryKey = ['purchase', 'terms'] as const;

/** GET /api/v1/me/terms: when the signed-in buyer accepted the current terms, or null (docs/decisions/0067-terms-accepted-once-a-version.md). */
async function getTermsAcceptance(signal?: AbortSignal): Promise<TermsAcceptance> {
  return apiFetch('/api/v1/me/terms', { schema: termsAcceptanceResponse, signal });
}

/** POST /api/v1/me/terms: the buyer pressed I Accept on the terms of this build's version. */
async function acceptTerms(): Promise<TermsAcceptance> {
  return apiFetch('/api/v1/me/terms', { method: 'POST', body: { termsHash: TERMS_HASH }, schema: termsAcceptanceResponse });
}

/** Asked only with a session: a buyer without one (the mobile app's link) has accepted nothing the server knows of, and is asked each time. */
export function useTermsAcceptance(signedIn: boolean) {
  return useQuery({ queryKey: termsQueryKey, queryFn: ({ signal }) => getTermsAcceptance(signal), staleTime: 0, enabled: signedIn });
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptTerms, onSuccess: (answer) => queryClient.setQueryData(termsQueryKey, answer) });
}

/** When the current terms were accepted (ISO time), or null: the answer is this build's version's. */
export function acceptedAtOf(answer: TermsAcceptance | undefined): string | null {
  return answer && answer.termsHash === TERMS_HASH ? answer.acceptedAt : null;
}
