import { Navigate, useParams } from '../../lib/router';
import { useTranslation } from '../../lib/i18n';
import { findState } from '../../lib/indian-states';
import { ServiceDetails } from '../components/service-details';
import { StatePicker } from '../components/state-picker';
import { paths } from '../../lib/paths';

/**
 * /services/:state — the service details, headed with the state's name. A segment that names none
 * of our states is an unknown path, and goes Home like every other (as in the spec).
 */
export default function StateServiceDetailsPage() {
  const { t, lng } = useTranslation();
  const { state: segment = '' } = useParams();
  const state = findState(segment);
  if (!state) return <Navigate to={paths.home} replace />;
  return (
    <div className="page page--prose">
      <ServiceDetails heading={t('serviceDetails.stateHeading', { state: lng === 'hi' ? state.hi : state.en })} />
      <StatePicker key={segment} current={state.en} />
    </div>
  );
}
