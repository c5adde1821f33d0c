import { useTranslation } from '../../../lib/i18n';
import { useUserLedger } from '../api/get-user-ledger';
import { signedCoins } from '../lib/signed-coins';
import { AdminResults } from './admin-results';
import { AdminTable } from './admin-table';
import { IstTime } from './ist-time';

/** The selected user's coin movements (prints, purchases, admin changes), newest first. */
export function UserLedger({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const ledger = useUserLedger(uid);
  const titleId = `admin-ledger-${uid}`;
  const columns = [t('admin.ledger.when'), t('admin.ledger.change'), t('admin.ledger.kind'), t('admin.ledger.reference')];

  return (
    <div className="admin-ledger">
      <h4 id={titleId}>{t('admin.ledger.title')}</h4>
      <AdminResults query={ledger} loadingLabel={t('admin.ledger.loading')} emptyText={t('admin.ledger.empty')} pageSize={20}>
        {(rows) => (
          <>
            <p className="muted">{t('admin.ledger.note')}</p>
            <AdminTable columns={columns} labelledBy={titleId}>
              {rows.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={t('admin.ledger.when')}>
                    <IstTime iso={entry.createdAt} />
                  </td>
                  <td data-label={t('admin.ledger.change')} className={entry.delta < 0 ? 'admin-delta admin-delta--minus' : 'admin-delta'}>
                    {signedCoins(entry.delta)}
                  </td>
                  <td data-label={t('admin.ledger.kind')}>{t(`admin.ledger.kinds.${entry.kind}`)}</td>
                  <td data-label={t('admin.ledger.reference')} className="mono admin-table__id">
                    {entry.ref}
                  </td>
                </tr>
              ))}
            </AdminTable>
          </>
        )}
      </AdminResults>
    </div>
  );
}
