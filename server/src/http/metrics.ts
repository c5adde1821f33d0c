import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sendError } from './error-handler';
import { isLoopbackRequest } from './is-loopback';

function tokenMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics: request counts and durations by route, plus process metrics.
 * GET /metrics answers loopback requests, or requests bearing METRICS_TOKEN; others get 404.
 */
export function registerMetrics(app: FastifyInstance, options: { token: string | undefined; proxyTrusted: boolean }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs share one label so that scanners can't blow up the series count.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    const allowed =
      isLoopbackRequest(request, options.proxyTrusted) || (options.token !== undefined && tokenMatches(request.headers.authorization, options.token));
    if (!allowed) return sendError(reply, 'NOT_FOUND', `Nothing here: GET /metrics`);
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
