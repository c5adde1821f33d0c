import { useTranslation } from 'react-i18next';
import { useBrandName } from '../../features/site/api/use-brand-name';

export default function AboutUsPage() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <div className="page page--prose">
      <h1>{t('aboutUs.heading')}</h1>
      <p>{t('aboutUs.intro', { brand })}</p>
      <h2>{t('aboutUs.missionTitle')}</h2>
      <p>{t('aboutUs.mission')}</p>
    </div>
  );
}
