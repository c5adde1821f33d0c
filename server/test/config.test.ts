import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, { generateSecrets: false });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('needs nothing for development: SQLite file, dev sign-in, payment simulator', () => {
    const config = loadConfig({}, { generateSecrets: false });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ engine: 'sqlite', file: './data/portal.db' });
    expect(config.devAuth).toBe(true);
    expect(config.payment).toEqual({ gateway: 'simulator' });
    expect(config.brandName).toBe('Photo Print');
    expect(config.rateLimitFactor).toBe(1);
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('takes the public URL from PORT when PUBLIC_URL is unset, so the dev sign-in comes back to this server', () => {
    expect(loadConfig({}, { generateSecrets: false }).publicUrl.href).toBe('http://localhost:3000/');
    const moved = loadConfig({ PORT: '4000' }, { generateSecrets: false });
    expect(moved.publicUrl.href).toBe('http://localhost:4000/');
    expect(moved.devIdpIssuer).toBe('http://localhost:4000/dev-idp');
    expect(loadConfig({ PORT: '4000', PUBLIC_URL: 'https://print.example.in' }, { generateSecrets: false }).publicUrl.origin).toBe('https://print.example.in');
  });

  it('generates the dev session secret once into the data folder and reuses it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-data-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret).toBe(second.sessionSecret);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
  });

  it('reads PostgreSQL URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/portal', SESSION_SECRET: 'x'.repeat(40) }, { generateSecrets: false }).database).toEqual({
      engine: 'postgres',
      url: 'postgres://u@db:5432/portal',
      poolSize: 10,
      acquireTimeoutMs: 5_000,
    });
  });

  it('reads the PostgreSQL pool size and acquire timeout, and refuses nonsense', () => {
    const env = {
      DATABASE_URL: 'postgres://u@db:5432/portal',
      SESSION_SECRET: 'x'.repeat(40),
      DATABASE_POOL_SIZE: '4',
      DATABASE_POOL_ACQUIRE_TIMEOUT_MS: '250',
    };
    expect(loadConfig(env, { generateSecrets: false }).database).toEqual({
      engine: 'postgres',
      url: 'postgres://u@db:5432/portal',
      poolSize: 4,
      acquireTimeoutMs: 250,
    });
    expect(problemsOf({ DATABASE_POOL_SIZE: '0', DATABASE_POOL_ACQUIRE_TIMEOUT_MS: 'soon' })).toEqual([
      expect.stringMatching(/^DATABASE_POOL_SIZE: /),
      expect.stringMatching(/^DATABASE_POOL_ACQUIRE_TIMEOUT_MS: /),
    ]);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SHOP_EMAIL: 'not-an-email', OIDC_ISSUER: 'https://accounts.google.com' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: /),
        expect.stringMatching(/^DATABASE_URL: must start with sqlite: or postgres:\/\//),
        expect.stringMatching(/^SHOP_EMAIL: /),
      ]),
    );
    expect(problemsOf({ OIDC_ISSUER: 'https://accounts.google.com' })).toEqual(['OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together']);
  });

  it('requires SESSION_SECRET with PostgreSQL: every instance on the database must sign with the same one', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://u@db:5432/portal' })).toEqual([
      'SESSION_SECRET is required with a PostgreSQL DATABASE_URL (every instance must use the same one)',
    ]);
    expect(problemsOf({ DATABASE_URL: 'postgresql://u@db:5432/portal', SESSION_SECRET: 'x'.repeat(40) })).toEqual([]);
    // SQLite: one instance by definition; outside production the secret may still be generated into DATA_DIR.
    expect(problemsOf({ DATABASE_URL: 'sqlite:./data/portal.db' })).toEqual([]);
  });

  it('reads the instance id, the background lease and the held-print TTL', () => {
    const config = loadConfig({ INSTANCE_ID: 'web-2', BACKGROUND_LEASE_MS: '1500', HELD_PRINT_TTL_MS: '2000' }, { generateSecrets: false });
    expect(config).toMatchObject({ instanceId: 'web-2', backgroundLeaseMs: 1500, heldPrintTtlMs: 2000 });
    const defaults = loadConfig({}, { generateSecrets: false });
    expect(defaults).toMatchObject({ backgroundLeaseMs: 60_000, heldPrintTtlMs: 600_000 });
    expect(defaults.instanceId).not.toBe(loadConfig({}, { generateSecrets: false }).instanceId);
    expect(problemsOf({ INSTANCE_ID: 'a b', BACKGROUND_LEASE_MS: '10' })).toEqual([
      expect.stringMatching(/^INSTANCE_ID: /),
      expect.stringMatching(/^BACKGROUND_LEASE_MS: /),
    ]);
  });

  it('refuses production without real secrets, identity provider and payment gateway', () => {
    const problems = problemsOf({ NODE_ENV: 'production', RATE_LIMIT_FACTOR: '0', DEV_AUTH: '1' });
    expect(problems).toEqual([
      'SESSION_SECRET is required in production',
      expect.stringContaining('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required in production'),
      expect.stringContaining('PAYMENT_GATEWAY=cashfree is required in production'),
      'RATE_LIMIT_FACTOR=0 (rate limits off) is refused in production',
      'DEV_AUTH is refused in production',
    ]);
    const production = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      PAYMENT_GATEWAY: 'cashfree',
      CASHFREE_APP_ID: 'app',
      CASHFREE_SECRET_KEY: 'key',
      HOST: '127.0.0.1',
    });
    expect(production.devAuth).toBe(false);
    expect(production.payment).toMatchObject({ gateway: 'cashfree', env: 'sandbox' });
  });

  it('mounts the dev sign-in only on a loopback address unless DEV_AUTH=1', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }, { generateSecrets: false }).devAuth).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_AUTH: '1' }, { generateSecrets: false }).devAuth).toBe(true);
    expect(loadConfig({ HOST: '::1' }, { generateSecrets: false }).devAuth).toBe(true);
  });

  it('takes TRUST_PROXY as hop count or addresses, never true', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }, { generateSecrets: false }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }, { generateSecrets: false }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([expect.stringMatching(/^TRUST_PROXY: must be a hop count or proxy addresses, never true/)]);
    expect(problemsOf({ TRUST_PROXY: 'nginx' })).toEqual([expect.stringMatching(/^TRUST_PROXY: "nginx" is not an IP address/)]);
  });

  it("bounds the intake queue's timers: a heartbeat within 25 s, the version read without Redis at least every second", () => {
    expect(loadConfig({}, { generateSecrets: false }).intake).toMatchObject({ heartbeatMs: 20_000, pollMs: 1_000 });
    expect(loadConfig({ INTAKE_EVENTS_POLL_MS: '250' }, { generateSecrets: false }).intake.pollMs).toBe(250);
    expect(problemsOf({ INTAKE_EVENTS_HEARTBEAT_MS: '30000', INTAKE_EVENTS_POLL_MS: '5000' })).toEqual([
      expect.stringMatching(/^INTAKE_EVENTS_HEARTBEAT_MS: /),
      expect.stringMatching(/^INTAKE_EVENTS_POLL_MS: /),
    ]);
    // Not so often that open queues keep the database busy.
    expect(problemsOf({ INTAKE_EVENTS_POLL_MS: '10' })).toEqual([expect.stringMatching(/^INTAKE_EVENTS_POLL_MS: /)]);
  });

  it('bounds how long a client may take, production defaults unless set', () => {
    expect(loadConfig({}, { generateSecrets: false }).http).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 600_000,
      connectionTimeoutMs: 120_000,
      keepAliveTimeoutMs: 65_000,
      bodyMinBytesPerSecond: 20_000,
      bodyMaxPauseMs: 10_000,
    });
    expect(loadConfig({ BODY_MAX_PAUSE_MS: '1500' }, { generateSecrets: false }).http.bodyMaxPauseMs).toBe(1500);
    expect(problemsOf({ HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' })).toEqual([
      'HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS',
    ]);
    expect(problemsOf({ BODY_MIN_BYTES_PER_SECOND: '0' })).toEqual([expect.stringMatching(/^BODY_MIN_BYTES_PER_SECOND: /)]);
  });

  it('stops the server before it listens when the configuration is wrong', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-data-'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: 'abc', DATA_DIR: dataDir, DATABASE_URL: `sqlite:${dataDir}/portal.db` },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toContain('PORT: ');
    expect(run.stderr).toContain('SESSION_SECRET is required in production');
    expect(run.stderr).toContain('The server did not start.');
    expect(existsSync(path.join(dataDir, 'portal.db'))).toBe(false);
  });
});
