import { describeOffer } from '../../../lib/describe-offer';
import { useTranslation } from '../../../lib/i18n';
import { usePlanOfferCatalog } from '../api/list-plan-offers';

/**
 * An offer named in the page's language from the catalog ("Coin Based Plan: 1,100 coins"), never its id
 * (`coins-1100`); the id shows, as data, only for an offer the catalog no longer has (or until it loads).
 */
export function OfferName({ offerId }: { offerId: string }) {
  const { t } = useTranslation();
  const offer = usePlanOfferCatalog().data?.find((candidate) => candidate.id === offerId);
  if (!offer) return <span className="mono">{offerId}</span>;
  const { title, gives } = describeOffer(t, offer);
  return <span data-offer-id={offerId}>{t('admin.offerName', { title, gives })}</span>;
}
