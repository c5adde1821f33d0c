// Benchmark of the public landing page as a visitor's phone gets it: the JavaScript of the first
// load (gzip bytes, as a compressing server or proxy sends it) and Lighthouse 12's mobile run
// (its default form factor and simulated throttling) in Debian's Chromium, median of 3.
// Serves WEB_DIST (built again there when stale), else a build of its own in a temporary folder
// (scripts/lib/build-web.ts), from the real server on a fresh SQLite file; prints a Markdown table
// and writes it into docs/PERFORMANCE.md between the bench:web markers. Not a test: targets are
// reported, never enforced.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { buildWeb } from '../../scripts/lib/build-web';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium';
import { LANDING_JS_BUDGET_GZIP_BYTES } from '../../scripts/lib/landing-javascript';
import { freePort, repoRoot, startLocalServer } from '../../scripts/lib/local-server';
import { recordFigures } from '../../scripts/lib/record-figures';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

/** How busy the machine was when the bench began: Lighthouse's simulated timings (TBT above all) move with it. */
const loadAtStart = loadavg()[0]!;

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const targets = { jsGzipBytes: LANDING_JS_BUDGET_GZIP_BYTES, performance: 90, accessibility: 95 };
const chromeFlags = ['--headless=new', ...chromiumFlags];

// ---------- JavaScript of the first load ----------

interface ScriptFile {
  path: string;
  rawBytes: number;
  gzipBytes: number;
  /** Content-Encoding the server sent it with, if any. */
  encoding: string | undefined;
}

/** Loads / in a fresh browser (empty cache), waits until the landing page is complete, and weighs every script it fetched. */
async function firstLoadJavaScript(baseURL: string): Promise<ScriptFile[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    headless: true,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const pending: Array<Promise<ScriptFile | undefined>> = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      pending.push(
        response.body().then(
          (body) => ({
            path: new URL(response.url()).pathname,
            rawBytes: body.length,
            gzipBytes: gzipSync(body).length,
            encoding: response.headers()['content-encoding'],
          }),
          () => undefined,
        ),
      );
    });
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await page.getByRole('table').first().waitFor(); // the plans: the last part of the landing page to arrive
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(pending)).filter((file): file is ScriptFile => file !== undefined);
    await context.close();
    return files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await browser.close();
  }
}

/**
 * A what-if for a server that sends its files uncompressed: a proxy in front of it that gzips
 * text answers, as nginx or @fastify/static's `preCompressed` would. Only used to tell how much
 * of the performance score compression would win back.
 */
async function startGzipProxy(target: string): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const upstream = new URL(target);
  const proxy = createHttpServer((req, res) => {
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          const compressible = /javascript|css|html|json|svg/.test(String(headers['content-type'] ?? ''));
          if (compressible && body.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
            body = gzipSync(body);
            headers['content-encoding'] = 'gzip';
            headers['content-length'] = String(body.length);
          }
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return { baseURL: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => proxy.close(() => resolve())) };
}

// ---------- Lighthouse ----------

interface LighthouseRun {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  failedAccessibilityAudits: string[];
}

const metricAudits = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  'Speed Index': 'speed-index',
} as const;

/** One Lighthouse run; a run that fails to record the page load (it happens, e.g. NO_NAVSTART) is tried again, twice at most. */
async function lighthouseRun(url: string, attemptsLeft = 3): Promise<LighthouseRun> {
  try {
    return await lighthouseAttempt(url);
  } catch (error) {
    if (attemptsLeft <= 1) throw error;
    console.log(`  ${error instanceof Error ? error.message : String(error)}: trying again`);
    return lighthouseRun(url, attemptsLeft - 1);
  }
}

