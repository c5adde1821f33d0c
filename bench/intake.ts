// Files from the customer's phone (npm run bench:intake; docs/decisions/0095-files-from-the-customers-phone.md).
// 1. Arrival: on one instance, then two behind Debian's nginx (PostgreSQL and Redis shared), a phone sends a photo
//    of 3 chunks through the balancer while the operator's queue (Server-Sent Events, through the balancer too) is
//    open; the figure is the time from the last chunk's answer to the event that shows the file complete. 30 files
//    a run, BENCH_RUNS runs (5): p50 and p95 per run, the median of the runs reported.
// 2. Load: two instances behind nginx. 50 phones each send a 3 MB photo (12 chunks) at once, each line throttled
//    to BENCH_INTAKE_KBPS (200 kB/s), from their own process (bench/intake-phones.ts), while 4 operators print
//    watermarked passport sheets: first each starting one every BENCH_PRINT_EVERY_MS (500), then back to back.
//    After a warm-up round with phones, not counted, rounds with and without the phones interleave (BENCH_INTAKE_ROUNDS
//    pairs, 5, in turn with phones first and without first); the figures: the prints' p50
//    and p99 in each kind of round (all rounds together, and the median of the pairs' p99 ratios), the cores busy, 500/502/504 answers (must be 0), 503s, and the largest RSS.
// Needs TEST_DATABASE_URL and TEST_REDIS_URL; builds the web app (or uses WEB_DIST).
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { intakeState } from '@core/contracts/intakes';
import { INTAKE_CHUNK_PLAIN_BYTES } from '@core/intake/intake-terms';
import { buildWeb } from '../scripts/lib/build-web';
import { startNginxCluster, type NginxCluster } from '../scripts/lib/nginx-cluster';
import { recordFigures } from '../scripts/lib/record-figures';
import { loadConfig } from '../server/src/config/env';
import { createDatabase, type DatabaseHandle } from '../server/src/db/create-database';
import { openEventStream } from '../server/test/support/event-stream';
import { multipart } from '../server/test/support/multipart';
import { createTestDatabase } from '../server/test/support/test-databases';
import { createSignedInUser } from '../server/test/support/test-users';
import { openIntake, sendFile, startPhones } from './intake-phones';

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
const ROUNDS = Number(process.env.BENCH_INTAKE_ROUNDS ?? 5);
const PRINTERS = 4;
const PHONES_NICE = process.env.BENCH_PHONES_NICE ?? '19';
const PRINT_EVERY_MS = Number(process.env.BENCH_PRINT_EVERY_MS ?? 500);

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
    // e.g. BENCH_NODE_ARGS='--trace-gc' BENCH_LOGS=inherit for the instances' garbage collections.
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
    logs: process.env.BENCH_LOGS === 'inherit' ? 'inherit' : 'ignore',
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

/** The machine's busy time so far, in core-seconds (from /proc/stat). */
function busyCoreSeconds(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = fields.map(Number);
  // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
  return ticks.slice(0, 8).reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0) / 100;
}

/**
 * Part 2: prints while 50 phones send (or not), interleaved. Each operator starts a print every `printEveryMs`
 * (0: the next as soon as the last is answered, which keeps the machine's CPU full).
 */
