import { PlansTable } from '../../features/catalog/components/plans-table';
import { useBrandName } from '../../features/site/api/use-brand-name';
import { ContactDetails } from '../../features/site/components/contact-details';
import { useTranslation } from '../../lib/i18n';

/** The pricing page (spec §2): "{brand} Print Plans", the two kinds of plan, the plans from the catalog. */
export default function ViewPricingTablePage() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <div className="page">
      <h1>{t('routes.viewPricingTable', { brand })}</h1>
      <div className="plan-notes">
        <section className="plan-note" aria-labelledby="coin-plan-title">
          <h2 id="coin-plan-title">{t('pricing.coinTitle')}</h2>
          <p>{t('pricing.coinNote')}</p>
        </section>
        <section className="plan-note" aria-labelledby="unlimited-plan-title">
          <h2 id="unlimited-plan-title">{t('pricing.unlimitedTitle')}</h2>
          <p>{t('pricing.unlimitedNote')}</p>
        </section>
      </div>
      <h2>{t('pricing.tableTitle')}</h2>
      <PlansTable />
      <p>{t('pricing.howToBuy')}</p>
      <h2>{t('home.contactTitle')}</h2>
      <ContactDetails />
    </div>
  );
}
