// Overload on PostgreSQL: two server processes on one schema, each with a small pool (BENCH_POOL_SIZE,
// BENCH_ACQUIRE_TIMEOUT_MS) and its image queue as shipped; 50 users print 1,000 passport-photo
// sheets (small uploads, clean and watermarked in turn), every user one print after another, all
// users at once. Clients honour Retry-After on 503, at most BENCH_MAX_ATTEMPTS tries a print.
// A print answered 201 is fetched as its user does: GET the receipt's printUrl (from the instance that
// holds it, with the same retries on 503); it is printed once that GET answers the PDF.
// Prints the final answers (201, 402, 503 after the last try, other 5xx), every 503 and 5xx seen on
// the way (the POSTs and the PDFs' GETs), the success rate, p50/p99 as the user waits (retries and the
// PDF's GET included), and checks the ledger;
// writes the table into docs/PERFORMANCE.md (bench:overload markers).
// Needs TEST_DATABASE_URL (a fresh schema is made in it and dropped after).
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { printReceipt } from '@core/contracts/print-receipt';
import { startLocalServer, type LocalServer } from '../scripts/lib/local-server';
import { recordFigures } from '../scripts/lib/record-figures';
import { loadConfig } from '../server/src/config/env';
import { createDatabase } from '../server/src/db/create-database';
import { migrateToLatest } from '../server/src/db/migrate-to-latest';
import { createSession } from '../server/src/modules/auth/sessions';
import { readBalance } from '../server/src/modules/ledger/apply-ledger-entry';
import { checkLedgerInvariant } from '../server/src/modules/ledger/check-ledger-invariant';
import { multipart } from '../server/test/support/multipart';
import { createTestDatabase } from '../server/test/support/test-databases';
import { createUser } from '../server/test/support/test-users';

if (!process.env.TEST_DATABASE_URL) {
  console.error('bench:overload needs PostgreSQL: set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  process.exit(1);
}

const PRINTS = Number(process.env.BENCH_PRINTS ?? 1000);
const USERS = Number(process.env.BENCH_USERS ?? 50);
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? '2';
const ACQUIRE_TIMEOUT_MS = process.env.BENCH_ACQUIRE_TIMEOUT_MS ?? '200';
const MAX_ATTEMPTS = Number(process.env.BENCH_MAX_ATTEMPTS ?? 10);
/** Users short of coins: one clean sheet, then 402 for the rest of their new documents. */
const SHORT_USERS = Math.floor(USERS / 10);
const PRICE = 5;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  user: number;
  /** The POST's final answer. */
  status: number;
  /** The receipt's charge (a 201). */
  charge: string | null;
  /** The PDF was fetched from the receipt's printUrl. */
  fetched: boolean;
  ms: number;
}

