import { useState } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { useTranslation } from '../../../lib/i18n';
import { useUserLedger } from '../api/get-user-ledger';
import { signedCoins } from '../lib/signed-coins';
import { IstTime } from './ist-time';
import { ShowMoreButton } from './show-more-button';

const step = 20;

/** The selected user's coin movements (prints, purchases, admin changes), newest first. */
export function UserLedger({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const ledger = useUserLedger(uid);
  const [shown, setShown] = useState(step);

  return (
    <div className="admin-ledger">
      <h4 id={`admin-ledger-${uid}`}>{t('admin.ledger.title')}</h4>
      {ledger.isPending && <LoadingMessage label={t('admin.ledger.loading')} />}
      {ledger.isError && <ErrorMessage error={ledger.error} onRetry={() => void ledger.refetch()} />}
      {ledger.isSuccess && ledger.data.length === 0 && <p>{t('admin.ledger.empty')}</p>}
      {ledger.isSuccess && ledger.data.length > 0 && (
        <>
          <p className="muted">{t('admin.ledger.note')}</p>
          <div className="admin-table-scroll">
            <table className="admin-table admin-table--stack" aria-labelledby={`admin-ledger-${uid}`}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.ledger.when')}</th>
                  <th scope="col">{t('admin.ledger.change')}</th>
                  <th scope="col">{t('admin.ledger.kind')}</th>
                  <th scope="col">{t('admin.ledger.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {ledger.data.slice(0, shown).map((entry) => (
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
              </tbody>
            </table>
          </div>
          <ShowMoreButton remaining={ledger.data.length - shown} onClick={() => setShown((count) => count + step)} />
        </>
      )}
    </div>
  );
}
