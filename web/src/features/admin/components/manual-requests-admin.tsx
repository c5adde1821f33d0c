import { useState, type FormEvent } from 'react';
import { manualRequestStatuses } from '../../../../../core/src/contracts/manual-requests';
import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { formatRupees } from '../../../lib/format-rupees';
import { useTranslation } from '../../../lib/i18n';
import { useDecideManualRequest } from '../api/decide-manual-request';
import { useManualRequests, type ManualRequest, type ManualRequestFilter } from '../api/list-manual-requests';
import { IstTime } from './ist-time';
import { SectionHeading } from './section-heading';
import { ShowMoreButton } from './show-more-button';

const filters: readonly ManualRequestFilter[] = [...manualRequestStatuses, 'all'];
const step = 20;

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
  const [shown, setShown] = useState(step);
  const [done, setDone] = useState<string | null>(null);
  const requests = useManualRequests(filter);

  const onApproved = ({ reference }: { reference: string }) => {
    setDone(t('admin.requests.approvedDone', { reference }));
    onGranted?.();
  };
  const onRejected = ({ reference }: { reference: string }) => setDone(t('admin.requests.rejectedDone', { reference }));

  return (
    <section id="admin-requests" aria-labelledby="admin-requests-title" className="admin-section">
      <SectionHeading id="admin-requests-title" onRefresh={() => void requests.refetch()} refreshing={requests.isFetching}>
        {t('admin.requestsTitle')}
      </SectionHeading>
      <div className="admin-filter">
        <label htmlFor="admin-requests-filter">{t('admin.requests.filterLabel')}</label>
        <select
          id="admin-requests-filter"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as ManualRequestFilter);
            setShown(step);
            setDone(null);
          }}
        >
          {filters.map((value) => (
            <option key={value} value={value}>
              {t(`admin.requests.filters.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {done && (
        <p className="success" role="status">
          {done}
        </p>
      )}
      {requests.isPending && <LoadingMessage label={t('admin.loadingRequests')} />}
      {requests.isError && <ErrorMessage error={requests.error} onRetry={() => void requests.refetch()} />}
      {requests.isSuccess && requests.data.length === 0 && <p>{filter === 'pending' ? t('admin.noRequests') : t('admin.requests.empty')}</p>}
      {requests.isSuccess && requests.data.length > 0 && (
        <>
          <ul className="admin-cards">
            {requests.data.slice(0, shown).map((request) => (
              <ManualRequestItem key={request.reference} request={request} onApproved={onApproved} onRejected={onRejected} />
            ))}
          </ul>
          <ShowMoreButton remaining={requests.data.length - shown} onClick={() => setShown((count) => count + step)} />
        </>
      )}
    </section>
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
    <li className="admin-card" role="group" aria-label={t('admin.requests.itemLabel', { reference: request.reference })}>
      <p className="admin-card__title">
        <strong className="mono">{request.reference}</strong>
        <span className={`admin-badge admin-badge--${request.status}`}>{t(`admin.requests.filters.${request.status}`)}</span>
      </p>
      <dl className="admin-facts">
        <div>
          <dt>{t('admin.requests.user')}</dt>
          <dd>
            {request.email ?? ''} <span className="mono muted">{request.uid}</span>
          </dd>
        </div>
        <div>
          <dt>{t('admin.requests.offer')}</dt>
          <dd className="mono">{request.offerId}</dd>
        </div>
        <div>
          <dt>{t('admin.requests.amount')}</dt>
          <dd>{formatRupees(request.amountPaise)}</dd>
        </div>
        <div>
          <dt>{t('admin.requests.sent')}</dt>
          <dd>
            <IstTime iso={request.createdAt} />
          </dd>
        </div>
        {request.decidedAt && (
          <div>
            <dt>{t('admin.requests.decided')}</dt>
            <dd>
              <IstTime iso={request.decidedAt} />
            </dd>
          </div>
        )}
        {request.utr && (
          <div>
            <dt>{t('admin.requests.utr')}</dt>
            <dd className="mono">{request.utr}</dd>
          </div>
        )}
        {request.reason && (
          <div>
            <dt>{t('admin.requests.reason')}</dt>
            <dd>{request.reason}</dd>
          </div>
        )}
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
    </li>
  );
}