async function load(cluster: NginxCluster, handle: DatabaseHandle, printEveryMs: number) {
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 150, g: 110, b: 90 } } })
    .jpeg()
    .toBuffer();
  const printers = await Promise.all(Array.from({ length: PRINTERS }, () => createSignedInUser(handle)));
  const operators = await Promise.all(Array.from({ length: PHONES }, () => createSignedInUser(handle)));
  const results = {
    quiet: [] as number[],
    busy: [] as number[],
    // Each round's own p99, in order: pair i is busy[i] and quiet[i].
    roundP99: { quiet: [] as number[], busy: [] as number[] },
    bad: new Map<number, number>(),
    busy503: 0,
    peakRss: 0,
    phonesDone: 0,
    phoneSeconds: [] as number[],
    phonesCpu: 0,
    // Core-seconds busy and seconds elapsed, in each kind of round.
    cpu: { quiet: { busy: 0, seconds: 0 }, busy: { busy: 0, seconds: 0 } },
  };
  const note = (status: number) => {
    if (status === 500 || status === 502 || status === 504) results.bad.set(status, (results.bad.get(status) ?? 0) + 1);
    if (status === 503) results.busy503 += 1;
  };
  const sampler = setInterval(() => {
    for (const instance of cluster.instances) results.peakRss = Math.max(results.peakRss, rssOf(instance.server.process.pid));
  }, 200);

  /** Prints until `until()`; recorded as `kind` unless it is the warm-up (null). */
  const printRound = async (kind: 'quiet' | 'busy' | null, until: () => boolean) => {
    const into: number[] = [];
    const [busyBefore, roundStarted] = [busyCoreSeconds(), performance.now()];
    await Promise.all(
      printers.map(async (printer, index) => {
        // Paced operators start out of step, so their prints spread over the interval.
        if (printEveryMs > 0) await sleep((index * printEveryMs) / PRINTERS);
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
          if (kind) note(res.status);
          if (res.status === 201) into.push(performance.now() - started);
          if (printEveryMs > 0) await sleep(started + printEveryMs - performance.now());
        }
      }),
    );
    if (!kind) return;
    results[kind].push(...into);
    results.roundP99[kind].push(percentile(into, 99));
    results.cpu[kind].busy += busyCoreSeconds() - busyBefore;
    results.cpu[kind].seconds += (performance.now() - roundStarted) / 1000;
  };

  /** With the phones: 50 intakes, each one 3 MB photo over a throttled line, sent by another process (the phones'
   * own devices: bench/intake-phones.ts); prints until every phone is done. The operators then close their intakes
   * (the server's budget is for the next round). */
  const busyRound = async (recorded: boolean) => {
    const intakes = await Promise.all(operators.map((operator) => openIntake(cluster.baseURL, operator.headers)));
    let phonesDone = false;
    const started = await startPhones({ baseURL: cluster.baseURL, intakeIds: intakes.map((intake) => intake.id), bytes: PHOTO_BYTES, kbps: KBPS }, PHONES_NICE);
    const phones = started.go().then((sent) => {
      phonesDone = true;
      if (recorded) sent.statuses.forEach(note);
      if (!recorded) {
        warmUpSeconds.push(...sent.seconds);
        return;
      }
      results.phoneSeconds.push(...sent.seconds);
      results.phonesDone += sent.done;
      results.phonesCpu += sent.cpuSeconds;
    });
    await Promise.all([printRound(recorded ? 'busy' : null, () => phonesDone), phones]);
    await Promise.all(
      intakes.map((intake, index) =>
        fetch(`${cluster.baseURL}/api/v1/intakes/${intake.id}`, { method: 'DELETE', headers: operators[index]!.headers }).then((res) => res.arrayBuffer()),
      ),
    );
  };
  /** Without: as long as the phones' photos have taken so far, prints only. */
  const quietRound = async () => {
    const quietUntil = performance.now() + median(results.phoneSeconds.length > 0 ? results.phoneSeconds : warmUpSeconds) * 1000;
    await printRound('quiet', () => performance.now() > quietUntil);
  };

  // A warm-up round, not counted: the cluster's first prints and first chunks (the chunk thread starting, code
  // compiled on first use, the database's first pages) would otherwise all land in the first round with phones.
  const warmUpSeconds: number[] = [];
  await busyRound(false);
  // The pairs in turn one way and the other (with phones first, then without first), so that a drift of the
  // machine over the run, or what a round leaves to the next (the intakes' rows being cleaned up), does not side
  // with one kind of round.
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      await busyRound(true);
      await quietRound();
    } else {
      await quietRound();
      await busyRound(true);
    }
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
// Operators at a pace (each starts a print every PRINT_EVERY_MS: far more than a shop's counters print), then back
// to back, which keeps both cores full so that any added work lengthens every print.
const paces = [PRINT_EVERY_MS, 0];
const loads = [];
for (const pace of paces) loads.push({ pace, figures: await withCluster(2, (cluster, handle) => load(cluster, handle, pace)) });
const load2 = loadavg()[0]!;
const cores = (cpu: { busy: number; seconds: number }) => (cpu.seconds > 0 ? cpu.busy / cpu.seconds : 0).toFixed(2);
const loadRows = loads.flatMap(({ pace, figures }) => {
  const bad = [...figures.bad.entries()].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none';
  const ratio = percentile(figures.busy, 99) / percentile(figures.quiet, 99);
  const pairRatios = figures.roundP99.busy.map((busy, i) => busy / figures.roundP99.quiet[i]!);
  const pairs = pairRatios.map((r) => `${((r - 1) * 100).toFixed(0)} %`).join(', ');
  const pairMedian = median(pairRatios);
  const how = pace > 0 ? `each starting a print every ${pace} ms` : 'printing back to back';
  return [
    '',
    `| ${PHONES} phones sending a 3 MB photo at ${KBPS} kB/s each; ${PRINTERS} operators ${how}; 2 instances | figure |`,
    '|---|---|',
    `| prints without phones (${figures.quiet.length}): p50, p99; cores busy | ${ms(percentile(figures.quiet, 50))}, ${ms(percentile(figures.quiet, 99))}; ${cores(figures.cpu.quiet)} |`,
    `| prints with phones (${figures.busy.length}): p50, p99; cores busy | ${ms(percentile(figures.busy, 50))}, ${ms(percentile(figures.busy, 99))} (p99 ${Math.abs((ratio - 1) * 100).toFixed(0)} % ${ratio >= 1 ? 'above' : 'below'}; target within 20 %); ${cores(figures.cpu.busy)} |`,
    `| p99 with phones against without, pair by pair (in turn with phones first and without first); median | ${pairs}; ${((pairMedian - 1) * 100).toFixed(0)} % (target within 20 %) |`,
    `| photos sent whole | ${figures.phonesDone} of ${PHONES * ROUNDS}, median ${median(figures.phoneSeconds).toFixed(1)} s each; the phones' own process ${cores({ busy: figures.phonesCpu, seconds: figures.cpu.busy.seconds })} cores |`,
    `| 500, 502, 504 answers | ${bad} |`,
    `| 503 answers (retried after Retry-After) | ${figures.busy503} |`,
    `| largest RSS of an instance | ${(figures.peakRss / 2 ** 20).toFixed(0)} MB |`,
  ];
});

