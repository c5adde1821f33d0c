import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserResponse, type AdminUser } from '../../../../../core/src/contracts/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export interface GrantPlanInput {
  uid: string;
  days: number;
  documentPrint: boolean;
  reason: string;
}

/** POST /api/v1/admin/users/:uid/plan: a Pro (documentPrint) or Standard plan period, with a reason. */
export async function grantUserPlan({ uid, days, documentPrint, reason }: GrantPlanInput): Promise<AdminUser> {
  return (await apiFetch(`/api/v1/admin/users/${encodeURIComponent(uid)}/plan`, { method: 'POST', body: { days, documentPrint, reason }, schema: adminUserResponse })).user;
}

/** `onChanged` runs after a success (the route refreshes balances shown elsewhere). */
export function useGrantUserPlan(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantUserPlan,
    onSuccess: (user) => {
      // The answer is the user as they are now: shown at once, before the console is read again.
      queryClient.setQueriesData<AdminUser[]>({ queryKey: adminQueryKeys.allUsers }, (users) => users?.map((each) => (each.uid === user.uid ? user : each)));
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
      onChanged?.();
    },
  });
}
