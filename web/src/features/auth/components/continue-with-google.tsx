import { useTranslation } from '../../../lib/i18n';
import { loginUrl } from '../lib/login-url';
import { clearRedirectAfterLogin } from '../lib/redirect-after-login';

interface ContinueWithGoogleProps {
  /** Path to come back to after signing in. */
  returnTo: string;
}

/** Full-page sign-in for now; the server sends the user back to returnTo. */
export function ContinueWithGoogle({ returnTo }: ContinueWithGoogleProps) {
  const { t } = useTranslation();
  return (
    <a className="button button--primary" href={loginUrl(returnTo)} onClick={clearRedirectAfterLogin}>
      {t('login.continueWithGoogle')}
    </a>
  );
}
