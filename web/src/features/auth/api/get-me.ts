import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch, mayHaveSession } from '../../../lib/api-client';
import { guard, isRecord, isString } from '../../../lib/response-guards';
import { clearStoredUser, storeUser } from '../lib/stored-user';

/**
 * GET /api/v1/me (DESIGN §4). When core has its contract (core/src/contracts/me.ts), take the
 * type from it with `import type`, and keep this guard: every page asks who is signed in, so
 * importing the zod schema would put zod (about 40 KB gzip) on the landing page's path.
 */
export interface Me {
  uid: string;
  email: string;
  name: string | null;
  photoURL: string | null;
  isAdmin: boolean;
}

const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value);

export const meResponse = guard(
  (value: unknown): value is Me =>
    isRecord(value) &&
    isString(value.uid) &&
    isString(value.email) &&
    isStringOrNull(value.name) &&
    isStringOrNull(value.photoURL) &&
    typeof value.isAdmin === 'boolean',
);

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user, or null when signed out (401). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    const user = await apiFetch('/api/v1/me', { schema: meResponse, signal });
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
 * After a sign-in, invalidating meQueryKey asks the server again.
 */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal).catch(() => null),
    initialData: mayHaveSession() ? undefined : null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
