import { chromium, type Browser, type BrowserContext, type Frame, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium';

// QUIC off: every request of a journey goes over the HTTP the server speaks.
const args = [...chromiumFlags, '--disable-quic'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args, headless: true });
}

/**
 * For the `describe` it is called in: one browser, launched before its tests (handed to `use`, which
 * keeps it for them) and closed after them.
 */
export function launchBrowserForSuite(use: (browser: Browser) => void): void {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
    use(launched);
  });
  afterAll(async () => launched?.close());
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors, failed requests, unexpected HTTP errors and CSP violations (any frame) seen so far. */
  problems: string[];
}

/**
 * Answers that are part of normal use: the session probe says "not signed in".
 * (Until the accounts issue mounts /api/v1/me, the probe gets 404; the app treats both as signed out.)
 */
function expectedFailure(pathname: string, status: number): boolean {
  return pathname === '/api/v1/me' && (status === 401 || status === 404);
}

/** The frame whose document made the request (a worker's requests count as its page's), when Playwright knows it. */
function frameOf(request: Request): Frame | null {
  if (request.serviceWorker()) return null;
  try {
    return request.frame();
  } catch {
    return null; // a navigation request issued before its frame existed
  }
}

const cancelled = (request: Request) => request.failure()?.errorText === 'net::ERR_ABORTED';

const browserOwnUrl = /^(chrome|chrome-extension|devtools):/;

/**
 * A request of the browser's own pages, not the portal's: its PDF viewer (a chrome-extension: page that the
 * print frame's PDF is shown in) and the frames inside it, which at times cancel their own loads.
 */
function isBrowserOwn(request: Request, frame: Frame | null): boolean {
  if (browserOwnUrl.test(request.url())) return true;
  for (let ancestor = frame; ancestor; ancestor = ancestor.parentFrame()) if (browserOwnUrl.test(ancestor.url())) return true;
  return false;
}

/** What a frame's documents have asked for, as far as judging cancelled requests needs. */
interface FrameRecord {
  /** Navigation requests started so far: the number of the document a request belongs to. */
  navigations: number;
  /** The navigation request whose document has not been committed yet. */
  uncommitted?: Request;
  /** The latest request per "same GET by the same document" key. */
  latest: Map<string, Request>;
  /** Reports of cancelled GETs, by key, withdrawn if the document asks for the same again. */
  awaitingRepeat: Map<string, string[]>;
  /** Reports of cancelled requests with no activity of the frame since, withdrawn if the frame is removed. */
  lastCancels: string[];
  /** The person's presses (pointer down, key down) in the frame's documents so far. */
  inputs: number;
}

/**
 * Tells a cancelled request that is no problem from one that is. Chromium reports every cancel as
 * net::ERR_ABORTED; these are no problem (nor are those of the browser's own pages, see isBrowserOwn, nor
 * image loads: Chromium drops one whenever its <img> goes or gets its src set again, as React 19 does when
 * it commits an <img>, sometimes with no repeat in sight; a missing image answers 404 or fails otherwise):
 * - its document went away: the frame navigated to another document (goto, reload, a link) or was removed.
 *   A navigation is known from its navigation request, which comes before the commit that cancels the old
 *   document's requests; a removal is known only after the cancels (framedetached), so the reports of a
 *   frame's cancels that were its last activity are withdrawn then;
 * - its document asked for the same again (same GET, same frame, same document): TanStack Query cancels a
 *   query to ask again (a second sign-in check; the last screen using it unmounting as the next mounts).
 *   That answer is then judged like any other. The report of a cancel that comes before its repeat is
 *   withdrawn at the repeat;
 * - a read (GET by fetch) the person ended: they pressed something in the frame after it was asked for (closed
 *   the dialog whose query it was, say), and TanStack Query cancels a query whose last user unmounts. What the
 *   page then lacks, the test sees. The press is reported by the page (reportInputs) when its pointer or key goes
 *   down, which comes before the click or key that ends the read, so it is known when the cancel is judged. The
 *   watcher cannot tell a cancel the press caused from one the page made on its own while a press was since: a
 *   read still open across a press, then cancelled by the page for another reason, passes too.
 */
