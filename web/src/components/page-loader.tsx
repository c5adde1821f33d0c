import { useTranslation } from '../lib/i18n';

interface PageLoaderProps {
  /** What is awaited, when it is more than the page's code ("Loading…" by default). */
  label?: string;
}

/**
 * While a page's code arrives or the guard checks the sign-in: the same four coloured cubes as
 * index.html's loader (as in the spec). Until the document's first page has been shown they appear
 * at once, taking over from index.html's loader; after that only if a page takes a moment (global.css,
 * decision 0072).
 */
export function PageLoader({ label }: PageLoaderProps) {
  const { t } = useTranslation();
  return (
    <div className="page-loader" role="status">
      <div className="page-loader__cubes" aria-hidden="true">
        <span className="page-loader__cube" />
        <span className="page-loader__cube" />
        <span className="page-loader__cube" />
        <span className="page-loader__cube" />
      </div>
      <p className="page-loader__label">{label ?? t('common.loading')}</p>
    </div>
  );
}
