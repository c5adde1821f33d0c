// Composing print sheets: the 42-up A4 sheet with watermark from a 35×45 mm crop at 600 dpi.
// 1. Over HTTP: POST /api/v1/prints to a real server process, 8 connections (autocannon):
//    sheets/s, p50/p99 latency, and the server's peak RSS (VmHWM).
// 2. Bare, in process, one after another: sharp re-encode + pdf-lib composition, no HTTP.
// Prints a table with the ratio of the two and writes it into docs/PERFORMANCE.md (bench:compose markers).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startLocalServer } from '../scripts/lib/local-server';
import { recordFigures } from '../scripts/lib/record-figures';
import sharp from 'sharp';
import { findSheetLayout } from '../core/src/layout/sheet-layouts';
import { loadConfig } from '../server/src/config/env';
import { createDatabase } from '../server/src/db/create-database';
import { migrateToLatest } from '../server/src/db/migrate-to-latest';
import { createSession } from '../server/src/modules/auth/sessions';
import { upsertUser } from '../server/src/modules/auth/upsert-user';
import { composePhotoSheet } from '../server/src/modules/prints/compose-photo-sheet';
import { prepareUpload } from '../server/src/modules/prints/prepare-upload';
import { multipart } from '../server/test/support/multipart';
import { fixturePath } from '../test/fixtures/fixture-path';

const SHEETS = Number(process.env.BENCH_SHEETS ?? 240);
const BARE_SHEETS = Number(process.env.BENCH_BARE_SHEETS ?? 60);
const CONNECTIONS = 8;
const layout = findSheetLayout('a4-42')!;

// The operator's crop, as the browser uploads it: 827×1063 px JPEG.
const crop = await sharp(readFileSync(fixturePath('phone-portrait-3024x4032.jpg')))
  .rotate()
  .resize({ width: 827, height: 1063, fit: 'cover' })
  .jpeg({ quality: 92 })
  .toBuffer();

// Bare composition, one sheet after another.
const bareStart = performance.now();
for (let i = 0; i < BARE_SHEETS; i += 1) {
  const photo = await prepareUpload(crop, { cover: { width: 827, height: 1063 } });
  await composePhotoSheet({ layout, photoJpeg: photo.jpeg, watermark: 'Photo Print', brand: 'Photo Print' });
}
const bareRate = BARE_SHEETS / ((performance.now() - bareStart) / 1000);

// A real server process, on a database made here first with a signed-in operator.
const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-compose-'));
const databaseUrl = `sqlite:${path.join(dir, 'portal.db')}`;
const handle = createDatabase(loadConfig({ DATABASE_URL: databaseUrl }, { generateSecrets: false }).database);
await migrateToLatest(handle);
const user = await upsertUser(handle.db, { issuer: 'bench', subject: 'bench', email: 'bench@example.in', emailVerified: true, name: 'Bench', picture: null });
const session = await createSession(handle.db, user.uid);
await handle.close();

const server = await startLocalServer({ env: { DATABASE_URL: databaseUrl, RATE_LIMIT_FACTOR: '0', LOG_LEVEL: 'warn' }, logs: 'ignore' });
const body = await multipart({ service: 'passport-photo', layout: layout.id, mode: 'watermarked' }, { front: { bytes: crop, filename: 'crop.jpg', type: 'image/jpeg' } });
const requestOptions = {
  url: `${server.baseURL}/api/v1/prints`,
  method: 'POST' as const,
  connections: CONNECTIONS,
  headers: { cookie: `sid=${session.id}; csrf=${session.csrf}`, 'x-csrf-token': session.csrf, 'content-type': body.contentType },
  body: body.payload,
};
// Warm up (JIT, first transpile of lazily loaded modules), then measure.
await autocannon({ ...requestOptions, amount: 24 });
const result = await autocannon({
  ...requestOptions,
  amount: SHEETS,
});
const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
const peakRssMb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
await server.stop();
rmSync(dir, { recursive: true, force: true });

const httpRate = result.requests.average;
const failed = result.non2xx + result.errors;
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}: 42 photos on A4 with watermark, from an 827×1063 px crop.`,
  '',
  '| measure | figure | target |',
  '|---|---|---|',
  `| over HTTP, ${CONNECTIONS} connections, ${SHEETS} sheets after 24 to warm up | ${httpRate.toFixed(1)} sheets/s${failed ? ` (${failed} failed)` : ''} | |`,
  `| latency p50 / p99 | ${result.latency.p50} ms / ${result.latency.p99} ms | p99 < 500 ms |`,
  `| server peak RSS | ${peakRssMb.toFixed(0)} MB | < 400 MB |`,
  `| bare composition in process, one after another (${BARE_SHEETS} sheets) | ${bareRate.toFixed(1)} sheets/s | |`,
  `| ratio HTTP / bare | ${(httpRate / bareRate).toFixed(2)} | ≥ 0.8 |`,
].join('\n');
console.log(table);

recordFigures('compose', table);
