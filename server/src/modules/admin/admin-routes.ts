import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAuditResponse,
  adminCoinsRequest,
  adminLedgerResponse,
  adminMessagesResponse,
  adminOrderParams,
  adminOrdersQuery,
  adminOrdersResponse,
  adminPlanRequest,
  adminReconcileResponse,
  adminUserParams,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
} from '@core/contracts/admin';
import {
  adminManualRequestsQuery,
  adminManualRequestsResponse,
  approveManualRequest as approveBody,
  manualRequestParams,
  rejectManualRequest as rejectBody,
} from '@core/contracts/manual-requests';
import { AppError } from '@core/errors/app-error';
import type { DatabaseHandle } from '../../db/create-database';
import { requireUser, type AuthenticatedUser } from '../auth/authenticate';
import { approveManualRequest, rejectManualRequest } from '../manual-requests/decide-manual-request';
import type { PaymentDeps } from '../payments/reconcile-order';
import { adjustCoins, grantPlanByAdmin } from './adjust-coins';
import { presentAdminOrder, presentAuditEntry, presentContactMessage, presentLedgerEntry, presentManualRequest } from './admin-presenters';
import { findUsers } from './find-users';
import { listAuditLog } from './list-audit-log';
import { listContactMessages } from './list-contact-messages';
import { listManualRequests } from './list-manual-requests';
import { listOrders } from './list-orders';
import { readAdminUser } from './read-admin-user';
import { readUserLedger } from './read-user-ledger';
import { reconcileOrderForAdmin } from './reconcile-order-for-admin';

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

  typed.get('/api/v1/admin/users', { schema: { querystring: adminUsersQuery, response: { 200: adminUsersResponse } } }, async (request, reply) => {
    requireAdmin(request);
    reply.header('Cache-Control', 'no-store');
    return { users: await findUsers(db, request.query.q) };
  });

  typed.post(
    '/api/v1/admin/users/:uid/coins',
    { schema: { params: adminUserParams, body: adminCoinsRequest, response: { 200: adminUserResponse } } },
    async (request) => {
      const admin = requireAdmin(request);
      await adjustCoins(deps.database, { adminUid: admin.uid, uid: request.params.uid, coins: request.body.coins, reason: request.body.reason });
      request.log.info({ admin: admin.uid, target: request.params.uid, coins: request.body.coins }, 'admin changed coins');
      return { user: await readAdminUser(db, request.params.uid) };
    },
  );

  typed.post(
    '/api/v1/admin/users/:uid/plan',
    { schema: { params: adminUserParams, body: adminPlanRequest, response: { 200: adminUserResponse } } },
    async (request) => {
      const admin = requireAdmin(request);
      await grantPlanByAdmin(deps.database, { adminUid: admin.uid, uid: request.params.uid, ...request.body });
      request.log.info(
        { admin: admin.uid, target: request.params.uid, days: request.body.days, documentPrint: request.body.documentPrint },
        'admin granted a plan',
      );
      return { user: await readAdminUser(db, request.params.uid) };
    },
  );

  typed.get(
    '/api/v1/admin/manual-requests',
    { schema: { querystring: adminManualRequestsQuery, response: { 200: adminManualRequestsResponse } } },
    async (request, reply) => {
      requireAdmin(request);
      const rows = await listManualRequests(db, request.query.status);
      reply.header('Cache-Control', 'no-store');
      return { requests: rows.map(presentManualRequest) };
    },
  );

  typed.post('/api/v1/admin/manual-requests/:reference/approve', { schema: { params: manualRequestParams, body: approveBody } }, async (request, reply) => {
    const admin = requireAdmin(request);
    await approveManualRequest(deps.database, { adminUid: admin.uid, reference: request.params.reference, utr: request.body.utr });
    request.log.info({ admin: admin.uid, reference: request.params.reference }, 'manual request approved');
    return reply.status(204).send();
  });

  typed.post('/api/v1/admin/manual-requests/:reference/reject', { schema: { params: manualRequestParams, body: rejectBody } }, async (request, reply) => {
    const admin = requireAdmin(request);
    await rejectManualRequest(deps.database, { adminUid: admin.uid, reference: request.params.reference, reason: request.body.reason });
    return reply.status(204).send();
  });

  typed.get('/api/v1/admin/orders', { schema: { querystring: adminOrdersQuery, response: { 200: adminOrdersResponse } } }, async (request, reply) => {
    requireAdmin(request);
    const rows = await listOrders(db, request.query.status);
    reply.header('Cache-Control', 'no-store');
    return { orders: rows.map(presentAdminOrder) };
  });

  // Asks the gateway now. Audited with the outcome, a gateway failure (502 PAYMENT_GATEWAY) included.
  typed.post(
    '/api/v1/admin/orders/:orderId/reconcile',
    { schema: { params: adminOrderParams, response: { 200: adminReconcileResponse } } },
    async (request) => {
      const admin = requireAdmin(request);
      const { orderId } = request.params;
      const status = await reconcileOrderForAdmin(deps.payments, { adminUid: admin.uid, orderId });
      request.log.info({ admin: admin.uid, orderId, status }, 'admin reconciled an order');
      return { status };
    },
  );

  typed.get('/api/v1/admin/contact-messages', { schema: { response: { 200: adminMessagesResponse } } }, async (request, reply) => {
    requireAdmin(request);
    const rows = await listContactMessages(db);
    reply.header('Cache-Control', 'no-store');
    return { messages: rows.map(presentContactMessage) };
  });

  typed.get('/api/v1/admin/audit', { schema: { response: { 200: adminAuditResponse } } }, async (request, reply) => {
    requireAdmin(request);
    const rows = await listAuditLog(db);
    reply.header('Cache-Control', 'no-store');
    return { entries: rows.map(presentAuditEntry) };
  });

  typed.get('/api/v1/admin/users/:uid/ledger', { schema: { params: adminUserParams, response: { 200: adminLedgerResponse } } }, async (request, reply) => {
    requireAdmin(request);
    const rows = await readUserLedger(db, request.params.uid);
    reply.header('Cache-Control', 'no-store');
    return { entries: rows.map(presentLedgerEntry) };
  });
}
