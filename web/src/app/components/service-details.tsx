import { useTranslation } from '../../lib/i18n';
import { ServiceList } from './service-list';

interface ServiceDetailsProps {
  heading: string;
}

/** The static text about our printing services (as in the spec), under the `service-details` anchor. */
export function ServiceDetails({ heading }: ServiceDetailsProps) {
  const { t } = useTranslation();
  return (
    <section id="service-details" aria-labelledby="service-details-title">
      <h1 id="service-details-title">{heading}</h1>
      <ServiceList />
      <h2>{t('serviceDetails.howTitle')}</h2>
      <ul>
        <li>{t('serviceDetails.how.trueSize')}</li>
        <li>{t('serviceDetails.how.photos')}</li>
        <li>{t('serviceDetails.how.paper')}</li>
        <li>{t('serviceDetails.how.privacy')}</li>
      </ul>
      <h2>{t('serviceDetails.stateTitle')}</h2>
      <p>{t('serviceDetails.stateIntro')}</p>
    </section>
  );
}
