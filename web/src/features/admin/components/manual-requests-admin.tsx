import { useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { formatRupees } from '../../../lib/format-rupees';
import { useTranslation } from '../../../lib/i18n';
import { useApproveManualRequest, usePendingManualRequests, useRejectManualRequest, type ManualRequest } from '../api/manual-requests';

/** UPI payments sent by users through the manual plan page, waiting for the admin's check. */
export function ManualRequestsAdmin() {
  const { t } = useTranslation();
  const requests = usePendingManualRequests(true);

  return (
    <section aria-labelledby="admin-requests-title" className="admin-section">
      <h2 id="admin-requests-title">{t('admin.requestsTitle')}</h2>
      {requests.isPending && <LoadingMessage label={t('admin.loadingRequests')} />}
      {requests.isError && <ErrorMessage error={requests.error} onRetry={() => void requests.refetch()} />}
      {requests.isSuccess && requests.data.length === 0 && <p>{t('admin.noRequests')}</p>}
      {requests.isSuccess && requests.data.length > 0 && (
        <ul className="admin-requests">
          {requests.data.map((request) => (
            <ManualRequestItem key={request.reference} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ManualRequestItem({ request }: { request: ManualRequest }) {
  const { t } = useTranslation();
  const approve = useApproveManualRequest();
  const reject = useRejectManualRequest();
  const [utr, setUtr] = useState('');
  const [reason, setReason] = useState('');
  const busy = approve.isPending || reject.isPending;
  const utrId = `utr-${request.reference}`;
  const reasonId = `reject-${request.reference}`;

  const onApprove = (event: FormEvent) => {
    event.preventDefault();
    approve.mutate({ reference: request.reference, utr: utr.trim() });
  };
  const onReject = (event: FormEvent) => {
    event.preventDefault();
    reject.mutate({ reference: request.reference, reason: reason.trim() });
  };

  return (
    <li className="admin-request">
      <p>
        <strong className="mono">{request.reference}</strong> · {request.email ?? request.uid} · {request.offerId} · {formatRupees(request.amountPaise)} ·{' '}
        <time dateTime={request.createdAt}>{new Date(request.createdAt).toLocaleString()}</time>
      </p>
      <form className="admin-form admin-form__row" onSubmit={onApprove}>
        <label htmlFor={utrId}>{t('admin.utr')}</label>
        <input id={utrId} value={utr} onChange={(event) => setUtr(event.target.value)} maxLength={30} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('admin.approve')}
        </button>
      </form>
      <form className="admin-form admin-form__row" onSubmit={onReject}>
        <label htmlFor={reasonId}>{t('admin.rejectReason')}</label>
        <input id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={200} />
        <button type="submit" className="button" disabled={busy}>
          {t('admin.reject')}
        </button>
      </form>
      {approve.isError && <ErrorMessage error={approve.error} />}
      {reject.isError && <ErrorMessage error={reject.error} />}
    </li>
  );
}
