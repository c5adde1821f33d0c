import { describeOffer } from '../lib/describe-offer';
import { useTranslation } from '../lib/i18n';

/** A plan offer as the table shows it: its id and the terms `describeOffer` puts in words. */
type Offer = { id: string } & Parameters<typeof describeOffer>[1];

/** A table of plan offers: plan, price, what it gives (the pricing pages and the purchase pages). */
export function OfferTable({ offers, caption }: { offers: readonly Offer[]; caption?: string }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="plans-table">
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{t('plans.plan')}</th>
            <th scope="col">{t('plans.price')}</th>
            <th scope="col">{t('plans.gives')}</th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => {
            const { title, price, gives } = describeOffer(t, offer);
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
  );
}
