import { Link } from '../../../lib/router';
import { documentTypes } from '@core/documents/document-types';
import { ErrorMessage } from '../../../components/error-message';
import { IntakeButton } from '../../../components/intake-dialog/intake-button';
import { LoadingMessage } from '../../../components/loading-message';
import { useServices } from '../../../features/catalog/api/use-services';
import { useBrandName } from '../../../features/site/api/use-brand-name';
import { documentTypeName } from '../../../lib/prints/document-type-name';
import { brandedText } from '../../../lib/branded-text';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { ServiceCard } from './service-card';
import './home.css';

/** `/SingleSideDoc?type=pan-card` */
const documentScreen = (screen: string, params: Record<string, string>) => `${screen}?${new URLSearchParams(params).toString()}`;

/**
 * Home for signed-in users: the three print services, then "More documents": every document type,
 * each opening the single-side or both-side screen with the type chosen, and the e-Aadhaar.
 * Print screens link back to /#service-details.
 */
export function Dashboard() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const services = useServices();

  return (
    <div className="page">
      <section id="service-details" aria-labelledby="dashboard-title">
        <h1 id="dashboard-title">{brandedText(t, 'home.dashboardTitle', brand)}</h1>
        {/* The customer's photo or card PDF from their phone, opened in the screen it is for (decision 0095). */}
        <p>
          <IntakeButton />
        </p>
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
      <section className="more-documents" aria-labelledby="more-documents-title">
        <h2 id="more-documents-title">{t('moreDocuments.title')}</h2>
        <p>{t('moreDocuments.intro')}</p>
        <ul className="more-documents__list">
          {documentTypes.map((type) => {
            const name = documentTypeName(t, type);
            return (
              <li key={type.id} className="more-documents__item">
                <span className="more-documents__name">{name}</span>
                <span className="more-documents__links">
                  <Link to={documentScreen(paths.singleSideDoc, { type: type.id })} aria-label={t('moreDocuments.oneSideOf', { doc: name })}>
                    {t('moreDocuments.oneSide')}
                  </Link>
                  <Link to={documentScreen(paths.bothSideDoc, { type: type.id })} aria-label={t('moreDocuments.bothSidesOf', { doc: name })}>
                    {t('moreDocuments.bothSides')}
                  </Link>
                </span>
              </li>
            );
          })}
          <li className="more-documents__item">
            <span className="more-documents__name">
              {t('moreDocuments.cardPdf')}
              <span className="muted more-documents__note">{t('moreDocuments.cardPdfText')}</span>
            </span>
            <span className="more-documents__links">
              <Link to={documentScreen(paths.bothSideDoc, { type: 'aadhaar', source: 'card-pdf' })}>{t('moreDocuments.cardPdfLink')}</Link>
            </span>
          </li>
        </ul>
      </section>
    </div>
  );
}
