import { useState } from 'react';
import { Link } from '../../lib/router';
import { ErrorMessage } from '../../components/error-message';
import { LoadingMessage } from '../../components/loading-message';
import { usePlanOffers, type PlanOffer } from '../../features/purchase/api/get-plan-offers';
import { BuyerLine } from '../../features/purchase/components/buyer-line';
import { CheckoutDialog } from '../../features/purchase/components/checkout-dialog';
import { PlanCards } from '../../features/purchase/components/plan-cards';
import { PriceList } from '../../features/purchase/components/price-list';
import { usePurchaseUser } from '../../features/purchase/hooks/use-purchase-user';
import { customePgHref } from '../../features/purchase/lib/purchase-storage';
import '../../features/purchase/purchase.css';
import { useTranslation } from '../../lib/i18n';

/**
 * /BuyCoins (the spec's screens, validation rules, calls and error catalogue): the offers sold online as cards and a price list; choosing
 * one opens the checkout dialog; a link to the same plans paid by UPI transfer (/CustomePG). For the signed-in
 * user, named on the page by name and email; opened in the tab the buyer came from, which the gateway brings
 * back to Payment Status (docs/decisions/0068-buying-in-place.md).
 */
export default function BuyCoinsPage() {
  const { t } = useTranslation();
  const user = usePurchaseUser();
  const offers = usePlanOffers('online', user.status === 'known');
  const [chosen, setChosen] = useState<PlanOffer | null>(null);

  if (user.status !== 'known') return <LoadingMessage label={t('purchase.checkingUser')} />;

  return (
    <div className="page">
      <h1>{t('buyCoins.heading')}</h1>
      <p>{t('buyCoins.intro')}</p>
      <BuyerLine name={user.name} email={user.email} />
      {offers.isPending && <LoadingMessage label={t('plans.loading')} />}
      {offers.isError && <ErrorMessage error={offers.error} onRetry={() => void offers.refetch()} />}
      {offers.isSuccess &&
        (offers.data.length === 0 ? (
          <p>{t('plans.empty')}</p>
        ) : (
          <>
            <PlanCards offers={offers.data} onChoose={setChosen} />
            <PriceList offers={offers.data} />
          </>
        ))}
      <p className="purchase-alternative">
        {t('buyCoins.byUpi')} <Link to={customePgHref(user.query.savedpath)}>{t('buyCoins.byUpiLink')}</Link>
      </p>
      {chosen && (
        <CheckoutDialog
          offer={chosen}
          userId={user.userId}
          defaultName={user.name}
          email={user.email}
          savedpath={user.query.savedpath}
          onClose={() => setChosen(null)}
        />
      )}
    </div>
  );
}
