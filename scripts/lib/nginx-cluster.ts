// Several portal instances behind Debian's nginx on this machine, as a shop that outgrew one process
// runs them (docs/DEPLOY.md): one PostgreSQL database, one Redis, the same SESSION_SECRET, a distinct
// INSTANCE_ID each, round robin without sticky sessions. Used by server/test/scale-out.test.ts and
// bench/scale.ts. nginx runs as a foreground child with its own prefix folder and configuration.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/src/config/env';
import { PRINT_FORM_FILE_BYTES, PRINT_FORM_LIMITS } from '../../server/src/modules/prints/read-print-form';
import { freePort, startLocalServer, type LocalServer } from './local-server';

/** Debian's nginx, or the one NGINX_PATH names (the same default as scripts/ensure-test-tools.sh). */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The response header nginx adds here (not in production): which upstream answered, `127.0.0.1:PORT`. */
export const UPSTREAM_HEADER = 'x-upstream-addr';

interface ClusterInstance {
  /** Its INSTANCE_ID. */
  id: string;
  port: number;
  /** Straight to this instance, past the balancer. */
  baseURL: string;
  server: LocalServer;
  killed: boolean;
}

interface AccessLogLine {
  /** The instances nginx tried, in order (more than one when it passed the request on). */
  upstreams: ClusterInstance[];
  status: number;
  method: string;
  uri: string;
}

export interface NginxCluster {
  /** The balancer: every client request goes here (PUBLIC_URL of every instance). */
  baseURL: string;
  instances: ClusterInstance[];
  /** The instance that answered, from UPSTREAM_HEADER's value (`127.0.0.1:PORT`, or several when nginx passed the request on: the last). */
  instanceAt(upstream: string | null): ClusterInstance | undefined;
  /** nginx's access log so far. */
  accessLog(): AccessLogLine[];
  /** SIGKILLs one instance (no shutdown, no lease released); nginx passes its requests on to the others. */
  kill(index: number): Promise<void>;
  /** Stops nginx (gracefully) and every instance still running (SIGTERM), and removes their folders. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  /** PostgreSQL (a throwaway schema: server/test/support/test-databases.ts). Migrated by the instances at start. */
  databaseUrl: string;
  redisUrl: string;
  /** More settings for every instance (they override the ones set here, except INSTANCE_ID). */
  env?: Record<string, string>;
  logs?: 'inherit' | 'ignore';
  /** Node options for every instance (e.g. `--cpu-prof`), before its script. */
  nodeArgs?: string[];
}

/** Milliseconds as nginx reads them. */
const ms = (value: number) => `${Math.max(1, Math.round(value))}ms`;

/**
 * The nginx configuration: round robin over the instances (no stickiness), the client's address and
 * scheme passed on, a body as large as the print form allows, and timeouts matching the server's
 * (server/src/app.ts, server/src/http/body-deadline.ts; the same parser reads them).
 */
