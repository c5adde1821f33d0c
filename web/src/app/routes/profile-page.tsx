import { useNavigate } from 'react-router';
import { ErrorMessage } from '../../components/error-message';
import { useLogout } from '../../features/auth/api/logout';
import { useSession } from '../../features/auth/hooks/use-session';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../paths';

/** The signed-in user's email and UID (the route is guarded, so a user is there). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const logout = useLogout();

  if (session.status !== 'signed-in') return <p role="status">{t('profile.loading')}</p>;
  const { user } = session;

  const onLogout = () => {
    logout.mutate(undefined, { onSuccess: () => void navigate(paths.login, { replace: true }) });
  };

  return (
    <div className="page page--narrow">
      <h1>{t('profile.heading')}</h1>
      <p>{t('profile.intro')}</p>
      <dl className="details">
        <div>
          <dt>{t('profile.email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('profile.uid')}</dt>
          <dd className="mono">{user.uid}</dd>
        </div>
      </dl>
      {logout.isError && <ErrorMessage error={logout.error} />}
      <button type="button" className="button" onClick={onLogout} disabled={logout.isPending}>
        {t('profile.logout')}
      </button>
    </div>
  );
}
