import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/lib/local-server';
import { launchBrowser, openPage } from './support/browser';

/**
 * The page watcher every e2e test relies on (support/browser.ts), against a tiny site of its own:
 * a request cancelled because its document went away, or asked for again, and a dropped image load
 * are no problem; any other cancel, network error, error answer or console error still is.
 */

/** The pages of the tiny site, by path. `/hang?...` is answered only when the tests end. */
const pages: Record<string, string> = {
  '/quiet': '<p>quiet</p>',
  // Asks for data that takes its time, and gets an error answer.
  '/loading': `<p>loading</p><script>fetch('/hang?loading').catch(() => {}); fetch('/broken').then((answer) => answer.text()).catch(() => {});</script>`,
  // Navigates away, and asks for data once the server has seen that navigation's request (the next page is held until the test lets it go).
  '/late': `<p>late</p><script>
    window.leave = () => {
      location.href = '/held';
      fetch('/after-leaving').then(() => fetch('/hang?late')).catch(() => {});
    };
  </script>`,
  // An image that never arrives, dropped by pointing the <img> elsewhere.
  '/picture': `<img alt="slow" src="/hang?image"><script>window.drop = () => { document.querySelector('img').src = '/broken'; };</script>`,
  '/framed': `<iframe src="/frame"></iframe>`,
  '/frame': `<p>frame</p><script>fetch('/hang?frame').catch(() => {});</script>`,
  // Asks for /hang?<query> and cancels the first such request still open, as the test says.
  '/asking': `<p>asking</p><script>
    const open = {};
    window.ask = (query) => {
      const controller = new AbortController();
      (open[query] ??= []).push(controller);
      fetch('/hang?' + query, { signal: controller.signal }).catch(() => {});
    };
    window.cancel = (query) => open[query].shift().abort();
  </script>
  <button type="button" onclick="cancel('pressed')">close</button>
  <button type="button">nothing</button>`,
  // Served with a CSP (see `strictPolicy`) that its image and its inline script break.
  '/strict': `<p>strict</p><img alt="blocked" src="/pixel.png"><script>document.title = 'ran';</script>`,
  // The strict page inside a frame of an unrestricted one.
  '/strict-framed': `<iframe src="/strict"></iframe>`,
};

/** The CSP of /strict: images from nowhere, scripts only from files of the site. */
const strictPolicy = "default-src 'self'; img-src 'none'; script-src 'self'";

interface Asking {
  ask(query: string): void;
  cancel(query: string): void;
}

