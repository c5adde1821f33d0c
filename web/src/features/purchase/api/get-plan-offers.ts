import { useQuery } from '@tanstack/react-query';
import type { OfferChannel } from '../../../../../core/src/catalog/plan-offers';
import type { ListPlansResponse } from '../../../../../core/src/contracts/catalog';
import { apiFetch } from '../../../lib/api-client';
import { guard, isArrayOf, isCount, isCountOrNull, isRecord, isString } from '../../../lib/response-guards';

export type PlanOffer = ListPlansResponse['plans'][number];

/** What these pages rely on in core's listPlansResponse (checked without zod, for slow phones). */
const isOffer = (value: unknown): value is PlanOffer =>
  isRecord(value) &&
  isString(value.id) &&
  (value.title === 'Pro Plan' || value.title === 'Coin Based Plan') &&
  (value.kind === 'pro' || value.kind === 'coins') &&
  isCount(value.pricePaise) &&
  isCountOrNull(value.days) &&
  isCountOrNull(value.coins) &&
  Array.isArray(value.channels);

const plansGuard = guard((value: unknown): value is ListPlansResponse => isRecord(value) && isArrayOf(value.plans, isOffer));

/** GET /api/v1/plans?channel=…: the offers sold online (Cashfree) or by UPI transfer (manual). */
export async function getPlanOffers(channel: OfferChannel, signal?: AbortSignal): Promise<PlanOffer[]> {
  const { plans } = await apiFetch(`/api/v1/plans?channel=${channel}`, { schema: plansGuard, signal });
  return plans;
}

/** `enabled` false until the page knows it stays (no user id: it leaves at once, and a fetch would be cut off). */
export function usePlanOffers(channel: OfferChannel, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['purchase', 'plans', channel],
    queryFn: ({ signal }) => getPlanOffers(channel, signal),
    staleTime: 60_000,
  });
}
