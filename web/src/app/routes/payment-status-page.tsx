import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../paths';

export default function PaymentStatusPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <h1>{t('paymentStatus.heading')}</h1>
      <p>{t('paymentStatus.intro')}</p>
      <Link className="button" to={paths.home}>
        {t('common.backToHome')}
      </Link>
    </div>
  );
}
