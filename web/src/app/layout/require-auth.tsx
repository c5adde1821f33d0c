import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../router';
import { LoadingMessage } from '../../components/loading-message';
import { useSession } from '../../features/auth/hooks/use-session';
import { saveRedirectAfterLogin } from '../../features/auth/lib/redirect-after-login';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../paths';

interface RequireAuthProps {
  children: ReactNode;
}

/** Renders children only when signed in; otherwise remembers the full target path and goes to Login. */
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
  return <LoadingMessage label={t('common.checkingSignIn')} />;
}
