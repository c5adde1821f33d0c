import { useQueryClient } from '@tanstack/react-query';
import { reloadMe } from '../../../lib/session/get-me';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { ErrorMessage } from '../../../components/error-message';
import { Fact } from '../../../components/fact';
import { ApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-rupees';
import { formatCount } from '../../../lib/format-count';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { isPending, useOrderStatus, type OrderStatus } from '../api/get-order-status';
import { announcePurchasePaid } from '../../../lib/premium/purchase-broadcast';
import {
  buyCoinsHref,
  rememberedOrder,
  rememberedPurchaseQuery,
  safeSavedPath,
  saveOrderDetails,
  type PurchaseQuery,
  type RememberedOrder,
} from '../lib/purchase-storage';

interface PaymentStatusProps {
  orderId: string | null;
  /** The shop's contact details, for orders that need a person (expired, mismatch). */
  contact: ReactNode;
}

/**
 * /PaymentStatus (the spec's payment success page): asks the server while the payment is not final
 * (less and less often, not while the tab is hidden, and not past the order's time to pay), then
 * says what happened in plain words. What the buyer gave when pressing Pay in this browser fills
 * in what the server tells only the order's owner (user id, mobile, email, what was bought).
 * Links back to Buy Coins load it as a new document: that page's own security policy (which lets
 * Cashfree's checkout script in) applies only to documents loaded there. The gateway brings the buyer back here
 * in the tab they bought in; once paid, "Back to where you were" goes on in that tab to the screen they left
 * (docs/decisions/0068-buying-in-place.md), whose work the browser kept (decisions 0040, 0066).
 */
export function PaymentStatus({ orderId, contact }: PaymentStatusProps) {
  const { t } = useTranslation();
  const [remembered] = useState(() => (orderId === null ? null : rememberedOrder(orderId)));
  // Read once: the page renders again with every check while it waits.
  const [purchaseQuery] = useState(rememberedPurchaseQuery);
  const { query: order, waitingOver } = useOrderStatus(orderId, remembered?.expiresAt);

  if (orderId === null) {
    return (
      <div className="notice" role="alert">
        <p>{t('purchase.status.noOrder')}</p>
        <Link to={buyCoinsHref(purchaseQuery?.savedpath)} reloadDocument>
          {t('purchase.status.toBuyCoins')}
        </Link>
      </div>
    );
  }
  if (order.isPending) return <Waiting label={t('purchase.status.loading')} />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.code === 'NOT_FOUND') {
      return (
        <div className="notice" role="alert">
          <p>{t('purchase.status.unknownOrder', { orderId })}</p>
          <Link to={buyCoinsHref(purchaseQuery?.savedpath)} reloadDocument>
            {t('purchase.status.toBuyCoins')}
          </Link>
        </div>
      );
    }
    return <ErrorMessage error={order.error} onRetry={() => void order.refetch()} />;
  }
  return (
    <OrderOutcome
      order={order.data}
      remembered={remembered}
      purchaseQuery={purchaseQuery}
      waitingOver={waitingOver}
      checking={order.isFetching}
      onCheckAgain={() => void order.refetch()}
      contact={contact}
    />
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <p className="status payment-waiting" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

interface OrderOutcomeProps {
  order: OrderStatus;
  remembered: RememberedOrder | null;
  /** The Buy Coins query kept in this tab before leaving for the gateway. */
  purchaseQuery: PurchaseQuery | null;
  /** Still unpaid, and past its time to pay: the page no longer asks by itself. */
  waitingOver: boolean;
  checking: boolean;
  onCheckAgain: () => void;
  contact: ReactNode;
}

function OrderOutcome({ order, remembered, purchaseQuery: query, waitingOver, checking, onCheckAgain, contact }: OrderOutcomeProps) {
  const { t } = useTranslation();
  const again = buyCoinsHref(query?.savedpath);
  const offer = order.offer ?? remembered?.offer ?? null;
  const orderIdLine = (
    <p>
      {t('purchase.status.orderId')} <span className="mono">{order.order_id}</span>
    </p>
  );

  if (isPending(order.status)) {
    if (waitingOver) {
      return (
        <div className="payment-outcome payment-outcome--attention" role="status">
          <p>{t('purchase.status.stoppedWaiting')}</p>
          {orderIdLine}
          <button type="button" className="button" onClick={onCheckAgain} disabled={checking}>
            {t('purchase.status.checkAgain')}
          </button>
          <h3>{t('purchase.status.contactUs')}</h3>
          {contact}
        </div>
      );
    }
    return (
      <>
        <Waiting label={t('purchase.status.waiting')} />
        <p className="muted">{t('purchase.status.waitingHint')}</p>
      </>
    );
  }
  if (order.status === 'paid')
    return <PaidOrder order={order} remembered={remembered} savedpath={query?.savedpath} added={offer ? addedText(t, offer) : null} />;
  if (order.status === 'failed' || order.status === 'not_started') {
    return (
      <div className="payment-outcome payment-outcome--failed" role="alert">
        <h2>{t('purchase.status.failedTitle')}</h2>
        <p>{t('purchase.status.failedText')}</p>
        <Link className="button button--primary" to={again} reloadDocument>
          {t('purchase.status.tryAgain')}
        </Link>
      </div>
    );
  }
  return (
    <div className="payment-outcome payment-outcome--attention" role="alert">
      <h2>{order.status === 'expired' ? t('purchase.status.expiredTitle') : t('purchase.status.mismatchTitle')}</h2>
      <p>{order.status === 'expired' ? t('purchase.status.expiredText') : t('purchase.status.mismatchText')}</p>
      {orderIdLine}
      <h3>{t('purchase.status.contactUs')}</h3>
      {contact}
      {order.status === 'expired' && (
        <Link className="button" to={again} reloadDocument>
          {t('purchase.status.tryAgain')}
        </Link>
      )}
    </div>
  );
}

/** "Thank you! 200 coins have been added to your account." / "… A Pro Plan of 7 days has been added …" */
function addedText(t: TFunction, offer: { days: number | null; coins: number | null }): string {
  if (offer.days !== null) return t('purchase.status.paidDays', { count: offer.days, value: formatCount(offer.days) });
  const coins = offer.coins ?? 0;
  return t('purchase.status.paidCoins', { count: coins, value: formatCount(coins) });
}

function PaidOrder({
  order,
  remembered,
  savedpath,
  added,
}: {
  order: OrderStatus;
  remembered: RememberedOrder | null;
  savedpath: string | undefined;
  /** What was added to the account, in words; null when not known here. */
  added: string | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshed = useRef(false);
  const total = formatRupees(order.amountPaise);
  // The server's word for the owner; else what this browser kept when Pay was pressed.
  const name = order.customer.name || remembered?.name || '';
  const uid = order.customer.uid || remembered?.userId || '';
  const phone = order.customer.phone || remembered?.mobile || '';
  const email = order.customer.email || remembered?.email || '';
  const back = safeSavedPath(savedpath);

  useEffect(() => {
    // The spec's "Saved order details"; a value not known here never replaces one saved before.
    saveOrderDetails({ customer: { name, userId: uid, mobile: phone, email }, total: order.amountPaise / 100 });
    if (refreshed.current) return;
    refreshed.current = true;
    // Coins and plan changed: everything else on screen (the header's balance) is read again,
    // and so does any other tab of the site that shows them.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'purchase' });
    void reloadMe();
    announcePurchasePaid(order.order_id);
  }, [queryClient, name, uid, phone, email, order.amountPaise, order.order_id]);

  return (
    <div className="payment-outcome payment-outcome--paid" role="status">
      <h2>{t('purchase.status.paidTitle')}</h2>
      <p data-testid="paid-text">{added ?? t('purchase.status.paidTextNoPlan')}</p>
      <dl className="order-facts">
        <Fact term={t('purchase.status.customerName')}>{name}</Fact>
        <Fact term={t('purchase.status.total')} className="order-facts__total">
          {total}
        </Fact>
        {uid && (
          <Fact term={t('purchase.status.userId')} className="mono">
            {uid}
          </Fact>
        )}
        {phone && <Fact term={t('purchase.status.mobile')}>{phone}</Fact>}
        {email && <Fact term={t('purchase.status.email')}>{email}</Fact>}
        <Fact term={t('purchase.status.orderId')} className="mono">
          {order.order_id}
        </Fact>
      </dl>
      <div className="purchase-buttons">
        {back && (
          <Link className="button button--primary" to={back}>
            {t('purchase.status.backToWork')}
          </Link>
        )}
        <Link className={back ? 'button' : 'button button--primary'} to="/">
          {t('purchase.status.backToHome')}
        </Link>
      </div>
    </div>
  );
}
