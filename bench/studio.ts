// The passport studio opened by a signed-in operator on a laptop (decision 0072): from the navigation's
// start to the photo picker usable (its file input enabled, its button shown) and the balance shown
// (the print bar's plan or coins, no spinner), painted. Each run is a fresh browser context with an
// empty cache and the session cookies of one sign-in made beforehand (in another context, so nothing
// of the page is cached). Median of BENCH_RUNS (5); each run's time and where it went (the HTML, the
// session check, the studio's code, the balance's answer) from the page's own resource timings.
// Serves WEB_DIST (built again there when stale), else a build of its own; with BENCH_BASELINE_WEB_DIST,
// times that build too, in turn with this one. The load average is reported before and after, as the
// machine may be busy. Prints a Markdown table and writes it into
// docs/PERFORMANCE.md between the bench:studio markers. Not a test: the 2.0 s target is reported,
// never enforced.
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { signInDirectly } from '../e2e/support/accounts';
import { median, seconds, startBrowserBench } from '../scripts/lib/browser-bench';
import { startLocalServer } from '../scripts/lib/local-server';
import { recordFigures } from '../scripts/lib/record-figures';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 2000;
const laptop = { width: 1280, height: 800 };
const studioPath = '/PassportSizePhoto';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface RunTiming {
  /** Navigation start → the picker usable and the balance shown, painted, ms. */
  total: number;
  /** Navigation start → the end of each step, ms (undefined when the page did not load it). */
  html?: number;
  appScript?: number;
  meAsked?: number;
  me?: number;
  studioCode?: number;
  balanceAsked?: number;
  balance?: number;
  /** Every request the page made, in order: `path start–end ms`. */
  requests: string[];
}

/**
 * Runs in the page before its HTML: once the photo picker is usable and the balance shown, the next
 * painted frame's time since the navigation started (performance.now()) is kept in `studioReady`.
 */
const watchStudioReady = () => {
  // No named inner functions: tsx keeps function names with a helper that does not exist in the page.
  const state = window as unknown as { studioReady?: number };
  const observer = new MutationObserver(() => {
    const input = document.querySelector<HTMLInputElement>('.studio-picker input[type="file"]');
    const button = document.querySelector('.studio-picker .file-picker__button');
    const balance = document.querySelector<HTMLElement>('[data-testid="studio-balance"]');
    const usable = input !== null && !input.disabled && button !== null && button.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const shown = balance !== null && balance.querySelector('.spinner') === null && balance.innerText.trim() !== '';
    if (!usable || !shown) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => (state.studioReady = performance.now())));
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
};

/** Signs in once (a context of its own) and returns its cookies, for the measured contexts to start signed in. */
async function signedInState(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext({ viewport: laptop });
  try {
    const page = await context.newPage();
    await signInDirectly(page, baseURL, { email: `bench-studio-${Date.now().toString(36)}@shop.in`, name: 'Bench' }, '/');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function timeRun(browser: Browser, baseURL: string, state: StorageState): Promise<RunTiming> {
  const context = await browser.newContext({ viewport: laptop, storageState: state });
  try {
    await context.addInitScript(watchStudioReady);
    const page: Page = await context.newPage();
    await page.goto(`${baseURL}${studioPath}`);
    try {
      await page.waitForFunction(() => (window as unknown as { studioReady?: number }).studioReady !== undefined, null, { timeout: 60_000 });
    } catch (error) {
      const seen = await page.evaluate(() => ({
        input: document.querySelector('.studio-picker input[type="file"]')?.outerHTML,
        balance: document.querySelector('[data-testid="studio-balance"]')?.outerHTML,
      }));
      throw new Error(`the studio was not ready at ${page.url()}: ${JSON.stringify(seen)}`, { cause: error });
    }
    if (new URL(page.url()).pathname !== studioPath) throw new Error(`the studio sent the signed-in operator to ${page.url()}`);
    const seen = await page.evaluate(() => ({
      total: (window as unknown as { studioReady: number }).studioReady,
      html: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseEnd,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
        end: entry.responseEnd,
      })),
    }));
    const find = (test: (path: string) => boolean) => seen.resources.find((entry) => test(entry.path));
    const balanceAsked = find((path) => path.startsWith('/api/v1/premium'))?.start;
    // The studio's code: every script, style and text file asked for after the app's own, before the balance.
    const appScript = find((path) => /^\/assets\/index-[^/]*\.js$/.test(path));
    const studioFiles = seen.resources.filter(
      (entry) =>
        entry.path.startsWith('/assets/') &&
        appScript !== undefined &&
        entry.start > appScript.end &&
        (balanceAsked === undefined || entry.start < balanceAsked),
    );
    const me = find((path) => path === '/api/v1/me');
    return {
      total: seen.total,
      html: seen.html,
      appScript: appScript?.end,
      meAsked: me?.start,
      me: me?.end,
      studioCode: studioFiles.length > 0 ? Math.max(...studioFiles.map((entry) => entry.end)) : undefined,
      balanceAsked,
      balance: find((path) => path.startsWith('/api/v1/premium'))?.end,
      requests: seen.resources.map((entry) => `${entry.path} ${Math.round(entry.start)}–${Math.round(entry.end)}`),
    };
  } finally {
    await context.close();
  }
}

