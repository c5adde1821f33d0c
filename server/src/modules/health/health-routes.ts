import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../../core/src/contracts/health';
import type { DatabaseHandle } from '../../db/create-database';

/** Liveness (the process answers) and readiness (the database answers; not while shutting down). */
export function healthRoutes(app: FastifyInstance, deps: { database: DatabaseHandle; isShuttingDown: () => boolean }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: healthResponse, 503: healthResponse } };

  typed.get('/healthz', { schema, logLevel: 'warn' }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const };
  });

  typed.get('/readyz', { schema, logLevel: 'warn' }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (deps.isShuttingDown()) return reply.status(503).send({ status: 'unavailable', checks: { shutdown: 'failing' } });
    try {
      await deps.database.ping();
      return { status: 'ok' as const, checks: { database: 'ok' as const } };
    } catch (err) {
      request.log.warn({ err }, 'readiness check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', checks: { database: 'failing' } });
    }
  });
}
