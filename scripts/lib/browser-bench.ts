import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { buildWeb } from './build-web';
import { chromiumFlags, chromiumPath } from './chromium';
import { startLocalServer } from './local-server';

/** What the benches that drive Chromium against the real server share: the set-up, the medians and the table's texts. */

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
export const msText = (ms: number): string => `${Math.round(ms)} ms`;
/** Each run's total in seconds, comma-separated. */
export const runsText = (timings: readonly { total: number }[]): string => timings.map((t) => (t.total / 1000).toFixed(2)).join(', ');

/** Median time between two marks of a run (from = the start when null, to = the run's end when 'done'), over the runs that have both. */
export function phase<Stage extends string>(
  runs: readonly { total: number; stages: Partial<Record<Stage, number>> }[],
  from: Stage | null,
  to: Stage | 'done',
): string {
  const spans = runs
    .map((run) => {
      const start = from === null ? 0 : run.stages[from];
      const end = to === 'done' ? run.total : run.stages[to];
      return start === undefined || end === undefined ? undefined : end - start;
    })
    .filter((span): span is number => span !== undefined);
  return spans.length === runs.length
    ? msText(median(spans))
    : spans.length > 0
      ? `${msText(median(spans))} (${spans.length} of ${runs.length} runs)`
      : 'not seen';
}

function chromiumVersion(): string {
  const result = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : chromiumPath;
}

export interface BrowserBench {
  baseURL: string;
  browser: Browser;
  /** The table's first line: when, the machine, its load before and now, Chromium (`headless` describes how it ran). */
  runLine: (headless: string) => string;
  close: () => Promise<void>;
}

/** Serves WEB_DIST (or a build of its own) from the real server on loopback, and starts headless Debian Chromium. */
export async function startBrowserBench(): Promise<BrowserBench> {
  const { webDist, cleanup } = buildWeb();
  const server = await startLocalServer({ env: { WEB_DIST: webDist, RATE_LIMIT_FACTOR: '0', LOG_LEVEL: 'error' }, logs: 'ignore' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
  const loadBefore = loadavg()[0]!;
  return {
    baseURL: server.baseURL,
    browser,
    runLine: (headless) =>
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average (1 min) ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after; ${chromiumVersion()}, ${headless}, 1280×800, server on loopback.`,
    close: async () => {
      await browser.close();
      await server.stop();
      cleanup();
    },
  };
}
