import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The portal, with its dev identity provider on the same origin. */
    baseURL: string;
    /** A second portal at 127.0.0.1 whose dev identity provider is on another origin (localhost), as Google is. */
    crossOriginBaseURL: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms`);
}

async function startServer(dataDir: string, env: Record<string, string>): Promise<{ baseURL: string; server: ChildProcess }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'portal.db')}`,
      LOG_LEVEL: 'warn',
      ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.replaceAll('{port}', String(port))])),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(baseURL, server, 30_000);
  return { baseURL, server };
}

/** Starts the real servers (built SPA, fresh SQLite files, dev sign-in, payment simulator) for the e2e tests. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'web/dist/index.html'))) throw new Error('web/dist is missing: run `npm run build` first (npm run test:e2e does).');
  const dirs = [mkdtempSync(path.join(tmpdir(), 'portal-e2e-')), mkdtempSync(path.join(tmpdir(), 'portal-e2e-x-'))];
  const main = await startServer(dirs[0]!, { ADMIN_EMAILS: 'owner@shop.in' });
  const cross = await startServer(dirs[1]!, { DEV_IDP_ISSUER: 'http://localhost:{port}/dev-idp' });
  project.provide('baseURL', main.baseURL);
  project.provide('crossOriginBaseURL', cross.baseURL);

  return async () => {
    for (const { server } of [main, cross]) {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
}
