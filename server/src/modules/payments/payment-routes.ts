import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createOrderRequest, createOrderResponse, orderStatusParams, orderStatusResponse, type CashfreeWebhookResponse } from '@core/contracts/orders';
import type { Config } from '../../config/env';
import { rateLimitFor } from '../../http/rate-limits';
import { applyRememberChoice } from '../purchase-contact/purchase-contact-store';
import { createOrder } from './create-order';
import { findBuyer } from './find-buyer';
import { handleCashfreeWebhook } from './handle-cashfree-webhook';
import { presentOrderStatus } from './order-status-presenter';
import { readOrderStatus } from './read-order-status';
import type { PaymentDeps } from './reconcile-order';

/** Orders, their status for /PaymentStatus, and Cashfree's webhook. */
export async function paymentRoutes(app: FastifyInstance, deps: PaymentDeps & { config: Config }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  const create = async (request: FastifyRequest<{ Body: z.infer<typeof createOrderRequest> }>, reply: FastifyReply) => {
    const body = request.body;
    const user = await findBuyer(db, request.auth?.user ?? null, body.userId);
    const answer = await createOrder(deps, {
      uid: user.uid,
      email: user.email,
      offerId: body.offerId,
      name: body.name,
      phone: body.phone,
      address: body.address,
    });
    // Only a signed-in buyer's choice counts: a session-less call (the mobile app's) has no account that consented.
    if (request.auth) await applyRememberChoice(db, user.uid, body.rememberContact, { name: body.name, phone: body.phone });
    request.log.info({ orderId: answer.order_id, uid: user.uid, offerId: body.offerId }, 'order created');
    return reply.status(201).send(answer);
  };
  const createOptions = { schema: { body: createOrderRequest, response: { 201: createOrderResponse } }, config: { ...rateLimitFor(deps.config, 'orders') } };
  typed.post('/api/v1/orders', createOptions, create);
  typed.post('/order', createOptions, create);

  // The Payment Status page polls this: the gateway is asked at most once per order every 10 s (readOrderStatus).
  typed.get(
    '/api/v1/orders/:orderId',
    { schema: { params: orderStatusParams, response: { 200: orderStatusResponse } }, config: { ...rateLimitFor(deps.config, 'orderStatus') } },
    async (request, reply) => {
      const order = await readOrderStatus(deps, request.params.orderId);
      const isOwner = request.auth !== null && (request.auth.user.uid === order.uid || request.auth.user.isAdmin);
      reply.header('Cache-Control', 'no-store');
      return presentOrderStatus(order, isOwner);
    },
  );

  // The webhook: raw bytes (the signature covers them exactly), handed to handleCashfreeWebhook, which
  // verifies, deduplicates and reconciles; a refusal or a failed reconciliation is thrown (so Cashfree
  // delivers the event again), anything else answers 200.
  const received: CashfreeWebhookResponse = { received: true };
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post('/api/v1/payments/cashfree/webhook', async (request, reply) => {
      const header = (name: string) => (typeof request.headers[name] === 'string' ? request.headers[name] : undefined);
      await handleCashfreeWebhook(
        deps,
        { raw: request.body as Buffer, timestamp: header('x-webhook-timestamp'), signature: header('x-webhook-signature') },
        request.log,
      );
      return reply.status(200).send(received);
    });
  });
}
