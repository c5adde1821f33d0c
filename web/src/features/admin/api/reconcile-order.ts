import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderStatuses } from '../../../../../core/src/contracts/orders';
import { apiFetch } from '../../../lib/api-client';
import { guard, isOneOf, isRecord } from '../../../lib/response-guards';
import { adminQueryKeys } from './admin-query-keys';
import type { AdminOrder, OrderStatus } from './list-admin-orders';

/** The answer's one field: where the order stands after asking the payment gateway (core has no contract for it). */
const reconcileResponseGuard = guard((value: unknown): value is { status: OrderStatus } => isRecord(value) && isOneOf(orderStatuses, value.status));

/**
 * POST /api/v1/admin/orders/:orderId/reconcile: asks the gateway where the order stands; a paid
 * order is fulfilled (exactly once, however often this is pressed).
 */
export async function reconcileOrder(orderId: string): Promise<OrderStatus> {
  return (await apiFetch(`/api/v1/admin/orders/${encodeURIComponent(orderId)}/reconcile`, { method: 'POST', body: {}, schema: reconcileResponseGuard })).status;
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
      queryClient.setQueriesData<AdminOrder[]>({ queryKey: adminQueryKeys.allOrders }, (orders) => orders?.map((order) => (order.orderId === orderId ? { ...order, status } : order)));
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all, predicate: (query) => query.queryKey[1] !== adminQueryKeys.allOrders[1] });
      if (status === 'paid') onPaid?.();
    },
  });
}
