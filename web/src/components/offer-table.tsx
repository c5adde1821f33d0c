import { useTranslation } from '../lib/i18n';

export interface OfferRow {
  id: string;
  /** "Pro Plan", "Coin Based Plan" */
  title: string;
  /** "₹105" */
  price: string;
  /** "7 days", "200 coins" */
  gives: string;
}

/** A table of plan offers: plan, price, what it gives (the pricing pages and the purchase pages). */
export function OfferTable({ rows, caption }: { rows: readonly OfferRow[]; caption?: string }) {
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
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.title}</th>
              <td>{row.price}</td>
              <td>{row.gives}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