function watchCancels(page: Page, problems: string[]) {
  const frames = new WeakMap<Frame, FrameRecord>();
  /**
   * Per request, when it was made: the document (navigation number) that made it (a navigation request belongs to the
   * document it brings) and the frame's presses so far.
   */
  const madeAt = new WeakMap<Request, { document: number; inputs: number }>();

  const recordOf = (frame: Frame): FrameRecord => {
    let record = frames.get(frame);
    if (!record) {
      record = { navigations: 0, latest: new Map(), awaitingRepeat: new Map(), lastCancels: [], inputs: 0 };
      frames.set(frame, record);
    }
    return record;
  };
  const withdraw = (reports: readonly string[]) => {
    for (const report of reports) {
      const at = problems.lastIndexOf(report);
      if (at >= 0) problems.splice(at, 1);
    }
  };
  const repeatKey = (request: Request, document: number) => (request.method() === 'GET' ? `${document} ${request.resourceType()} ${request.url()}` : null);

  page.on('request', (request) => {
    const frame = frameOf(request);
    if (!frame) return;
    const record = recordOf(frame);
    record.lastCancels = [];
    if (request.isNavigationRequest()) {
      record.navigations += 1;
      record.uncommitted = request;
    }
    // Until a navigation commits, other requests still come from the document being left.
    const document = record.uncommitted && record.uncommitted !== request ? record.navigations - 1 : record.navigations;
    madeAt.set(request, { document, inputs: record.inputs });
    const key = repeatKey(request, document);
    if (key === null) return;
    record.latest.set(key, request);
    withdraw(record.awaitingRepeat.get(key) ?? []);
    record.awaitingRepeat.delete(key);
  });
  page.on('framenavigated', (frame) => {
    // Same-document navigations (history.pushState) land here too: only the awaited document's URL commits it.
    const record = recordOf(frame);
    const withoutHash = (url: string) => url.split('#')[0];
    if (record.uncommitted && withoutHash(record.uncommitted.url()) === withoutHash(frame.url())) record.uncommitted = undefined;
  });
  page.on('requestfinished', (request) => {
    const frame = frameOf(request);
    if (frame) recordOf(frame).lastCancels = [];
  });
  page.on('framedetached', (frame) => {
    withdraw(recordOf(frame).lastCancels);
    frames.delete(frame);
  });

  return {
    /** Whether a failed request is already known to be no problem (judged when it fails). */
    isNoProblem(request: Request): boolean {
      const frame = frameOf(request);
      const record = frame && recordOf(frame);
      // A navigation that fails (or is stopped) commits no document of its own.
      if (record?.uncommitted === request) record.uncommitted = undefined;
      if (!cancelled(request)) return false;
      if (page.isClosed() || isBrowserOwn(request, frame) || request.resourceType() === 'image') return true;
      if (!frame || !record) return false;
      if (frame.isDetached()) return true;
      const made = madeAt.get(request);
      if (!made) return false;
      const { document } = made;
      if (record.navigations > document) return true;
      if (request.method() === 'GET' && request.resourceType() === 'fetch' && record.inputs > made.inputs) return true;
      const key = repeatKey(request, document);
      return key !== null && record.latest.get(key) !== request;
    },
    /** The person pressed something in the frame (see reportInputs). */
    pressed(frame: Frame): void {
      recordOf(frame).inputs += 1;
    },
    /** Records the report of a failed request, to be withdrawn if it turns out to be no problem after all. */
    reported(request: Request, report: string): void {
      const frame = frameOf(request);
      if (!frame) return;
      const record = recordOf(frame);
      if (!cancelled(request)) {
        record.lastCancels = [];
        return;
      }
      record.lastCancels.push(report);
      const key = repeatKey(request, madeAt.get(request)?.document ?? -1);
      if (key !== null) record.awaitingRepeat.set(key, [...(record.awaitingRepeat.get(key) ?? []), report]);
    },
  };
}

