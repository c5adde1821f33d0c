import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../../scripts/lib/local-server';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config/env';
import { createTestDatabase, type TestDatabase, type TestEngine } from './test-databases';

/** A small built SPA: an index page and one hashed asset, as Vite lays them out. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Photo Print</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  const script = 'console.log("app")'.repeat(50);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** The session secret test servers share (required on PostgreSQL; every instance on one database must use the same). */
export const TEST_SESSION_SECRET = 'test-session-secret-shared-by-every-test-instance';

/** The settings a test server runs with on `databaseUrl`: a fake built SPA, no logs, test mode; `env` adds or overrides. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig(
    { DATABASE_URL: databaseUrl, WEB_DIST: fakeWebDist(), LOG_LEVEL: 'silent', NODE_ENV: 'test', SESSION_SECRET: TEST_SESSION_SECRET, ...env },
    { generateSecrets: false },
  );
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

/** Builds the real app on a throwaway database of the given engine. */
export async function createTestApp(engine: TestEngine, env: Record<string, string> = {}, options: Omit<BuildAppOptions, 'database'> = {}): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const config = testConfig(database.url, env);
  const app = await buildApp(config, { ...options, logger: options.logStream ? undefined : (options.logger ?? false) });
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Another instance of the app on `t`'s database (migrated already), as a second server behind a load
 * balancer would be: same settings unless `env` overrides them. Closing it leaves the database.
 */
export async function createSiblingApp(t: TestApp, env: Record<string, string> = {}, options: Omit<BuildAppOptions, 'database'> = {}): Promise<TestApp> {
  const config = testConfig(t.database.url, { PUBLIC_URL: t.config.publicUrl.origin, ...env });
  const app = await buildApp(config, { ...options, logger: options.logStream ? undefined : (options.logger ?? false) });
  return { app, config, database: t.database, close: () => app.close() };
}

/**
 * The real app as createTestApp builds it, also listening on a free loopback port that PUBLIC_URL
 * names: what reaches it over HTTP at its own URLs (the payment simulator's webhooks to notify_url) arrives.
 */
export async function createListeningTestApp(
  engine: TestEngine,
  env: Record<string, string> = {},
  options: Omit<BuildAppOptions, 'database'> = {},
): Promise<TestApp & { baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp(engine, { PUBLIC_URL: baseUrl, ...env }, options);
  await t.app.listen({ host: '127.0.0.1', port });
  return { ...t, baseUrl };
}

/**
 * For the `describe` it is called in: the app built (createTestApp) before its tests and closed after
 * them; its fields read the built app, so they are used inside the tests and hooks only.
 */
export function testAppPerSuite(engine: TestEngine, env: Record<string, string> = {}, options: Omit<BuildAppOptions, 'database'> = {}): Omit<TestApp, 'close'> {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(engine, env, options);
  });
  afterAll(async () => built?.close());
  const current = () => {
    if (!built) throw new Error('the test app is built in beforeAll: read it inside a test');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get database() {
      return current().database;
    },
  };
}
