import { randomBytes } from 'node:crypto';
import { AppError } from '@core/errors/app-error';
import type { Config } from '../../config/env';
import type { CreateOrderResponse } from '@core/contracts/orders';
import { ORDER_LIFETIME_MS } from '@core/payments/order-terms';
import { listPlanOffers } from '../catalog/list-plan-offers';
import { GatewayError, type GatewayOrder } from './cashfree-gateway';
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
const makeOrderId = (uid: string, now: number) => `${uid.replace(/[^A-Za-z0-9]/g, 'x').slice(0, 3)}${now}${randomBytes(4).toString('hex')}`;

/**
 * Creates an order for an online offer, priced from the catalog, then the gateway order. The
 * order row exists before the gateway is called, so the sweeper can find it whatever happens next.
 * An order the gateway refuses, or makes without a payment session, is `not_started`: nobody can
 * pay it, so it is final and the sweeper leaves it alone.
 */
export async function createOrder(deps: PaymentDeps & { config: Config }, input: NewOrder, now = Date.now()): Promise<CreateOrderResponse> {
  const offer = (await listPlanOffers(deps.database.db, 'online')).find((o) => o.id === input.offerId);
  if (!offer) throw new AppError('VALIDATION', 'That plan is not sold online.');
  const orderId = makeOrderId(input.uid, now);
  const expiresAt = now + ORDER_LIFETIME_MS;
  const gatewayName = deps.config.payment.gateway;
  const db = deps.database.db;
  await db
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
      // Never asked about yet (making it is not asking where it stands): the first status read or sweep asks.
      last_checked_at: 0,
      expires_at: expiresAt,
    })
    .execute();
  const notStarted = () =>
    db.updateTable('orders').set({ status: 'not_started', updated_at: Date.now() }).where('order_id', '=', orderId).where('status', '=', 'created').execute();

  const origin = deps.config.publicUrl.origin;
  let remote: GatewayOrder;
  try {
    remote = await deps.gateway.createOrder({
      orderId,
      amountPaise: offer.pricePaise,
      customer: { id: input.uid.replace(/[^A-Za-z0-9_-]/g, '_'), name: input.name, phone: input.phone, email: input.email },
      returnUrl: `${origin}/PaymentStatus?order_id={order_id}`,
      notifyUrl: `${origin}/api/v1/payments/cashfree/webhook`,
      tags: { offer_id: offer.id, uid: input.uid },
      note: `${offer.title} ${offer.days ? `${offer.days} days` : `${offer.coins} coins`}`,
      expiresAt,
    });
  } catch (error) {
    deps.log.error(
      { orderId, err: error instanceof GatewayError ? { status: error.status, code: error.code, message: error.message } : String(error) },
      'gateway refused the order',
    );
    // Even if the gateway made it after all, its payment session never reached the buyer: nobody can pay it.
    await notStarted();
    throw new AppError('PAYMENT_GATEWAY', 'The payment could not be started: the payment service did not answer. Please try again in a few minutes.');
  }
  if (!remote.paymentSessionId) {
    deps.log.error({ orderId, cfOrderId: remote.cfOrderId }, 'gateway gave no payment session');
    await notStarted();
    throw new AppError('ORDER_TOKEN_MISSING', 'Order token missing! The payment service did not start the payment. Please try again in a few minutes.');
  }
  await db
    .updateTable('orders')
    .set({
      status: 'active',
      cf_order_id: remote.cfOrderId,
      payment_session_id: remote.paymentSessionId,
      updated_at: Date.now(),
      expires_at: remote.expiresAt ?? expiresAt,
    })
    .where('order_id', '=', orderId)
    // A sweep may already have seen it ACTIVE at the gateway; it still lacks the session.
    .where('status', 'in', ['created', 'active'])
    .execute();
  return {
    order_id: orderId,
    payment_session_id: remote.paymentSessionId,
    provider: gatewayName,
    ...(gatewayName === 'simulator' ? { checkoutUrl: `/dev-pay/checkout/${encodeURIComponent(remote.paymentSessionId)}` } : {}),
    ...(deps.config.payment.gateway === 'cashfree' ? { cashfreeMode: deps.config.payment.env } : {}),
    expiresAt: new Date(remote.expiresAt ?? expiresAt).toISOString(),
  };
}
