import { useQuery } from '@tanstack/react-query';
import { offerChannels, offerKinds } from '../../../../../core/src/catalog/plan-offers';
import type { ListPlansResponse } from '../../../../../core/src/contracts/catalog';
import { apiFetch } from '../../../lib/api-client';
import { guard, isArrayOf, isCount, isCountOrNull, isOneOf, isRecord, isString } from '../../../lib/response-guards';

export const plansQueryKey = ['catalog', 'plans'] as const;

type PlanOffer = ListPlansResponse['plans'][number];

const planTitles: readonly PlanOffer['title'][] = ['Pro Plan', 'Coin Based Plan'];

function isPlanOffer(value: unknown): value is PlanOffer {
  return (
    isRecord(value) &&
    isString(value.id) &&
    isOneOf(planTitles, value.title) &&
    isOneOf(offerKinds, value.kind) &&
    isCount(value.pricePaise) &&
    isCountOrNull(value.days) &&
    isCountOrNull(value.coins) &&
    isArrayOf(value.channels, (channel): channel is PlanOffer['channels'][number] => isOneOf(offerChannels, channel))
  );
}

/** core's listPlansResponse, checked without zod (the landing page shows the plans). */
export const listPlansResponseGuard = guard(
  (value: unknown): value is ListPlansResponse => isRecord(value) && isArrayOf(value.plans, isPlanOffer),
);

/** GET /api/v1/plans: every plan offer, in display order. */
export function getPlans(signal?: AbortSignal): Promise<ListPlansResponse> {
  return apiFetch('/api/v1/plans', { schema: listPlansResponseGuard, signal });
}

export function usePlans() {
  return useQuery({
    queryKey: plansQueryKey,
    queryFn: ({ signal }) => getPlans(signal),
  });
}
