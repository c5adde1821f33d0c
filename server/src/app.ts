import fastifyCookie from '@fastify/cookie';
import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { JWK } from 'jose';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import { createDatabase, type DatabaseHandle } from './db/create-database';
import { migrateToLatest } from './db/migrate-to-latest';
import { answerClientError } from './http/answer-client-error';
import { registerBodyDeadline } from './http/body-deadline';
import { answerRouterError, registerErrorHandler } from './http/error-handler';
import { refusingNulValidator } from './http/refusing-nul-validator';
import { registerMetrics } from './http/metrics';
import { registerSecurityHeaders } from './http/security-headers';
import { serveSpa } from './http/serve-spa';
import { loggerOptions } from './lib/logger-options';
import { registerRateLimits } from './http/rate-limits';
import { catalogRoutes } from './modules/catalog/catalog-routes';
import { contactRoutes } from './modules/contact/contact-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { registerAuthentication } from './modules/auth/authenticate';
import { createIdentityClient, type IdentityClient } from './modules/auth/identity-client';
import { meRoutes } from './modules/auth/me-routes';
import { termsRoutes } from './modules/terms/terms-routes';
import { purchaseContactRoutes } from './modules/purchase-contact/purchase-contact-routes';
import { premiumRoutes } from './modules/premium/premium-routes';
import { historyRoutes } from './modules/history/history-routes';
import { legacyAccessRoutes } from './modules/legacy-access/legacy-access-routes';
import { adminRoutes } from './modules/admin/admin-routes';
import { examFilesRoutes } from './modules/exam-files/exam-files-routes';
import { examPresetRoutes } from './modules/exam-files/exam-preset-routes';
import { printRoutes } from './modules/prints/print-routes';
import { quoteRoutes } from './modules/prints/quote-routes';
import { printerProfileRoutes } from './modules/printer-profiles/printer-profile-routes';
import { trayProfileRoutes } from './modules/printer-profiles/tray-profile-routes';
import { BoundedQueue } from './lib/bounded-queue';
import { CashfreeGateway, cashfreeBaseUrls, cashfreeCheckoutSources } from './modules/payments/cashfree-gateway';
import { paymentRoutes } from './modules/payments/payment-routes';
import { sweepUnfinishedOrders } from './modules/payments/reconcile-order';
import { runUnderLease, type LeasedWork } from './modules/background/run-under-lease';
import { manualRequestRoutes } from './modules/manual-requests/manual-request-routes';
import { injectFetch } from './lib/inject-fetch';
import { healthRoutes } from './modules/health/health-routes';
import { readLandingData, watchLandingData } from './modules/site/landing-data';
import { siteRoutes } from './modules/site/site-routes';
import { intakeDropRoutes, intakePageSecurity } from './modules/intakes/intake-drop-routes';
import { intakeRoutes } from './modules/intakes/intake-routes';
import { createIntakeChunkWriter } from './modules/intakes/intake-chunk-writer';
import { createIntakeWrites } from './modules/intakes/intake-writes';
import { createIntakeSignals } from './modules/intakes/intake-signals';
import type { IntakeStreams } from './modules/intakes/stream-intake-events';
import { sweepIntakes } from './modules/intakes/sweep-intakes';

export interface BuildAppOptions {
  /** Use this database instead of opening config.database (tests); it is not closed with the app. */
  database?: DatabaseHandle;
  /** Override the logger (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Write the log here instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Skip running migrations at start (the caller ran them). */
  skipMigrations?: boolean;
  /** Run the order sweeper and the intake sweeper (default true), on whichever instance holds each lease; tests usually call them themselves. */
  sweeper?: boolean;
  /** How often the order sweeper runs (default a minute; tests shorten it). */
  sweepEveryMs?: number;
  /** How often the landing's data is read again for the prerendered pages (default a minute; tests shorten it). */
  landingDataEveryMs?: number;
  /** The queue bounding image work (tests pass a smaller one). */
  imageQueue?: BoundedQueue;
  /** Signing key (private JWK, RS256) for the dev identity provider; tests use it to mint ID tokens. */
  devIdpSigningKey?: JWK;
  /** How often an open intake's version is read without Redis, past INTAKE_EVENTS_POLL_MS's bound (tests lengthen it to show that Redis alone brings a change). */
  intakePollMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    config: Config;
    /** Marks the app as draining: /readyz answers 503 so load balancers stop sending traffic. */
    beginShutdown(): void;
    paymentGateway: CashfreeGateway;
    /** Background work under a lease (null when not run by this app). */
    backgroundWork: { orderSweeper: LeasedWork | null; intakeSweeper: LeasedWork | null };
  }
}

