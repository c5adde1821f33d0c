import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { orderStatusResponse, type OrderStatusResponse } from '@core/contracts/orders';
import { ORDER_LIFETIME_MS } from '@core/payments/order-terms';
import { ApiError, apiFetch } from '../../../lib/api-client';

export type OrderStatus = OrderStatusResponse;

/** Not final yet: the payment may still be made (the page keeps asking). */
export const isPending = (status: OrderStatus['status']) => status === 'created' || status === 'active';

/** The first wait between checks; each next wait is half as long again, up to the longest. */
const FIRST_WAIT_MS = 2000;
const LONGEST_WAIT_MS = 30_000;

/** The wait before the next check, after `checks` answers: 2 s, 3 s, 4.5 s, … up to 30 s. */
export const nextCheckAfter = (checks: number) => Math.min(LONGEST_WAIT_MS, Math.round(FIRST_WAIT_MS * 1.5 ** Math.max(0, checks - 1)));

/** A payment begun just before the order's expiry may still complete a little after it (Cashfree honours it). */
const AFTER_EXPIRY_MS = 5 * 60_000;

/**
 * GET /api/v1/orders/:orderId: the order, reconciled with the gateway by the server while it is
 * not final. The owner also sees what was bought, uid, phone, email and the expiry; anyone else
 * holding the id only the name, amount and status.
 */
function getOrderStatus(orderId: string, signal?: AbortSignal): Promise<OrderStatus> {
  return apiFetch(`/api/v1/orders/${encodeURIComponent(orderId)}`, { schema: orderStatusResponse, signal });
}

/**
 * The order, asked again while it is created or active: soon at first, then less and less often;
 * not while the tab is hidden (again as soon as it is shown); and no more once the order's time to
 * pay is over (its expiry, from the server or from `knownExpiry` kept when Pay was pressed, else
 * half an hour after the page started waiting) and a few minutes more. `waitingOver` then says the
 * page stopped asking; `query.refetch` asks once more.
 */
export function useOrderStatus(orderId: string | null, knownExpiry?: string) {
  const [startedAt] = useState(() => Date.now());
  const deadline = (expiresAt: string | undefined) => {
    const expiry = Date.parse(expiresAt ?? knownExpiry ?? '');
    return (Number.isFinite(expiry) ? expiry : startedAt + ORDER_LIFETIME_MS) + AFTER_EXPIRY_MS;
  };
  const query = useQuery({
    queryKey: ['purchase', 'order', orderId],
    queryFn: ({ signal }) => getOrderStatus(orderId ?? '', signal),
    enabled: orderId !== null,
    refetchInterval: (current) => {
      const data = current.state.data;
      if (current.state.error || (data && !isPending(data.status))) return false;
      if (current.state.dataUpdatedAt > deadline(data?.expiresAt)) return false;
      return nextCheckAfter(current.state.dataUpdateCount);
    },
    refetchIntervalInBackground: false,
    // An unknown order stays unknown; a network failure is worth another try.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 3,
  });
  // Read on every answer (dataUpdatedAt changes with each), so the page notices when the time is up.
  const waitingOver = query.data !== undefined && isPending(query.data.status) && query.dataUpdatedAt > deadline(query.data.expiresAt);
  return { query, waitingOver };
}
