import { useState } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { formatRupees } from '../../../lib/format-rupees';
import { useTranslation } from '../../../lib/i18n';
import { orderFilters, useAdminOrders, type AdminOrder, type OrderFilter } from '../api/list-admin-orders';
import { useReconcileOrder } from '../api/reconcile-order';
import { AdminFilter } from './admin-filter';
import { AdminResults } from './admin-results';
import { AdminSection } from './admin-section';
import { IstTime } from './ist-time';
import { OfferName } from './offer-name';

interface OrdersAdminProps {
  /** After a reconcile found an order paid (the route refreshes balances shown elsewhere). */
  onGranted?: () => void;
}

/** Online orders (Buy Coins), newest first, with a Reconcile button that asks the gateway where each stands. */
export function OrdersAdmin({ onGranted }: OrdersAdminProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OrderFilter>('all');
  const orders = useAdminOrders(filter);
  const filterName = (value: OrderFilter) => (value === 'all' ? t('admin.orders.all') : t(`admin.orders.statuses.${value}`));
  const columns = [
    t('admin.orders.orderId'),
    t('admin.orders.user'),
    t('admin.orders.offer'),
    t('admin.orders.amount'),
    t('admin.orders.status'),
    t('admin.orders.created'),
    { hidden: t('admin.orders.actions') },
  ];

  return (
    <AdminSection id="admin-orders" title={t('admin.orders.title')} refresh={orders}>
      <AdminFilter
        id="admin-orders-filter"
        label={t('admin.orders.filterLabel')}
        value={filter}
        values={orderFilters}
        nameOf={filterName}
        onChange={setFilter}
      />
      <AdminResults
        query={orders}
        loadingLabel={t('admin.orders.loading')}
        emptyText={t('admin.orders.empty')}
        pageSize={20}
        pageKey={filter}
        columns={columns}
      >
        {(rows) => rows.map((order) => <OrderRow key={order.orderId} order={order} onGranted={onGranted} />)}
      </AdminResults>
    </AdminSection>
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
      <td data-label={t('admin.orders.offer')}>
        <OfferName offerId={order.offerId} />
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
