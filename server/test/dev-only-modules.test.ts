import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fakeWebDist } from './support/test-app';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Builds the app in a fresh process with this environment: the modules it resolved, and what it printed to stderr. */
function buildInChild(env: Record<string, string>): Promise<{ loaded: string[]; stderr: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-dev-only-'));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/test/support/build-app-child.ts'],
      {
        cwd: repoRoot,
        timeout: 60_000,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: `sqlite:${dataDir}/portal.db`, WEB_DIST: fakeWebDist(), LOG_LEVEL: 'silent', ...env },
      },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve({ loaded: JSON.parse(stdout) as string[], stderr })),
    );
  });
}

const oidcProvider = (url: string) => url.includes('/node_modules/oidc-provider/');
const devIdentityProvider = (url: string) => url.includes('/server/src/modules/dev-idp/');
const paymentSimulator = (url: string) => url.includes('/server/src/modules/dev-pay/');

/** A child process that imports the whole server: its own budget, whatever the machine's load (its child's timeout is one minute). */
const CHILD_BUILD_TEST_MS = 120_000;

describe('dev-only code stays out of production', { timeout: CHILD_BUILD_TEST_MS }, () => {
  it('building the app with Google-style sign-in and Cashfree loads neither oidc-provider, the dev sign-in nor the payment simulator, and prints no oidc-provider warning', async () => {
    const { loaded, stderr } = await buildInChild({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      SESSION_SECRET: 'dev-only-modules-test-secret-0123456789abcdef',
      OIDC_ISSUER: 'https://accounts.example.com',
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 'portal-secret',
      PAYMENT_GATEWAY: 'cashfree',
      CASHFREE_APP_ID: 'app',
      CASHFREE_SECRET_KEY: 'secret',
    });
    // The app itself was loaded through the hook, so an empty list cannot pass this test.
    expect(loaded.some((url) => url.endsWith('/server/src/app.ts'))).toBe(true);
    expect(loaded.filter(oidcProvider)).toEqual([]);
    expect(loaded.filter(devIdentityProvider)).toEqual([]);
    expect(loaded.filter(paymentSimulator)).toEqual([]);
    expect(stderr).not.toContain('oidc-provider');
  });

  it('loads them when it mounts them: the dev sign-in and the simulator on a developer machine', async () => {
    const { loaded } = await buildInChild({ NODE_ENV: 'development', HOST: '127.0.0.1' });
    expect(loaded.some(oidcProvider)).toBe(true);
    expect(loaded.some(devIdentityProvider)).toBe(true);
    expect(loaded.some(paymentSimulator)).toBe(true);
  });
});
