import { createHmac, randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { localCallersOnly } from '../../http/is-loopback';
import { signWebhook } from '../payments/cashfree-gateway';
import { checkoutStylesheet, renderCheckoutPage } from './checkout-page';

export const DEV_PAY_PREFIX = '/dev-pay';

type Fetch = (url: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<Response>;

export interface PaymentSimulator {
  baseUrl: string;
  appId: string;
  secretKey: string;
}

const createOrderBody = z.object({
  order_id: z.string().regex(/^[A-Za-z0-9_-]{3,45}$/),
  order_amount: z.number().positive(),
  order_currency: z.literal('INR'),
  customer_details: z.object({ customer_id: z.string(), customer_phone: z.string(), customer_name: z.string().optional(), customer_email: z.string().optional() }),
  order_meta: z.object({ return_url: z.string(), notify_url: z.string().optional() }).optional(),
  order_tags: z.record(z.string(), z.string()).optional(),
  order_note: z.string().optional(),
  order_expiry_time: z.string().optional(),
});
type CreateOrderBody = z.infer<typeof createOrderBody>;

/** Cashfree's bounds on order_expiry_time: more than 15 minutes and less than 30 days from now. */
const MIN_EXPIRY_MS = 15 * 60 * 1000;
const MAX_EXPIRY_MS = 30 * 24 * 60 * 60 * 1000;

/** When the order stops taking payments: its order_expiry_time, else Cashfree's default of 30 days. */
const expiryOf = (body: CreateOrderBody, createdAt: number) => (body.order_expiry_time ? Date.parse(body.order_expiry_time) : createdAt + MAX_EXPIRY_MS);

/** Cashfree's order_status now: an ACTIVE order past its expiry is EXPIRED (a PAID one stays PAID). */
const statusOf = (row: { status: string; body: string; created_at: number }, now = Date.now()) =>
  row.status === 'ACTIVE' && now >= expiryOf(JSON.parse(row.body) as CreateOrderBody, row.created_at) ? 'EXPIRED' : row.status;

interface SimPayment {
  cf_payment_id: string;
  payment_status: 'SUCCESS' | 'FAILED';
  payment_amount: number;
  payment_currency: 'INR';
  payment_time: string;
}

const cashfreeError = (reply: FastifyReply, status: number, code: string, message: string, type = 'invalid_request_error') => reply.status(status).send({ message, code, type });

/**
 * A fake Cashfree at /dev-pay (development, tests and `npm start`; never in production): the same
 * REST contract (create order, get order, payments), and a checkout page whose Pay and Fail
 * buttons send correctly signed webhooks to the order's notify_url, then return to its return_url.
 * Its orders live in the database, so they survive a restart as Cashfree's do.
 */
export async function mountPaymentSimulator(app: FastifyInstance, deps: { config: Config; database: DatabaseHandle; fetch: Fetch }): Promise<PaymentSimulator> {
  if (deps.config.isProduction) throw new Error('the payment simulator must not be mounted in production');
  const appId = 'dev-pay-app';
  const secretKey = createHmac('sha256', deps.config.sessionSecret).update('dev-pay secret key').digest('base64url');
  const db = deps.database.db;

  const toCashfreeOrder = (row: { order_id: string; cf_order_id: string; payment_session_id: string; body: string; status: string; created_at: number }) => {
    const body = JSON.parse(row.body) as CreateOrderBody;
    return {
      cf_order_id: row.cf_order_id,
      order_id: row.order_id,
      entity: 'order',
      order_currency: body.order_currency,
      order_amount: body.order_amount,
      order_status: statusOf(row),
      payment_session_id: row.payment_session_id,
      order_expiry_time: new Date(expiryOf(body, row.created_at)).toISOString(),
      customer_details: body.customer_details,
      order_meta: body.order_meta ?? null,
      order_tags: body.order_tags ?? null,
      order_note: body.order_note ?? null,
      created_at: new Date(row.created_at).toISOString(),
    };
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

    scope.post(`${DEV_PAY_PREFIX}/pg/orders`, async (request, reply) => {
      const parsed = createOrderBody.safeParse(request.body);
      if (!parsed.success) return cashfreeError(reply, 400, 'request_invalid', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      if (parsed.data.order_expiry_time !== undefined) {
        const ahead = Date.parse(parsed.data.order_expiry_time) - Date.now();
        if (!(ahead > MIN_EXPIRY_MS && ahead < MAX_EXPIRY_MS)) {
          return cashfreeError(reply, 400, 'order_expiry_time_invalid', 'order_expiry_time : Expiry time should be more than 15 min and less than 30 days');
        }
      }
      const existing = await db.selectFrom('dev_pay_orders').selectAll().where('order_id', '=', parsed.data.order_id).executeTakeFirst();
      if (existing) {
        if (request.headers['x-idempotency-key'] === parsed.data.order_id) return toCashfreeOrder(existing);
        return cashfreeError(reply, 409, 'order_already_exists', 'order with same id is already present');
      }
      const row = {
        order_id: parsed.data.order_id,
        cf_order_id: String(Date.now()) + String(Math.floor(Math.random() * 1000)),
        payment_session_id: `session_${randomBytes(24).toString('base64url')}`,
        body: JSON.stringify(parsed.data),
        status: 'ACTIVE' as const,
        payments: '[]',
        created_at: Date.now(),
      };
      await db.insertInto('dev_pay_orders').values(row).execute();
      return reply.status(200).send(toCashfreeOrder(row));
    });

    const findOrder = (orderId: string) => db.selectFrom('dev_pay_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();

    scope.get(`${DEV_PAY_PREFIX}/pg/orders/:orderId`, async (request: FastifyRequest<{ Params: { orderId: string } }>, reply) => {
      const row = await findOrder(request.params.orderId);
      if (!row) return cashfreeError(reply, 404, 'order_not_found', 'order not found');
      return toCashfreeOrder(row);
    });

    scope.get(`${DEV_PAY_PREFIX}/pg/orders/:orderId/payments`, async (request: FastifyRequest<{ Params: { orderId: string } }>, reply) => {
      const row = await findOrder(request.params.orderId);
      if (!row) return cashfreeError(reply, 404, 'order_not_found', 'order not found');
      return (JSON.parse(row.payments) as SimPayment[]).map((p) => ({ ...p, order_id: row.order_id, entity: 'payment' }));
    });

    scope.get(`${DEV_PAY_PREFIX}/static/checkout.css`, async (_request, reply) => reply.type('text/css; charset=utf-8').send(checkoutStylesheet));

    const bySession = (sessionId: string) => db.selectFrom('dev_pay_orders').selectAll().where('payment_session_id', '=', sessionId).executeTakeFirst();

    scope.get(`${DEV_PAY_PREFIX}/checkout/:sessionId`, async (request: FastifyRequest<{ Params: { sessionId: string } }>, reply) => {
      const row = await bySession(request.params.sessionId);
      if (!row) return reply.status(404).type('text/plain; charset=utf-8').send('This payment link is not valid.');
      if (statusOf(row) === 'EXPIRED') return reply.status(410).type('text/plain; charset=utf-8').send('This payment link has expired.');
      const body = JSON.parse(row.body) as CreateOrderBody;
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(renderCheckoutPage({ sessionId: row.payment_session_id, orderId: row.order_id, amountRupees: body.order_amount.toFixed(2), customerName: body.customer_details.customer_name ?? '', note: body.order_note ?? '' }));
    });

    const settle = (outcome: 'SUCCESS' | 'FAILED') => async (request: FastifyRequest<{ Params: { sessionId: string } }>, reply: FastifyReply) => {
      const row = await bySession(request.params.sessionId);
      if (!row) return reply.status(404).type('text/plain; charset=utf-8').send('This payment link is not valid.');
      const body = JSON.parse(row.body) as CreateOrderBody;
      const returnUrl = (body.order_meta?.return_url ?? '/').replace('{order_id}', encodeURIComponent(row.order_id));
      // Paid already, or past its expiry: no new payment, back to the shop.
      if (statusOf(row) !== 'ACTIVE') return reply.redirect(returnUrl, 303);
      const payment: SimPayment = {
        cf_payment_id: String(Date.now()) + randomBytes(2).readUInt16BE(0),
        payment_status: outcome,
        payment_amount: body.order_amount,
        payment_currency: 'INR',
        payment_time: new Date().toISOString(),
      };
      const payments = [...(JSON.parse(row.payments) as SimPayment[]), payment];
      await db
        .updateTable('dev_pay_orders')
        .set({ status: outcome === 'SUCCESS' ? 'PAID' : 'ACTIVE', payments: JSON.stringify(payments) })
        .where('order_id', '=', row.order_id)
        .execute();
      if (body.order_meta?.notify_url) {
        const event = {
          data: {
            order: { order_id: row.order_id, order_amount: body.order_amount, order_currency: 'INR', order_tags: body.order_tags ?? null },
            payment: { ...payment, payment_message: outcome === 'SUCCESS' ? 'Simulated payment' : 'Simulated failure', payment_group: 'upi' },
            customer_details: body.customer_details,
          },
          event_time: new Date().toISOString(),
          type: outcome === 'SUCCESS' ? 'PAYMENT_SUCCESS_WEBHOOK' : 'PAYMENT_FAILED_WEBHOOK',
        };
        const raw = JSON.stringify(event);
        const timestamp = String(Date.now());
        try {
          await deps.fetch(body.order_meta.notify_url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signWebhook(secretKey, timestamp, raw), 'x-webhook-version': '2025-01-01', 'x-webhook-attempt': '1' },
            body: raw,
          });
        } catch (err) {
          request.log.warn({ orderId: row.order_id, err: err instanceof Error ? err.message : String(err) }, 'simulator: webhook not delivered');
        }
      }
      return reply.redirect(returnUrl, 303);
    };
    scope.post(`${DEV_PAY_PREFIX}/checkout/:sessionId/pay`, settle('SUCCESS'));
    scope.post(`${DEV_PAY_PREFIX}/checkout/:sessionId/fail`, settle('FAILED'));
  });

  app.log.warn('The payment simulator is on at /dev-pay: no real money moves. Set PAYMENT_GATEWAY=cashfree for real payments.');
  return { baseUrl: `${deps.config.publicUrl.origin}${DEV_PAY_PREFIX}/pg`, appId, secretKey };
}

