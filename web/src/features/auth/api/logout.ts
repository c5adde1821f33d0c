import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

/** POST /auth/logout: ends the session and clears its cookies (204). */
export function logout(): Promise<void> {
  return apiFetch<void>('/auth/logout', { method: 'POST' });
}

/** Answers that are the same for everyone (site facts, catalogs) survive a sign-out. */
const publicQueryRoots = new Set(['auth', 'site', 'catalog']);

/** Signs out, then forgets every cached answer that belonged to the user. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => !publicQueryRoots.has(String(query.queryKey[0])) });
    },
  });
}
