import { Suspense, type ReactNode } from 'react';
import { useLocation } from '../../lib/router';
import { PageLoader } from '../../components/page-loader';
import { useTranslation } from '../../lib/i18n';
import { useDocumentHead } from '../hooks/use-document-head';
import { useRouteHandle } from '../hooks/use-route-handle';
import { useScrollRestoration } from '../hooks/use-scroll-restoration';
import { Footer } from './footer';
import { Header } from './header';
import { PageShownMark } from './page-shown-mark';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error-boundary';

/** Framed by another page (the terms page inside our checkout dialog). */
const framed = typeof window !== 'undefined' && window.parent !== window;

/** Frame of every page: header and footer as the matched route asks, title, scrolling, sign-in guard. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  useDocumentHead(handle);
  useScrollRestoration();

  const bare = framed && handle?.bareWhenFramed === true;
  const showHeader = !handle?.hideHeader && !bare;
  const showFooter = !handle?.hideFooter && !bare;

  return (
    <div className={showHeader ? 'app app--with-header' : 'app'}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {showHeader && <Header />}
      <main id="main" className="app__main" tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            {handle?.requiresAuth ? (
              <RequireAuth>
                <PageShownMark />
                {children}
              </RequireAuth>
            ) : (
              <>
                <PageShownMark />
                {children}
              </>
            )}
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {showFooter && <Footer />}
    </div>
  );
}
