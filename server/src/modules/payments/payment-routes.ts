import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOrderRequest, createOrderResponse, orderStatusResponse } from '../../../../core/src/contracts/orders';
import { AppError } from '../../../../core/src/errors/app-error';
import type { Config } from '../../config/env';
import { rateLimitFor } from '../../http/rate-limits';
import { isRecentWebhookTimestamp, verifyWebhookSignature } from './cashfree-gateway';
import { createOrder } from './create-order';
import { presentOrderStatus } from './order-status-presenter';
import { readOrderStatus } from './read-order-status';
import { reconcileOrder, type PaymentDeps } from './reconcile-order';

const webhookBody = z.object({
  type: z.string(),
  data: z.object({
    order: z.object({ order_id: z.string() }),
    payment: z.object({ cf_payment_id: z.union([z.string(), z.number()]) }).optional(),
  }),
});

/** Orders, their status for /PaymentStatus, and Cashfree's webhook (DESIGN §4). */
export async function paymentRoutes(app: FastifyInstance, deps: PaymentDeps & { config: Config }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  /** The buyer: the signed-in user, or (session-less mobile purchase) the userId given, which must exist. */
  async function buyer(request: FastifyRequest, userId: string | undefined) {
    if (request.auth) {
      if (userId !== undefined && userId !== request.auth.user.uid) throw new AppError('FORBIDDEN', 'userId must be your own user id.');
      return { uid: request.auth.user.uid, email: request.auth.user.email };
    }
    if (!userId) throw new AppError('UNAUTHENTICATED', "User ID is empty. Please log in to the product's document print application first.");
    const user = await db.selectFrom('users').select(['uid', 'email']).where('uid', '=', userId).executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND', 'No such user. Please log in to the app first.');
    return user;
  }

  const create = async (request: FastifyRequest<{ Body: z.infer<typeof createOrderRequest> }>, reply: FastifyReply) => {
    const body = request.body;
    const user = await buyer(request, body.userId);
    const answer = await createOrder(deps, { uid: user.uid, email: user.email, offerId: body.offerId, name: body.name, phone: body.phone, address: body.address });
    request.log.info({ orderId: answer.order_id, uid: user.uid, offerId: body.offerId }, 'order created');
    return reply.status(201).send(answer);
  };
  const createOptions = { schema: { body: createOrderRequest, response: { 201: createOrderResponse } }, config: { ...rateLimitFor(deps.config, 'orders') } };
  typed.post('/api/v1/orders', createOptions, create);
  typed.post('/order', createOptions, create);

  // The Payment Status page polls this: the gateway is asked at most once per order every 10 s (readOrderStatus).
  const orderParams = z.object({ orderId: z.string().min(1).max(64) });
  typed.get('/api/v1/orders/:orderId', { schema: { params: orderParams, response: { 200: orderStatusResponse } }, config: { ...rateLimitFor(deps.config, 'orderStatus') } }, async (request, reply) => {
    const order = await readOrderStatus(deps, request.params.orderId);
    const isOwner = request.auth !== null && (request.auth.user.uid === order.uid || request.auth.user.isAdmin);
    reply.header('Cache-Control', 'no-store');
    return presentOrderStatus(order, isOwner);
  });

  // The webhook: raw bytes (the signature covers them exactly), verified, deduplicated, and it only
  // triggers reconciliation: what is granted is decided by Get Order, never by the webhook's body.
  // An event counts as handled only once reconciliation has succeeded: until then it is not recorded
  // and the answer is an error, so Cashfree delivers it again. Deliveries racing each other all
  // reconcile, which grants at most once (the order's unique ledger reference). A webhook asks the
  // gateway at once, whatever the status reads' 10-second gate says (decision 0016): it is signed,
  // recent (10 minutes) and deduplicated, so Cashfree alone sets its pace, and it must not wait.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post('/api/v1/payments/cashfree/webhook', async (request, reply) => {
      const raw = request.body as Buffer;
      const header = (name: string) => (typeof request.headers[name] === 'string' ? request.headers[name] : undefined);
      const timestamp = header('x-webhook-timestamp');
      if (!timestamp || !verifyWebhookSignature(deps.gateway.webhookSecret, timestamp, header('x-webhook-signature'), raw)) {
        request.log.warn('webhook refused: bad signature');
        throw new AppError('UNAUTHENTICATED', 'Webhook signature does not match.');
      }
      // Signed, but sent too long ago (or from the future): a replay. Refused before the body is read or the database touched.
      if (!isRecentWebhookTimestamp(timestamp, Date.now())) {
        request.log.warn({ timestamp }, 'webhook refused: timestamp outside the accepted window');
        throw new AppError('UNAUTHENTICATED', 'Webhook timestamp is too old or in the future.');
      }
      let event;
      try {
        event = webhookBody.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        throw new AppError('VALIDATION', 'Webhook body is not a payment event.');
      }
      const orderId = event.data.order.order_id;
      const eventId = `${event.type}:${event.data.payment?.cf_payment_id ?? orderId}`;
      const seen = await db.selectFrom('payment_events').select('event_id').where('event_id', '=', eventId).executeTakeFirst();
      if (seen) return reply.status(200).send({ received: true });
      try {
        await reconcileOrder(deps, orderId);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') {
          // Not one of our orders: retrying would not change that.
          request.log.warn({ orderId }, 'webhook for an unknown order ignored');
          return reply.status(200).send({ received: true });
        }
        // The gateway briefly unreachable (or anything else): not handled, so Cashfree sends it again.
        request.log.warn({ orderId, eventId, err: error instanceof Error ? error.message : String(error) }, 'webhook: reconciliation failed, left for a retry');
        throw error;
      }
      await db
        .insertInto('payment_events')
        .values({ event_id: eventId, order_id: orderId, type: event.type, payload: raw.toString('utf8'), received_at: Date.now() })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .execute();
      return reply.status(200).send({ received: true });
    });
  });
}