const loadText = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** The table's rows for one build: the total with each run and the target, then the median time of each step. */
function rows(label: string, timings: readonly RunTiming[]): string[] {
  const medianOf = (pick: (timing: RunTiming) => number | undefined) => {
    const values = timings.map(pick).filter((value): value is number => value !== undefined);
    if (values.length === 0) return 'not seen';
    return `${Math.round(median(values))} ms${values.length === timings.length ? '' : ` (${values.length} of ${timings.length} runs)`}`;
  };
  const total = median(timings.map((timing) => timing.total));
  return [
    `| ${label} | ${seconds(total)} | ${timings.map((timing) => (timing.total / 1000).toFixed(2)).join(', ')} | ≤ ${seconds(TARGET_MS)}: ${total <= TARGET_MS ? 'met' : 'NOT met'} |`,
    `| … the HTML arrived | ${medianOf((timing) => timing.html)} | | |`,
    `| … the app's script arrived (index-*.js) | ${medianOf((timing) => timing.appScript)} | | |`,
    `| … the session check (GET /api/v1/me) asked for | ${medianOf((timing) => timing.meAsked)} | | |`,
    `| … the session check answered | ${medianOf((timing) => timing.me)} | | |`,
    `| … the studio's code and texts all arrived | ${medianOf((timing) => timing.studioCode)} | | |`,
    `| … the balance asked for (GET /api/v1/premium) | ${medianOf((timing) => timing.balanceAsked)} | | |`,
    `| … the balance answered | ${medianOf((timing) => timing.balance)} | | |`,
  ];
}

/**
 * BENCH_BASELINE_WEB_DIST: another build (an earlier commit's, e.g. `vite build --outDir /tmp/dist-x`)
 * served by a second server and timed in turn with this one, run for run, so that both see the same
 * load on a busy machine.
 */
const baselineDist = process.env.BENCH_BASELINE_WEB_DIST?.trim();

const loadBefore = loadText();
const { baseURL, browser, runLine, close } = await startBrowserBench();
const baseline = baselineDist
  ? await startLocalServer({ env: { WEB_DIST: path.resolve(baselineDist), RATE_LIMIT_FACTOR: '0', LOG_LEVEL: 'error' }, logs: 'ignore' })
  : undefined;
const timings: RunTiming[] = [];
const baselineTimings: RunTiming[] = [];
let table: string;
try {
  const state = await signedInState(browser, baseURL);
  const baselineState = baseline ? await signedInState(browser, baseline.baseURL) : undefined;
  const report = (label: string, run: number, last: RunTiming) => {
    console.log(
      `${label}run ${run}/${RUNS}: ${seconds(last.total)} (session answered at ${Math.round(last.me ?? NaN)} ms, balance at ${Math.round(last.balance ?? NaN)} ms)`,
    );
    if (process.env.BENCH_VERBOSE) console.log(last.requests.join('\n'));
  };
  for (let run = 1; run <= RUNS; run += 1) {
    timings.push(await timeRun(browser, baseURL, state));
    report('', run, timings.at(-1)!);
    if (baseline && baselineState) {
      baselineTimings.push(await timeRun(browser, baseline.baseURL, baselineState));
      report('baseline ', run, baselineTimings.at(-1)!);
    }
  }
  table = [
    runLine('headless'),
    `Load average (1 / 5 / 15 min, os.loadavg): ${loadBefore} before, ${loadText()} after. Median of ${RUNS}; each run a fresh browser context (empty cache), signed in${baseline ? '; the two builds timed in turn, run for run' : ''}.`,
    '',
    '| from the navigation to the photo picker usable and the balance shown | median | runs | target |',
    '|---|---|---|---|',
    ...rows('passport studio, signed in, laptop (1280×800), cold cache', timings),
    ...(baseline ? rows(`the same, baseline build (${path.basename(baselineDist!)})`, baselineTimings) : []),
  ].join('\n');
} finally {
  await baseline?.stop();
  await close();
}

console.log(`\n${table}`);
recordFigures('studio', table, {
  section: [
    '## Passport studio opened, signed in (`npm run bench:studio`)',
    '',
    'From the navigation to /PassportSizePhoto to the photo picker usable and the balance shown, painted, for a signed-in operator on a laptop with an empty cache (decision 0072). Debian Chromium, headless, against the real server on loopback; the steps are the page’s own resource timings.',
  ].join('\n'),
});
