import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAuditResponse,
  adminCoinsRequest,
  adminLedgerResponse,
  adminMessagesResponse,
  adminOrdersResponse,
  adminPlanRequest,
  adminReconcileResponse,
  adminUserParams,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
} from '../../../../core/src/contracts/admin';
import { adminManualRequestsQuery, adminManualRequestsResponse, approveManualRequest as approveBody, rejectManualRequest as rejectBody } from '../../../../core/src/contracts/manual-requests';
import { z } from 'zod';
import { approveManualRequest, rejectManualRequest } from '../manual-requests/decide-manual-request';
import { readOrder, reconcileOrderRow, type PaymentDeps } from '../payments/reconcile-order';
import { AppError } from '../../../../core/src/errors/app-error';
import type { DatabaseHandle } from '../../db/create-database';
import { requireUser, type AuthenticatedUser } from '../auth/authenticate';
import { adjustCoins, grantPlanByAdmin } from './adjust-coins';
import { describeUser, findUsers } from './find-users';
import { recordAdminAction } from './record-admin-action';

/** The signed-in admin, or 401/403. */
export function requireAdmin(request: FastifyRequest): AuthenticatedUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 'Only the portal’s admins can do this.');
  return user;
}

/**
 * The console's API, every route under /api/v1/admin. The role is checked for the whole scope in
 * onRequest, before the body is parsed or validated, so a non-admin learns nothing about what the
 * routes accept (403, never 400 with the schema); each handler checks again for the admin it acts as.
 */
export function adminRoutes(app: FastifyInstance, deps: { database: DatabaseHandle; payments: PaymentDeps }) {
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      requireAdmin(request);
    });
    registerAdminRoutes(scope, deps);
  });
}

