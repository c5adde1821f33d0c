import { lazy } from 'react';
import { LoadingMessage } from '../../components/loading-message';
import { useSession } from '../../lib/session/use-session';
import { useTranslation } from '../../lib/i18n';
import { lazyWithQueryClient } from '../../lib/lazy-with-query-client';
import { Landing } from './home/landing';

/** Signed-in users only: fetched when needed, so visitors' first load stays small. */
const Dashboard = lazy(lazyWithQueryClient(async () => ({ default: (await import('./home/dashboard')).Dashboard })));

/**
 * Home: the print services when signed in, the landing page otherwise. (A visitor without a
 * session cookie is known to be signed out at once: see useMe.)
 */
export default function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <div className="page page--pending">
        <LoadingMessage label={t('common.loading')} />
      </div>
    );
  }
  return session.status === 'signed-in' ? <Dashboard /> : <Landing />;
}
