import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUserResponse, adminUsersResponse, type AdminUser } from '../../../../../core/src/contracts/admin';
import { apiFetch } from '../../../lib/api-client';
import { premiumQueryKey } from '../../account/api/get-premium';

export type { AdminUser };

export const adminUsersQueryKey = ['admin', 'users'] as const;

/** GET /api/v1/admin/users?q= : users by (part of) email or exact uid. */
export async function searchUsers(q: string, signal?: AbortSignal): Promise<AdminUser[]> {
  const query = new URLSearchParams({ q }).toString();
  return (await apiFetch(`/api/v1/admin/users?${query}`, { schema: adminUsersResponse, signal })).users;
}

export function useAdminUsers(q: string | null) {
  return useQuery({
    queryKey: [...adminUsersQueryKey, q],
    queryFn: ({ signal }) => searchUsers(q ?? '', signal),
    enabled: q !== null,
    staleTime: 0,
  });
}

export interface AdjustCoinsInput {
  uid: string;
  coins: number;
  reason: string;
}

/** POST /api/v1/admin/users/:uid/coins: adds (positive) or removes (negative) coins. */
export async function adjustUserCoins({ uid, coins, reason }: AdjustCoinsInput): Promise<AdminUser> {
  return (await apiFetch(`/api/v1/admin/users/${encodeURIComponent(uid)}/coins`, { method: 'POST', body: { coins, reason }, schema: adminUserResponse })).user;
}

export interface GrantPlanInput {
  uid: string;
  days: number;
  documentPrint: boolean;
  reason: string;
}

/** POST /api/v1/admin/users/:uid/plan: a Pro (documentPrint) or Standard plan period. */
export async function grantUserPlan({ uid, days, documentPrint, reason }: GrantPlanInput): Promise<AdminUser> {
  return (await apiFetch(`/api/v1/admin/users/${encodeURIComponent(uid)}/plan`, { method: 'POST', body: { days, documentPrint, reason }, schema: adminUserResponse })).user;
}

/** After a change: search results and any shown balance (the admin's own included) are read again. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    void queryClient.invalidateQueries({ queryKey: premiumQueryKey });
  };
}

export function useAdjustUserCoins() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: adjustUserCoins, onSuccess: refresh });
}

export function useGrantUserPlan() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: grantUserPlan, onSuccess: refresh });
}
