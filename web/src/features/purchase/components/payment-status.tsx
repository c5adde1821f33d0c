import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { ApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-rupees';
import { useTranslation } from '../../../lib/i18n';
import { isPending, useOrderStatus, type OrderStatus } from '../api/get-order-status';
import { describeOffer } from '../../../lib/describe-offer';
import { buyCoinsHref, rememberedPurchaseQuery, safeSavedPath, saveOrderDetails } from '../lib/purchase-storage';

interface PaymentStatusProps {
  orderId: string | null;
  /** The shop's contact details, for orders that need a person (expired, mismatch). */
  contact: ReactNode;
}

/**
 * /PaymentStatus (spec §2 payment success page): asks the server every 3 s while the payment is
 * not final, then says what happened in plain words.
 */
export function PaymentStatus({ orderId, contact }: PaymentStatusProps) {
  const { t } = useTranslation();
  const order = useOrderStatus(orderId);

  if (orderId === null) {
    return (
      <div className="notice" role="alert">
        <p>{t('purchase.status.noOrder')}</p>
        <Link to={buyCoinsHref(rememberedPurchaseQuery())} reloadDocument>{t('purchase.status.toBuyCoins')}</Link>
      </div>
    );
  }
  if (order.isPending) return <Waiting label={t('purchase.status.loading')} />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.code === 'NOT_FOUND') {
      return (
        <div className="notice" role="alert">
          <p>{t('purchase.status.unknownOrder', { orderId })}</p>
          <Link to={buyCoinsHref(rememberedPurchaseQuery())} reloadDocument>{t('purchase.status.toBuyCoins')}</Link>
        </div>
      );
    }
    return <ErrorMessage error={order.error} onRetry={() => void order.refetch()} />;
  }
  return <OrderOutcome order={order.data} contact={contact} />;
}

function Waiting({ label }: { label: string }) {
  return (
    <p className="status payment-waiting" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

function OrderOutcome({ order, contact }: { order: OrderStatus; contact: ReactNode }) {
  const { t } = useTranslation();
  const remembered = rememberedPurchaseQuery();
  const again = buyCoinsHref({ userId: remembered?.userId || order.customer.uid, name: remembered?.name, savedpath: remembered?.savedpath });
  const plan = describeOffer(t, { kind: order.offer.days !== null ? 'pro' : 'coins', days: order.offer.days, coins: order.offer.coins, pricePaise: order.amountPaise });

  if (isPending(order.status)) {
    return (
      <>
        <Waiting label={t('purchase.status.waiting')} />
        <p className="muted">{t('purchase.status.waitingHint')}</p>
      </>
    );
  }
  if (order.status === 'paid') return <PaidOrder order={order} plan={`${plan.title}, ${plan.gives}`} />;
  if (order.status === 'failed') {
    return (
      <div className="payment-outcome payment-outcome--failed" role="alert">
        <h2>{t('purchase.status.failedTitle')}</h2>
        <p>{t('purchase.status.failedText')}</p>
        <Link className="button button--primary" to={again}>
          {t('purchase.status.tryAgain')}
        </Link>
      </div>
    );
  }
  return (
    <div className="payment-outcome payment-outcome--attention" role="alert">
      <h2>{order.status === 'expired' ? t('purchase.status.expiredTitle') : t('purchase.status.mismatchTitle')}</h2>
      <p>{order.status === 'expired' ? t('purchase.status.expiredText') : t('purchase.status.mismatchText')}</p>
      <p>
        {t('purchase.status.orderId')} <span className="mono">{order.order_id}</span>
      </p>
      <h3>{t('purchase.status.contactUs')}</h3>
      {contact}
      {order.status === 'expired' && (
        <Link className="button" to={again}>
          {t('purchase.status.tryAgain')}
        </Link>
      )}
    </div>
  );
}

function PaidOrder({ order, plan }: { order: OrderStatus; plan: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshed = useRef(false);
  const total = formatRupees(order.amountPaise);
  const { name, uid, phone, email } = order.customer;
  const back = safeSavedPath(rememberedPurchaseQuery()?.savedpath);

  useEffect(() => {
    saveOrderDetails({ customer: { name, userId: uid ?? '', mobile: phone ?? '', email: email ?? '' }, total: order.amountPaise / 100 });
    if (refreshed.current) return;
    refreshed.current = true;
    // Coins and plan changed: everything else on screen (the header's balance) is read again.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'purchase' });
  }, [queryClient, name, uid, phone, email, order.amountPaise]);

  return (
    <div className="payment-outcome payment-outcome--paid" role="status">
      <h2>{t('purchase.status.paidTitle')}</h2>
      <p>{t('purchase.status.paidText', { plan })}</p>
      <dl className="order-facts">
        <div>
          <dt>{t('purchase.status.customerName')}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t('purchase.status.total')}</dt>
          <dd className="order-facts__total">{total}</dd>
        </div>
        {uid && (
          <div>
            <dt>{t('purchase.status.userId')}</dt>
            <dd className="mono">{uid}</dd>
          </div>
        )}
        {phone && (
          <div>
            <dt>{t('purchase.status.mobile')}</dt>
            <dd>{phone}</dd>
          </div>
        )}
        {email && (
          <div>
            <dt>{t('purchase.status.email')}</dt>
            <dd>{email}</dd>
          </div>
        )}
        <div>
          <dt>{t('purchase.status.orderId')}</dt>
          <dd className="mono">{order.order_id}</dd>
        </div>
      </dl>
      <div className="purchase-buttons">
        <Link className="button button--primary" to="/">
          {t('purchase.status.backToHome')}
        </Link>
        {back && (
          <Link className="button" to={back}>
            {t('purchase.status.backToWork')}
          </Link>
        )}
      </div>
    </div>
  );
}
