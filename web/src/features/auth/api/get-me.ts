import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiFetch } from '../../../lib/api-client';

/**
 * GET /api/v1/me (DESIGN §4). Kept here until core has its contract
 * (core/src/contracts/me.ts); then import that instead.
 */
export const meResponse = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  photoURL: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type Me = z.infer<typeof meResponse>;

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user, or null when signed out (401). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await apiFetch('/api/v1/me', { schema: meResponse, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Any failure to read the user counts as signed out: guarded pages then ask to sign in. */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal).catch(() => null),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
