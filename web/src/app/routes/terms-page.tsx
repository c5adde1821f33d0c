import { useTranslation } from 'react-i18next';
import { PolicyPage } from '../../components/policy-page';
import { useBrandName } from '../../features/site/api/use-brand-name';

export default function TermsPage() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <PolicyPage heading={t('terms.heading')}>
      <p>{t('terms.intro')}</p>
      <ol className="terms">
        <li>
          <h2>{t('terms.changesTitle')}</h2>
          <p>{t('terms.changes')}</p>
        </li>
        <li>
          <h2>{t('terms.accuracyTitle')}</h2>
          <p>{t('terms.accuracy')}</p>
        </li>
        <li>
          <h2>{t('terms.useTitle')}</h2>
          <p>{t('terms.use')}</p>
        </li>
        <li>
          <h2>{t('terms.ipTitle')}</h2>
          <p>{t('terms.ip', { brand })}</p>
        </li>
        <li>
          <h2>{t('terms.liabilityTitle')}</h2>
          <p>{t('terms.liability')}</p>
        </li>
      </ol>
    </PolicyPage>
  );
}
