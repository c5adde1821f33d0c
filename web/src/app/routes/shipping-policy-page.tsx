import { useTranslation } from 'react-i18next';
import { PolicyPage } from '../../components/policy-page';

export default function ShippingPolicyPage() {
  const { t } = useTranslation();
  return (
    <PolicyPage heading={t('shipping.heading')}>
      <p>{t('shipping.text')}</p>
      <p>{t('shipping.delivery')}</p>
    </PolicyPage>
  );
}
