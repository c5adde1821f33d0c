import { useQuery } from '@tanstack/react-query';
import { adminOrdersResponse, type AdminOrder } from '@core/contracts/admin';
import { orderStatuses } from '@core/contracts/orders';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export type { AdminOrder };
export type OrderStatus = (typeof orderStatuses)[number];
/** What the list can be narrowed to: one status (the API takes one), or all. */
export type OrderFilter = OrderStatus | 'all';
export const orderFilters: readonly OrderFilter[] = ['all', ...orderStatuses];

/** GET /api/v1/admin/orders?status= : online orders, newest first (at most 100). Amounts are integer paise. */
export async function listAdminOrders(status: OrderFilter, signal?: AbortSignal): Promise<AdminOrder[]> {
  const query = status === 'all' ? '' : `?${new URLSearchParams({ status }).toString()}`;
  return (await apiFetch(`/api/v1/admin/orders${query}`, { schema: adminOrdersResponse, signal })).orders;
}

export function useAdminOrders(status: OrderFilter) {
  return useQuery({ queryKey: adminQueryKeys.orders(status), queryFn: ({ signal }) => listAdminOrders(status, signal), staleTime: 0 });
}
