import { useTranslation } from '../lib/i18n';

/** While a page's code arrives: the same four coloured cubes as index.html's loader (as in the spec). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" role="status">
      <div className="page-loader__cubes" aria-hidden="true">
        <span className="page-loader__cube" />
        <span className="page-loader__cube" />
        <span className="page-loader__cube" />
        <span className="page-loader__cube" />
      </div>
      <p className="page-loader__label">{t('common.loading')}</p>
    </div>
  );
}