describe('the page watcher', () => {
  let browser: Browser;
  let server: Server;
  let base: string;
  const hanging: ServerResponse[] = [];
  const received = new Set<string>();
  const awaited = new Map<string, () => void>();
  let letHeldPageGo = () => {};
  const heldPageMayGo = new Promise<void>((resolve) => {
    letHeldPageGo = resolve;
  });

  /** Resolves once the server has received this path and query. */
  function serverReceived(pathWithQuery: string): Promise<void> {
    if (received.has(pathWithQuery)) return Promise.resolve();
    return new Promise((resolve) => awaited.set(pathWithQuery, resolve));
  }

  function answer(request: IncomingMessage, response: ServerResponse): void {
    const url = request.url ?? '/';
    received.add(url);
    awaited.get(url)?.();
    const pathname = new URL(url, 'http://localhost').pathname;
    if (pathname === '/hang') {
      hanging.push(response);
    } else if (pathname === '/broken') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('broken');
    } else if (pathname === '/after-leaving') {
      void serverReceived('/held').then(() => response.writeHead(204).end());
    } else if (pathname === '/held') {
      void heldPageMayGo.then(() => response.writeHead(200, { 'content-type': 'text/html' }).end('<p>held</p>'));
    } else if (pages[pathname] === undefined) {
      response.writeHead(404).end();
    } else {
      response
        .writeHead(200, { 'content-type': 'text/html', ...(pathname === '/strict' ? { 'content-security-policy': strictPolicy } : {}) })
        .end(pages[pathname]);
    }
  }

  beforeAll(async () => {
    server = createServer(answer);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('the test site has no address');
    base = `http://127.0.0.1:${address.port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    for (const response of hanging) response.end();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  const failedRequest = (page: Page, search: string) => page.waitForEvent('requestfailed', (request) => new URL(request.url()).search === search);
  const ask = (page: Page, query: string) => page.evaluate((q) => (window as unknown as Asking).ask(q), query);
  const cancel = (page: Page, query: string) => page.evaluate((q) => (window as unknown as Asking).cancel(q), query);

  it('ignores a request cancelled by navigating away, but not an error answer of the page it left', async () => {
    const { page, context, problems } = await openPage(browser);
    await Promise.all([serverReceived('/hang?loading'), page.waitForResponse(`${base}/broken`), page.goto(`${base}/loading`)]);
    const cancelled = failedRequest(page, '?loading');
    await page.goto(`${base}/quiet`);
    expect((await cancelled).failure()?.errorText).toBe('net::ERR_ABORTED');
    expect(problems).toEqual(['HTTP 500: GET /broken']);
    await context.close();
  });

  it('ignores a request the page made after its navigation away had started', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${base}/late`);
    const asked = page.waitForRequest(`${base}/hang?late`);
    const cancelled = failedRequest(page, '?late');
    await page.evaluate(() => (window as Window & { leave?: () => void }).leave?.());
    // Chromium may drop the events of a request made just before the commit: the next page waits until this one is seen.
    await asked;
    letHeldPageGo();
    await page.waitForURL(`${base}/held`);
    expect((await cancelled).failure()?.errorText).toBe('net::ERR_ABORTED');
    await page.getByText('held').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('ignores a request cancelled because its frame was removed', async () => {
    const { page, context, problems } = await openPage(browser);
    await Promise.all([serverReceived('/hang?frame'), page.goto(`${base}/framed`)]);
    const cancelled = failedRequest(page, '?frame');
    const detached = page.waitForEvent('framedetached');
    await page.evaluate(() => document.querySelector('iframe')?.remove());
    expect((await cancelled).failure()?.errorText).toBe('net::ERR_ABORTED');
    await detached;
    expect(problems).toEqual([]);
    await context.close();
  });

  it('ignores an image load the page dropped, but not an error answer for its next image', async () => {
    const { page, context, problems } = await openPage(browser);
    await Promise.all([serverReceived('/hang?image'), page.goto(`${base}/picture`, { waitUntil: 'commit' })]);
    const cancelled = failedRequest(page, '?image');
    const broken = page.waitForResponse(`${base}/broken`);
    await page.evaluate(() => (window as Window & { drop?: () => void }).drop?.());
    expect((await cancelled).failure()?.errorText).toBe('net::ERR_ABORTED');
    await broken;
    expect(problems).toEqual(['HTTP 500: GET /broken']);
    await context.close();
  });

  it('ignores a request its page cancelled and asked for again, before or after the cancel', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${base}/asking`);

    // Asked again first, then the first one cancelled (React re-setting an <img>'s src does this).
    await Promise.all([serverReceived('/hang?before'), ask(page, 'before')]);
    const repeatedFirst = page.waitForRequest(`${base}/hang?before`);
    await ask(page, 'before');
    await repeatedFirst;
    const cancelledAfter = failedRequest(page, '?before');
    await cancel(page, 'before');
    await cancelledAfter;
    expect(problems).toEqual([]);

    // Cancelled first (reported while nothing replaces it), then asked again (TanStack Query does this).
    await Promise.all([serverReceived('/hang?after'), ask(page, 'after')]);
    const cancelledFirst = failedRequest(page, '?after');
    await cancel(page, 'after');
    await cancelledFirst;
    expect(problems).toEqual([`request failed: GET ${base}/hang?after net::ERR_ABORTED`]);
    const repeated = page.waitForRequest(`${base}/hang?after`);
    await ask(page, 'after');
    await repeated;
    expect(problems).toEqual([]);
    await context.close();
  });

  it('ignores a read the person ended by a press, but not one cancelled before any press', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${base}/asking`);
    // A dialog's query, cancelled as the person closes the dialog.
    await Promise.all([serverReceived('/hang?pressed'), ask(page, 'pressed')]);
    const ended = failedRequest(page, '?pressed');
    await page.getByRole('button', { name: 'close' }).click();
    expect((await ended).failure()?.errorText).toBe('net::ERR_ABORTED');
    // Cancelled by the page alone; a press afterwards does not excuse it.
    await Promise.all([serverReceived('/hang?unpressed'), ask(page, 'unpressed')]);
    const dropped = failedRequest(page, '?unpressed');
    await cancel(page, 'unpressed');
    await dropped;
    await page.getByRole('button', { name: 'nothing' }).click();

    expect(problems).toEqual([`request failed: GET ${base}/hang?unpressed net::ERR_ABORTED`]);
    await context.close();
  });

  it('still reports a request the page that stays cancelled, a network error and a console error', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${base}/asking`);
    await Promise.all([serverReceived('/hang?kept'), ask(page, 'kept')]);
    const cancelled = failedRequest(page, '?kept');
    await cancel(page, 'kept');
    await cancelled;
    // Another request afterwards is not the same one asked again.
    const other = page.waitForRequest(`${base}/hang?other`);
    await ask(page, 'other');
    await other;

    const closedPort = await freePort();
    const refused = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === '/nothing');
    await page.evaluate((port) => void fetch(`http://127.0.0.1:${port}/nothing`).catch(() => {}), closedPort);
    await refused;
    const consoleError = page.waitForEvent('console', (message) => message.text() === 'something broke');
    await page.evaluate(() => console.error('something broke'));
    await consoleError;

    expect(problems).toEqual([
      `request failed: GET ${base}/hang?kept net::ERR_ABORTED`,
      `request failed: GET http://127.0.0.1:${closedPort}/nothing net::ERR_CONNECTION_REFUSED`,
      'console: something broke',
    ]);
    await context.close();
  });

  it('reports every CSP violation, with its directive and what it blocked, in the page and in its frames', async () => {
    for (const [path, document] of [
      ['/strict', `${base}/strict`],
      ['/strict-framed', `${base}/strict`],
    ] as const) {
      const { page, context, problems } = await openPage(browser);
      await page.goto(`${base}${path}`);
      const image = `CSP violation: img-src blocked ${base}/pixel.png on ${document}`;
      await expect.poll(() => problems.filter((problem) => problem.startsWith('CSP violation:')).length, { timeout: 5_000 }).toBe(2);
      expect(problems, path).toContain(image);
      expect(problems, path).toContain(`CSP violation: script-src-elem blocked inline on ${document}`);
      await context.close();
    }
  });

  it('reports no CSP violation where there is none', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${base}/quiet`);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(problems).toEqual([]);
    await context.close();
  });
});
