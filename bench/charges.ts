// Clean-print charges per second and latency (p50, p99), on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL: chargeForServiceJob on distinct documents, CONCURRENCY at a time, from one process.
// Prints a Markdown table and writes it into docs/PERFORMANCE.md between the bench:charges markers.
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { PrintSheet } from '@core/contracts/print-sheet';
import { loadConfig } from '../server/src/config/env';
import { recordFigures } from '../scripts/lib/record-figures';
import { createDatabase } from '../server/src/db/create-database';
import { migrateToLatest } from '../server/src/db/migrate-to-latest';
import { chargeForServiceJob } from '../server/src/modules/entitlement/charge-for-service-job';
import { checkLedgerInvariant } from '../server/src/modules/ledger/check-ledger-invariant';
import { createTestDatabase } from '../server/test/support/test-databases';
import { createUser } from '../server/test/support/test-users';

const CHARGES = Number(process.env.BENCH_CHARGES ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** What each charged print printed: a sheet of 6 passport photos on A4. */
const A4_6: PrintSheet = { kind: 'photo-sheet', paper: 'a4', photo: { width: 35, height: 45 }, count: 6, startRow: 1 };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function bench(engine: 'sqlite' | 'postgres') {
  const target = await createTestDatabase(engine);
  const handle = createDatabase(
    loadConfig({ DATABASE_URL: target.url, SESSION_SECRET: 'bench-session-secret-shared-by-every-instance' }, { generateSecrets: false }).database,
  );
  await migrateToLatest(handle);
  const uid = await createUser(handle, { coins: CHARGES * 5 });
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CHARGES) {
        const i = next++;
        const t0 = performance.now();
        await chargeForServiceJob(handle, { uid, service: 'passport-photo', docHash: `bench-${i}`, items: [`bench-${i}`], sheet: A4_6, now: Date.now() });
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const broken = await checkLedgerInvariant(handle.db);
  await handle.close();
  await target.drop();
  latencies.sort((a, b) => a - b);
  return `| ${engine} | ${CHARGES} | ${CONCURRENCY} | ${Math.round(CHARGES / seconds)} | ${percentile(latencies, 50).toFixed(1)} ms | ${percentile(latencies, 99).toFixed(1)} ms | ${broken.length === 0 ? 'holds' : 'BROKEN'} |`;
}

const engines: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
const rows: string[] = [];
for (const engine of engines) rows.push(await bench(engine));
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; each charge is one write transaction (claim, debit, job record).`,
  '',
  '| engine | charges | at a time | charges/s | p50 | p99 | sum(ledger) = balance |',
  '|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.log(table);

recordFigures('charges', table);
