import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { historyQuery, historyResponse } from '@core/contracts/history';
import type { DatabaseHandle } from '../../db/create-database';
import { requireUser } from '../auth/authenticate';
import { presentHistory } from './history-presenter';
import { listHistory } from './list-history';

/** GET /api/v1/history: the caller's own prints and purchases of the last 30 days (no one else's, admins included). */
export function historyRoutes(app: FastifyInstance, deps: { database: DatabaseHandle }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/v1/history', { schema: { querystring: historyQuery, response: { 200: historyResponse } } }, async (request, reply) => {
      const user = requireUser(request);
      const before = request.query.before === undefined ? undefined : Number(request.query.before);
      const page = await listHistory(deps.database, user.uid, { before });
      reply.header('Cache-Control', 'no-store');
      return presentHistory(page);
    });
}
