import { formatCount } from '../../../lib/format-count';
import { formatRupees } from '../../../lib/format-rupees';
import type { TFunction } from '../../../lib/i18n';
import type { PlanOffer } from '../api/get-plan-offers';

/** "Pro Plan" / "Coin Based Plan", "7 days" / "200 coins" and "₹105", in the page's language. */
export function describeOffer(t: TFunction, offer: Pick<PlanOffer, 'kind' | 'days' | 'coins' | 'pricePaise'>) {
  const count = (offer.kind === 'pro' ? offer.days : offer.coins) ?? 0;
  return {
    title: t(offer.kind === 'pro' ? 'plans.pro' : 'plans.coins'),
    gives: t(offer.kind === 'pro' ? 'plans.days' : 'plans.coinCount', { count, value: formatCount(count) }),
    price: formatRupees(offer.pricePaise),
  };
}
