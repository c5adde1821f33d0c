// Several instances behind nginx (npm run bench:scale): 1, then 2, then 3 server processes on one
// PostgreSQL schema (a fresh one for each step) and one Redis, behind Debian's nginx (round robin, no
// sticky sessions: scripts/lib/nginx-cluster.ts). A mixed load for BENCH_SCALE_SECONDS a step (20 s;
// `-- --short`: 5 s) from BENCH_SCALE_CLIENTS clients at once (32), each one request after another:
// the landing page, the plans, account status reads, the dev sign-in (every step of it), watermarked
// prints and clean prints charged in coins, each answered with its receipt and its PDF fetched back from the
// receipt's printUrl through the balancer (docs/decisions/0057), all from 50 users with coins. Reports requests/s, p50/p99, the scaling ratios, 5xx other than 503 (must
// be 0), 503s, sign-ins completed, held prints fetched (and how many by another instance than the one
// that made them), and checks the ledger (sum of entries = balance; balance = credit − price × the
// charged prints clients received). Then clean-print charges per second measured in this process, 32
// at a time across the 50 users. Writes the tables into docs/PERFORMANCE.md (bench:scale markers).
// Needs TEST_DATABASE_URL and TEST_REDIS_URL; builds the web app (or uses WEB_DIST).
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { printReceipt } from '@core/contracts/print-receipt';
import { buildWeb } from '../scripts/lib/build-web';
import { FetchBrowser, signInWithDevProvider } from '../scripts/lib/fetch-browser';
import { nginxPath, startNginxCluster, UPSTREAM_HEADER, type NginxCluster } from '../scripts/lib/nginx-cluster';
import { recordFigures } from '../scripts/lib/record-figures';
import { loadConfig } from '../server/src/config/env';
import { createDatabase, type DatabaseHandle } from '../server/src/db/create-database';
import { migrateToLatest } from '../server/src/db/migrate-to-latest';
import { chargeForServiceJob } from '../server/src/modules/entitlement/charge-for-service-job';
import { readBalance } from '../server/src/modules/ledger/apply-ledger-entry';
import { checkLedgerInvariant } from '../server/src/modules/ledger/check-ledger-invariant';
import { multipart } from '../server/test/support/multipart';
import { createTestDatabase } from '../server/test/support/test-databases';
import { createSignedInUser, createUser } from '../server/test/support/test-users';

if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.error(
    'bench:scale needs PostgreSQL and Redis: set TEST_DATABASE_URL and TEST_REDIS_URL, e.g. postgres://postgres@127.0.0.1:5432/test and redis://127.0.0.1:6379',
  );
  process.exit(1);
}
const redisUrl = process.env.TEST_REDIS_URL;

const short = process.argv.includes('--short');
const STEP_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? (short ? 5 : 20));
const WARM_UP_SECONDS = short ? 1 : 3;
const CLIENTS = Number(process.env.BENCH_SCALE_CLIENTS ?? 32);
const INSTANCE_COUNTS = [1, 2, 3];
const USERS = 50;
const COINS_EACH = 1_000_000;
const PRICE = 5;
const CHARGES = Number(process.env.BENCH_SCALE_CHARGES ?? 5000);
const CHARGES_AT_A_TIME = 32;

/** The mix: each client picks its next action with these weights. */
const MIX = { landing: 18, plans: 18, status: 24, signIn: 5, watermarked: 15, clean: 10 } as const;
type Action = keyof typeof MIX;
const MIX_TOTAL = Object.values(MIX).reduce((a, b) => a + b, 0);

/** Settings for this process's own database handle (PostgreSQL asks for a SESSION_SECRET, unused here). */
const settingsFor = (url: string) =>
  loadConfig({ DATABASE_URL: url, SESSION_SECRET: 'bench-scale-own-database-handle-0123456789' }, { generateSecrets: false });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function pick(): Action {
  let r = Math.random() * MIX_TOTAL;
  for (const [action, weight] of Object.entries(MIX) as Array<[Action, number]>) {
    r -= weight;
    if (r < 0) return action;
  }
  return 'landing';
}

