import { Link } from '../../../lib/router';
import { PlansTable } from '../../../features/catalog/components/plans-table';
import { useSite } from '../../../features/site/api/use-site';
import { useBrandName } from '../../../features/site/api/use-brand-name';
import { ContactDetails } from '../../../features/site/components/contact-details';
import { useTranslation } from '../../../lib/i18n';
import { telHref } from '../../../lib/phone-links';
import { ServiceList } from '../../components/service-list';
import { paths } from '../../../lib/paths';
import { Counters } from './counters';
import { HowItWorks } from './how-it-works';

/**
 * Home for signed-out visitors (the spec's overview): welcome and support line, the Hindi notice, how it
 * works, what we print (the /#service-details anchor), counters, prices and contact details.
 */
export function Landing() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const site = useSite();
  const phone = site.data?.shop.phone;

  return (
    <div className="page landing">
      <section className="hero" aria-labelledby="welcome-title">
        <h1 id="welcome-title">{t('home.welcome', { brand })}</h1>
        <p className="hero__intro">{t('home.intro')}</p>
        <p className="hero__support">
          {t('home.support')}{' '}
          {phone ? (
            <a className="hero__phone" href={telHref(phone)}>
              {phone}
            </a>
          ) : (
            <span className="hero__phone" aria-hidden="true">
              …
            </span>
          )}
        </p>
        <p className="notice" lang="hi">
          {t('home.hindiNotice')}
        </p>
        <div className="hero__actions">
          <Link className="button button--primary" to={paths.login}>
            {t('home.startPrinting')}
          </Link>
          <Link className="button" to={paths.viewPricingTable}>
            {t('home.seePlans')}
          </Link>
        </div>
      </section>

      <HowItWorks />

      <section id="service-details" className="landing__section" aria-labelledby="services-title">
        <h2 id="services-title">{t('home.servicesTitle')}</h2>
        <ServiceList />
        <p>
          <Link to={paths.serviceDetails}>{t('home.moreAboutServices')}</Link>
        </p>
      </section>

      <Counters targets={site.data?.counters} />

      <section className="landing__section" aria-labelledby="plans-title">
        <h2 id="plans-title">{t('home.plansTitle')}</h2>
        <PlansTable />
        <p>
          <Link to={paths.viewPricingTable}>{t('home.planDetails')}</Link>
        </p>
      </section>

      <section className="landing__section" aria-labelledby="contact-title">
        <h2 id="contact-title">{t('home.contactTitle')}</h2>
        <ContactDetails />
      </section>
    </div>
  );
}
