import { useTranslation } from '../../../lib/i18n';
import { useAuditEntries, type AuditEntry } from '../api/list-audit-entries';
import { describeAuditPayload } from '../lib/describe-audit-payload';
import { AdminResults } from './admin-results';
import { AdminSection } from './admin-section';
import { IstTime } from './ist-time';

interface AuditLogAdminProps {
  /** The signed-in admin: their own entries say "You". */
  currentUid?: string;
}

/** Every admin action, newest first: when, which admin, what, to whom (a user or a request), and the details. */
export function AuditLogAdmin({ currentUid }: AuditLogAdminProps) {
  const { t } = useTranslation();
  const audit = useAuditEntries();
  const columns = [t('admin.audit.when'), t('admin.audit.who'), t('admin.audit.action'), t('admin.audit.target'), t('admin.audit.details')];

  return (
    <AdminSection id="admin-audit" title={t('admin.audit.title')} refresh={audit}>
      <AdminResults query={audit} loadingLabel={t('admin.audit.loading')} emptyText={t('admin.audit.empty')} pageSize={20} columns={columns}>
        {(rows) => rows.map((entry) => <AuditRow key={entry.id} entry={entry} currentUid={currentUid} />)}
      </AdminResults>
    </AdminSection>
  );
}

function AuditRow({ entry, currentUid }: { entry: AuditEntry; currentUid?: string }) {
  const { t } = useTranslation();
  const details = describeAuditPayload(t, entry.payload);
  return (
    <tr>
      <td data-label={t('admin.audit.when')}>
        <IstTime iso={entry.at} />
      </td>
      <td data-label={t('admin.audit.who')} className="admin-table__id">
        {entry.adminUid === currentUid ? <strong>{t('admin.audit.you')}</strong> : <span className="mono">{entry.adminUid}</span>}
      </td>
      <td data-label={t('admin.audit.action')}>{t(`admin.audit.actions.${entry.action}`)}</td>
      <td data-label={t('admin.audit.target')} className="mono admin-table__id">
        {entry.target}
      </td>
      <td data-label={t('admin.audit.details')}>{details.join(' · ')}</td>
    </tr>
  );
}
