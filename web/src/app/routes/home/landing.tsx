import { useTranslation } from 'react-i18next';
import { PlansTable } from '../../../features/catalog/components/plans-table';
import { useSite } from '../../../features/site/api/get-site';
import { useBrandName } from '../../../features/site/api/use-brand-name';
import { ContactDetails } from '../../../features/site/components/contact-details';
import { telHref } from '../../../lib/phone-links';
import { Counters } from './counters';
import { HowItWorks } from './how-it-works';

/** Home for signed-out visitors: welcome, support line, how it works, counters, prices, contact. */
export function Landing() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const site = useSite();
  const phone = site.data?.shop.phone;

  return (
    <div className="page">
      <section className="hero">
        <h1>{t('home.welcome', { brand })}</h1>
        <p>{t('home.intro')}</p>
        {phone && (
          <p>
            {t('home.support')}: <a href={telHref(phone)}>{phone}</a>
          </p>
        )}
        <p className="notice" lang="hi">
          {t('home.hindiNotice')}
        </p>
      </section>
      <HowItWorks />
      {site.data && <Counters counters={site.data.counters} />}
      <section aria-labelledby="plans-title">
        <h2 id="plans-title">{t('home.plansTitle')}</h2>
        <PlansTable />
      </section>
      <section aria-labelledby="contact-title">
        <h2 id="contact-title">{t('home.contactTitle')}</h2>
        <ContactDetails />
      </section>
    </div>
  );
}
