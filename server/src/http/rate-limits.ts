import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '@core/errors/app-error';
import type { Config } from '../config/env';

/** Requests allowed per client address in each window, before RATE_LIMIT_FACTOR (docs/SECURITY.md §1). */
export const rateLimits = {
  signIn: { max: 20, timeWindow: 60_000 },
  contact: { max: 5, timeWindow: 10 * 60_000 },
  orders: { max: 10, timeWindow: 60_000 },
  /** Order status reads (Payment Status polls with backoff, a few a minute; a shop may have several buyers behind one address). */
  orderStatus: { max: 60, timeWindow: 60_000 },
  prints: { max: 30, timeWindow: 60_000 },
  /** Typed intake codes (docs/decisions/0095-files-from-the-customers-phone.md): a loose bound per address, since many phones share a carrier's; a global bound on wrong codes stands behind it. */
  intakeCodes: { max: 10, timeWindow: 60_000 },
  /** A phone's requests to intakes (one per chunk of 256 kB): only an outer bound per address; each intake bounds its own. */
  intakeDrops: { max: 1500, timeWindow: 60_000 },
  /** Intakes an operator opens (keyed by the user, not the address). */
  intakeOpen: { max: 30, timeWindow: 60 * 60_000 },
} as const;

export type RateLimitName = keyof typeof rateLimits;

/** Whether the shared counters (Redis) are in use; /readyz reports it. */
export interface RateLimitStoreHealth {
  /** False when REDIS_URL is unset or limits are off: there is no shared store to check. */
  readonly shared: boolean;
  /** Why the shared store is not counting right now (limits are then per instance), or null. */
  failing(): string | null;
}

const STORE_FAILING_REASON = 'The shared rate-limit store (Redis) is unreachable: each instance counts its own requests until it is back.';

/** The part of @fastify/rate-limit's stores used here (its RedisStore and LocalStore). */
interface CountingStore {
  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
  child(routeOptions: unknown): CountingStore;
}
type RedisStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => CountingStore;
type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean) => CountingStore;

// The plugin's own stores (CommonJS, without type declarations of their own).
const requireFromHere = createRequire(import.meta.url);
const RedisStore = requireFromHere('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;
const LocalStore = requireFromHere('@fastify/rate-limit/store/LocalStore.js') as LocalStoreCtor;

const REDIS_KEY_PREFIX = 'portal-rl:';

/** Tracks whether Redis answers, logging once when it stops and once when it is back. */
class SharedStoreState implements RateLimitStoreHealth {
  readonly shared = true;
  private reason: string | null = null;
  private closing = false;
  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  failing() {
    return this.reason;
  }

  markFailing(err: Error | string) {
    if (this.reason !== null || this.closing) return;
    this.reason = STORE_FAILING_REASON;
    this.log.warn(
      { store: 'redis', err: typeof err === 'string' ? err : err.message },
      "rate-limit store (Redis) unreachable: limits fall back to this instance's memory",
    );
  }

  markWorking() {
    if (this.reason === null) return;
    this.reason = null;
    this.log.info({ store: 'redis' }, 'rate-limit store (Redis) is back: limits are shared again');
  }

  close() {
    this.closing = true;
  }
}

/**
 * Counts in Redis while it answers; when it does not (not connected, or a command fails),
 * counts in this instance's memory instead, so limits keep refusing, per instance, during an
 * outage. Each route has its own pair of stores (`child`), as the plugin's stores do.
 */
class SharedOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: CountingStore,
    private readonly local: CountingStore,
    private readonly state: SharedStoreState,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number) {
    if (this.state.redis.status !== 'ready') {
      this.state.markFailing(`not connected (${this.state.redis.status})`);
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (err, result) => {
        if (err || !result) {
          this.state.markFailing(err ?? 'no answer');
          this.local.incr(key, callback, timeWindow, max);
          return;
        }
        this.state.markWorking();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SharedOrLocalStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.state);
  }
}

/** The store class the plugin instantiates (it calls `new Store(options)`), bound to one Redis client. */
function sharedOrLocalStore(state: SharedStoreState): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocalStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(new RedisStore(continueExceeding, exponentialBackoff, state.redis, REDIS_KEY_PREFIX), new LocalStore(continueExceeding, exponentialBackoff), state);
    }
  };
}

/**
 * Names a deployment (the instances of one database) in a key shared by all its clients (a limit for all addresses
 * together): the database's address without its credentials or options, through an HMAC keyed by the session secret
 * (the same on every instance of a deployment), so that a key name tells nothing of the database to whoever can list
 * Redis's keys, and two deployments sharing a Redis count apart.
 */
export function deploymentKey(config: Config): string {
  const { database } = config;
  let address: string = database.engine === 'sqlite' ? database.file : database.url;
  if (database.engine === 'postgres') {
    try {
      const url = new URL(database.url);
      address = `${url.hostname}:${url.port}${url.pathname}`;
    } catch {
      // Not a URL (a connection string of another form): the whole text, through the HMAC all the same.
    }
  }
  return createHmac('sha256', config.sessionSecret).update(`rate-limit deployment ${address}`).digest('hex').slice(0, 16);
}

const noSharedStore: RateLimitStoreHealth = { shared: false, failing: () => null };

/**
 * Registers the rate limiter (off for routes that don't ask for it). Keys are the client address
 * as resolved through TRUST_PROXY only. With REDIS_URL the counters are shared by every instance;
 * while Redis is unreachable (at start or later) each instance counts alone: limits never switch
 * off, a warning is logged once, and /readyz reports `degraded`. RATE_LIMIT_FACTOR=0 turns limits
 * off (benchmarks; refused in production).
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<RateLimitStoreHealth> {
  if (config.rateLimitFactor === 0) return noSharedStore;
  let state: SharedStoreState | undefined;
  if (config.redisUrl) {
    // No offline queue and a short command timeout: while Redis is away a request falls back at once instead of waiting.
    const redis = new Redis(config.redisUrl, {
      connectTimeout: 2_000,
      commandTimeout: 500,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    const shared = new SharedStoreState(redis, app.log);
    state = shared;
    redis.on('error', (err: Error) => shared.markFailing(err));
    redis.on('ready', () => shared.markWorking());
    app.addHook('onClose', async () => {
      shared.close();
      redis.disconnect();
    });
    // Connect before serving, so the first requests are counted in Redis; if it is down, start anyway (counting locally).
    await redis.connect().catch((err: Error) => shared.markFailing(err));
  }
  await app.register(rateLimit, {
    global: false,
    ...(state ? { store: sharedOrLocalStore(state) } : {}),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('RATE_LIMITED', `Too many requests. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`);
    },
  });
  return state ?? noSharedStore;
}

/** A limit of `max` as RATE_LIMIT_FACTOR scales it (at least 1), or null when limits are off: for the plugin's limits and for counts kept outside it. */
export function scaledLimit(config: Config, max: number): number | null {
  if (config.rateLimitFactor === 0) return null;
  return Math.max(1, Math.round(max * config.rateLimitFactor));
}

/** Route config for a named limit, scaled by RATE_LIMIT_FACTOR. Empty when limits are off. */
export function rateLimitFor(config: Config, name: RateLimitName) {
  const { max, timeWindow } = rateLimits[name];
  const scaled = scaledLimit(config, max);
  if (scaled === null) return {};
  return { rateLimit: { max: scaled, timeWindow } };
}
