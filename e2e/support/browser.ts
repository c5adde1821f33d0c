import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath, args, headless: true });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and CSP violations seen so far. */
  problems: string[];
}

/** A fresh context and page that records every console error, uncaught error and CSP violation. */
export async function openPage(browser: Browser, options: { viewport?: { width: number; height: number }; locale?: string } = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 }, locale: options.locale ?? 'en-IN' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, context, problems };
}
