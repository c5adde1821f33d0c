import { PlansTable } from '../../features/catalog/components/plans-table';
import { useTranslation } from '../../lib/i18n';

/** Offers paid by UPI transfer and activated by the shop owner. */
export default function CustomePgPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1>{t('customePG.heading')}</h1>
      <p>{t('customePG.intro')}</p>
      <PlansTable channel="manual" />
    </div>
  );
}
