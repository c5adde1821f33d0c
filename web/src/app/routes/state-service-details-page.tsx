import { useParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { findState } from '../../lib/indian-states';
import { ServiceDetails } from '../components/service-details';
import { StatePicker } from '../components/state-picker';

/** "uttarpradesh" → "Uttarpradesh": for a segment that is none of our states, only the first letter can be restored. */
function capitalise(segment: string): string {
  return segment.charAt(0).toUpperCase() + segment.slice(1);
}

/** /services/:state — the service details, headed with the state's name. */
export default function StateServiceDetailsPage() {
  const { t, lng } = useTranslation();
  const { state: segment = '' } = useParams();
  const state = findState(segment);
  const name = state ? (lng === 'hi' ? state.hi : state.en) : capitalise(segment);
  return (
    <div className="page page--prose">
      <ServiceDetails heading={t('serviceDetails.stateHeading', { state: name })} />
      <StatePicker key={segment} current={state?.en} />
    </div>
  );
}
