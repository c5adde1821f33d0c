import { useTranslation } from 'react-i18next';
import { LoadingMessage } from '../../components/loading-message';
import { useSession } from '../../features/auth/hooks/use-session';
import { Dashboard } from './home/dashboard';
import { Landing } from './home/landing';

/** Home: the print services when signed in, the landing page otherwise. */
export default function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status === 'loading') return <LoadingMessage label={t('common.loading')} />;
  return session.status === 'signed-in' ? <Dashboard /> : <Landing />;
}
