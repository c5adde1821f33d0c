import { useTranslation } from 'react-i18next';
import { PolicyPage } from '../../components/policy-page';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <PolicyPage heading={t('privacy.heading')}>
      <p>{t('privacy.collect')}</p>
      <p>{t('privacy.cookies')}</p>
    </PolicyPage>
  );
}
