import { randomBytes, randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import type { DevPayOrdersTable } from '../../db/schema';
import { localCallersOnly } from '../../http/is-loopback';
import { orderEntity, paymentEntity, paymentWebhookEvent, simulatedDecline, type SimOrderRequest, type SimPayment } from './cashfree-entities';
import { cashfreeJson } from './cashfree-json';
import { checkoutStylesheet, renderCheckoutPage } from './checkout-page';
import { devPayCredentials } from './dev-pay-credentials';
import { createWebhookSender } from './webhook-sender';

const DEV_PAY_PREFIX = '/dev-pay';

type DevPayOrderRow = DevPayOrdersTable;

export interface PaymentSimulator {
  baseUrl: string;
  appId: string;
  secretKey: string;
}

/** Cashfree's Create Order request, as far as the simulator reads it; order_id is optional (Cashfree makes one). */
const createOrderBody = z.object({
  order_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{3,45}$/)
    .optional(),
  order_amount: z.number(),
  order_currency: z.literal('INR'),
  customer_details: z.object({
    customer_id: z.string(),
    customer_phone: z.string(),
    customer_name: z.string().optional(),
    customer_email: z.string().optional(),
  }),
  order_meta: z
    .object({
      return_url: z.string().optional(),
      notify_url: z.url({ protocol: /^https?$/ }).optional(),
      payment_methods: z.string().nullable().optional(),
    })
    .optional(),
  order_tags: z.record(z.string(), z.string()).optional(),
  order_note: z.string().optional(),
  order_expiry_time: z.string().optional(),
});

/** Cashfree's least order amount, in rupees. */
const MIN_ORDER_AMOUNT = 1;

/** Cashfree's bounds on order_expiry_time: more than 15 minutes and less than 30 days from now. */
const MIN_EXPIRY_MS = 15 * 60 * 1000;
const MAX_EXPIRY_MS = 30 * 24 * 60 * 60 * 1000;

/** When the order stops taking payments: its order_expiry_time, else Cashfree's default of 30 days. */
const expiryOf = (body: SimOrderRequest, createdAt: number) => (body.order_expiry_time ? Date.parse(body.order_expiry_time) : createdAt + MAX_EXPIRY_MS);

/** Cashfree's order_status now: an ACTIVE order past its expiry is EXPIRED (a PAID one stays PAID). */
const statusOf = (row: { status: string; body: string; created_at: number }, now = Date.now()) =>
  row.status === 'ACTIVE' && now >= expiryOf(JSON.parse(row.body) as SimOrderRequest, row.created_at) ? 'EXPIRED' : row.status;

const cashfreeError = (reply: FastifyReply, status: number, code: string, message: string, type = 'invalid_request_error') =>
  reply.status(status).send({ message, code, type });

/** A JSON answer written as Cashfree writes it (amounts with two decimals): the bytes go out as they are. */
const sendCashfreeJson = (reply: FastifyReply, value: unknown) =>
  reply
    .status(200)
    .type('application/json')
    .send(Buffer.from(cashfreeJson(value)));

/**
 * A fake Cashfree at /dev-pay (development, tests and `npm start`; never in production): the same
 * REST contract (create order, get order, payments) as Cashfree's own SDK sees it, and a checkout
 * page whose Pay and Fail buttons send signed webhooks over HTTP to the order's notify_url (retried
 * until answered 2xx), then return to its return_url. Its orders live in the database, so they
 * survive a restart as Cashfree's do. Credentials: DEV_PAY_APP_ID and the secret key derived from
 * SESSION_SECRET (devPayCredentials; `npx tsx scripts/dev-pay-credentials.ts` prints them).
 */
