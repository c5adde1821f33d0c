import { ApiError, apiFetch, mayHaveSession } from '../api-client';
import { meResponseGuard } from '../landing-guards';
import { heldAnswer } from '../held-answer';
import type { MeResponse } from '@core/contracts/me';
import { clearStoredUser, storeUser } from './stored-user';

/** GET /api/v1/me, checked as core's meResponse (lib/landing-guards). */
export type Me = MeResponse;

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
 * Who is signed in, held for the page (decision 0081). Any failure to read the user counts as signed out:
 * guarded pages then ask to sign in. A browser without the csrf cookie (set with the session) is signed out
 * without asking the server: no request, no 401 in the console, and pages know at their first render (the
 * prerendered pages are built signed out). Read again when shown after 5 minutes (a session can end on the
 * server), and after a sign-in or a purchase (reloadMe).
 */
const me = heldAnswer<Me | null>({
  read: () => getMe().catch(() => null),
  known: () => (mayHaveSession() ? undefined : null),
  knownWhenBuilt: true,
  maxAgeMs: 5 * 60_000,
});

export function useMe() {
  return me.use();
}

/**
 * Asks who is signed in at once (main.tsx, before the app's first render) when this browser may have
 * a session, so that the answer arrives with the page's code instead of after it (decision 0072).
 */
export function prefetchMe(): Promise<void> {
  return me.prefetch();
}

/** Asks the server again who is signed in (after a sign-in, a purchase); resolves with the answer. */
export async function reloadMe(): Promise<Me | null> {
  return (await me.reload()) ?? null;
}

/** Holds `user` as who is signed in from now: null after a sign-out. */
export function setMe(user: Me | null): void {
  me.set(user);
}
