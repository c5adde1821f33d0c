// Starts the real portal as a child process on a free loopback port, with a throwaway data folder
// and SQLite file: used by the e2e tests' global setup and by the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface LocalServer {
  baseURL: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `server/src/main.ts` on 127.0.0.1 and waits for /readyz. `env` adds settings; `{port}` in a
 * value is replaced by the chosen port; `nodeArgs` go to Node before the script (e.g. `--cpu-prof`). DATABASE_URL defaults to a fresh SQLite file in the data folder.
 */
export async function startLocalServer(
  options: {
    env?: Record<string, string>;
    logs?: 'inherit' | 'ignore';
    readyTimeoutMs?: number;
    nodeArgs?: string[];
    /** The checkout to run (a bench's baseline: an earlier commit with its own node_modules); this one by default. */
    root?: string;
    /** Write the server's standard output and error to this file (a test reads what it logged) instead of `logs`. */
    logFile?: string;
  } = {},
): Promise<LocalServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-local-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = Object.fromEntries(Object.entries(options.env ?? {}).map(([k, v]) => [k, v.replaceAll('{port}', String(port))]));
  const logFd = options.logFile ? openSync(options.logFile, 'a') : undefined;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/src/main.ts'], {
    cwd: options.root ?? repoRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'portal.db')}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: options.logFile ? ['ignore', logFd!, logFd!] : ['ignore', options.logs ?? 'inherit', 'inherit'],
  });
  const stop = async () => {
    // Still running: neither exited nor ended by a signal (after a SIGKILL, exitCode stays null and 'exit' has fired).
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (logFd !== undefined) closeSync(logFd);
  };
  // A setting, not a figure under test: a fresh clone transpiles on first start, and beside other work that took
  // over 30 s; a server that cannot start still says so at once (it exits).
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server was not ready in time');
    }
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseURL, dataDir, process: child, stop };
}
