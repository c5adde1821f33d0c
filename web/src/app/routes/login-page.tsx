import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '../../lib/router';
import { ContinueWithGoogle } from '../../features/auth/components/continue-with-google';
import { usePopupSignIn } from '../../features/auth/hooks/use-popup-sign-in';
import { useSession } from '../../lib/session/use-session';
import { peekRedirectAfterLogin, takeRedirectAfterLogin } from '../../features/auth/lib/redirect-after-login';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/**
 * Sign-in (the spec's Login screen). Continue with Google opens a popup; once signed in, the visitor goes
 * on to the page they asked for (kept in session storage by the route guard), else Home. A
 * signed-in visitor goes on at once. A failed sign-in shows a short message and a retry.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const signedIn = session.status === 'signed-in';
  const signIn = usePopupSignIn(searchParams.get('error') === 'sign-in-failed');

  useEffect(() => {
    if (signedIn) void navigate(takeRedirectAfterLogin() ?? paths.home, { replace: true });
  }, [signedIn, navigate]);

  const start = () => signIn.start(peekRedirectAfterLogin() ?? paths.home);

  return (
    <div className="page page--narrow login">
      <h1>{t('login.heading')}</h1>
      <p>{t('login.intro')}</p>
      {signIn.state === 'failed' ? (
        <div className="error-box" role="alert">
          <p>{t('login.failed')}</p>
          <button type="button" className="button" onClick={start}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <ContinueWithGoogle onClick={start} busy={signIn.state === 'waiting'} />
      )}
      {signIn.state === 'waiting' && (
        <p className="status" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('login.waiting')}
        </p>
      )}
    </div>
  );
}