/** The order sweeper's row in background_leases (operators and the cluster test read its holder). */
export const ORDER_SWEEPER_LEASE = 'order-sweeper';
/** The intake sweeper's lease: expired intakes of customers' phones deleted (docs/decisions/0095-files-from-the-customers-phone.md). */
export const INTAKE_SWEEPER_LEASE = 'intake-sweeper';

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies in front of us. */
function trustProxyOption(value: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (value === undefined) return false;
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}

/** Google (or any issuer) when OIDC_* is set; else the built-in dev provider where allowed; else none. */
async function createIdentity(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  devIdpSigningKey: JWK | undefined,
): Promise<IdentityClient | null> {
  const redirectUri = `${config.publicUrl.origin}/auth/callback`;
  if (config.oidc) {
    const google = config.oidc.issuer === 'https://accounts.google.com';
    return createIdentityClient({ ...config.oidc, redirectUri, ...(google ? { authorizationParams: { prompt: 'select_account' } } : {}) });
  }
  if (!config.devAuth) {
    app.log.warn('No identity provider: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET. Nobody can sign in.');
    return null;
  }
  // Loaded only here: oidc-provider (and its runtime warning) stays out of every app that does not mount it.
  const { mountDevIdentityProvider } = await import('./modules/dev-idp/mount-dev-identity-provider');
  const dev = await mountDevIdentityProvider(app, config, database, devIdpSigningKey ? { signingKey: devIdpSigningKey } : {});
  // prompt=login: always ask, so another account can be chosen (as Google's select_account does).
  return createIdentityClient({
    issuer: dev.issuer,
    clientId: dev.clientId,
    clientSecret: dev.clientSecret,
    redirectUri,
    fetch: injectFetch(app),
    allowHttp: true,
    localJwks: dev.publicJwks,
    authorizationParams: { prompt: 'login' },
  });
}

/**
 * Cashfree when configured; else the simulator at /dev-pay, reached through the same client over an
 * in-process transport (its webhooks come back over HTTP, to the notify_url, as Cashfree's do).
 */
async function createPaymentGateway(app: FastifyInstance, config: Config, database: DatabaseHandle): Promise<CashfreeGateway> {
  if (config.payment.gateway === 'cashfree') {
    return new CashfreeGateway({ baseUrl: cashfreeBaseUrls[config.payment.env], appId: config.payment.appId, secretKey: config.payment.secretKey });
  }
  // Loaded only here, like the dev identity provider: production (Cashfree) never loads the simulator.
  const { mountPaymentSimulator } = await import('./modules/dev-pay/mount-payment-simulator');
  const transport = injectFetch(app);
  const simulator = await mountPaymentSimulator(app, { config, database });
  return new CashfreeGateway({ baseUrl: simulator.baseUrl, appId: simulator.appId, secretKey: simulator.secretKey, fetch: transport });
}

