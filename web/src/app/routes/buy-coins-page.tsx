import { PlansTable } from '../../features/catalog/components/plans-table';
import { useTranslation } from '../../lib/i18n';

/** Offers sold online (Cashfree). */
export default function BuyCoinsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1>{t('buyCoins.heading')}</h1>
      <p>{t('buyCoins.intro')}</p>
      <PlansTable channel="online" />
    </div>
  );
}
