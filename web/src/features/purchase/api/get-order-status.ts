import { useQuery } from '@tanstack/react-query';
import type { OrderStatusResponse } from '../../../../../core/src/contracts/orders';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { guard, isCount, isCountOrNull, isOneOf, isRecord, isString } from '../../../lib/response-guards';

export type OrderStatus = OrderStatusResponse;

/** core's orderStatuses, repeated: importing the contract would bring zod into this page. */
const orderStatuses: readonly OrderStatus['status'][] = ['created', 'active', 'paid', 'failed', 'expired', 'mismatch'];

const isOptionalString = (value: unknown) => value === undefined || isString(value);

const orderStatusGuard = guard(
  (value: unknown): value is OrderStatus =>
    isRecord(value) &&
    isString(value.order_id) &&
    isOneOf(orderStatuses, value.status) &&
    isCount(value.amountPaise) &&
    isRecord(value.offer) &&
    isString(value.offer.id) &&
    isCountOrNull(value.offer.coins) &&
    isCountOrNull(value.offer.days) &&
    isRecord(value.customer) &&
    isString(value.customer.name) &&
    isOptionalString(value.customer.uid) &&
    isOptionalString(value.customer.phone) &&
    isOptionalString(value.customer.email) &&
    isString(value.createdAt),
);

/** Not final yet: the payment may still be made (the page keeps asking). */
export const isPending = (status: OrderStatus['status']) => status === 'created' || status === 'active';

/** How often the page asks while the payment is not final. */
export const orderPollMs = 3000;

/**
 * GET /api/v1/orders/:orderId: the order, reconciled with the gateway by the server while it is
 * not final. The owner sees uid, phone and email; anyone else holding the id only the name.
 */
export function getOrderStatus(orderId: string, signal?: AbortSignal): Promise<OrderStatus> {
  return apiFetch(`/api/v1/orders/${encodeURIComponent(orderId)}`, { schema: orderStatusGuard, signal });
}

/** The order, asked again every 3 s while it is created or active; stops at paid, failed, expired or mismatch. */
export function useOrderStatus(orderId: string | null) {
  return useQuery({
    queryKey: ['purchase', 'order', orderId],
    queryFn: ({ signal }) => getOrderStatus(orderId ?? '', signal),
    enabled: orderId !== null,
    refetchInterval: (query) => (query.state.data && !isPending(query.state.data.status) ? false : query.state.error ? false : orderPollMs),
    refetchIntervalInBackground: true,
    // An unknown order stays unknown; a network failure is worth another try.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 3,
  });
}