export async function mountPaymentSimulator(app: FastifyInstance, deps: { config: Config; database: DatabaseHandle }): Promise<PaymentSimulator> {
  if (deps.config.isProduction) throw new Error('the payment simulator must not be mounted in production');
  const { appId, secretKey } = devPayCredentials(deps.config.sessionSecret);
  const db = deps.database.db;
  const webhooks = createWebhookSender({ secretKey, retryMs: deps.config.devPay.webhookRetryMs, log: app.log });
  app.addHook('onClose', async () => webhooks.close());

  const toCashfreeOrder = (row: DevPayOrderRow) => {
    const body = JSON.parse(row.body) as SimOrderRequest;
    return orderEntity(row, body, statusOf(row), expiryOf(body, row.created_at));
  };

  await app.register(async (scope) => {
    // Only for callers on this machine, straight to us (no proxy), unless DEV_AUTH=1: the gateway client's in-process calls (injectFetch) are local.
    scope.addHook('onRequest', localCallersOnly({ anyCaller: deps.config.devToolsForAnyCaller, tool: 'payment simulator' }));
    await scope.register(formbody);

    scope.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith(`${DEV_PAY_PREFIX}/pg/`)) return;
      if (request.headers['x-client-id'] !== appId || request.headers['x-client-secret'] !== secretKey) {
        return cashfreeError(reply, 401, 'request_failed', 'authentication Failed', 'authentication_error');
      }
      if (!request.headers['x-api-version']) return cashfreeError(reply, 400, 'x-api-version_missing', 'x-api-version is missing in the request');
    });

    const findOrder = (orderId: string) => db.selectFrom('dev_pay_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    const byIdempotencyKey = (key: string) => db.selectFrom('dev_pay_orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

    scope.post(`${DEV_PAY_PREFIX}/pg/orders`, async (request, reply) => {
      const parsed = createOrderBody.safeParse(request.body);
      if (!parsed.success) return cashfreeError(reply, 400, 'request_invalid', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      const input = parsed.data;
      if (!(input.order_amount >= MIN_ORDER_AMOUNT)) {
        return cashfreeError(
          reply,
          400,
          'order_amount_invalid',
          `order_amount : must be greater than or equal to ${MIN_ORDER_AMOUNT}. Value received: ${input.order_amount}`,
        );
      }
      if (input.order_expiry_time !== undefined) {
        const ahead = Date.parse(input.order_expiry_time) - Date.now();
        if (!(ahead > MIN_EXPIRY_MS && ahead < MAX_EXPIRY_MS)) {
          return cashfreeError(reply, 400, 'order_expiry_time_invalid', 'order_expiry_time : Expiry time should be more than 15 min and less than 30 days');
        }
      }
      // A retry with the same x-idempotency-key gets the same order back, whatever its body says.
      const header = request.headers['x-idempotency-key'];
      const idempotencyKey = typeof header === 'string' && header !== '' ? header : null;
      const replay = async () => {
        const made = idempotencyKey === null ? undefined : await byIdempotencyKey(idempotencyKey);
        return made && sendCashfreeJson(reply, toCashfreeOrder(made));
      };
      const replayed = await replay();
      if (replayed) return replayed;
      const orderId = input.order_id ?? `order_${randomBytes(14).toString('hex')}`;
      const refuseDuplicate = () => cashfreeError(reply, 409, 'order_already_exists', 'order with same id is already present');
      if (await findOrder(orderId)) return refuseDuplicate();
      const row: DevPayOrderRow = {
        order_id: orderId,
        cf_order_id: String(Date.now()) + String(Math.floor(Math.random() * 1000)),
        payment_session_id: `session_${randomBytes(24).toString('base64url')}`,
        body: JSON.stringify({ ...input, order_id: orderId } satisfies SimOrderRequest),
        status: 'ACTIVE',
        payments: '[]',
        created_at: Date.now(),
        idempotency_key: idempotencyKey,
      };
      try {
        await db.insertInto('dev_pay_orders').values(row).execute();
      } catch (error) {
        // The same key or order id, made at the same moment by a request running beside this one.
        const raced = await replay();
        if (raced) return raced;
        if (await findOrder(orderId)) return refuseDuplicate();
        throw error;
      }
      return sendCashfreeJson(reply, toCashfreeOrder(row));
    });

    scope.get(`${DEV_PAY_PREFIX}/pg/orders/:orderId`, async (request: FastifyRequest<{ Params: { orderId: string } }>, reply) => {
      const row = await findOrder(request.params.orderId);
      if (!row) return cashfreeError(reply, 404, 'order_not_found', 'order not found');
      return sendCashfreeJson(reply, toCashfreeOrder(row));
    });

    scope.get(`${DEV_PAY_PREFIX}/pg/orders/:orderId/payments`, async (request: FastifyRequest<{ Params: { orderId: string } }>, reply) => {
      const row = await findOrder(request.params.orderId);
      if (!row) return cashfreeError(reply, 404, 'order_not_found', 'order not found');
      const body = JSON.parse(row.body) as SimOrderRequest;
      return sendCashfreeJson(
        reply,
        (JSON.parse(row.payments) as SimPayment[]).map((payment) => paymentEntity(body, payment)),
      );
    });

    scope.get(`${DEV_PAY_PREFIX}/static/checkout.css`, async (_request, reply) => reply.type('text/css; charset=utf-8').send(checkoutStylesheet));

    const bySession = (sessionId: string) => db.selectFrom('dev_pay_orders').selectAll().where('payment_session_id', '=', sessionId).executeTakeFirst();

    scope.get(`${DEV_PAY_PREFIX}/checkout/:sessionId`, async (request: FastifyRequest<{ Params: { sessionId: string } }>, reply) => {
      const row = await bySession(request.params.sessionId);
      if (!row) return reply.status(404).type('text/plain; charset=utf-8').send('This payment link is not valid.');
      if (statusOf(row) === 'EXPIRED') return reply.status(410).type('text/plain; charset=utf-8').send('This payment link has expired.');
      const body = JSON.parse(row.body) as SimOrderRequest;
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          renderCheckoutPage({
            sessionId: row.payment_session_id,
            orderId: row.order_id,
            amountRupees: body.order_amount.toFixed(2),
            customerName: body.customer_details.customer_name ?? '',
            note: body.order_note ?? '',
          }),
        );
    });

    const settle = (outcome: 'SUCCESS' | 'FAILED') => async (request: FastifyRequest<{ Params: { sessionId: string } }>, reply: FastifyReply) => {
      const row = await bySession(request.params.sessionId);
      if (!row) return reply.status(404).type('text/plain; charset=utf-8').send('This payment link is not valid.');
      const body = JSON.parse(row.body) as SimOrderRequest;
      const returnUrl = (body.order_meta?.return_url ?? '/').replace('{order_id}', encodeURIComponent(row.order_id));
      // Paid already, or past its expiry: no new payment, back to the shop.
      if (statusOf(row) !== 'ACTIVE') return reply.redirect(returnUrl, 303);
      const now = Date.now();
      const payment: SimPayment = {
        cf_payment_id: String(now) + randomBytes(2).readUInt16BE(0),
        payment_status: outcome,
        payment_amount: body.order_amount,
        payment_currency: 'INR',
        payment_time: new Date(now).toISOString(),
        payment_message: outcome === 'SUCCESS' ? 'Simulated payment' : 'Simulated failure',
        bank_reference: String(randomBytes(6).readUIntBE(0, 6)),
        error_details: outcome === 'SUCCESS' ? null : simulatedDecline,
      };
      const payments = [...(JSON.parse(row.payments) as SimPayment[]), payment];
      await db
        .updateTable('dev_pay_orders')
        .set({ status: outcome === 'SUCCESS' ? 'PAID' : 'ACTIVE', payments: JSON.stringify(payments) })
        .where('order_id', '=', row.order_id)
        .execute();
      // No notify_url, no webhook. The first attempt is made before the buyer is sent back, so the
      // return page usually finds the order settled; retries come later (Cashfree promises no order).
      const notifyUrl = body.order_meta?.notify_url;
      if (notifyUrl) {
        const raw = cashfreeJson(paymentWebhookEvent(row, body, payment, now));
        await webhooks.send({ notifyUrl, raw, idempotencyKey: randomUUID(), orderId: row.order_id });
      }
      return reply.redirect(returnUrl, 303);
    };
    scope.post(`${DEV_PAY_PREFIX}/checkout/:sessionId/pay`, settle('SUCCESS'));
    scope.post(`${DEV_PAY_PREFIX}/checkout/:sessionId/fail`, settle('FAILED'));
  });

  app.log.warn('The payment simulator is on at /dev-pay: no real money moves. Set PAYMENT_GATEWAY=cashfree for real payments.');
  return { baseUrl: `${deps.config.publicUrl.origin}${DEV_PAY_PREFIX}/pg`, appId, secretKey };
}
