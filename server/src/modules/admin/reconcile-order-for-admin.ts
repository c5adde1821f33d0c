import type { OrderStatus } from '@core/payments/order-terms';
import { AppError } from '@core/errors/app-error';
import { readOrder, reconcileOrderRow, type PaymentDeps } from '../payments/reconcile-order';
import { recordAdminAction } from './record-admin-action';

/**
 * An admin asks the gateway about an order now. Audited with the outcome (the status before and
 * after, or the error's code, a gateway failure's 502 PAYMENT_GATEWAY included); the error is then
 * thrown on. Throws 404 NOT_FOUND, unaudited, for an order we don't have.
 */
export async function reconcileOrderForAdmin(deps: PaymentDeps, request: { adminUid: string; orderId: string }): Promise<OrderStatus> {
  const order = await readOrder(deps, request.orderId);
  const audit = (payload: object) =>
    recordAdminAction(deps.database.db, {
      adminUid: request.adminUid,
      action: 'reconcile-order',
      target: request.orderId,
      payload: { before: order.status, ...payload },
      now: Date.now(),
    });
  let status;
  try {
    status = await reconcileOrderRow(deps, order);
  } catch (error) {
    await audit({ error: error instanceof AppError ? error.code : 'INTERNAL' });
    throw error;
  }
  await audit({ after: status });
  return status;
}
