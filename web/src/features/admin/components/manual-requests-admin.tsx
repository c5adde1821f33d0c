import { useState, type FormEvent } from 'react';
import { manualRequestStatuses } from '@core/contracts/manual-requests';
import { ErrorMessage } from '../../../components/error-message';
import { Fact } from '../../../components/fact';
import { formatRupees } from '../../../lib/format-rupees';
import { useTranslation } from '../../../lib/i18n';
import { useDecideManualRequest } from '../api/decide-manual-request';
import { useManualRequests, type ManualRequest, type ManualRequestFilter } from '../api/list-manual-requests';
import { AdminFilter } from './admin-filter';
import { AdminResults } from './admin-results';
import { AdminSection } from './admin-section';
import { IstTime } from './ist-time';
import { OfferName } from './offer-name';

const filters: readonly ManualRequestFilter[] = [...manualRequestStatuses, 'all'];

interface ManualRequestsAdminProps {
  /** After an approval: what the user bought has been given (the route refreshes balances shown elsewhere). */
  onGranted?: () => void;
}

/**
 * UPI payments sent by users through /CustomePG. Waiting ones are approved with the bank's
 * reference (UTR) or rejected with a reason; decided ones can be looked up by status.
 */
export function ManualRequestsAdmin({ onGranted }: ManualRequestsAdminProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ManualRequestFilter>('pending');
  const [done, setDone] = useState<string | null>(null);
  const requests = useManualRequests(filter);

  const onApproved = ({ reference }: { reference: string }) => {
    setDone(t('admin.requests.approvedDone', { reference }));
    onGranted?.();
  };
  const onRejected = ({ reference }: { reference: string }) => setDone(t('admin.requests.rejectedDone', { reference }));
  const filterName = (value: ManualRequestFilter) => t(`admin.requests.filters.${value}`);
  const onFilter = (value: ManualRequestFilter) => {
    setFilter(value);
    setDone(null);
  };

  return (
    <AdminSection id="admin-requests" title={t('admin.requestsTitle')} refresh={requests}>
      <AdminFilter id="admin-requests-filter" label={t('admin.requests.filterLabel')} value={filter} values={filters} nameOf={filterName} onChange={onFilter} />
      {done && (
        <p className="success" role="status">
          {done}
        </p>
      )}
      <AdminResults
        query={requests}
        loadingLabel={t('admin.loadingRequests')}
        emptyText={filter === 'pending' ? t('admin.noRequests') : t('admin.requests.empty')}
        pageSize={20}
        pageKey={filter}
      >
        {(rows) => (
          <ul className="admin-cards">
            {rows.map((request) => (
              <ManualRequestItem key={request.reference} request={request} onApproved={onApproved} onRejected={onRejected} />
            ))}
          </ul>
        )}
      </AdminResults>
    </AdminSection>
  );
}

interface ManualRequestItemProps {
  request: ManualRequest;
  onApproved: (input: { reference: string }) => void;
  onRejected: (input: { reference: string }) => void;
}

function ManualRequestItem({ request, onApproved, onRejected }: ManualRequestItemProps) {
  const { t } = useTranslation();
  const approve = useDecideManualRequest('approve', onApproved);
  const reject = useDecideManualRequest('reject', onRejected);
  const [utr, setUtr] = useState('');
  const [reason, setReason] = useState('');
  const busy = approve.isPending || reject.isPending;
  const utrId = `utr-${request.reference}`;
  const reasonId = `reject-${request.reference}`;

  const onApprove = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    reject.reset();
    approve.mutate({ reference: request.reference, utr: utr.trim() });
  };
  const onReject = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    approve.reset();
    reject.mutate({ reference: request.reference, reason: reason.trim() });
  };

  return (
    <li className="admin-cards__item">
      {/* The group (named by its reference) inside the list item: a list may hold list items only. */}
      <div className="admin-card" role="group" aria-label={t('admin.requests.itemLabel', { reference: request.reference })}>
        <p className="admin-card__title">
          <strong className="mono">{request.reference}</strong>
          <span className={`admin-badge admin-badge--${request.status}`}>{t(`admin.requests.filters.${request.status}`)}</span>
        </p>
        <dl className="admin-facts">
          <Fact term={t('admin.requests.user')}>
            {request.email ?? ''} <span className="mono muted">{request.uid}</span>
          </Fact>
          <Fact term={t('admin.requests.offer')}>
            <OfferName offerId={request.offerId} />
          </Fact>
          <Fact term={t('admin.requests.amount')}>{formatRupees(request.amountPaise)}</Fact>
          <Fact term={t('admin.requests.sent')}>
            <IstTime iso={request.createdAt} />
          </Fact>
          {request.decidedAt && (
            <Fact term={t('admin.requests.decided')}>
              <IstTime iso={request.decidedAt} />
            </Fact>
          )}
          {request.utr && (
            <Fact term={t('admin.requests.utr')} className="mono">
              {request.utr}
            </Fact>
          )}
          {request.reason && <Fact term={t('admin.requests.reason')}>{request.reason}</Fact>}
        </dl>
        {request.status === 'pending' && (
          <div className="admin-card__actions">
            <form className="admin-form admin-form__row" onSubmit={onApprove}>
              <label htmlFor={utrId}>{t('admin.utr')}</label>
              <input id={utrId} value={utr} onChange={(event) => setUtr(event.target.value)} maxLength={30} autoComplete="off" spellCheck={false} />
              <button type="submit" className="button button--primary" disabled={busy || utr.trim() === ''}>
                {t('admin.approve')}
              </button>
            </form>
            <form className="admin-form admin-form__row" onSubmit={onReject}>
              <label htmlFor={reasonId}>{t('admin.rejectReason')}</label>
              <input id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={200} />
              <button type="submit" className="button" disabled={busy || reason.trim() === ''}>
                {t('admin.reject')}
              </button>
            </form>
            {approve.isError && <ErrorMessage error={approve.error} />}
            {reject.isError && <ErrorMessage error={reject.error} />}
          </div>
        )}
      </div>
    </li>
  );
}
