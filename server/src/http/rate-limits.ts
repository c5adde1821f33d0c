import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../../../core/src/errors/app-error';
import type { Config } from '../config/env';

/** Requests allowed per client address in each window, before RATE_LIMIT_FACTOR (DESIGN §6). */
export const rateLimits = {
  signIn: { max: 20, timeWindow: 60_000 },
  contact: { max: 5, timeWindow: 10 * 60_000 },
  orders: { max: 10, timeWindow: 60_000 },
  /** Order status reads (Payment Status polls with backoff, a few a minute; a shop may have several buyers behind one address). */
  orderStatus: { max: 60, timeWindow: 60_000 },
  prints: { max: 30, timeWindow: 60_000 },
} as const;

export type RateLimitName = keyof typeof rateLimits;

/**
 * Registers the rate limiter (off for routes that don't ask for it). Keys are the client address
 * as resolved through TRUST_PROXY only. With REDIS_URL the counters are shared by every instance.
 * RATE_LIMIT_FACTOR=0 turns limits off (benchmarks; refused in production).
 */
export async function registerRateLimits(app: FastifyInstance, config: Config) {
  if (config.rateLimitFactor === 0) return;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true }) : undefined;
  if (redis) {
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'rate-limit store (Redis) unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    // Connect before serving, so the first requests are counted; if Redis is down, start anyway (limits fail open).
    await redis.connect().catch((err: Error) => app.log.warn({ err: err.message }, 'rate-limit store (Redis) unreachable at start'));
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'portal-rl:' } : {}),
    // Fail open on a store outage: a Redis hiccup must not take the shop offline.
    skipOnError: true,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('RATE_LIMITED', `Too many requests. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`);
    },
  });
}

/** Route config for a named limit, scaled by RATE_LIMIT_FACTOR. Empty when limits are off. */
export function rateLimitFor(config: Config, name: RateLimitName) {
  if (config.rateLimitFactor === 0) return {};
  const { max, timeWindow } = rateLimits[name];
  return { rateLimit: { max: Math.max(1, Math.round(max * config.rateLimitFactor)), timeWindow } };
}