function registerAdminRoutes(app: FastifyInstance, deps: { database: DatabaseHandle; payments: PaymentDeps }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  const userAnswer = async (uid: string) => {
    const row = await db.selectFrom('users').select(['uid', 'email', 'name', 'created_at']).where('uid', '=', uid).executeTakeFirstOrThrow();
    return { user: await describeUser(db, row) };
  };

  typed.get('/api/v1/admin/users', { schema: { querystring: adminUsersQuery, response: { 200: adminUsersResponse } } }, async (request, reply) => {
    requireAdmin(request);
    reply.header('Cache-Control', 'no-store');
    return { users: await findUsers(db, request.query.q) };
  });

  typed.post('/api/v1/admin/users/:uid/coins', { schema: { params: adminUserParams, body: adminCoinsRequest, response: { 200: adminUserResponse } } }, async (request) => {
    const admin = requireAdmin(request);
    await adjustCoins(deps.database, { adminUid: admin.uid, uid: request.params.uid, coins: request.body.coins, reason: request.body.reason });
    request.log.info({ admin: admin.uid, target: request.params.uid, coins: request.body.coins }, 'admin changed coins');
    return userAnswer(request.params.uid);
  });

  typed.post('/api/v1/admin/users/:uid/plan', { schema: { params: adminUserParams, body: adminPlanRequest, response: { 200: adminUserResponse } } }, async (request) => {
    const admin = requireAdmin(request);
    await grantPlanByAdmin(deps.database, { adminUid: admin.uid, uid: request.params.uid, ...request.body });
    request.log.info({ admin: admin.uid, target: request.params.uid, days: request.body.days, documentPrint: request.body.documentPrint }, 'admin granted a plan');
    return userAnswer(request.params.uid);
  });

  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const referenceParams = z.object({ reference: z.string().min(1).max(40) });

  typed.get('/api/v1/admin/manual-requests', { schema: { querystring: adminManualRequestsQuery, response: { 200: adminManualRequestsResponse } } }, async (request, reply) => {
    requireAdmin(request);
    let query = db.selectFrom('manual_requests').leftJoin('users', 'users.uid', 'manual_requests.uid').selectAll('manual_requests').select('users.email').orderBy('manual_requests.created_at', 'desc').limit(100);
    if (request.query.status !== 'all') query = query.where('manual_requests.status', '=', request.query.status);
    const rows = await query.execute();
    reply.header('Cache-Control', 'no-store');
    return {
      requests: rows.map((r) => ({ reference: r.reference, uid: r.uid, email: r.email, offerId: r.offer_id, amountPaise: r.amount_paise, status: r.status, utr: r.utr, reason: r.reason, createdAt: new Date(r.created_at).toISOString(), decidedAt: iso(r.decided_at) })),
    };
  });

  typed.post('/api/v1/admin/manual-requests/:reference/approve', { schema: { params: referenceParams, body: approveBody } }, async (request, reply) => {
    const admin = requireAdmin(request);
    await approveManualRequest(deps.database, { adminUid: admin.uid, reference: request.params.reference, utr: request.body.utr });
    request.log.info({ admin: admin.uid, reference: request.params.reference }, 'manual request approved');
    return reply.status(204).send();
  });

  typed.post('/api/v1/admin/manual-requests/:reference/reject', { schema: { params: referenceParams, body: rejectBody } }, async (request, reply) => {
    const admin = requireAdmin(request);
    await rejectManualRequest(deps.database, { adminUid: admin.uid, reference: request.params.reference, reason: request.body.reason });
    return reply.status(204).send();
  });

  typed.get('/api/v1/admin/orders', { schema: { querystring: z.object({ status: z.string().max(20).optional() }), response: { 200: adminOrdersResponse } } }, async (request, reply) => {
    requireAdmin(request);
    let query = db.selectFrom('orders').selectAll().orderBy('created_at', 'desc').limit(100);
    if (request.query.status) query = query.where('status', '=', request.query.status as never);
    const rows = await query.execute();
    reply.header('Cache-Control', 'no-store');
    return {
      orders: rows.map((o) => ({ orderId: o.order_id, uid: o.uid, offerId: o.offer_id, amountPaise: o.amount_paise, status: o.status, billingName: o.billing_name, billingPhone: o.billing_phone, createdAt: new Date(o.created_at).toISOString(), fulfilledAt: iso(o.fulfilled_at) })),
    };
  });

  // Asks the gateway now. Audited with the outcome, a gateway failure (502 PAYMENT_GATEWAY) included.
  typed.post('/api/v1/admin/orders/:orderId/reconcile', { schema: { params: z.object({ orderId: z.string().min(1).max(64) }), response: { 200: adminReconcileResponse } } }, async (request) => {
    const admin = requireAdmin(request);
    const { orderId } = request.params;
    const order = await readOrder(deps.payments, orderId);
    const audit = (payload: object) => recordAdminAction(db, { adminUid: admin.uid, action: 'reconcile-order', target: orderId, payload: { before: order.status, ...payload }, now: Date.now() });
    let status;
    try {
      status = await reconcileOrderRow(deps.payments, order);
    } catch (error) {
      await audit({ error: error instanceof AppError ? error.code : 'INTERNAL' });
      throw error;
    }
    await audit({ after: status });
    request.log.info({ admin: admin.uid, orderId, status }, 'admin reconciled an order');
    return { status };
  });

  typed.get('/api/v1/admin/contact-messages', { schema: { response: { 200: adminMessagesResponse } } }, async (request, reply) => {
    requireAdmin(request);
    const rows = await db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').limit(100).execute();
    reply.header('Cache-Control', 'no-store');
    return { messages: rows.map((m) => ({ id: m.id, name: m.name, email: m.email, message: m.message, uid: m.uid, createdAt: new Date(m.created_at).toISOString() })) };
  });

  typed.get('/api/v1/admin/audit', { schema: { response: { 200: adminAuditResponse } } }, async (request, reply) => {
    requireAdmin(request);
    const rows = await db.selectFrom('admin_audit').selectAll().orderBy('at', 'desc').limit(200).execute();
    reply.header('Cache-Control', 'no-store');
    return { entries: rows.map((e) => ({ id: e.id, adminUid: e.admin_uid, action: e.action, target: e.target, payload: e.payload, at: new Date(e.at).toISOString() })) };
  });

  typed.get('/api/v1/admin/users/:uid/ledger', { schema: { params: adminUserParams, response: { 200: adminLedgerResponse } } }, async (request, reply) => {
    requireAdmin(request);
    const rows = await db.selectFrom('ledger').selectAll().where('uid', '=', request.params.uid).orderBy('created_at', 'desc').limit(200).execute();
    reply.header('Cache-Control', 'no-store');
    return { entries: rows.map((e) => ({ id: e.id, delta: e.delta, kind: e.kind, ref: e.ref, createdAt: new Date(e.created_at).toISOString() })) };
  });
}
