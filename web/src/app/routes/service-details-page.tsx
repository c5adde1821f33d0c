import { useTranslation } from '../../lib/i18n';
import { ServiceDetails } from '../components/service-details';
import { StatePicker } from '../components/state-picker';

/** Service Details (as in the spec): what we print and how, and a state picker leading to /services/{state}. */
export default function ServiceDetailsPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--prose">
      <ServiceDetails heading={t('serviceDetails.heading')} />
      <StatePicker />
    </div>
  );
}
