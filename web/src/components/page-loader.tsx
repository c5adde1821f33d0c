import { useTranslation } from 'react-i18next';

/** Shown while the first page's code arrives: four coloured cubes (spec §2). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" role="status">
      <span className="page-loader__cube" aria-hidden="true" />
      <span className="page-loader__cube" aria-hidden="true" />
      <span className="page-loader__cube" aria-hidden="true" />
      <span className="page-loader__cube" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
