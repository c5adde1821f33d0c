import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ServiceList } from '../components/service-list';

/** "uttarpradesh" → "Uttarpradesh": the segment is lowercased and space-free, so only the first letter can be restored. */
function displayState(segment: string): string {
  return segment.charAt(0).toUpperCase() + segment.slice(1);
}

/** /services/:state — the service details for one state. */
export default function StateServiceDetailsPage() {
  const { t } = useTranslation();
  const { state = '' } = useParams();
  return (
    <div className="page page--prose">
      <h1>{t('serviceDetails.stateHeading', { state: displayState(state) })}</h1>
      <ServiceList />
    </div>
  );
}
