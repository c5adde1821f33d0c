import { TitledList } from '../../components/titled-list';
import { useBrandName } from '../../features/site/api/use-brand-name';
import { useTranslation } from '../../lib/i18n';

const offers = ['exactSize', 'anyPrinter', 'fairPrices', 'hindi'] as const;

/** About Us (as in the spec): a short introduction and our mission. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <div className="page page--prose">
      <h1>{t('aboutUs.heading')}</h1>
      <p>{t('aboutUs.intro', { brand })}</p>
      <h2>{t('aboutUs.missionTitle')}</h2>
      <p>{t('aboutUs.mission')}</p>
      <TitledList title={t('aboutUs.offersTitle')} items={offers.map((offer) => t(`aboutUs.offers.${offer}`))} />
    </div>
  );
}
