import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath, args, headless: true });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors, failed requests and unexpected HTTP errors seen so far. */
  problems: string[];
}

/**
 * Answers that are part of normal use: the session probe says "not signed in".
 * (Until the accounts issue mounts /api/v1/me, the probe gets 404; the app treats both as signed out.)
 */
function expectedFailure(pathname: string, status: number): boolean {
  return pathname === '/api/v1/me' && (status === 401 || status === 404);
}

/** A fresh context and page that records every console error, uncaught error and CSP violation. */
export async function openPage(browser: Browser, options: { viewport?: { width: number; height: number }; locale?: string } = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 }, locale: options.locale ?? 'en-IN' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // Failed HTTP answers are judged below, by their URL and status, not by the console's echo of them.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation (goto, reload) cancels the icon the page before it was still fetching: not a page problem.
    if (request.failure()?.errorText === 'net::ERR_ABORTED' && new URL(request.url()).pathname === '/favicon.svg') return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() < 400 || expectedFailure(url.pathname, response.status())) return;
    problems.push(`HTTP ${response.status()}: ${response.request().method()} ${url.pathname}`);
  });
  return { page, context, problems };
}