function nginxConfig(options: { dir: string; port: number; upstreamPorts: number[]; env?: Record<string, string> }): string {
  // Only the HTTP settings are read: a SQLite URL asks for no other setting (PostgreSQL would want SESSION_SECRET).
  const http = loadConfig({ ...options.env, DATABASE_URL: 'sqlite:unused.db' }, { generateSecrets: false }).http;
  // A print's files are 30 MB together however many there are (a front and a back, or a customer sheet's photos).
  const maxBody = PRINT_FORM_FILE_BYTES + PRINT_FORM_LIMITS.fields * PRINT_FORM_LIMITS.fieldSize + 1024 * 1024;
  const dir = options.dir;
  return `# Written by scripts/lib/nginx-cluster.ts for a local test; docs/DEPLOY.md has the production site file.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$upstream_addr|$status|$request_method|$request_uri';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream portal {
    # Round robin, the default: no ip_hash, no sticky cookie; any instance answers any request.
${options.upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
    # Closed before the server's keep-alive (HTTP_KEEP_ALIVE_TIMEOUT_MS) would close it under a request.
    keepalive_timeout ${ms(http.keepAliveTimeoutMs - 5_000)};
  }

  server {
    listen 127.0.0.1:${options.port};
    # The print form at its limits (two 15 MB photos and its fields), and a margin for the multipart framing.
    client_max_body_size ${maxBody};
    # The server's HTTP_HEADERS_TIMEOUT_MS, BODY_MAX_PAUSE_MS and HTTP_CONNECTION_TIMEOUT_MS.
    client_header_timeout ${ms(http.headersTimeoutMs)};
    client_body_timeout ${ms(http.bodyMaxPauseMs)};
    send_timeout ${ms(http.connectionTimeoutMs)};
    keepalive_timeout ${ms(http.keepAliveTimeoutMs)};

    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # Replaced, not appended: what a client sends in X-Forwarded-For never reaches the server.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Uploads stream through (the server's body deadline sees the client's pace; photos never touch
      # nginx's disk), and answers (PDFs) are never buffered to a file either.
      proxy_request_buffering off;
      proxy_max_temp_file_size 0;
      proxy_connect_timeout 5s;
      proxy_send_timeout ${ms(http.connectionTimeoutMs)};
      proxy_read_timeout ${ms(http.connectionTimeoutMs)};
      # A refused connection (an instance gone) is tried on the next one; a request already sent is not.
      proxy_next_upstream error timeout;
      add_header X-Upstream-Addr $upstream_addr always;
    }
  }
}
`;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number, exited?: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited?.()) throw new Error(`${what}: the process exited`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Starts `instances` servers on free ports and nginx in front of them; resolves once /readyz answers through nginx. */
export async function startNginxCluster(options: ClusterOptions): Promise<NginxCluster> {
  if (!existsSync(nginxPath)) throw new Error(`nginx is not at ${nginxPath}: run \`bash scripts/ensure-test-tools.sh\` (it installs Debian's nginx)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  // nginx's workers run as an unprivileged user when it starts as root: they must reach their temp folders here.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const shared = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    PUBLIC_URL: baseURL,
    DEV_AUTH: '1',
    TRUST_PROXY: '127.0.0.1',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    ...options.env,
  };
  const instances: ClusterInstance[] = [];
  let nginx: ChildProcess | null = null;

  const stop = async () => {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGQUIT'); // graceful: finishes the requests in flight
      if (!(await waitForExit(nginx, 10_000))) nginx.kill('SIGKILL');
    }
    await Promise.all(instances.map((instance) => instance.server.stop()));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // One at a time: the first migrates the schema (the others would wait on its lock anyway).
    for (let i = 0; i < options.instances; i += 1) {
      const id = `instance-${i + 1}-${randomBytes(3).toString('hex')}`;
      const server = await startLocalServer({
        env: { ...shared, INSTANCE_ID: id },
        logs: options.logs ?? 'ignore',
        readyTimeoutMs: 60_000,
        nodeArgs: options.nodeArgs,
      });
      instances.push({ id, port: Number(new URL(server.baseURL).port), baseURL: server.baseURL, server, killed: false });
    }
    const configFile = path.join(dir, 'nginx.conf');
    writeFileSync(configFile, nginxConfig({ dir, port, upstreamPorts: instances.map((i) => i.port), env: options.env }));
    const started: ChildProcess = spawn(nginxPath, ['-p', dir, '-c', configFile, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    nginx = started;
    let nginxErrors = '';
    started.stderr?.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));
    try {
      await waitFor(
        async () => (await fetch(`${baseURL}/readyz`)).ok,
        'nginx',
        15_000,
        () => started.exitCode !== null,
      );
    } catch (error) {
      const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
      throw new Error(`${(error as Error).message}\n${nginxErrors}${log}`, { cause: error });
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const at = (address: string) => instances.find((i) => address === `127.0.0.1:${i.port}`);
  // nginx lists every instance it tried (`a, b`, or `a : b` across internal redirects): the last one answered.
  const instanceAt = (upstream: string | null) =>
    at(
      upstream
        ?.split(/[,:]\s/)
        .at(-1)
        ?.trim() ?? '',
    );
  return {
    baseURL,
    instances,
    instanceAt,
    accessLog() {
      const file = path.join(dir, 'access.log');
      if (!existsSync(file)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [upstreams = '', status = '0', method = '', uri = ''] = line.split('|');
          return {
            upstreams: upstreams
              .split(/[,:]\s/)
              .map((addr) => at(addr.trim()))
              .filter((i): i is ClusterInstance => i !== undefined),
            status: Number(status),
            method,
            uri,
          };
        });
    },
    async kill(index) {
      const instance = instances[index];
      if (!instance || instance.killed) return;
      instance.killed = true;
      instance.server.process.kill('SIGKILL');
      await waitForExit(instance.server.process, 10_000);
    },
    stop,
  };
}
