import { Link } from '../../../lib/router';
import type { ServiceId } from '@core/catalog/services';
import type { ListServicesResponse } from '@core/contracts/catalog';
import { formatRupees } from '../../../lib/format-rupees';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { ServiceThumbnail } from './service-thumbnail';

type Service = ListServicesResponse['services'][number];

const printScreenOf: Record<ServiceId, string> = {
  'passport-photo': paths.passportSizePhoto,
  'single-side': paths.singleSideDoc,
  'both-side': paths.bothSideDoc,
  'exam-files': paths.examFiles,
};

interface ServiceCardProps {
  service: Service;
}

/** One service: price badge (coins shown as rupees, as the spec does), thumbnail, name, description, Print Now (Make Files for exam files). */
export function ServiceCard({ service }: ServiceCardProps) {
  const { t } = useTranslation();
  const titleId = `service-${service.id}`;
  return (
    <li className="service-card" aria-labelledby={titleId}>
      <span className="badge">{formatRupees(service.coins * 100)}</span>
      <ServiceThumbnail service={service.id} />
      <h2 id={titleId}>{t(`services.${service.id}.name`)}</h2>
      <p>{t(`services.${service.id}.description`)}</p>
      <Link className="button button--primary" to={printScreenOf[service.id]}>
        {service.id === 'exam-files' ? t('services.makeFiles') : t('services.printNow')}
      </Link>
    </li>
  );
}
