// What one chunk from a phone costs the server (npm run bench:intake-chunk-cost; docs/decisions/0095 and 0096).
// One instance on PostgreSQL; PHONES phones each send a 3 MB photo (12 chunks of 256 kB) as fast as the line allows,
// from a process of their own (bench/intake-phones.ts). The figures: CPU time per chunk in the instance and in
// PostgreSQL's processes (from /proc, so the machine's load does not enter), median of BENCH_RUNS runs (5).
// The load figures of bench:intake follow from these: a print shares the cores with this work.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { intakeChunkCount } from '@core/intake/intake-terms';
import { buildWeb } from '../scripts/lib/build-web';
import { startNginxCluster } from '../scripts/lib/nginx-cluster';
import { recordFigures } from '../scripts/lib/record-figures';
import { loadConfig } from '../server/src/config/env';
import { createDatabase } from '../server/src/db/create-database';
import { createTestDatabase } from '../server/test/support/test-databases';
import { createSignedInUser } from '../server/test/support/test-users';
import { openIntake, startPhones } from './intake-phones';

if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.error('bench:intake-chunk-cost needs PostgreSQL and Redis: set TEST_DATABASE_URL and TEST_REDIS_URL');
  process.exit(1);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PHONES = 50;
const PHOTO_BYTES = 3 * 1024 * 1024;
const TICK = 100; // clock ticks a second on Linux (sysconf(_SC_CLK_TCK))

/** utime + stime of a process, in seconds. */
function cpuOf(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICK;
  } catch {
    return 0; // gone since it was listed
  }
}

/** CPU of a process's threads so far, split by priority: at the lowest (nice 19: the chunk thread) and the rest. */
function threadsCpu(pid: number): { low: number; rest: number } {
  const split = { low: 0, rest: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = (Number(fields[11]) + Number(fields[12])) / TICK;
      if (Number(fields[16]) === 19) split.low += cpu;
      else split.rest += cpu;
    } catch {
      // ended since it was listed
    }
  }
  return split;
}

/** CPU of every PostgreSQL process so far, by pid (backends come and go with the pool). */
function postgresCpu(): Map<string, number> {
  const found = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres')) found.set(pid, cpuOf(pid));
    } catch {
      // gone
    }
  }
  return found;
}
const postgresSince = (before: Map<string, number>) => [...postgresCpu()].reduce((sum, [pid, now]) => sum + now - (before.get(pid) ?? 0), 0);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const web = buildWeb();
const load1 = loadavg()[0]!;
const database = await createTestDatabase('postgres');
const cluster = await startNginxCluster({
  instances: 1,
  databaseUrl: database.url,
  redisUrl: process.env.TEST_REDIS_URL,
  env: { WEB_DIST: web.webDist, RATE_LIMIT_FACTOR: '0', LOG_LEVEL: 'fatal' },
  // e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' for where the instance's time goes.
  nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
  logs: 'ignore',
});
const handle = createDatabase(
  loadConfig({ DATABASE_URL: database.url, SESSION_SECRET: 'bench-intake-chunk-cost-handle-0123456789' }, { generateSecrets: false }).database,
);
const instancePid = cluster.instances[0]!.server.process.pid!;
const perChunk = { instance: [] as number[], lowThread: [] as number[], postgres: [] as number[] };
try {
  const operators = await Promise.all(Array.from({ length: PHONES }, () => createSignedInUser(handle)));
  for (let run = 0; run < RUNS; run++) {
    const intakes = await Promise.all(operators.map((operator) => openIntake(cluster.instances[0]!.baseURL, operator.headers)));
    const phones = await startPhones({ baseURL: cluster.instances[0]!.baseURL, intakeIds: intakes.map((intake) => intake.id), bytes: PHOTO_BYTES });
    const [instanceBefore, threadsBefore, postgresBefore] = [cpuOf(instancePid), threadsCpu(instancePid), postgresCpu()];
    const sent = await phones.go();
    const chunks = sent.done * intakeChunkCount(PHOTO_BYTES);
    perChunk.instance.push(((cpuOf(instancePid) - instanceBefore) / chunks) * 1000);
    perChunk.postgres.push((postgresSince(postgresBefore) / chunks) * 1000);
    // A thread that started in this run counts from zero.
    perChunk.lowThread.push(((threadsCpu(instancePid).low - threadsBefore.low) / chunks) * 1000);
    console.log(
      `run ${run + 1}: ${sent.done} photos; per chunk ${perChunk.instance.at(-1)!.toFixed(2)} ms instance (${perChunk.lowThread.at(-1)!.toFixed(2)} at nice 19), ${perChunk.postgres.at(-1)!.toFixed(2)} ms PostgreSQL`,
    );
    await Promise.all(
      intakes.map((intake, index) =>
        fetch(`${cluster.instances[0]!.baseURL}/api/v1/intakes/${intake.id}`, { method: 'DELETE', headers: operators[index]!.headers }).then((res) =>
          res.arrayBuffer(),
        ),
      ),
    );
  }
} finally {
  await cluster.stop();
  await handle.close();
  await database.drop();
  web.cleanup();
}
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${load1.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end.`,
  '',
  `| CPU per 256 kB chunk (${PHONES} phones × 3 MB, median of ${RUNS} runs) | ms |`,
  '|---|---|',
  `| the instance | ${median(perChunk.instance).toFixed(2)} |`,
  `| of which its threads at the lowest priority (nice 19: the chunk thread, decision 0097) | ${median(perChunk.lowThread).toFixed(2)} |`,
  `| PostgreSQL | ${median(perChunk.postgres).toFixed(2)} |`,
].join('\n');
console.log(`\n${table}`);
recordFigures('intake-chunk-cost', table, {
  section: [
    '## What a chunk from a phone costs',
    '',
    '`TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379 npm run bench:intake-chunk-cost`: CPU time',
    "per 256 kB chunk in the instance's process and in PostgreSQL's, read from /proc (the machine's load does not enter); the",
    "phones send as fast as they can from a process of their own. bench:intake's load figures follow from these.",
  ].join('\n'),
});
