import type { OfferKind } from '@core/catalog/plan-offers';
import { formatCount } from './format-count';
import { formatRupees } from './format-rupees';
import type { TFunction } from './i18n';

interface OfferTerms {
  kind: OfferKind;
  days?: number | null;
  coins?: number | null;
  pricePaise: number;
}

/** "Pro Plan" / "Coin Based Plan", "7 days" / "200 coins" and "₹105", in the page's language. */
export function describeOffer(t: TFunction, offer: OfferTerms) {
  const count = (offer.kind === 'pro' ? offer.days : offer.coins) ?? 0;
  return {
    title: t(offer.kind === 'pro' ? 'plans.pro' : 'plans.coins'),
    gives: t(offer.kind === 'pro' ? 'plans.days' : 'plans.coinCount', { count, value: formatCount(count) }),
    price: formatRupees(offer.pricePaise),
  };
}
