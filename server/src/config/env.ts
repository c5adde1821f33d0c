import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { paymentProviders } from '@core/payments/order-terms';

/**
 * All configuration, parsed once from environment variables.
 * This is the only module that reads process.env; everything else receives a Config.
 */

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());
const milliseconds = (fallback: number) => z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(fallback));
const flag = z.preprocess(emptyToUndefined, z.enum(['0', '1', 'true', 'false']).optional()).transform((v) => v === '1' || v === 'true');

/** TRUST_PROXY: a hop count, or a comma-separated list of proxy addresses/CIDRs. Never `true`. */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): number | string[] | undefined => {
      if (value === undefined) return undefined;
      if (/^\d+$/.test(value)) return Number(value);
      if (/^(true|false|yes|no|on|off)$/i.test(value)) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a hop count or proxy addresses, never true/false (trusting every proxy lets any client fake its address)',
        });
        return z.NEVER;
      }
      const entries = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const entry of entries) {
        const [address, bits] = entry.split('/');
        const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= 128);
        if (!address || isIP(address) === 0 || !validBits) {
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not an IP address or CIDR range` });
          return z.NEVER;
        }
      }
      return entries;
    }),
);

const rawSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).optional()),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().trim().default('127.0.0.1')),
  /** Unset: http://localhost:PORT, so a portal started on another PORT still sends its sign-in back to itself. */
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .default('sqlite:./data/portal.db')
      .refine((v) => /^sqlite:.+/.test(v) || /^postgres(ql)?:\/\/.+/.test(v), 'must start with sqlite: or postgres://'),
  ),
  /** PostgreSQL only: connections each instance keeps at most, and how long a request waits for one before 503 BUSY. */
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(10)),
  DATABASE_POOL_ACQUIRE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(120_000).default(5_000)),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().trim().default('./data')),
  WEB_DIST: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .default(fileURLToPath(new URL('../../../web/dist', import.meta.url))),
  ),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  DEV_AUTH: flag,
  DEV_IDP_ISSUER: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  PAYMENT_GATEWAY: z.preprocess(emptyToUndefined, z.enum(paymentProviders).default('simulator')),
  CASHFREE_APP_ID: optionalString,
  CASHFREE_SECRET_KEY: optionalString,
  CASHFREE_ENV: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'production']).default('sandbox')),
  ADMIN_EMAILS: z.preprocess(emptyToUndefined, z.string().default('')).transform((v) =>
    v
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  ),
  BRAND_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(40).default('Photo Print')),
  SHOP_PHONE: z.preprocess(emptyToUndefined, z.string().trim().default('+91 98765 43210')),
  SHOP_WHATSAPP: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{10,15}$/, 'must be digits only, with country code, e.g. 919876543210')
      .default('919876543210'),
  ),
  SHOP_EMAIL: z.preprocess(emptyToUndefined, z.email().default('support@example.com')),
  SHOP_ADDRESS: z.preprocess(emptyToUndefined, z.string().trim().default('Boring Road, Patna, Bihar 800001, India')),
  UPI_VPA: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[\w.-]+@[\w.-]+$/, 'must look like name@bank')
      .default('photoprint@upi'),
  ),
  COUNTER_HAPPY_CUSTOMERS: z.preprocess(emptyToUndefined, z.coerce.number().int().nonnegative().default(30000)),
  COUNTER_DAILY_PRINTS: z.preprocess(emptyToUndefined, z.coerce.number().int().nonnegative().default(1000)),
  COUNTER_SUPPORT_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().int().nonnegative().default(24)),
  TRUST_PROXY: trustProxy,
  REDIS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  RATE_LIMIT_FACTOR: z.preprocess(emptyToUndefined, z.coerce.number().nonnegative().default(1)),
  /** Free proofs (free prints and exam previews) a user may make per day in Asia/Kolkata (decision 0053). */
  FREE_PROOFS_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(100)),
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  HTTP_HEADERS_TIMEOUT_MS: milliseconds(20_000),
  HTTP_REQUEST_TIMEOUT_MS: milliseconds(600_000),
  HTTP_CONNECTION_TIMEOUT_MS: milliseconds(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: milliseconds(65_000),
  BODY_MIN_BYTES_PER_SECOND: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(20_000)),
  BODY_MAX_PAUSE_MS: milliseconds(10_000),
  /** The payment simulator: wait before its first webhook retry (doubling after each failed attempt). */
  DEV_PAY_WEBHOOK_RETRY_MS: milliseconds(30_000),
  /** This instance's name in background_leases (the holder of a lease); random at each start when unset. */
  INSTANCE_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(100)
      .regex(/^[\w.:@-]+$/, 'must be letters, digits and . _ : @ - only')
      .optional(),
  ),
  /** How long a background-work lease lasts unless renewed: another instance takes over this long after the holder stops. */
  BACKGROUND_LEASE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(500).max(3_600_000).default(60_000)),
  /** How long a print held for desktop printing stays fetchable (decision 0012). */
  /** Bytes of prints held for desktop printing, by all instances together (in Redis) or per instance; one user holds a quarter at most. */
  HELD_PRINTS_MAX_BYTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1024)
      .default(64 * 1024 * 1024),
  ),
  /** Encrypted bytes all open intakes may hold together (files from customers' phones, decision 0095); beyond it a phone is told to wait (503). */
  INTAKE_MAX_TOTAL_BYTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1024 * 1024)
      .default(1024 * 1024 * 1024),
  ),
  /** How often the intake sweeper deletes expired intakes (tests shorten it). */
  INTAKE_SWEEP_EVERY_MS: milliseconds(60_000),
  /** A heartbeat comment on the operator's intake events this often (at most 25 s, so proxies keep the stream; tests shorten it). */
  INTAKE_EVENTS_HEARTBEAT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(25_000).default(20_000)),
  /** How often an open intake's version is read when other instances' changes do not come through Redis (at most 1 s: a file shows within a second). */
  INTAKE_EVENTS_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(50).max(1_000).default(1_000)),
  /** How long an intake write (a phone's announcement or chunk) waits at most for this instance's prints to finish before it goes ahead (0: never waits). */
  INTAKE_YIELD_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_000).default(1_000)),
  HELD_PRINT_TTL_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1_000)
      .max(3_600_000)
      .default(10 * 60_000),
  ),
});

/** PostgreSQL: `poolSize` connections at most per instance; a request waits `acquireTimeoutMs` at most for one, then 503 BUSY. */
export type DatabaseTarget = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string; poolSize: number; acquireTimeoutMs: number };

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: URL;
  database: DatabaseTarget;
  dataDir: string;
  webDist: string;
  sessionSecret: string;
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  /** The built-in dev identity provider is mounted (never in production). */
  devAuth: boolean;
  /** DEV_AUTH=1: the dev sign-in and the payment simulator also answer callers from other machines or through a proxy (else only direct local callers). */
  devToolsForAnyCaller: boolean;
  /** Issuer URL of the dev identity provider: PUBLIC_URL + /dev-idp unless DEV_IDP_ISSUER names another origin of this server. */
  devIdpIssuer: string;
  payment: { gateway: 'simulator' } | { gateway: 'cashfree'; appId: string; secretKey: string; env: 'sandbox' | 'production' };
  /** The payment simulator (never in production): a webhook delivery that fails is retried after webhookRetryMs, then twice that, and so on. */
  devPay: { webhookRetryMs: number };
  adminEmails: string[];
  brandName: string;
  shop: { phone: string; whatsapp: string; email: string; address: string; upiVpa: string };
  counters: { happyCustomers: number; dailyPrints: number; supportHours: number };
  trustProxy: number | string[] | undefined;
  redisUrl: string | undefined;
  /** This instance's name as the holder of background-work leases (INSTANCE_ID, else random per start). */
  instanceId: string;
  /** Background work (the order sweeper) runs on one instance at a time, under a lease of this length (ms). */
  backgroundLeaseMs: number;
  /** Prints held for desktop printing: fetchable this long (ms). */
  heldPrintTtlMs: number;
  /** Files from customers' phones (decision 0095): encrypted bytes all intakes hold at most, and how often expired ones are swept. */
  intake: { maxTotalBytes: number; sweepEveryMs: number; heartbeatMs: number; pollMs: number; yieldMs: number };
  /** Bytes of held prints in all (Redis: every instance together); one user holds a quarter at most. */
  heldPrintsMaxBytes: number;
  rateLimitFactor: number;
  /** Free proofs a user may make per day in Asia/Kolkata (decision 0053). */
  freeProofsPerDay: number;
  metricsToken: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** How long a client may take (server/src/app.ts, server/src/http/body-deadline.ts). */
  http: {
    /** Its request's headers must all arrive within this. */
    headersTimeoutMs: number;
    /** Its whole request (headers and body) must arrive within this. */
    requestTimeoutMs: number;
    /** A connection silent this long (nothing read or written) is closed. */
    connectionTimeoutMs: number;
    /** An idle keep-alive connection is closed after this (longer than a proxy's idle timeout in front of us). */
    keepAliveTimeoutMs: number;
    /** A body being read must average at least this (judged once `bodyMaxPauseMs` has passed), else 408 REQUEST_TIMEOUT. */
    bodyMinBytesPerSecond: number;
    /** A body being read may pause at most this long, else 408 REQUEST_TIMEOUT. */
    bodyMaxPauseMs: number;
  };
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

const isLoopbackHost = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

/** Reads the session secret from DATA_DIR, generating it on first start (development only). */
function devSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** Rules that span several settings, checked on the raw values so they are reported alongside type errors. */
function crossFieldProblems(env: Env): string[] {
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v === '' ? undefined : v;
  };
  const problems: string[] = [];
  const isProduction = value('NODE_ENV') === 'production';
  const oidcSet = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'].filter((name) => value(name) !== undefined).length;
  if (oidcSet > 0 && oidcSet < 3) problems.push('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  const devIssuer = value('DEV_IDP_ISSUER');
  if (devIssuer && URL.canParse(devIssuer) && new URL(devIssuer).pathname.replace(/\/$/, '') !== '/dev-idp')
    problems.push('DEV_IDP_ISSUER must end in /dev-idp (where the dev provider is mounted)');
  const cashfree = value('PAYMENT_GATEWAY') === 'cashfree';
  if (cashfree && (!value('CASHFREE_APP_ID') || !value('CASHFREE_SECRET_KEY')))
    problems.push('PAYMENT_GATEWAY=cashfree needs CASHFREE_APP_ID and CASHFREE_SECRET_KEY');
  const postgres = /^postgres(ql)?:\/\//.test(value('DATABASE_URL') ?? '');
  if (isProduction) {
    if (!value('SESSION_SECRET')) problems.push('SESSION_SECRET is required in production');
    if (oidcSet === 0) problems.push('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required in production (the dev sign-in is never mounted there)');
    if (!cashfree) problems.push('PAYMENT_GATEWAY=cashfree is required in production (the payment simulator is never mounted there)');
    if (value('RATE_LIMIT_FACTOR') !== undefined && Number(value('RATE_LIMIT_FACTOR')) === 0)
      problems.push('RATE_LIMIT_FACTOR=0 (rate limits off) is refused in production');
    if (value('DEV_AUTH') === '1' || value('DEV_AUTH') === 'true') problems.push('DEV_AUTH is refused in production');
  } else if (postgres && !value('SESSION_SECRET')) {
    // Several instances may share a PostgreSQL database: each must sign cookies with the same secret.
    problems.push('SESSION_SECRET is required with a PostgreSQL DATABASE_URL (every instance must use the same one)');
  }
  return problems;
}

/**
 * Parses and checks the environment. Throws ConfigError listing every problem at once.
 * `options.generateSecrets` (default true) allows writing a dev session secret into DATA_DIR.
 */
export function loadConfig(env: Env = process.env, options: { generateSecrets?: boolean } = {}): Config {
  const parsed = rawSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
  problems.push(...crossFieldProblems(env));
  // Node refuses a headers timeout beyond the request's: the headers are part of the request.
  if (parsed.success && parsed.data.HTTP_HEADERS_TIMEOUT_MS > parsed.data.HTTP_REQUEST_TIMEOUT_MS)
    problems.push('HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  const oidc =
    raw.OIDC_ISSUER && raw.OIDC_CLIENT_ID && raw.OIDC_CLIENT_SECRET
      ? { issuer: raw.OIDC_ISSUER, clientId: raw.OIDC_CLIENT_ID, clientSecret: raw.OIDC_CLIENT_SECRET }
      : null;
  const payment: Config['payment'] =
    raw.PAYMENT_GATEWAY === 'cashfree' && raw.CASHFREE_APP_ID && raw.CASHFREE_SECRET_KEY
      ? { gateway: 'cashfree', appId: raw.CASHFREE_APP_ID, secretKey: raw.CASHFREE_SECRET_KEY, env: raw.CASHFREE_ENV }
      : { gateway: 'simulator' };

  const database: DatabaseTarget = raw.DATABASE_URL.startsWith('sqlite:')
    ? { engine: 'sqlite', file: raw.DATABASE_URL.slice('sqlite:'.length) }
    : { engine: 'postgres', url: raw.DATABASE_URL, poolSize: raw.DATABASE_POOL_SIZE, acquireTimeoutMs: raw.DATABASE_POOL_ACQUIRE_TIMEOUT_MS };

  const generate = options.generateSecrets ?? true;
  const sessionSecret = raw.SESSION_SECRET ?? (generate ? devSessionSecret(raw.DATA_DIR) : randomBytes(32).toString('base64url'));

  const publicUrl = new URL(raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`);

  return {
    env: raw.NODE_ENV ?? 'development',
    isProduction,
    port: raw.PORT,
    host: raw.HOST,
    publicUrl,
    database,
    dataDir: raw.DATA_DIR,
    webDist: raw.WEB_DIST,
    sessionSecret,
    oidc,
    devAuth: !isProduction && !oidc && (isLoopbackHost(raw.HOST) || raw.DEV_AUTH),
    devToolsForAnyCaller: !isProduction && raw.DEV_AUTH,
    devIdpIssuer: raw.DEV_IDP_ISSUER ?? `${publicUrl.origin}/dev-idp`,
    payment,
    devPay: { webhookRetryMs: raw.DEV_PAY_WEBHOOK_RETRY_MS },
    adminEmails: raw.ADMIN_EMAILS,
    brandName: raw.BRAND_NAME,
    shop: { phone: raw.SHOP_PHONE, whatsapp: raw.SHOP_WHATSAPP, email: raw.SHOP_EMAIL, address: raw.SHOP_ADDRESS, upiVpa: raw.UPI_VPA },
    counters: { happyCustomers: raw.COUNTER_HAPPY_CUSTOMERS, dailyPrints: raw.COUNTER_DAILY_PRINTS, supportHours: raw.COUNTER_SUPPORT_HOURS },
    trustProxy: raw.TRUST_PROXY,
    redisUrl: raw.REDIS_URL,
    instanceId: raw.INSTANCE_ID ?? `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`,
    backgroundLeaseMs: raw.BACKGROUND_LEASE_MS,
    heldPrintTtlMs: raw.HELD_PRINT_TTL_MS,
    intake: {
      maxTotalBytes: raw.INTAKE_MAX_TOTAL_BYTES,
      sweepEveryMs: raw.INTAKE_SWEEP_EVERY_MS,
      heartbeatMs: raw.INTAKE_EVENTS_HEARTBEAT_MS,
      pollMs: raw.INTAKE_EVENTS_POLL_MS,
      yieldMs: raw.INTAKE_YIELD_MS,
    },
    heldPrintsMaxBytes: raw.HELD_PRINTS_MAX_BYTES,
    rateLimitFactor: raw.RATE_LIMIT_FACTOR,
    freeProofsPerDay: raw.FREE_PROOFS_PER_DAY,
    metricsToken: raw.METRICS_TOKEN,
    logLevel: raw.LOG_LEVEL,
    http: {
      headersTimeoutMs: raw.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: raw.HTTP_REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: raw.HTTP_CONNECTION_TIMEOUT_MS,
      keepAliveTimeoutMs: raw.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      bodyMinBytesPerSecond: raw.BODY_MIN_BYTES_PER_SECOND,
      bodyMaxPauseMs: raw.BODY_MAX_PAUSE_MS,
    },
  };
}
