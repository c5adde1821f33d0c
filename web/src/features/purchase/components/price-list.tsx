import { OfferTable } from '../../../components/offer-table';
import { useTranslation } from '../../../lib/i18n';
import type { PlanOffer } from '../api/get-plan-offers';

/** The price list under the cards: plan, price, what it gives. */
export function PriceList({ offers }: { offers: readonly PlanOffer[] }) {
  const { t } = useTranslation();
  return (
    <section className="price-list" aria-labelledby="price-list-title">
      <h2 id="price-list-title">{t('purchase.plans.priceList')}</h2>
      <OfferTable offers={offers} />
    </section>
  );
}
