import { useTranslation } from 'react-i18next';
import { PlansTable } from '../../features/catalog/components/plans-table';
import { useBrandName } from '../../features/site/api/use-brand-name';
import { ContactDetails } from '../../features/site/components/contact-details';

export default function ViewPricingTablePage() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <div className="page">
      <h1>{t('pricing.heading', { brand })}</h1>
      <ul className="notes">
        <li>{t('pricing.coinNote')}</li>
        <li>{t('pricing.unlimitedNote')}</li>
      </ul>
      <PlansTable />
      <h2>{t('home.contactTitle')}</h2>
      <ContactDetails />
    </div>
  );
}