const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${load1.toFixed(1)} at the start, ${load2.toFixed(1)} at the end.`,
  '',
  '| from the last chunk answered to the file shown in the queue | p50 (median of runs) | p95 (median of runs) | runs |',
  '|---|---|---|---|',
  ...Object.entries(arrivals).map(
    ([label, runs]) => `| ${label} | ${ms(median(runs.map((r) => r.p50)))} | ${ms(median(runs.map((r) => r.p95)))} | ${runs.length} × ${FILES_PER_RUN} files |`,
  ),
  ...loadRows,
].join('\n');
console.log(`\n${table}`);
recordFigures('intake', table, {
  section: [
    "## Files from the customer's phone",
    '',
    '`TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379 npm run bench:intake` (decision 0095): the time',
    "from a phone's last chunk answered to the operator's queue showing the file, on one instance and across two behind nginx; then",
    'prints while 50 phones send photos over throttled lines, in rounds interleaved with rounds without them: operators at a pace',
    '(each starts a print every BENCH_PRINT_EVERY_MS, 500), then back to back. The phones run in a process of their own at the',
    'A warm-up round with phones comes first and is not counted; the pairs go in turn with phones first and without first.',
    "The phones run in a process of their own at the lowest priority, in Linux's idle scheduling class where `chrt` is installed",
    "(`bench/intake-phones.ts`): in a shop they are the customers' devices. Cores busy: the whole machine's.",
    'Intake writes step aside for prints (decision 0096).',
  ].join('\n'),
});
web.cleanup();
if (loads.some(({ figures }) => figures.bad.size > 0)) process.exitCode = 1;
