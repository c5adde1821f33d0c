import { useState } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { formatRupees } from '../../../lib/format-rupees';
import { useTranslation } from '../../../lib/i18n';
import { orderFilters, useAdminOrders, type AdminOrder, type OrderFilter } from '../api/list-admin-orders';
import { useReconcileOrder } from '../api/reconcile-order';
import { IstTime } from './ist-time';
import { SectionHeading } from './section-heading';
import { ShowMoreButton } from './show-more-button';

const step = 20;

interface OrdersAdminProps {
  /** After a reconcile found an order paid (the route refreshes balances shown elsewhere). */
  onGranted?: () => void;
}

/** Online orders (Buy Coins), newest first, with a Reconcile button that asks the gateway where each stands. */
export function OrdersAdmin({ onGranted }: OrdersAdminProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OrderFilter>('all');
  const [shown, setShown] = useState(step);
  const orders = useAdminOrders(filter);

  return (
    <section id="admin-orders" aria-labelledby="admin-orders-title" className="admin-section">
      <SectionHeading id="admin-orders-title" onRefresh={() => void orders.refetch()} refreshing={orders.isFetching}>
        {t('admin.orders.title')}
      </SectionHeading>
      <div className="admin-filter">
        <label htmlFor="admin-orders-filter">{t('admin.orders.filterLabel')}</label>
        <select
          id="admin-orders-filter"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as OrderFilter);
            setShown(step);
          }}
        >
          {orderFilters.map((value) => (
            <option key={value} value={value}>
              {value === 'all' ? t('admin.orders.all') : t(`admin.orders.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {orders.isPending && <LoadingMessage label={t('admin.orders.loading')} />}
      {orders.isError && <ErrorMessage error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.isSuccess && orders.data.length === 0 && <p>{t('admin.orders.empty')}</p>}
      {orders.isSuccess && orders.data.length > 0 && (
        <>
          <div className="admin-table-scroll">
            <table className="admin-table admin-table--stack">
              <thead>
                <tr>
                  <th scope="col">{t('admin.orders.orderId')}</th>
                  <th scope="col">{t('admin.orders.user')}</th>
                  <th scope="col">{t('admin.orders.offer')}</th>
                  <th scope="col">{t('admin.orders.amount')}</th>
                  <th scope="col">{t('admin.orders.status')}</th>
                  <th scope="col">{t('admin.orders.created')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('admin.orders.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.data.slice(0, shown).map((order) => (
                  <OrderRow key={order.orderId} order={order} onGranted={onGranted} />
                ))}
              </tbody>
            </table>
          </div>
          <ShowMoreButton remaining={orders.data.length - shown} onClick={() => setShown((count) => count + step)} />
        </>
      )}
    </section>
  );
}

function OrderRow({ order, onGranted }: { order: AdminOrder; onGranted?: () => void }) {
  const { t } = useTranslation();
  const reconcile = useReconcileOrder(onGranted);

  return (
    <tr>
      <td data-label={t('admin.orders.orderId')} className="mono admin-table__id">
        {order.orderId}
      </td>
      <td data-label={t('admin.orders.user')}>
        {order.billingName} <span className="muted">{order.billingPhone}</span>
        <br />
        <span className="mono muted">{order.uid}</span>
      </td>
      <td data-label={t('admin.orders.offer')} className="mono">
        {order.offerId}
      </td>
      <td data-label={t('admin.orders.amount')}>{formatRupees(order.amountPaise)}</td>
      <td data-label={t('admin.orders.status')}>
        <span className={`admin-badge admin-badge--${order.status}`} data-testid="admin-order-status">
          {t(`admin.orders.statuses.${order.status}`)}
        </span>
      </td>
      <td data-label={t('admin.orders.created')}>
        <IstTime iso={order.createdAt} />
      </td>
      <td className="admin-table__actions">
        <button
          type="button"
          className="button"
          onClick={() => reconcile.mutate(order.orderId)}
          disabled={reconcile.isPending}
          aria-label={t('admin.orders.reconcileLabel', { orderId: order.orderId })}
        >
          {t('admin.orders.reconcile')}
        </button>
        {reconcile.isPending && <LoadingMessage label={t('admin.orders.reconciling')} />}
        {reconcile.isSuccess && (
          <p role="status" className="admin-outcome">
            {t(`admin.orders.outcomes.${reconcile.data}`)}
          </p>
        )}
        {reconcile.isError && <ErrorMessage error={reconcile.error} />}
      </td>
    </tr>
  );
}