const target = await createTestDatabase('postgres');
const handle = createDatabase(
  loadConfig({ DATABASE_URL: target.url, SESSION_SECRET: 'bench-session-secret-shared-by-every-instance' }, { generateSecrets: false }).database,
);
const servers: LocalServer[] = [];
try {
  await migrateToLatest(handle);
  const users: Array<{ uid: string; coins: number; cookie: string; csrf: string }> = [];
  for (let u = 0; u < USERS; u += 1) {
    const coins = u < SHORT_USERS ? PRICE : PRICE * PRINTS;
    const uid = await createUser(handle, { coins });
    const session = await createSession(handle.db, uid);
    users.push({ uid, coins, cookie: `sid=${session.id}; csrf=${session.csrf}`, csrf: session.csrf });
  }

  const env = {
    DATABASE_URL: target.url,
    // Both instances sign cookies with the same secret (required with PostgreSQL).
    SESSION_SECRET: 'bench-session-secret-shared-by-every-instance',
    DATABASE_POOL_SIZE: POOL_SIZE,
    DATABASE_POOL_ACQUIRE_TIMEOUT_MS: ACQUIRE_TIMEOUT_MS,
    RATE_LIMIT_FACTOR: '0',
    FREE_PROOFS_PER_DAY: '1000000',
    LOG_LEVEL: 'fatal',
  };
  servers.push(...(await Promise.all([startLocalServer({ env, logs: 'ignore' }), startLocalServer({ env, logs: 'ignore' })])));

  const attempts = new Map<number, number>();
  const count = (status: number) => attempts.set(status, (attempts.get(status) ?? 0) + 1);
  const fetches = new Map<number, number>();
  const countFetch = (status: number) => fetches.set(status, (fetches.get(status) ?? 0) + 1);

  /** The PDF of a receipt, from the instance that made it, as its owner; retried on 503 like the POST. */
  async function fetchPdf(base: string, printUrl: string, user: number): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      const res = await fetch(`${base}${printUrl}`, { headers: { cookie: users[user]!.cookie } });
      const bytes = (await res.arrayBuffer()).byteLength;
      countFetch(res.status);
      if (res.status === 200) return res.headers.get('content-type') === 'application/pdf' && bytes > 0;
      if (res.status !== 503 || attempt >= MAX_ATTEMPTS) return false;
      await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000 + Math.random() * 500);
    }
  }

  /** Print `i`: a small photo of its own colour (a new document each time), on instance i % 2. */
  async function print(i: number, user: number): Promise<Outcome> {
    const photo = await sharp({ create: { width: 28, height: 36, channels: 3, background: { r: i % 256, g: Math.floor(i / 256) % 256, b: (i * 7) % 256 } } })
      .jpeg()
      .toBuffer();
    const mode = Math.floor(i / USERS) % 2 === 0 ? 'clean' : 'watermarked';
    const body = await multipart({ service: 'passport-photo', layout: 'a4-6', mode }, { front: { bytes: photo, filename: 'photo.jpg', type: 'image/jpeg' } });
    const started = performance.now();
    for (let attempt = 1; ; attempt += 1) {
      const res = await fetch(`${servers[i % 2]!.baseURL}/api/v1/prints`, {
        method: 'POST',
        headers: { 'content-type': body.contentType, cookie: users[user]!.cookie, 'x-csrf-token': users[user]!.csrf },
        body: body.payload,
      });
      count(res.status);
      if (res.status === 201) {
        const receipt = printReceipt.parse(await res.json());
        const fetched = await fetchPdf(servers[i % 2]!.baseURL, receipt.printUrl!, user);
        return { user, status: res.status, charge: receipt.charge, fetched, ms: performance.now() - started };
      }
      await res.arrayBuffer();
      if (res.status !== 503 || attempt >= MAX_ATTEMPTS) return { user, status: res.status, charge: null, fetched: false, ms: performance.now() - started };
      await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000 + Math.random() * 500);
    }
  }

  // Every user prints one sheet after another (an operator waits for each), all users at once.
  const started = performance.now();
  const outcomes = (
    await Promise.all(
      Array.from({ length: USERS }, async (_, user) => {
        const mine: Outcome[] = [];
        for (let i = user; i < PRINTS; i += USERS) mine.push(await print(i, user));
        return mine;
      }),
    )
  ).flat();
  const seconds = (performance.now() - started) / 1000;

  const final = (status: number) => outcomes.filter((o) => o.status === status).length;
  const otherFinal = outcomes.filter((o) => ![201, 402, 503].includes(o.status)).length;
  const printed = outcomes.filter((o) => o.status === 201 && o.fetched).length;
  const seen5xx = [...attempts, ...fetches].filter(([status]) => status >= 500 && status !== 503).reduce((sum, [, n]) => sum + n, 0);
  const waits = outcomes
    .filter((o) => o.status === 201 && o.fetched)
    .map((o) => o.ms)
    .sort((a, b) => a - b);
  const broken = await checkLedgerInvariant(handle.db);
  let chargedRight = true;
  for (let u = 0; u < USERS; u += 1) {
    // Charged when the POST answered its receipt, whether or not the PDF's GET then succeeded.
    const charged = outcomes.filter((o) => o.user === u && o.status === 201 && o.charge === 'coins').length;
    if ((await readBalance(handle.db, users[u]!.uid)) !== users[u]!.coins - PRICE * charged) chargedRight = false;
  }
  const tally = (answers: Map<number, number>) =>
    [...answers]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(' · ');
  const pct = (n: number) => `${((100 * n) / PRINTS).toFixed(1)} %`;

  const table = [
    `Run ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}: two server processes on one PostgreSQL schema, each with a pool of ${POOL_SIZE} (acquire timeout ${ACQUIRE_TIMEOUT_MS} ms) and the shipped image queue (2 decodes, 8 waiting); ${PRINTS} passport-photo sheets (a4-6, ${Math.round(PRINTS / USERS)} per user, clean and watermarked in turn, small uploads) from ${USERS} users printing at once, each one after another; ${SHORT_USERS} users hold coins for one clean sheet only. Clients wait Retry-After (+ up to 0.5 s) on 503, at most ${MAX_ATTEMPTS} tries a print; rate limits off.`,
    '',
    '| measure | figure |',
    '|---|---|',
    `| final answers to the POST | 201 (a receipt): ${final(201)}, its PDF fetched: ${printed} · 402: ${final(402)} · 503 after ${MAX_ATTEMPTS} tries: ${final(503)} · other: ${otherFinal} |`,
    `| answers on the way (every try): the POSTs; the PDFs' GETs | ${tally(attempts)}; ${tally(fetches)} |`,
    `| 5xx other than 503, any try | ${seen5xx} |`,
    `| success rate (the PDF fetched, or 402 for a user short of coins) | ${pct(printed + final(402))} |`,
    `| wait for a printed sheet (the POST and the PDF's GET, retries included): p50 / p99 | ${(percentile(waits, 50) / 1000).toFixed(2)} s / ${(percentile(waits, 99) / 1000).toFixed(2)} s |`,
    `| wall time | ${seconds.toFixed(1)} s (${(printed / seconds).toFixed(1)} sheets/s) |`,
    `| sum(ledger) = balance; balance = credit − 5 × charged sheets received | ${broken.length === 0 ? 'holds' : `BROKEN for ${broken.length} users`}; ${chargedRight ? 'holds' : 'BROKEN'} |`,
  ].join('\n');
  console.log(table);
  recordFigures('overload', table);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await handle.close();
  await target.drop();
}