/**
 * Builds the whole application without listening: the database opened and migrated, every
 * route, hook and handler registered. main.ts listens; tests call app.inject().
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: options.logger ?? loggerOptions(config, options.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Bad percent-encoding and over-long path parameters: answered by our error handler, not Fastify's echoing default.
    frameworkErrors: answerRouterError,
    // Node's own refusals (headers timeout, malformed HTTP) as {code, message} too.
    clientErrorHandler: answerClientError,
    // How long a client may take: its headers, its whole request, silence on its connection, an idle
    // keep-alive. A slow body is cut off sooner, with a 408 the client can read (registerBodyDeadline).
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.http.headersTimeoutMs / 2)),
    },
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
  };
  const app = Fastify(serverOptions);

  const database = options.database ?? createDatabase(config.database);
  if (!options.database) app.addHook('onClose', async () => database.close());
  if (!options.skipMigrations) {
    const applied = await migrateToLatest(database);
    if (applied.length > 0) app.log.info({ applied, engine: database.engine }, 'database migrated');
  }

  let shuttingDown = false;
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });

  app.setValidatorCompiler(refusingNulValidator);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerBodyDeadline(app, { minBytesPerSecond: config.http.bodyMinBytesPerSecond, maxPauseMs: config.http.bodyMaxPauseMs });
  registerSecurityHeaders(app, {
    '/TermsAndConditions': { frameAncestors: "'self'" },
    // The customer's page of an intake (decision 0095): its address is the right to send, so it is never a referrer, never indexed.
    '/send': intakePageSecurity,
    '/send/*': intakePageSecurity,
    // pdf.js opens e-Aadhaar PDFs in the browser; its JBIG2 and JPEG 2000 decoders are WebAssembly,
    // compiled in its worker (whose own response sets the worker's policy) or, without workers, in the page.
    '/BothSideDoc': { extraSources: { 'script-src': ["'wasm-unsafe-eval'"] } },
    // The worker is web/…/e-aadhaar/lib/pdf-reader.ts's `pdf.worker.min.mjs?url`, emitted by Vite as assets/pdf.worker.min-<hash>.mjs.
    '/assets/pdf.worker.min-*.mjs': { extraSources: { 'script-src': ["'wasm-unsafe-eval'"] } },
    // The face finder (decision 0043) runs TensorFlow.js on WebAssembly in its own worker only (web/src/lib/face-detector.worker.ts):
    // the worker's script response allows it; the passport studio's page itself does not need it.
    '/assets/face-detector.worker-*.js': { extraSources: { 'script-src': ["'wasm-unsafe-eval'"] } },
    // The white background's worker (decision 0044) runs TensorFlow.js's WebAssembly backend: web/src/lib/white-background.ts's (the passport studio and the exam screen)
    // `white-background.worker.ts`, emitted by Vite as assets/white-background.worker-<hash>.js. Its page needs nothing more.
    // The TensorFlow.js both workers import (assets/tfjs-<hash>.js, decision 0052) needs nothing either: a worker runs under its own script's policy.
    '/assets/white-background.worker-*.js': { extraSources: { 'script-src': ["'wasm-unsafe-eval'"] } },
    // Cashfree's checkout script (and the hosts it calls and frames, for the configured environment), on the one page that starts a payment, and only when Cashfree is the gateway.
    ...(config.payment.gateway === 'cashfree' ? { '/BuyCoins': { extraSources: cashfreeCheckoutSources(config.payment.env) } } : {}),
  });
  registerMetrics(app, { token: config.metricsToken, proxyTrusted: config.trustProxy !== undefined });
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  const rateLimitStore = await registerRateLimits(app, config);

  const identity = await createIdentity(app, config, database, options.devIdpSigningKey);
  registerAuthentication(app, { config, database, identity: () => identity });
  authRoutes(app, { config, database, identity });
  meRoutes(app);
  termsRoutes(app, { database });
  purchaseContactRoutes(app, { database });
  premiumRoutes(app, { database });
  historyRoutes(app, { database });
  legacyAccessRoutes(app, { database });
  // At most two image decodes at a time per instance; a short queue; beyond that 503 BUSY (docs/SECURITY.md §1).
  // Uploads in flight hold at most 64 MiB together, a user's at most two of them and half of that.
  const imageQueue =
    options.imageQueue ??
    new BoundedQueue({ concurrency: 2, maxWaiting: 8, maxWaitMs: 15_000, maxBytes: 64 * 1024 * 1024, maxPerCaller: 2, maxBytesPerCaller: 32 * 1024 * 1024 });
  await printRoutes(app, { config, database, imageQueue });
  quoteRoutes(app, { config, database });
  await examFilesRoutes(app, { config, database, imageQueue });
  printerProfileRoutes(app, { config, database });
  trayProfileRoutes(app, { config, database });

  healthRoutes(app, { database, isShuttingDown: () => shuttingDown, rateLimitStore });
  siteRoutes(app, config);
  catalogRoutes(app, { database });
  contactRoutes(app, { config, database });

  const gateway = await createPaymentGateway(app, config, database);
  app.decorate('paymentGateway', gateway);
  await paymentRoutes(app, { config, database, gateway, log: app.log });
  manualRequestRoutes(app, { config, database });
  adminRoutes(app, { database, payments: { database, gateway, log: app.log } });
  examPresetRoutes(app, { config, database });
  // Files from the customer's phone (decision 0095): signals for the operator's open queues, ended before the database closes.
  const intakeSignals = createIntakeSignals({ redisUrl: config.redisUrl, instanceId: config.instanceId, log: app.log });
  const intakeStreams: IntakeStreams = new Set();
  app.addHook('preClose', async () => {
    for (const stream of intakeStreams) stream.end();
    await intakeSignals.close();
  });
  intakeRoutes(app, { config, database, signals: intakeSignals, streams: intakeStreams, pollMs: options.intakePollMs ?? config.intake.pollMs });
  // On PostgreSQL, phones' chunks are stored by a thread of low priority (decision 0097); with a handle given as it is, on this one.
  const intakeChunks = createIntakeChunkWriter(database, options.database ? null : config.database, { log: app.log });
  app.addHook('onClose', async () => intakeChunks.close());
  await intakeDropRoutes(app, {
    config,
    database,
    signals: intakeSignals,
    writes: createIntakeWrites(imageQueue, config.intake.yieldMs),
    chunks: intakeChunks,
  });
  // Background work runs on one instance at a time, whichever holds its lease (decision 0028).
  const sweeper =
    (options.sweeper ?? true)
      ? runUnderLease({
          database,
          log: app.log,
          name: ORDER_SWEEPER_LEASE,
          holder: config.instanceId,
          leaseMs: config.backgroundLeaseMs,
          everyMs: options.sweepEveryMs ?? 60_000,
          paused: () => shuttingDown,
          work: () => sweepUnfinishedOrders({ database, gateway, log: app.log }),
        })
      : null;
  const intakeSweeper =
    (options.sweeper ?? true)
      ? runUnderLease({
          database,
          log: app.log,
          name: INTAKE_SWEEPER_LEASE,
          holder: config.instanceId,
          leaseMs: config.backgroundLeaseMs,
          everyMs: config.intake.sweepEveryMs,
          paused: () => shuttingDown,
          work: async () => {
            const gone = await sweepIntakes(database);
            for (const id of gone) intakeSignals.changed(id);
            if (gone.length > 0) app.log.info({ intakes: gone.length }, 'expired intakes deleted');
          },
        })
      : null;
  app.decorate('backgroundWork', { orderSweeper: sweeper, intakeSweeper });
  // Before the database closes: the leases are given up so another instance takes over at once.
  if (sweeper) app.addHook('preClose', async () => sweeper.stop());
  if (intakeSweeper) app.addHook('preClose', async () => intakeSweeper.stop());

  const spa = await serveSpa(app, config.webDist, config.brandName);
  // The landing's data written into the prerendered pages at start and when it changes (decision 0076).
  const landingData = watchLandingData({
    read: () => readLandingData(config, database),
    write: spa.writeLandingData,
    everyMs: options.landingDataEveryMs ?? 60_000,
    log: app.log,
  });
  app.addHook('onClose', async () => landingData.stop());
  await landingData.refresh();

  return app;
}
