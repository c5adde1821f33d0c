import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import { createDatabase, type DatabaseHandle } from './db/create-database';
import { migrateToLatest } from './db/migrate-to-latest';
import { registerErrorHandler } from './http/error-handler';
import { registerMetrics } from './http/metrics';
import { registerSecurityHeaders } from './http/security-headers';
import { serveSpa } from './http/serve-spa';
import { loggerOptions } from './lib/logger-options';
import { registerRateLimits } from './http/rate-limits';
import { catalogRoutes } from './modules/catalog/catalog-routes';
import { contactRoutes } from './modules/contact/contact-routes';
import { healthRoutes } from './modules/health/health-routes';
import { siteRoutes } from './modules/site/site-routes';

export interface BuildAppOptions {
  /** Use this database instead of opening config.database (tests); it is not closed with the app. */
  database?: DatabaseHandle;
  /** Override the logger (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Write the log here instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Skip running migrations at start (the caller ran them). */
  skipMigrations?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    config: Config;
    /** Marks the app as draining: /readyz answers 503 so load balancers stop sending traffic. */
    beginShutdown(): void;
  }
}

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies in front of us. */
function trustProxyOption(value: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (value === undefined) return false;
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}

/**
 * Builds the whole application without listening: the database opened and migrated, every
 * route, hook and handler registered. main.ts listens; tests call app.inject().
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? loggerOptions(config, options.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
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

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app, { '/TermsAndConditions': { frameAncestors: "'self'" } });
  registerMetrics(app, { token: config.metricsToken, proxyTrusted: config.trustProxy !== undefined });
  await app.register(fastifyCookie);
  await registerRateLimits(app, config);

  healthRoutes(app, { database, isShuttingDown: () => shuttingDown });
  siteRoutes(app, config);
  catalogRoutes(app, { database });
  contactRoutes(app, { config, database });
  await serveSpa(app, config.webDist);

  return app;
}
