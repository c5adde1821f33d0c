import { adminUserResponse, type AdminUser } from '@core/contracts/admin';
import { apiFetch } from '../../../lib/api-client';
import { useUserChange } from './user-change';

export interface GrantPlanInput {
  uid: string;
  days: number;
  documentPrint: boolean;
  reason: string;
}

/** POST /api/v1/admin/users/:uid/plan: a Pro (documentPrint) or Standard plan period, with a reason. */
export async function grantUserPlan({ uid, days, documentPrint, reason }: GrantPlanInput): Promise<AdminUser> {
  return (
    await apiFetch(`/api/v1/admin/users/${encodeURIComponent(uid)}/plan`, { method: 'POST', body: { days, documentPrint, reason }, schema: adminUserResponse })
  ).user;
}

/** `onChanged` runs after a success (the route refreshes balances shown elsewhere). */
export function useGrantUserPlan(onChanged?: () => void) {
  return useUserChange(grantUserPlan, onChanged);
}
