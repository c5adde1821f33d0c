import { useTranslation } from '../../lib/i18n';

/**
 * Shown when a page's code can't be loaded (offline, or a new version was deployed) or a page
 * fails to render. No technical detail: a plain message and a way out.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <div className="error-box" role="alert">
        <p>{t('common.pageError')}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
      </div>
    </div>
  );
}
