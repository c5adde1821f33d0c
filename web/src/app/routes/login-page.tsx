import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ContinueWithGoogle } from '../../features/auth/components/continue-with-google';
import { useSession } from '../../features/auth/hooks/use-session';
import { peekRedirectAfterLogin, takeRedirectAfterLogin } from '../../features/auth/lib/redirect-after-login';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../paths';

/** Sign-in. A signed-in visitor goes on to the page they asked for, else Home. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [returnTo] = useState(() => peekRedirectAfterLogin() ?? paths.home);

  useEffect(() => {
    if (signedIn) void navigate(takeRedirectAfterLogin() ?? paths.home, { replace: true });
  }, [signedIn, navigate]);

  return (
    <div className="page page--narrow">
      <h1>{t('login.heading')}</h1>
      <p>{t('login.intro')}</p>
      <ContinueWithGoogle returnTo={returnTo} />
    </div>
  );
}
