import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { signInDirectly } from '../../e2e/support/accounts';
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
const msText = (ms: number): string => `${Math.round(ms)} ms`;
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

/** One pick timed in the page: the file chosen → the crop dialog in the page, and → the proposal painted. */
export interface PickTiming {
  /** The file chosen → the proposal shown in the dialog, painted, ms. */
  total: number;
  /** The file chosen → the crop dialog in the page (the photo decoded), ms. */
  dialog: number;
}

/**
 * Chooses `photo` in the page's file input and times, in the page, from the input's change to the
 * first frame painted once the open dialog holds `readySelector` (and, with `okEnabled`, its OK
 * button is enabled): the face crop's and the card finder's proposals alike.
 */
export async function timePick(page: Page, photo: string, ready: { readySelector: string; okEnabled?: boolean; input?: string }): Promise<PickTiming> {
  await page.evaluate(({ readySelector, okEnabled }) => {
    const state: { start?: number; dialog?: number; done?: number } = {};
    (window as unknown as { __pickBench: typeof state }).__pickBench = state;
    const input = document.querySelector('input[type="file"]')!;
    input.addEventListener('change', () => (state.start = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (state.start === undefined) return;
      const dialog = document.querySelector('dialog[open]');
      if (dialog && state.dialog === undefined) state.dialog = performance.now() - state.start;
      const shown = dialog?.querySelector(readySelector);
      const ok = [...(dialog?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'OK');
      if (shown && (!okEnabled || (ok && !ok.disabled))) {
        observer.disconnect();
        requestAnimationFrame(() => requestAnimationFrame(() => (state.done = performance.now() - state.start!)));
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  }, ready);
  await (ready.input ? page.getByLabel(ready.input, { exact: true }) : page.locator('input[type="file"]')).setInputFiles(photo);
  await page.waitForFunction(() => (window as unknown as { __pickBench: { done?: number } }).__pickBench.done !== undefined, null, { timeout: 60_000 });
  const state = await page.evaluate(() => (window as unknown as { __pickBench: { done: number; dialog: number } }).__pickBench);
  return { total: state.done, dialog: state.dialog };
}

/** A fresh browser context signed in on `path`, its heading shown. */
export async function signedInPage(browser: Browser, baseURL: string, email: string, path: string, heading: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInDirectly(page, baseURL, { email, name: 'Bench' }, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  return page;
}

/**
 * Times `runs` first picks, each in a fresh browser context opened by `open`, and a second pick in the
 * same tab after Cancel; `pick` times one (and may check the proposal: a bench refuses figures for a
 * wrong one).
 */
export async function firstAndAgainPicks(
  runs: number,
  open: (run: number) => Promise<Page>,
  pick: (page: Page) => Promise<PickTiming>,
): Promise<{ first: PickTiming[]; again: PickTiming[] }> {
  const first: PickTiming[] = [];
  const again: PickTiming[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const page = await open(run);
    first.push(await pick(page));
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    again.push(await pick(page));
    console.log(`run ${run}/${runs}: first pick ${seconds(first.at(-1)!.total)}, again ${seconds(again.at(-1)!.total)}`);
    await page.context().close();
  }
  return { first, again };
}

/** The table's rows for first and again picks: each median with its runs and target, and the decode share. */
export function pickRows(
  first: readonly PickTiming[],
  again: readonly PickTiming[],
  texts: { first: string; again: string },
  targets: { first: number; again: number },
): string[] {
  const row = (label: string, timings: readonly PickTiming[], target: number) => {
    const value = median(timings.map((t) => t.total));
    return [
      `| ${label} | ${seconds(value)} | ${runsText(timings)} | ≤ ${seconds(target)}: ${value <= target ? 'met' : 'NOT met'} |`,
      `| … of which: the photo decoded and the dialog open | ${seconds(median(timings.map((t) => t.dialog)))} | | |`,
    ];
  };
  return [...row(texts.first, first, targets.first), ...row(texts.again, again, targets.again)];
}
