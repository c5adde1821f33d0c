import { useTranslation } from '../../../lib/i18n';
import type { PlanOffer } from '../api/get-plan-offers';
import { describeOffer } from '../lib/describe-offer';

/** The price list under the cards: plan, price, what it gives. */
export function PriceList({ offers }: { offers: readonly PlanOffer[] }) {
  const { t } = useTranslation();
  return (
    <section className="price-list" aria-labelledby="price-list-title">
      <h2 id="price-list-title">{t('purchase.plans.priceList')}</h2>
      <div className="table-scroll">
        <table className="plans-table">
          <thead>
            <tr>
              <th scope="col">{t('plans.plan')}</th>
              <th scope="col">{t('plans.price')}</th>
              <th scope="col">{t('plans.gives')}</th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => {
              const { title, gives, price } = describeOffer(t, offer);
              return (
                <tr key={offer.id}>
                  <th scope="row">{title}</th>
                  <td>{price}</td>
                  <td>{gives}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
