import { randomBytes } from 'node:crypto';
import { AppError } from '../../../../core/src/errors/app-error';
import type { Config } from '../../config/env';
import type { CreateOrderResponse } from '../../../../core/src/contracts/orders';
import { listPlanOffers } from '../catalog/list-plan-offers';
import { GatewayError } from './cashfree-gateway';
import type { PaymentDeps } from './reconcile-order';

export interface NewOrder {
  uid: string;
  email: string | undefined;
  offerId: string;
  name: string;
  phone: string;
  address: string;
}

/** The spec's transaction id: first three characters of the uid, the timestamp; plus a random suffix so ids never collide. */
export const makeOrderId = (uid: string, now: number) => `${uid.replace(/[^A-Za-z0-9]/g, 'x').slice(0, 3)}${now}${randomBytes(4).toString('hex')}`;

/**
 * Creates an order for an online offer, priced from the catalog, then the gateway order. The
 * order row exists before the gateway is called, so the sweeper can find it whatever happens next.
 */
export async function createOrder(deps: PaymentDeps & { config: Config }, input: NewOrder, now = Date.now()): Promise<CreateOrderResponse> {
  const offer = (await listPlanOffers(deps.database.db, 'online')).find((o) => o.id === input.offerId);
  if (!offer) throw new AppError('VALIDATION', 'That plan is not sold online.');
  const orderId = makeOrderId(input.uid, now);
  const gatewayName = deps.config.payment.gateway;
  await deps.database.db
    .insertInto('orders')
    .values({
      order_id: orderId,
      uid: input.uid,
      offer_id: offer.id,
      amount_paise: offer.pricePaise,
      currency: 'INR',
      grant_coins: offer.coins,
      grant_days: offer.days,
      status: 'created',
      gateway: gatewayName,
      cf_order_id: null,
      payment_session_id: null,
      billing_name: input.name,
      billing_phone: input.phone,
      billing_address: input.address,
      created_at: now,
      updated_at: now,
      fulfilled_at: null,
    })
    .execute();

  const origin = deps.config.publicUrl.origin;
  let remote;
  try {
    remote = await deps.gateway.createOrder({
      orderId,
      amountPaise: offer.pricePaise,
      customer: { id: input.uid.replace(/[^A-Za-z0-9_-]/g, '_'), name: input.name, phone: input.phone, email: input.email },
      returnUrl: `${origin}/PaymentStatus?order_id={order_id}`,
      notifyUrl: `${origin}/api/v1/payments/cashfree/webhook`,
      tags: { offer_id: offer.id, uid: input.uid },
      note: `${offer.title} ${offer.days ? `${offer.days} days` : `${offer.coins} coins`}`,
    });
  } catch (error) {
    deps.log.error({ orderId, err: error instanceof GatewayError ? { status: error.status, code: error.code, message: error.message } : String(error) }, 'gateway refused the order');
    await deps.database.db.updateTable('orders').set({ status: 'failed', updated_at: Date.now() }).where('order_id', '=', orderId).execute();
    throw new AppError('INTERNAL', 'Error while starting payment');
  }
  if (!remote.paymentSessionId) throw new AppError('INTERNAL', 'Order token missing!');
  await deps.database.db
    .updateTable('orders')
    .set({ status: 'active', cf_order_id: remote.cfOrderId, payment_session_id: remote.paymentSessionId, updated_at: Date.now() })
    .where('order_id', '=', orderId)
    .execute();
  return {
    order_id: orderId,
    payment_session_id: remote.paymentSessionId,
    provider: gatewayName,
    ...(gatewayName === 'simulator' ? { checkoutUrl: `/dev-pay/checkout/${encodeURIComponent(remote.paymentSessionId)}` } : {}),
    ...(deps.config.payment.gateway === 'cashfree' ? { cashfreeMode: deps.config.payment.env } : {}),
  };
}
