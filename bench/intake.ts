// Files from the customer's phone (npm run bench:intake; docs/decisions/0095-files-from-the-customers-phone.md).
// 1. Arrival: on one instance, then two behind Debian's nginx (PostgreSQL and Redis shared), a phone sends a photo
//    of 3 chunks through the balancer while the operator's queue (Server-Sent Events, through the balancer too) is
//    open; the figure is the time from the last chunk's answer to the event that shows the file complete. 30 files
//    a run, BENCH_RUNS runs (5): p50 and p95 per run, the median of the runs reported.
// 2. Load: two instances behind nginx. 50 phones each send a 3 MB photo (12 chunks) at once, each line throttled
//    to BENCH_INTAKE_KBPS (200 kB/s), while 4 operators print watermarked passport sheets one after another.
//    Rounds with and without the phones interleave (BENCH_INTAKE_ROUNDS pairs, 3); the figures: the prints' p50
//    and p99 in each kind of round, 500/502/504 answers (must be 0), 503s, and the instances' largest RSS.
// Needs TEST_DATABASE_URL and TEST_REDIS_URL; builds the web app (or uses WEB_DIST).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { intakeFileProgress, intakeState } from '@core/contracts/intakes';
import { INTAKE_CHUNK_PLAIN_BYTES, intakeChunkSize } from '@core/intake/intake-terms';
import { buildWeb } from '../scripts/lib/build-web';
import { startNginxCluster, type NginxCluster } from '../scripts/lib/nginx-cluster';
import { recordFigures } from '../scripts/lib/record-figures';
import { loadConfig } from '../server/src/config/env';
import { createDatabase, type DatabaseHandle } from '../server/src/db/create-database';
import { openEventStream } from '../server/test/support/event-stream';
import { multipart } from '../server/test/support/multipart';
import { createTestDatabase } from '../server/test/support/test-databases';
import { createSignedInUser } from '../server/test/support/test-users';

if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.error('bench:intake needs PostgreSQL and Redis: set TEST_DATABASE_URL and TEST_REDIS_URL');
  process.exit(1);
}
const redisUrl = process.env.TEST_REDIS_URL;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FILES_PER_RUN = 30;
const PHONES = 50;
const PHOTO_BYTES = 3 * 1024 * 1024;
const KBPS = Number(process.env.BENCH_INTAKE_KBPS ?? 200);
const ROUNDS = Number(process.env.BENCH_INTAKE_ROUNDS ?? 3);
const PRINTERS = 4;
const operatorKey = { kty: 'EC', crv: 'P-256', x: 'A'.repeat(43), y: 'B'.repeat(43) };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const median = (values: number[]) => percentile(values, 50);
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

async function withCluster<T>(instances: number, work: (cluster: NginxCluster, handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await createTestDatabase('postgres');
  const cluster = await startNginxCluster({
    instances,
    databaseUrl: database.url,
    redisUrl,
    env: { WEB_DIST: webDist, RATE_LIMIT_FACTOR: '0', FREE_PROOFS_PER_DAY: '1000000', LOG_LEVEL: 'fatal' },
    logs: 'ignore',
  });
  const handle = createDatabase(
    loadConfig({ DATABASE_URL: database.url, SESSION_SECRET: 'bench-intake-own-database-handle-0123456789' }, { generateSecrets: false }).database,
  );
  try {
    return await work(cluster, handle);
  } finally {
    await cluster.stop();
    await handle.close();
    await database.drop();
  }
}

async function openIntake(baseURL: string, headers: Record<string, string>) {
  const res = await fetch(`${baseURL}/api/v1/intakes`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ operatorKey }),
  });
  if (res.status !== 201) throw new Error(`opening an intake answered ${res.status}`);
  return intakeState.parse(await res.json());
}

