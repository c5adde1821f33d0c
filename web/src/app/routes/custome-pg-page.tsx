import { useState } from 'react';
import { Link } from '../../lib/router';
import { ErrorMessage } from '../../components/error-message';
import { LoadingMessage } from '../../components/loading-message';
import { useCreateManualRequest, type ManualRequest } from '../../features/purchase/api/create-manual-request';
import { usePlanOffers, type PlanOffer } from '../../features/purchase/api/get-plan-offers';
import { PlanCards } from '../../features/purchase/components/plan-cards';
import { UpiDialog } from '../../features/purchase/components/upi-dialog';
import { BuyerLine } from '../../features/purchase/components/buyer-line';
import { usePurchaseUser } from '../../features/purchase/hooks/use-purchase-user';
import { buyCoinsHref } from '../../features/purchase/lib/purchase-storage';
import '../../features/purchase/purchase.css';
import { useTranslation } from '../../lib/i18n';

/**
 * /CustomePG, the manual prepaid plan page (as in the spec): the offers paid by UPI transfer. Choosing
 * one records a pending request on the server (choosing it again gives the same open request) and
 * shows how to pay it and ask for activation; a link to pay online on /BuyCoins instead. For the signed-in user,
 * named by name and email (docs/decisions/0068-buying-in-place.md).
 */
export default function CustomePgPage() {
  const { t } = useTranslation();
  const user = usePurchaseUser();
  const offers = usePlanOffers('manual', user.status === 'known');
  const createRequest = useCreateManualRequest();
  const [open, setOpen] = useState<{ offer: PlanOffer; request: ManualRequest } | null>(null);
  // The offer whose request is being recorded (its card shows it busy).
  const startingId = createRequest.isPending ? createRequest.variables.offerId : null;

  if (user.status !== 'known') return <LoadingMessage label={t('purchase.checkingUser')} />;

  const choose = (offer: PlanOffer) => {
    createRequest.mutate({ offerId: offer.id }, { onSuccess: (request) => setOpen({ offer, request }) });
  };

  return (
    <div className="page">
      <h1>{t('customePG.heading')}</h1>
      <p>{t('customePG.intro')}</p>
      <BuyerLine name={user.name} email={user.email} />
      {createRequest.isError && <ErrorMessage error={createRequest.error} />}
      {offers.isPending && <LoadingMessage label={t('plans.loading')} />}
      {offers.isError && <ErrorMessage error={offers.error} onRetry={() => void offers.refetch()} />}
      {offers.isSuccess &&
        (offers.data.length === 0 ? <p>{t('plans.empty')}</p> : <PlanCards offers={offers.data} onChoose={choose} busyOfferId={startingId} />)}
      <p className="purchase-alternative">
        {/* A new document: Buy Coins's own security policy lets the gateway's checkout script in. */}
        {t('customePG.online')}{' '}
        <Link to={buyCoinsHref(user.query.savedpath)} reloadDocument>
          {t('customePG.onlineLink')}
        </Link>
      </p>
      {open && <UpiDialog offer={open.offer} request={open.request} onClose={() => setOpen(null)} />}
    </div>
  );
}
