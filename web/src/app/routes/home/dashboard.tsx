import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { useServices } from '../../../features/catalog/api/get-services';
import { useBrandName } from '../../../features/site/api/use-brand-name';
import { useTranslation } from '../../../lib/i18n';
import { ServiceCard } from './service-card';
import '../../../features/account/account.css';

/** Home for signed-in users: the three print services. Print screens link back to /#service-details. */
export function Dashboard() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const services = useServices();

  return (
    <div className="page">
      <section id="service-details" aria-labelledby="dashboard-title">
        <h1 id="dashboard-title">{t('home.dashboardTitle', { brand })}</h1>
        {services.isPending && <LoadingMessage label={t('services.loading')} />}
        {services.isError && <ErrorMessage error={services.error} onRetry={() => void services.refetch()} />}
        {services.isSuccess && (
          <ul className="service-cards">
            {services.data.services.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