/** Sends one file of `bytes` (random: the server never reads it), chunk after chunk, each paced to `kbps` when given. Returns when the last chunk was answered, and the statuses seen. */
async function sendFile(baseURL: string, intakeId: string, bytes: number, kbps?: number) {
  const statuses: number[] = [];
  const announced = await fetch(`${baseURL}/api/v1/intake-drops/${intakeId}/files`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ meta: 'c2VhbGVk', bytes }),
  });
  statuses.push(announced.status);
  if (announced.status !== 201) return { fileId: null, lastAnswered: performance.now(), statuses };
  const file = intakeFileProgress.parse(await announced.json());
  for (let seq = 0; seq < file.chunks; seq++) {
    const body = randomBytes(intakeChunkSize(bytes, seq));
    const started = performance.now();
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await fetch(`${baseURL}/api/v1/intake-drops/${intakeId}/files/${file.id}/chunks/${seq}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body,
      });
      statuses.push(res.status);
      await res.arrayBuffer();
      if (res.status === 200) break;
      await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
    }
    // A throttled line: the chunk takes at least its size at `kbps`.
    if (kbps) await sleep(Math.max(0, (body.length / (kbps * 1024)) * 1000 - (performance.now() - started)));
  }
  return { fileId: file.id, lastAnswered: performance.now(), statuses };
}

/** Part 1: from the last chunk's answer to the event showing the file complete, FILES_PER_RUN files. */
async function arrival(cluster: NginxCluster, handle: DatabaseHandle): Promise<number[]> {
  const operator = await createSignedInUser(handle);
  const delays: number[] = [];
  // An intake takes 10 files: a new one every 10.
  for (let opened = 0; opened < FILES_PER_RUN; opened += 10) {
    const intake = await openIntake(cluster.baseURL, operator.headers);
    const stream = await openEventStream(`${cluster.baseURL}/api/v1/intakes/${intake.id}/events`, operator.headers.cookie);
    await stream.next((e) => e.event === 'intake', 'the first state');
    for (let i = 0; i < 10; i++) {
      const sent = await sendFile(cluster.baseURL, intake.id, 3 * INTAKE_CHUNK_PLAIN_BYTES - 1000);
      const shown = await waitForEvent(stream, sent.fileId!);
      delays.push(shown - sent.lastAnswered);
    }
    await stream.close();
  }
  return delays;
}

async function waitForEvent(stream: Awaited<ReturnType<typeof openEventStream>>, fileId: string): Promise<number> {
  for (;;) {
    const seen = stream.events.findIndex((e) => e.event === 'intake' && intakeState.parse(JSON.parse(e.data)).files.some((f) => f.id === fileId && f.complete));
    if (seen >= 0) return performance.now();
    await sleep(2);
  }
}

const rssOf = (pid: number | undefined) => {
  if (!pid) return 0;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
};

/** Part 2: prints while 50 phones send (or not), interleaved. */
async function load(cluster: NginxCluster, handle: DatabaseHandle) {
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 150, g: 110, b: 90 } } })
    .jpeg()
    .toBuffer();
  const printers = await Promise.all(Array.from({ length: PRINTERS }, () => createSignedInUser(handle)));
  const operators = await Promise.all(Array.from({ length: PHONES }, () => createSignedInUser(handle)));
  const results = {
    quiet: [] as number[],
    busy: [] as number[],
    bad: new Map<number, number>(),
    busy503: 0,
    peakRss: 0,
    phonesDone: 0,
    phoneSeconds: [] as number[],
  };
  const note = (status: number) => {
    if (status === 500 || status === 502 || status === 504) results.bad.set(status, (results.bad.get(status) ?? 0) + 1);
    if (status === 503) results.busy503 += 1;
  };
  const sampler = setInterval(() => {
    for (const instance of cluster.instances) results.peakRss = Math.max(results.peakRss, rssOf(instance.server.process.pid));
  }, 200);

  const printRound = async (into: number[], until: () => boolean) => {
    await Promise.all(
      printers.map(async (printer) => {
        while (!until()) {
          const form = await multipart(
            { service: 'passport-photo', layout: 'a4-6', mode: 'watermarked' },
            { front: { bytes: photo, filename: 'photo.jpg', type: 'image/jpeg' } },
          );
          const started = performance.now();
          const res = await fetch(`${cluster.baseURL}/api/v1/prints`, {
            method: 'POST',
            headers: { ...printer.headers, 'content-type': form.contentType },
            body: form.payload,
          });
          await res.arrayBuffer();
          note(res.status);
          if (res.status === 201) into.push(performance.now() - started);
        }
      }),
    );
  };

  for (let round = 0; round < ROUNDS; round++) {
    // With the phones: 50 intakes, each one 3 MB photo over a throttled line; prints until every phone is done.
    let phonesLeft = PHONES;
    const phones = operators.map(async (operator) => {
      const intake = await openIntake(cluster.baseURL, operator.headers);
      const started = performance.now();
      const sent = await sendFile(cluster.baseURL, intake.id, PHOTO_BYTES, KBPS);
      sent.statuses.forEach(note);
      results.phoneSeconds.push((performance.now() - started) / 1000);
      if (sent.fileId) results.phonesDone += 1;
      phonesLeft -= 1;
    });
    await Promise.all([printRound(results.busy, () => phonesLeft === 0), ...phones]);
    // Without: as long again, prints only.
    const quietUntil = performance.now() + median(results.phoneSeconds) * 1000;
    await printRound(results.quiet, () => performance.now() > quietUntil);
  }
  clearInterval(sampler);
  return results;
}

const web = buildWeb();
const webDist = web.webDist;
const load1 = loadavg()[0]!;
const arrivals: Record<string, { p50: number; p95: number }[]> = { '1 instance': [], '2 instances behind nginx': [] };
for (const [label, instances] of [
  ['1 instance', 1],
  ['2 instances behind nginx', 2],
] as const) {
  await withCluster(instances, async (cluster, handle) => {
    for (let run = 0; run < RUNS; run++) {
      const delays = await arrival(cluster, handle);
      arrivals[label]!.push({ p50: percentile(delays, 50), p95: percentile(delays, 95) });
      console.log(`${label}, run ${run + 1}: p50 ${ms(percentile(delays, 50))}, p95 ${ms(percentile(delays, 95))}`);
    }
  });
}
const loaded = await withCluster(2, load);
const load2 = loadavg()[0]!;
const bad = [...loaded.bad.entries()].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none';
const ratio = percentile(loaded.busy, 99) / percentile(loaded.quiet, 99);

const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${load1.toFixed(1)} at the start, ${load2.toFixed(1)} at the end.`,
  '',
  '| from the last chunk answered to the file shown in the queue | p50 (median of runs) | p95 (median of runs) | runs |',
  '|---|---|---|---|',
  ...Object.entries(arrivals).map(
    ([label, runs]) => `| ${label} | ${ms(median(runs.map((r) => r.p50)))} | ${ms(median(runs.map((r) => r.p95)))} | ${runs.length} × ${FILES_PER_RUN} files |`,
  ),
  '',
  `| ${PHONES} phones sending a 3 MB photo at ${KBPS} kB/s each, ${PRINTERS} operators printing, 2 instances | figure |`,
  '|---|---|',
  `| prints without phones (${loaded.quiet.length}): p50, p99 | ${ms(percentile(loaded.quiet, 50))}, ${ms(percentile(loaded.quiet, 99))} |`,
  `| prints with phones (${loaded.busy.length}): p50, p99 | ${ms(percentile(loaded.busy, 50))}, ${ms(percentile(loaded.busy, 99))} (p99 ${((ratio - 1) * 100).toFixed(0)} % ${ratio >= 1 ? 'above' : 'below'}; target within 20 %) |`,
  `| photos sent whole | ${loaded.phonesDone} of ${PHONES * ROUNDS}, median ${median(loaded.phoneSeconds).toFixed(1)} s each |`,
  `| 500, 502, 504 answers | ${bad} |`,
  `| 503 answers (retried after Retry-After) | ${loaded.busy503} |`,
  `| largest RSS of an instance | ${(loaded.peakRss / 2 ** 20).toFixed(0)} MB |`,
].join('\n');
console.log(`\n${table}`);
recordFigures('intake', table, {
  section: [
    "## Files from the customer's phone",
    '',
    '`TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379 npm run bench:intake` (decision 0095): the time',
    "from a phone's last chunk answered to the operator's queue showing the file, on one instance and across two behind nginx; then",
    'prints while 50 phones send photos over throttled lines, in rounds interleaved with rounds without them.',
  ].join('\n'),
});
web.cleanup();
if (loaded.bad.size > 0) process.exitCode = 1;
