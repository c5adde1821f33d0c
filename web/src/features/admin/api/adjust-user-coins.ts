import { adminUserResponse, type AdminUser } from '@core/contracts/admin';
import { apiFetch } from '../../../lib/api-client';
import { useUserChange } from './user-change';

export interface AdjustCoinsInput {
  uid: string;
  coins: number;
  reason: string;
}

/** POST /api/v1/admin/users/:uid/coins: adds (positive) or removes (negative) coins, with a reason for the audit log. */
export async function adjustUserCoins({ uid, coins, reason }: AdjustCoinsInput): Promise<AdminUser> {
  return (await apiFetch(`/api/v1/admin/users/${encodeURIComponent(uid)}/coins`, { method: 'POST', body: { coins, reason }, schema: adminUserResponse })).user;
}

/** `onChanged` runs after a success (the route refreshes balances shown elsewhere, the admin's own included). */
export function useAdjustUserCoins(onChanged?: () => void) {
  return useUserChange(adjustUserCoins, onChanged);
}
