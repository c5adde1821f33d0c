import { useQuery } from '@tanstack/react-query';
import { adminUsersResponse, type AdminUser } from '@core/contracts/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export type { AdminUser };

/** GET /api/v1/admin/users?q= : users by (part of) email or exact uid. */
export async function searchAdminUsers(q: string, signal?: AbortSignal): Promise<AdminUser[]> {
  const query = new URLSearchParams({ q }).toString();
  return (await apiFetch(`/api/v1/admin/users?${query}`, { schema: adminUsersResponse, signal })).users;
}

/** Idle until a search is made (q !== null). */
export function useAdminUsers(q: string | null) {
  return useQuery({
    queryKey: adminQueryKeys.users(q),
    queryFn: ({ signal }) => searchAdminUsers(q ?? '', signal),
    enabled: q !== null,
    staleTime: 0,
  });
}
