import { useTranslation } from 'react-i18next';
import { ServiceList } from '../components/service-list';

export default function ServiceDetailsPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--prose">
      <h1>{t('serviceDetails.heading')}</h1>
      <ServiceList />
    </div>
  );
}
