import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { premiumQueryKey } from '../../lib/premium/get-premium';
import { useManualRequests } from '../../features/admin/api/list-manual-requests';
import { AdminConsoleNav } from '../../features/admin/components/admin-console-nav';
import { AuditLogAdmin } from '../../features/admin/components/audit-log-admin';
import { ContactMessagesAdmin } from '../../features/admin/components/contact-messages-admin';
import { ExamPresetReportsAdmin } from '../../features/admin/components/exam-preset-reports-admin';
import { ExamPresetsAdmin } from '../../features/admin/components/exam-presets-admin';
import { ManualRequestsAdmin } from '../../features/admin/components/manual-requests-admin';
import { OrdersAdmin } from '../../features/admin/components/orders-admin';
import { UserAdmin } from '../../features/admin/components/user-admin';
import { useSession } from '../../lib/session/use-session';
import { useTranslation } from '../../lib/i18n';
import '../../features/admin/admin.css';

/**
 * The admin console: manual UPI requests, online orders, users (coins, plans, coin history),
 * contact messages, the exam presets and operators' notes on them, and the audit log, one section each with an in-page navigation. Admins only
 * (isAdmin from /api/v1/me; the server checks every call again); others see a plain message and
 * nothing of the console is requested for them.
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
  return <AdminConsole adminUid={session.user.uid} />;
}

function AdminConsole({ adminUid }: { adminUid: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The same query as the Requests section's default view: one request for both.
  const pending = useManualRequests('pending');
  // Coins or a plan were given: balances shown elsewhere (the header's, if the admin gave to themselves) are read again.
  const onGranted = useCallback(() => void queryClient.invalidateQueries({ queryKey: premiumQueryKey }), [queryClient]);

  return (
    <div className="page admin-console">
      <h1>{t('admin.heading')}</h1>
      <AdminConsoleNav pendingCount={pending.data?.length} />
      <ManualRequestsAdmin onGranted={onGranted} />
      <OrdersAdmin onGranted={onGranted} />
      <UserAdmin onGranted={onGranted} />
      <ContactMessagesAdmin />
      <ExamPresetsAdmin />
      <ExamPresetReportsAdmin />
      <AuditLogAdmin currentUid={adminUid} />
    </div>
  );
}
