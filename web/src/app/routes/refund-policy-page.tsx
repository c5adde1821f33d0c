import { PolicyPage } from '../../components/policy-page';
import { useTranslation } from '../../lib/i18n';

/** Cancellation and Refund Policy (spec §2): public, as payment gateways require (DESIGN §8). */
export default function RefundPolicyPage() {
  const { t } = useTranslation();
  return (
    <PolicyPage heading={t('refund.heading')}>
      <p className="policy__key">{t('refund.text')}</p>
      <p>{t('refund.coins')}</p>
      <p>{t('refund.plans')}</p>
      <p>{t('refund.help')}</p>
    </PolicyPage>
  );
}
