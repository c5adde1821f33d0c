import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@core/contracts/admin';
import { adminQueryKeys } from './admin-query-keys';

/**
 * A console change to one user (coins, a plan) whose answer is the user as they are now: shown
 * at once in the user lists, before the whole console is read again; then `onChanged` runs.
 */
export function useUserChange<Input>(mutationFn: (input: Input) => Promise<AdminUser>, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      queryClient.setQueriesData<AdminUser[]>({ queryKey: adminQueryKeys.allUsers }, (users) => users?.map((each) => (each.uid === user.uid ? user : each)));
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
      onChanged?.();
    },
  });
}