interface StepResult {
  instances: number;
  requests: number;
  seconds: number;
  latencies: number[];
  statuses: Map<number, number>;
  prints: number;
  signIns: { tried: number; completed: number; firstError: string | undefined };
  held: { tried: number; fetched: number; byAnother: number };
  ledger: string;
  spread: string;
  clientCpu: number;
}

let photoCounter = 0;
/** A small photo of its own colour: every clean print is a new document, charged in coins. */
async function newPhoto(): Promise<Buffer> {
  const i = photoCounter++;
  return sharp({ create: { width: 28, height: 36, channels: 3, background: { r: i % 256, g: Math.floor(i / 256) % 256, b: Math.floor(i / 65536) % 256 } } })
    .jpeg()
    .toBuffer();
}

async function runStep(instances: number, webDist: string): Promise<StepResult> {
  const database = await createTestDatabase('postgres');
  const handle: DatabaseHandle = createDatabase(settingsFor(database.url).database);
  let cluster: NginxCluster | undefined;
  try {
    await migrateToLatest(handle);
    const users: Array<{ uid: string; headers: Record<string, string>; charged: number }> = [];
    for (let u = 0; u < USERS; u += 1) {
      const user = await createSignedInUser(handle, { coins: COINS_EACH });
      users.push({ uid: user.uid, headers: user.headers, charged: 0 });
    }
    cluster = await startNginxCluster({
      instances,
      databaseUrl: database.url,
      redisUrl,
      env: { WEB_DIST: webDist, RATE_LIMIT_FACTOR: '0', FREE_PROOFS_PER_DAY: '1000000', LOG_LEVEL: 'fatal' },
    });
    const base = cluster.baseURL;

    let recording = false;
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    let prints = 0;
    const signIns = { tried: 0, completed: 0, firstError: undefined as string | undefined };
    const held = { tried: 0, fetched: 0, byAnother: 0 };
    let firstNetworkError: string | undefined;
    const note = (status: number, ms: number) => {
      if (!recording) return;
      requests += 1;
      latencies.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    };
    const timed = async (url: string, init: RequestInit = {}) => {
      const started = performance.now();
      const res = await fetch(`${base}${url}`, init);
      const body = Buffer.from(await res.arrayBuffer());
      note(res.status, performance.now() - started);
      return { res, body };
    };

    const act = async (action: Action) => {
      const user = users[Math.floor(Math.random() * USERS)]!;
      switch (action) {
        case 'landing':
          return void (await timed('/'));
        case 'plans':
          return void (await timed('/api/v1/plans'));
        case 'status':
          return void (await timed('/api/v1/me', { headers: { cookie: user.headers.cookie! } }));
        case 'signIn': {
          const browser = new FetchBrowser(base);
          if (recording) signIns.tried += 1;
          try {
            await signInWithDevProvider(browser, { email: `bench-${Math.random().toString(36).slice(2, 10)}@example.in` });
            if (recording) signIns.completed += 1;
          } catch (error) {
            signIns.firstError ??= (error as Error).message.slice(0, 160);
          }
          for (const answer of browser.answers) note(answer.status, answer.ms);
          return;
        }
        case 'watermarked':
        case 'clean': {
          const form = await multipart(
            { service: 'passport-photo', layout: 'a4-6', mode: action },
            { front: { bytes: await newPhoto(), filename: 'photo.jpg', type: 'image/jpeg' } },
          );
          const { res, body } = await timed('/api/v1/prints', {
            method: 'POST',
            headers: { ...user.headers, 'content-type': form.contentType },
            body: form.payload,
          });
          if (res.status !== 201) return;
          const receipt = printReceipt.parse(JSON.parse(body.toString()));
          // Counted whether or not the step is recording: the ledger check covers every charge.
          if (receipt.charge === 'coins') user.charged += 1;
          if (recording) prints += 1;
          const fetched = await timed(receipt.printUrl!, { headers: { cookie: user.headers.cookie! } });
          if (!recording) return;
          held.tried += 1;
          if (fetched.res.status === 200 && fetched.res.headers.get('content-type') === 'application/pdf') {
            held.fetched += 1;
            if (fetched.res.headers.get(UPSTREAM_HEADER) !== res.headers.get(UPSTREAM_HEADER)) held.byAnother += 1;
          }
        }
      }
    };

    let stopAt = performance.now() + WARM_UP_SECONDS * 1000;
    const client = async () => {
      while (performance.now() < stopAt) {
        try {
          await act(pick());
        } catch (error) {
          // A refused or reset connection: counted as a failure of its own (status 0).
          note(0, 0);
          firstNetworkError ??= (error as Error).message;
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    recording = true;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    stopAt = started + STEP_SECONDS * 1000;
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);

    const broken = await checkLedgerInvariant(handle.db);
    let wrong = 0;
    for (const user of users) if ((await readBalance(handle.db, user.uid)) !== COINS_EACH - PRICE * user.charged) wrong += 1;
    const charged = users.reduce((sum, u) => sum + u.charged, 0);
    const perInstance = new Map<string, number>();
    for (const line of cluster.accessLog()) {
      const last = line.upstreams.at(-1);
      if (last) perInstance.set(last.id, (perInstance.get(last.id) ?? 0) + 1);
    }
    const totalLogged = [...perInstance.values()].reduce((a, b) => a + b, 0);
    if (firstNetworkError) console.log(`(${instances} instance(s), first failed connection: ${firstNetworkError})`);
    return {
      instances,
      requests,
      seconds,
      latencies: latencies.sort((a, b) => a - b),
      statuses,
      prints,
      signIns,
      held,
      ledger: `${broken.length === 0 && wrong === 0 ? 'holds' : `BROKEN (${broken.length} sums, ${wrong} balances)`} (${charged} charged)`,
      spread: cluster.instances.map((i) => `${Math.round((100 * (perInstance.get(i.id) ?? 0)) / Math.max(1, totalLogged))} %`).join(' / '),
      clientCpu: (cpu.user + cpu.system) / 1e6 / seconds,
    };
  } finally {
    await cluster?.stop();
    await handle.close();
    await database.drop();
  }
}

/** Clean-print charges per second in this process: CHARGES over the 50 users, 32 at a time, with the shipped pool (DATABASE_POOL_SIZE, 10). */
async function chargesPerSecond(): Promise<string> {
  const database = await createTestDatabase('postgres');
  const config = settingsFor(database.url);
  const handle = createDatabase(config.database);
  try {
    await migrateToLatest(handle);
    const uids: string[] = [];
    for (let u = 0; u < USERS; u += 1) uids.push(await createUser(handle, { coins: COINS_EACH }));
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CHARGES_AT_A_TIME }, async () => {
        while (next < CHARGES) {
          const i = next++;
          const t0 = performance.now();
          await chargeForServiceJob(handle, {
            uid: uids[i % USERS]!,
            service: 'passport-photo',
            docHash: `bench-${i}`,
            items: [`bench-${i}`],
            sheet: { kind: 'photo-sheet', paper: 'a4', photo: { width: 35, height: 45 }, count: 6, startRow: 1 },
            now: Date.now(),
          });
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const broken = await checkLedgerInvariant(handle.db);
    let wrong = 0;
    for (const uid of uids) if ((await readBalance(handle.db, uid)) !== COINS_EACH - PRICE * Math.ceil((CHARGES - uids.indexOf(uid)) / USERS)) wrong += 1;
    latencies.sort((a, b) => a - b);
    const rate = CHARGES / seconds;
    const poolSize = config.database.engine === 'postgres' ? config.database.poolSize : 0;
    return `| PostgreSQL, pool of ${poolSize} | ${CHARGES} over ${USERS} users | ${CHARGES_AT_A_TIME} | ${Math.round(rate)} | ${percentile(latencies, 50).toFixed(1)} ms | ${percentile(latencies, 99).toFixed(1)} ms | ${broken.length === 0 && wrong === 0 ? 'holds' : 'BROKEN'} | ≥ 1,000/s: ${rate >= 1000 ? 'met' : 'not met'} |`;
  } finally {
    await handle.close();
    await database.drop();
  }
}

const loadAtStart = loadavg()[0]!;
const web = buildWeb();
const results: StepResult[] = [];
try {
  for (const instances of INSTANCE_COUNTS) {
    console.log(`${instances} instance(s) behind nginx: ${WARM_UP_SECONDS} s warm-up, ${STEP_SECONDS} s measured…`);
    results.push(await runStep(instances, web.webDist));
  }
} finally {
  web.cleanup();
}
console.log(`clean-print charges in process, ${CHARGES} at ${CHARGES_AT_A_TIME} at a time…`);
const chargesRow = await chargesPerSecond();

const rps = (r: StepResult) => r.requests / r.seconds;
const fivexx = (r: StepResult) => [...r.statuses].filter(([s]) => s >= 500 && s !== 503).reduce((sum, [, n]) => sum + n, 0);
const failedConnections = (r: StepResult) => r.statuses.get(0) ?? 0;
const nginxVersion = spawnSync(nginxPath, ['-v'], { encoding: 'utf8' })
  .stderr.trim()
  .replace(/^nginx version: /, '');
const one = results[0]!;
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${nginxVersion}, load average ${loadAtStart.toFixed(1)} at the start; everything on this machine (instances, nginx, PostgreSQL, Redis and the load generator share the cores, so the ratios show overhead and contention, not the gain of more machines).`,
  `Each step: a fresh schema, ${USERS} users with coins, ${CLIENTS} clients at once for ${STEP_SECONDS} s after ${WARM_UP_SECONDS} s of warm-up, each one request after another; the mix by weight: landing page ${MIX.landing}, plans ${MIX.plans}, account status ${MIX.status}, dev sign-in (all its steps) ${MIX.signIn}, watermarked print ${MIX.watermarked}, clean print charged in coins ${MIX.clean} (each print its receipt, then its PDF fetched back from the receipt's printUrl); rate limits off.`,
  '',
  '| instances | requests | req/s | p50 / p99 | prints/s | 5xx other than 503 | 503 | failed connections | sign-ins completed | held prints fetched (by another instance) | ledger | requests per instance | load generator CPU |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.instances} | ${r.requests} | ${rps(r).toFixed(0)} | ${percentile(r.latencies, 50).toFixed(0)} ms / ${percentile(r.latencies, 99).toFixed(0)} ms | ${(r.prints / r.seconds).toFixed(1)} | ${fivexx(r)} | ${r.statuses.get(503) ?? 0} | ${failedConnections(r)} | ${r.signIns.completed} / ${r.signIns.tried} | ${r.held.fetched} / ${r.held.tried} (${r.held.byAnother}) | ${r.ledger} | ${r.spread} | ${(100 * r.clientCpu).toFixed(0)} % of a core |`,
  ),
  '',
  `Scaling (req/s, reported, not a target): 2 ÷ 1 = ${(rps(results[1]!) / rps(one)).toFixed(2)}, 3 ÷ 1 = ${(rps(results[2]!) / rps(one)).toFixed(2)}.`,
  '',
  '| clean-print charges in process | charges | at a time | charges/s | p50 | p99 | sum(ledger) = balance | target |',
  '|---|---|---|---|---|---|---|---|',
  chargesRow,
].join('\n');
console.log(`\n${table}`);
for (const r of results) if (r.signIns.firstError) console.log(`(${r.instances} instance(s), first sign-in failure: ${r.signIns.firstError})`);

recordFigures('scale', table, {
  section: [
    '## Several instances behind nginx',
    '',
    '`TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379 npm run bench:scale` (`-- --short`: 5 s a step):',
    '1, 2 and 3 server processes on one PostgreSQL schema and one Redis behind Debian’s nginx (round robin, no sticky sessions; docs/DEPLOY.md), under a mixed load.',
  ].join('\n'),
});
if (results.some((r) => fivexx(r) > 0 || !r.ledger.startsWith('holds'))) process.exitCode = 1;
