import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '@core/contracts/health';
import type { DatabaseHandle } from '../../db/create-database';
import type { RateLimitStoreHealth } from '../../http/rate-limits';

/**
 * Liveness (the process answers) and readiness: the database answers, and not while shutting
 * down (else 503). A failing shared rate-limit store (Redis) leaves the instance ready but
 * `degraded` (200): limits still hold, counted by each instance alone.
 */
export function healthRoutes(app: FastifyInstance, deps: { database: DatabaseHandle; isShuttingDown: () => boolean; rateLimitStore: RateLimitStoreHealth }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: healthResponse, 503: healthResponse } };

  typed.get('/healthz', { schema, logLevel: 'warn' }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const };
  });

  typed.get('/readyz', { schema, logLevel: 'warn' }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (deps.isShuttingDown()) return reply.status(503).send({ status: 'unavailable', checks: { shutdown: 'failing' } });
    const storeFailing = deps.rateLimitStore.failing();
    const store: Record<string, 'ok' | 'failing'> = deps.rateLimitStore.shared ? { rateLimitStore: storeFailing ? 'failing' : 'ok' } : {};
    try {
      await deps.database.ping();
    } catch (err) {
      request.log.warn({ err }, 'readiness check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', checks: { database: 'failing', ...store } });
    }
    const checks: Record<string, 'ok' | 'failing'> = { database: 'ok', ...store };
    if (storeFailing) return { status: 'degraded' as const, checks, reason: storeFailing };
    return { status: 'ok' as const, checks };
  });
}
