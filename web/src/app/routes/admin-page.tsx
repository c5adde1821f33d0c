import { useSession } from '../../features/auth/hooks/use-session';
import { ManualRequestsAdmin } from '../../features/admin/components/manual-requests-admin';
import { UserAdmin } from '../../features/admin/components/user-admin';
import { useTranslation } from '../../lib/i18n';
import '../../features/admin/admin.css';

/**
 * The minimal admin console (issue 5): users' coins and plans, and manual UPI requests. Admins
 * only (isAdmin from /api/v1/me, the server checks every call again); others see a plain message.
 */
export default function AdminPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status !== 'signed-in') return <p role="status">{t('admin.loading')}</p>;
  if (!session.user.isAdmin) {
    return (
      <div className="page page--narrow">
        <h1>{t('admin.heading')}</h1>
        <p role="alert">{t('admin.notAllowed')}</p>
      </div>
    );
  }
  return (
    <div className="page">
      <h1>{t('admin.heading')}</h1>
      <UserAdmin />
      <ManualRequestsAdmin />
    </div>
  );
}
