// Benchmarks of the platform: cold start (open + migrate) and catalog/page throughput over real HTTP
// on loopback, on SQLite and (when TEST_DATABASE_URL is set) PostgreSQL.
// Prints a Markdown table and writes it into docs/PERFORMANCE.md between the bench markers.
// Not a test: nothing here passes or fails on a figure.
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/env';
import { recordFigures } from '../scripts/lib/record-figures';
import { createTestDatabase } from '../server/test/support/test-databases';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

interface Row {
  engine: string;
  scenario: string;
  figure: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(url: string): Promise<string> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return `${Math.round(latencies.length / seconds)} req/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms${failures ? `, ${failures} failed` : ''}`;
}

async function benchEngine(engine: 'sqlite' | 'postgres'): Promise<Row[]> {
  const db = await createTestDatabase(engine);
  const config = loadConfig(
    {
      DATABASE_URL: db.url,
      SESSION_SECRET: 'bench-session-secret-shared-by-every-instance',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_FACTOR: '0',
      FREE_PROOFS_PER_DAY: '1000000',
    },
    { generateSecrets: false },
  );
  const t0 = performance.now();
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const coldStart = performance.now() - t0;
  const address = app.server.address();
  const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  const rows: Row[] = [{ engine, scenario: 'cold start: open database, migrate, listen', figure: `${coldStart.toFixed(0)} ms` }];
  await load(`${base}/api/v1/plans`); // warm up
  rows.push({ engine, scenario: `GET /api/v1/plans (${REQUESTS} requests, ${CONCURRENCY} at a time)`, figure: await load(`${base}/api/v1/plans`) });
  rows.push({ engine, scenario: `GET /Contact-us, SPA fallback (${REQUESTS} requests, ${CONCURRENCY} at a time)`, figure: await load(`${base}/Contact-us`) });
  rows.push({ engine, scenario: `GET /readyz (${REQUESTS} requests, ${CONCURRENCY} at a time)`, figure: await load(`${base}/readyz`) });
  await app.close();
  await db.drop();
  return rows;
}

const engines: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
const rows: Row[] = [];
for (const engine of engines) rows.push(...(await benchEngine(engine)));

const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; client and server in one process over loopback.`,
  '',
  '| engine | scenario | figure |',
  '|---|---|---|',
  ...rows.map((r) => `| ${r.engine} | ${r.scenario} | ${r.figure} |`),
].join('\n');
console.log(table);

recordFigures('platform', table);
