import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReconcileResponse } from '@core/contracts/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import type { AdminOrder, OrderStatus } from './list-admin-orders';

/**
 * POST /api/v1/admin/orders/:orderId/reconcile: asks the gateway where the order stands; a paid
 * order is fulfilled (exactly once, however often this is pressed).
 */
export async function reconcileOrder(orderId: string): Promise<OrderStatus> {
  return (await apiFetch(`/api/v1/admin/orders/${encodeURIComponent(orderId)}/reconcile`, { method: 'POST', body: {}, schema: adminReconcileResponse })).status;
}

/**
 * On success the order's row shows the new status in place. The order lists are not read again,
 * so a row stays where the admin pressed, with its outcome, even when it no longer fits the
 * filter (Refresh reads them); the rest of the console (users, ledgers) is read again.
 */
export function useReconcileOrder(onPaid?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconcileOrder,
    onSuccess: (status, orderId) => {
      queryClient.setQueriesData<AdminOrder[]>({ queryKey: adminQueryKeys.allOrders }, (orders) =>
        orders?.map((order) => (order.orderId === orderId ? { ...order, status } : order)),
      );
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all, predicate: (query) => query.queryKey[1] !== adminQueryKeys.allOrders[1] });
      if (status === 'paid') onPaid?.();
    },
  });
}
