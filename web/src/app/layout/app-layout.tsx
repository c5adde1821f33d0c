import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useHashScroll } from '../hooks/use-hash-scroll';
import { useRouteHandle } from '../hooks/use-route-handle';
import { Footer } from './footer';
import { Header } from './header';
import { RequireAuth } from './require-auth';

/** Frame of every page: header and footer as the matched route asks, title, scrolling, sign-in guard. */
export function AppLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  useDocumentTitle(handle);
  useHashScroll();

  const showHeader = !handle?.hideHeader;
  const showFooter = !handle?.hideFooter;

  return (
    <div className={showHeader ? 'app app--with-header' : 'app'}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {showHeader && <Header />}
      <main id="main" className="app__main" tabIndex={-1}>
        {handle?.requiresAuth ? (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ) : (
          <Outlet />
        )}
      </main>
      {showFooter && <Footer />}
      <ScrollRestoration />
    </div>
  );
}
