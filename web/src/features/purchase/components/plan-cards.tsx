import { useTranslation } from '../../../lib/i18n';
import type { PlanOffer } from '../api/get-plan-offers';
import { describeOffer } from '../../../lib/describe-offer';

interface PlanCardsProps {
  offers: readonly PlanOffer[];
  onChoose: (offer: PlanOffer) => void;
  /** The offer being started (its button shows it), if any; every button waits meanwhile. */
  busyOfferId?: string | null;
}

/** One card per offer: plan, what it gives, price, and Choose. */
export function PlanCards({ offers, onChoose, busyOfferId = null }: PlanCardsProps) {
  const { t } = useTranslation();
  return (
    <ul className="plan-cards">
      {offers.map((offer) => {
        const { title, gives, price } = describeOffer(t, offer);
        const busy = busyOfferId === offer.id;
        return (
          <li key={offer.id} className={offer.kind === 'pro' ? 'plan-card plan-card--pro' : 'plan-card plan-card--coins'}>
            <h2 className="plan-card__title">{title}</h2>
            <p className="plan-card__gives">{gives}</p>
            <p className="plan-card__price">{price}</p>
            <p className="plan-card__note muted">{t(offer.kind === 'pro' ? 'purchase.plans.proNote' : 'purchase.plans.coinsNote')}</p>
            <button
              type="button"
              className="button button--primary plan-card__choose"
              aria-label={t('purchase.plans.chooseLabel', { plan: title, gives, price })}
              aria-disabled={busyOfferId !== null}
              onClick={() => busyOfferId === null && onChoose(offer)}
            >
              {busy ? t('purchase.plans.starting') : t('purchase.plans.choose')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