/** What the page's script reports of a `securitypolicyviolation` event. */
interface CspViolation {
  directive: string;
  blockedUri: string;
  documentUri: string;
  sourceFile: string;
  line: number;
  sample: string;
  disposition: string;
}

const CSP_BINDING = '__watcherCspViolation';
const INPUT_BINDING = '__watcherInput';

/** Run in every document of the context before its own scripts: reports each press of the person's (not a script's). */
const reportInputs = `for (const type of ['pointerdown', 'keydown']) {
  window.addEventListener(type, (event) => {
    const report = window[${JSON.stringify(INPUT_BINDING)}];
    if (event.isTrusted && typeof report === 'function') report();
  }, { capture: true });
}`;

/**
 * Run in every document of the context (top page and frames) before its own scripts: reports each CSP
 * violation the document sees through the binding. Workers are out of its reach (their refusals still
 * show as console errors or failed requests). Plain script text, so that no transform of this file reaches the page.
 */
const reportCspViolations = `document.addEventListener('securitypolicyviolation', (event) => {
  const report = window[${JSON.stringify(CSP_BINDING)}];
  if (typeof report !== 'function') return;
  report({
    directive: event.effectiveDirective || event.violatedDirective,
    blockedUri: event.blockedURI,
    documentUri: event.documentURI,
    sourceFile: event.sourceFile,
    line: event.lineNumber,
    sample: event.sample,
    disposition: event.disposition,
  });
}, { capture: true });`;

/** One line per violation: the directive, what it blocked (a URL, or inline / eval / wasm-eval), and where. */
function describeCspViolation(violation: CspViolation): string {
  const blocked = violation.blockedUri || '(nothing named)';
  const where = violation.sourceFile && violation.sourceFile !== violation.documentUri ? ` (${violation.sourceFile}:${violation.line})` : '';
  const sample = violation.sample ? ` sample ${JSON.stringify(violation.sample)}` : '';
  const reportOnly = violation.disposition === 'report' ? ' [report-only]' : '';
  return `CSP violation: ${violation.directive} blocked ${blocked} on ${violation.documentUri}${where}${sample}${reportOnly}`;
}

/** A fresh context and page that records every console error, uncaught error, failed request and CSP violation. */
export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; locale?: string; userAgent?: string; hasTouch?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: options.locale ?? 'en-IN',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.hasTouch ? { hasTouch: true } : {}),
  });
  const problems: string[] = [];
  // Any frame's document may call it; what it sends is the page's, so it is checked before it is reported.
  await context.exposeBinding(CSP_BINDING, (_source, violation: unknown) => {
    const v = (violation ?? {}) as Partial<Record<keyof CspViolation, unknown>>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    problems.push(
      describeCspViolation({
        directive: text(v.directive),
        blockedUri: text(v.blockedUri),
        documentUri: text(v.documentUri),
        sourceFile: text(v.sourceFile),
        line: typeof v.line === 'number' ? v.line : 0,
        sample: text(v.sample),
        disposition: text(v.disposition),
      }),
    );
  });
  await context.addInitScript({ content: reportCspViolations });
  const page = await context.newPage();
  const cancels = watchCancels(page, problems);
  await context.exposeBinding(INPUT_BINDING, ({ page: from, frame }) => {
    if (from === page) cancels.pressed(frame);
  });
  await context.addInitScript({ content: reportInputs });
  page.on('console', (message) => {
    // Failed HTTP answers are judged below, by their URL and status, not by the console's echo of them.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (cancels.isNoProblem(request)) return;
    const report = `request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`;
    problems.push(report);
    cancels.reported(request, report);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() < 400 || expectedFailure(url.pathname, response.status())) return;
    problems.push(`HTTP ${response.status()}: ${response.request().method()} ${url.pathname}`);
  });
  return { page, context, problems };
}
