import { useState } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { useTranslation } from '../../../lib/i18n';
import { useAuditEntries, type AuditEntry } from '../api/list-audit-entries';
import { describeAuditPayload } from '../lib/describe-audit-payload';
import { IstTime } from './ist-time';
import { SectionHeading } from './section-heading';
import { ShowMoreButton } from './show-more-button';

const step = 20;

interface AuditLogAdminProps {
  /** The signed-in admin: their own entries say "You". */
  currentUid?: string;
}

/** Every admin action, newest first: when, which admin, what, to whom (a user or a request), and the details. */
export function AuditLogAdmin({ currentUid }: AuditLogAdminProps) {
  const { t } = useTranslation();
  const audit = useAuditEntries();
  const [shown, setShown] = useState(step);

  return (
    <section id="admin-audit" aria-labelledby="admin-audit-title" className="admin-section">
      <SectionHeading id="admin-audit-title" onRefresh={() => void audit.refetch()} refreshing={audit.isFetching}>
        {t('admin.audit.title')}
      </SectionHeading>
      {audit.isPending && <LoadingMessage label={t('admin.audit.loading')} />}
      {audit.isError && <ErrorMessage error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.isSuccess && audit.data.length === 0 && <p>{t('admin.audit.empty')}</p>}
      {audit.isSuccess && audit.data.length > 0 && (
        <>
          <div className="admin-table-scroll">
            <table className="admin-table admin-table--stack">
              <thead>
                <tr>
                  <th scope="col">{t('admin.audit.when')}</th>
                  <th scope="col">{t('admin.audit.who')}</th>
                  <th scope="col">{t('admin.audit.action')}</th>
                  <th scope="col">{t('admin.audit.target')}</th>
                  <th scope="col">{t('admin.audit.details')}</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.slice(0, shown).map((entry) => (
                  <AuditRow key={entry.id} entry={entry} currentUid={currentUid} />
                ))}
              </tbody>
            </table>
          </div>
          <ShowMoreButton remaining={audit.data.length - shown} onClick={() => setShown((count) => count + step)} />
        </>
      )}
    </section>
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
