import { useSearchParams } from '../../lib/router';
import { PaymentStatus } from '../../features/purchase/components/payment-status';
import '../../features/purchase/purchase.css';
import { ContactDetails } from '../../features/site/components/contact-details';
import { useTranslation } from '../../lib/i18n';

/** /PaymentStatus?order_id=…: where the gateway sends the buyer back (the spec's payment success page). */
export default function PaymentStatusPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = search.get('order_id')?.trim() || null;
  return (
    <div className="page page--narrow">
      <h1>{t('paymentStatus.heading')}</h1>
      {/* Keyed by the order: another order id is another order's page (what was kept for it, when it started waiting). */}
      <PaymentStatus key={orderId ?? ''} orderId={orderId} contact={<ContactDetails />} />
    </div>
  );
}