async function lighthouseAttempt(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metrics = Object.fromEntries(Object.entries(metricAudits).map(([name, id]) => [name, lhr.audits[id]?.displayValue ?? '?']));
    const failedAccessibilityAudits = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`);
    return { performance: score('performance'), accessibility: score('accessibility'), metrics, failedAccessibilityAudits };
  } finally {
    chrome.kill();
  }
}

function metricsText(run: LighthouseRun | undefined): string {
  return Object.entries(run?.metrics ?? {})
    .map(([name, value]) => `${name} ${value}`)
    .join(' · ');
}

/** The row of the compression what-if (see startGzipProxy). */
function whatIfRow(whatIf: LighthouseRun[]): string {
  const score = median(whatIf.map((r) => r.performance));
  const runsText = whatIf.map((r) => r.performance).join(', ');
  return `| what-if: Lighthouse performance if the server compressed its files (measured through a gzip proxy) | ${score} (runs: ${runsText}); ${metricsText(whatIf.find((r) => r.performance === score))} | ≥ ${targets.performance} | ${verdict(score >= targets.performance)} |`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

// ---------- report ----------

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

function chromiumVersion(): string {
  const result = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : chromiumPath;
}

function lighthouseVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'bench/lighthouse/node_modules/lighthouse/package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

const { webDist, cleanup } = buildWeb();
const server = await startLocalServer({ env: { WEB_DIST: webDist, RATE_LIMIT_FACTOR: '0', LOG_LEVEL: 'error' }, logs: 'ignore' });
let table: string;
try {
  const files = await firstLoadJavaScript(server.baseURL);
  const gzipTotal = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const rawTotal = files.reduce((sum, file) => sum + file.rawBytes, 0);
  console.log(`landing page JavaScript: ${kB(gzipTotal)} gzip in ${files.length} files (${kB(rawTotal)} uncompressed)`);

  const results: LighthouseRun[] = [];
  for (let i = 1; i <= runs; i++) {
    const run = await lighthouseRun(`${server.baseURL}/`);
    console.log(`Lighthouse run ${i}/${runs}: performance ${run.performance}, accessibility ${run.accessibility}`);
    results.push(run);
  }
  // The server sends scripts uncompressed: measure too what compression would give.
  const compressed = files.every((file) => file.encoding !== undefined);
  const whatIf: LighthouseRun[] = [];
  if (!compressed) {
    const proxy = await startGzipProxy(server.baseURL);
    try {
      for (let i = 1; i <= runs; i++) {
        const run = await lighthouseRun(`${proxy.baseURL}/`);
        console.log(`Lighthouse run ${i}/${runs} through a gzip proxy (what-if): performance ${run.performance}`);
        whatIf.push(run);
      }
    } finally {
      await proxy.stop();
    }
  }

  const performance = median(results.map((r) => r.performance));
  const accessibility = median(results.map((r) => r.accessibility));
  const typical = results.find((r) => r.performance === performance) ?? results[0];
  const failed = [...new Set(results.flatMap((r) => r.failedAccessibilityAudits))];

  table = [
    '## Web',
    '',
    'Our visitors are shop operators on cheap phones and slow connections, so the landing page has a budget: at most',
    `${LANDING_JS_BUDGET_GZIP_BYTES / 1000} kB of JavaScript (gzip) on its first load (\`node --import tsx scripts/check-landing-budget.ts\` checks a build), and Lighthouse mobile scores of at least 90 for performance and 95`,
    'for accessibility. These are targets, not gates. The public pages are prerendered at build time (decision 0032), so the landing page paints its text before its JavaScript arrives. What keeps the budget: only Home is in the main bundle (every',
    'other page is its own chunk, its texts too); no zod on the landing path (its answers are checked by small guards,',
    '`web/src/lib/response-guards.ts`); a 1 kB translation module (`web/src/lib/i18n.ts`) instead of i18next and',
    'react-i18next (21 kB); Hindi fetched only when chosen; wouter (about 2 kB) with the app’s route syntax instead of React Router (about 13 kB),',
    'TanStack Query loaded with the pages that use it (decisions 0049, 0078). The build writes `.br` and `.gz` beside every compressible file, which the server sends; Lighthouse judges',
    'what the server actually sends (were it to send a file uncompressed, the bench would also measure through a gzip proxy).',
    '',
    `Run ${new Date().toISOString().slice(0, 10)} (load average ${loadAtStart.toFixed(2)} at the start) on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${chromiumVersion()}; Lighthouse ${lighthouseVersion()}, mobile (default form factor and simulated throttling), median of ${runs}. Signed-out visitor, empty cache; kB = 1,000 bytes.`,
    '',
    '| measure | figure | target | |',
    '|---|---|---|---|',
    `| JavaScript of the landing page's first load, gzip | ${kB(gzipTotal)} in ${files.length} files (${kB(rawTotal)} uncompressed) | ≤ ${kB(targets.jsGzipBytes)} | ${verdict(gzipTotal <= targets.jsGzipBytes)} |`,
    `| Lighthouse performance | ${performance} (runs: ${results.map((r) => r.performance).join(', ')}) | ≥ ${targets.performance} | ${verdict(performance >= targets.performance)} |`,
    `| Lighthouse accessibility | ${accessibility} (runs: ${results.map((r) => r.accessibility).join(', ')}) | ≥ ${targets.accessibility} | ${verdict(accessibility >= targets.accessibility)} |`,
    `| metrics of the median run | ${metricsText(typical)} | | |`,
    ...(whatIf.length > 0 ? [whatIfRow(whatIf)] : []),
    '',
    '| script | gzip | uncompressed |',
    '|---|---|---|',
    ...files.map((file) => `| \`${file.path}\` | ${kB(file.gzipBytes)} | ${kB(file.rawBytes)} |`),
    ...(failed.length > 0 ? ['', `Accessibility audits not passed: ${failed.join('; ')}.`] : []),
  ].join('\n');
} finally {
  await server.stop();
  cleanup();
}

console.log(`\n${table}`);

recordFigures('web', table);
