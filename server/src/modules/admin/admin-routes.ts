import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminCoinsRequest, adminPlanRequest, adminUserParams, adminUserResponse, adminUsersQuery, adminUsersResponse } from '../../../../core/src/contracts/admin';
import { AppError } from '../../../../core/src/errors/app-error';
import type { DatabaseHandle } from '../../db/create-database';
import { requireUser, type AuthenticatedUser } from '../auth/authenticate';
import { adjustCoins, grantPlanByAdmin } from './adjust-coins';
import { describeUser, findUsers } from './find-users';

/** The signed-in admin, or 401/403. */
export function requireAdmin(request: FastifyRequest): AuthenticatedUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 'Only the portal’s admins can do this.');
  return user;
}

export function adminRoutes(app: FastifyInstance, deps: { database: DatabaseHandle }) {
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
}
