import { useTranslation } from 'react-i18next';
import { PolicyPage } from '../../components/policy-page';

export default function RefundPolicyPage() {
  const { t } = useTranslation();
  return (
    <PolicyPage heading={t('refund.heading')}>
      <p>{t('refund.text')}</p>
      <p>{t('refund.coins')}</p>
    </PolicyPage>
  );
}
