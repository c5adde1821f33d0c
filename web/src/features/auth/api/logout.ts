import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { clearKeptInBrowser } from '../../../lib/indexed-db-store';
import { clearStoredUser } from '../../../lib/session/stored-user';
import { setMe } from '../../../lib/session/get-me';

/** POST /auth/logout: ends the session and clears its cookies (204). */
function logout(): Promise<void> {
  return apiFetch<void>('/auth/logout', { method: 'POST' });
}

/** Answers that are the same for everyone (site facts, catalogs) survive a sign-out (who is signed in, the site's facts and the plans are held apart: lib/held-answer). */
const publicQueryRoots = new Set(['auth', 'site', 'catalog']);

/** Signs out, then forgets what this browser kept of the user's prints (crops, studios' photos) before anything else runs. */
export async function logoutAndForget(): Promise<void> {
  await logout();
  await clearKeptInBrowser().catch(() => undefined);
}

/**
 * Signs out, then forgets every cached answer and stored copy that belonged to the user.
 * `onSignedOut` runs first, before the pages learn that nobody is signed in: a page that
 * navigates away there is gone before a route guard could take it as a visit to remember.
 */
export function useLogout(options: { onSignedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  const { onSignedOut } = options;
  return useMutation({
    mutationFn: logoutAndForget,
    onSuccess: () => {
      onSignedOut?.();
      clearStoredUser();
      setMe(null);
      queryClient.removeQueries({ predicate: (query) => !publicQueryRoots.has(String(query.queryKey[0])) });
    },
  });
}
