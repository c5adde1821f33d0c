import { useState } from 'react';
import { Link } from '../router';
import { ErrorMessage } from '../../components/error-message';
import { LoadingMessage } from '../../components/loading-message';
import { usePlanOffers, type PlanOffer } from '../../features/purchase/api/get-plan-offers';
import { CheckoutDialog } from '../../features/purchase/components/checkout-dialog';
import { PlanCards } from '../../features/purchase/components/plan-cards';
import { PriceList } from '../../features/purchase/components/price-list';
import { useLeaveWithoutUser } from '../../features/purchase/hooks/use-leave-without-user';
import { usePurchaseUser } from '../../features/purchase/hooks/use-purchase-user';
import { customePgHref } from '../../features/purchase/lib/purchase-storage';
import '../../features/purchase/purchase.css';
import { useTranslation } from '../../lib/i18n';

/**
 * /BuyCoins (the spec's screens, validation rules, calls and error catalogue): the offers sold online as cards and a price list; choosing
 * one opens the checkout dialog; a link to the same plans paid by UPI transfer (/CustomePG). Needs a
 * user id (query, session or stored), else back to '/'.
 */
export default function BuyCoinsPage() {
  const { t } = useTranslation();
  const user = usePurchaseUser();
  useLeaveWithoutUser(user);
  const offers = usePlanOffers('online', user.status === 'known');
  const [chosen, setChosen] = useState<PlanOffer | null>(null);

  if (user.status !== 'known') return <LoadingMessage label={t('purchase.checkingUser')} />;

  return (
    <div className="page">
      <h1>{t('buyCoins.heading')}</h1>
      <p>{t('buyCoins.intro')}</p>
      <p className="muted">{t('purchase.buyingFor', { userId: user.userId })}</p>
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
        {t('buyCoins.byUpi')} <Link to={customePgHref({ ...user.query, userId: user.userId, name: user.name })}>{t('buyCoins.byUpiLink')}</Link>
      </p>
      {chosen && (
        <CheckoutDialog offer={chosen} userId={user.userId} defaultName={user.name} email={user.email} query={user.query} onClose={() => setChosen(null)} />
      )}
    </div>
  );
}
