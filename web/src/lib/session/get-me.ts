import { ApiError, apiFetch, mayHaveSession } from '../api-client';
import { meResponseGuard } from '../landing-guards';
import { prefetchLandingQuery, useLandingQuery, type LandingQueryOptions } from '../landing-query-cache';
import type { MeResponse } from '@core/contracts/me';
import { clearStoredUser, storeUser } from './stored-user';

/** GET /api/v1/me, checked as core's meResponse (lib/landing-guards). */
export type Me = MeResponse;

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user, or null when signed out (401). */
async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    const user = await apiFetch('/api/v1/me', { schema: meResponseGuard, signal });
    storeUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearStoredUser();
      return null;
    }
    throw error;
  }
}

/**
 * Any failure to read the user counts as signed out: guarded pages then ask to sign in.
 * A browser without the csrf cookie (set with the session) is signed out without asking the
 * server: no request, no 401 in the console, and pages know at their first render.
 * After a sign-in, invalidating meQueryKey (invalidateLandingQueries) asks the server again.
 */
function meQuery(): LandingQueryOptions<Me | null> {
  return {
    queryKey: meQueryKey,
    queryFn: () => getMe().catch(() => null),
    initialData: mayHaveSession() ? undefined : null,
    retry: false,
    staleTime: 5 * 60_000,
  };
}

export function useMe() {
  return useLandingQuery(meQuery());
}

/**
 * Asks who is signed in at once (main.tsx, before the app's first render) when this browser may have
 * a session, so that the answer arrives with the page's code instead of after it (decision 0072).
 */
export function prefetchMe(): Promise<void> {
  return prefetchLandingQuery(meQuery());
}
