import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../../lib/router';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session/use-session';
import { saveRedirectAfterLogin } from '../../features/auth/lib/redirect-after-login';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../../lib/paths';

interface RequireAuthProps {
  children: ReactNode;
}

/**
 * Renders children only when signed in; otherwise remembers the full target path and goes to Login
 * as soon as the session check says signed out. Nothing of the page (its code's render, its data) starts
 * before the check; meanwhile the page loader shows. A browser with no session cookie never gets here
 * for a guarded page: main.tsx sent it to Login before the first render (redirect-to-login-at-once.ts).
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = session.status === 'signed-out';
  const target = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (!signedOut) return;
    saveRedirectAfterLogin(target);
    void navigate(paths.login, { replace: true });
  }, [signedOut, target, navigate]);

  if (session.status === 'signed-in') return children;
  return <PageLoader label={t('common.checkingSignIn')} />;
}
