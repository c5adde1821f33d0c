// The face-aware passport crop (issue 15): from picking a 12 MP phone photo on /PassportSizePhoto
// to the proposed face crop shown, in Debian's Chromium against the real server: the photo decoded
// (worker) while the face is found (the face finder's worker: face-api's detector and landmarks on
// TensorFlow.js WebAssembly), the crop dialog open on the proposal with its guide lines. Each run is
// a fresh browser context (empty cache: the finder's code, WebAssembly and weights downloaded and
// compiled on that first pick), then a second pick in the same tab (the finder loaded). Median of
// BENCH_RUNS (5). Serves WEB_DIST (built again there when stale), else a build of its own.
// Prints a Markdown table and writes it into docs/PERFORMANCE.md between the bench:face-crop markers.
// Not a test: the 1.5 s and 1.0 s targets are reported, never enforced.
import type { Browser, Page } from 'playwright-core';
import { signInDirectly } from '../e2e/support/accounts';
import { median, runsText, seconds, startBrowserBench } from '../scripts/lib/browser-bench';
import { recordFigures } from '../scripts/lib/record-figures';
import { fixturePath } from '../test/fixtures/fixture-path';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIRST_TARGET_MS = 1500;
const AGAIN_TARGET_MS = 1000;
const photo = fixturePath('phone-portrait-3024x4032.jpg');

interface Timing {
  /** The file chosen → the dialog open on the proposal, painted, ms. */
  total: number;
  /** The file chosen → the crop dialog in the page (the photo decoded), ms. */
  dialog: number;
}

async function signIn(browser: Browser, baseURL: string, run: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInDirectly(page, baseURL, { email: `bench-face-${run}@shop.in`, name: 'Bench' }, '/PassportSizePhoto');
  await page.getByRole('heading', { name: 'Passport Size Photo' }).waitFor({ timeout: 30_000 });
  return page;
}

/**
 * Chooses the photo and times, in the page, from the file input's change to the first frame painted
 * after the dialog shows the face found and its OK is enabled (the photo loaded in the cropper, the
 * proposal applied).
 */
async function timePick(page: Page): Promise<Timing> {
  await page.evaluate(() => {
    const state: { start?: number; dialog?: number; done?: number } = {};
    (window as unknown as { __faceBench: typeof state }).__faceBench = state;
    const input = document.querySelector('input[type="file"]')!;
    input.addEventListener('change', () => (state.start = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (state.start === undefined) return;
      const dialog = document.querySelector('dialog[open]');
      if (dialog && state.dialog === undefined) state.dialog = performance.now() - state.start;
      const found = dialog?.querySelector('[data-testid="face-status"][data-status="found"]');
      const ok = [...(dialog?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'OK');
      if (found && ok && !ok.disabled) {
        observer.disconnect();
        requestAnimationFrame(() => requestAnimationFrame(() => (state.done = performance.now() - state.start!)));
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.waitForFunction(() => (window as unknown as { __faceBench: { done?: number } }).__faceBench.done !== undefined, null, { timeout: 60_000 });
  const state = await page.evaluate(() => (window as unknown as { __faceBench: { done: number; dialog: number } }).__faceBench);
  return { total: state.done, dialog: state.dialog };
}

const { baseURL, browser, runLine, close } = await startBrowserBench();
const first: Timing[] = [];
const again: Timing[] = [];
let table: string;
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const page = await signIn(browser, baseURL, run);
    first.push(await timePick(page));
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    again.push(await timePick(page));
    console.log(`run ${run}/${RUNS}: first pick ${seconds(first.at(-1)!.total)}, again ${seconds(again.at(-1)!.total)}`);
    await page.context().close();
  }
  const firstMedian = median(first.map((t) => t.total));
  const againMedian = median(again.map((t) => t.total));
  table = [
    runLine('headless (no GPU: WebAssembly backend)'),
    `The photo: \`test/fixtures/phone-portrait-3024x4032.jpg\` (12 MP JPEG). Median of ${RUNS}; each run a fresh browser context (empty cache).`,
    '',
    '| from choosing the photo to the face crop proposed in the dialog | median | runs | target |',
    '|---|---|---|---|',
    `| first pick in a fresh tab (finder's code, WebAssembly and weights fetched and compiled) | ${seconds(firstMedian)} | ${runsText(first)} | ≤ ${seconds(FIRST_TARGET_MS)}: ${firstMedian <= FIRST_TARGET_MS ? 'met' : 'NOT met'} |`,
    `| … of which: the photo decoded and the dialog open | ${seconds(median(first.map((t) => t.dialog)))} | | |`,
    `| again in the same tab (finder loaded) | ${seconds(againMedian)} | ${runsText(again)} | ≤ ${seconds(AGAIN_TARGET_MS)}: ${againMedian <= AGAIN_TARGET_MS ? 'met' : 'NOT met'} |`,
    `| … of which: the photo decoded and the dialog open | ${seconds(median(again.map((t) => t.dialog)))} | | |`,
  ].join('\n');
} finally {
  await close();
}

console.log(`\n${table}`);
recordFigures('face-crop', table, {
  section: [
    '## Face-aware passport crop (`npm run bench:face-crop`)',
    '',
    'From choosing a 12 MP phone photo on the passport studio to the crop dialog open on the proposed face crop (decision 0043): the photo decoded and the face found in two workers at once, the proposal applied. Debian Chromium, headless, against the real server.',
  ].join('\n'),
});
