// No blank page before Login or before a guard's redirect (decision 0072): from the first paint on, every
// frame shows the page's text or a loader, and a signed-out visitor's deep link to a studio is sent to
// Login before any of the studio's data is asked for. Frames are sampled in the page, once per frame,
// from before the document starts; nothing here depends on how fast the machine is.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { launchBrowserForSuite, openPage } from './support/browser';
import { openPageIn } from './support/public-site';

const baseURL = inject('baseURL');
const phone = { width: 360, height: 740 };

/** One frame as painted: where the page was and whether it showed anything but the site's header and footer. */
interface Frame {
  path: string;
  shows: boolean;
}

/**
 * Runs in the page before its HTML: at every frame from the first contentful paint on (before it,
 * nothing has been painted yet) records whether the page shows visible text or a loader (the four
 * cubes, a spinner), the site's header and footer and the skip link left out: a header over an empty
 * page is a blank page to the visitor.
 */
const recordFrames = () => {
  const frames: { path: string; shows: boolean }[] = [];
  (window as unknown as { recordedFrames: typeof frames }).recordedFrames = frames;
  const visibleOptions = { opacityProperty: true, visibilityProperty: true };
  const onScreen = (rect: DOMRect) =>
    rect.width > 1 && rect.height > 1 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth;
  const outsideChrome = (element: Element) => element.closest('header, footer, .skip-link, noscript, script, style, template') === null;
  const showsSomething = (): boolean => {
    if (!document.body) return false;
    for (const loader of document.querySelectorAll('.page-loader__cube, .spinner')) {
      if (outsideChrome(loader) && loader.checkVisibility(visibleOptions) && onScreen(loader.getBoundingClientRect())) return true;
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !outsideChrome(parent) || !parent.checkVisibility(visibleOptions)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(onScreen)) return true;
    }
    return false;
  };
  const sample = () => {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) frames.push({ path: location.pathname, shows: showsSomething() });
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
};

async function framesOf(page: Page): Promise<Frame[]> {
  return page.evaluate(() => (window as unknown as { recordedFrames: Frame[] }).recordedFrames);
}

/** The frames that showed nothing, as `path ×count` runs in order (empty when every frame showed something). */
function blankRuns(frames: readonly Frame[]): string[] {
  expect(frames.length, 'frames sampled').toBeGreaterThan(0);
  const runs: string[] = [];
  let run: { path: string; count: number } | undefined;
  for (const frame of frames) {
    if (!frame.shows) run = run ? { ...run, count: run.count + 1 } : { path: frame.path, count: 1 };
    else if (run) {
      runs.push(`${run.path} ×${run.count}`);
      run = undefined;
    }
  }
  if (run) runs.push(`${run.path} ×${run.count} (to the end)`);
  return runs;
}

/** Waits for Login's own content (its Continue with Google button), then a few more frames. */
async function waitForLogin(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
  await page.locator('.login h1').waitFor({ timeout: 30_000 });
  await page.locator('.login button, .login a').first().waitFor({ timeout: 30_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Every API request of the page, and the moment the address became /login, in the order they happened. */
function watchRequestsAndRedirect(page: Page): { events: string[] } {
  const events: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) events.push(`${request.method()} ${url.pathname}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login') events.push('→ /login');
  });
  return { events };
}

const beforeRedirect = (events: readonly string[]) => {
  const at = events.indexOf('→ /login');
  return at < 0 ? [...events] : events.slice(0, at);
};

/** The landing path's public reads (the brand, plans, services), which Login shows too: no page's guarded data. */
const publicReads = new Set(['GET /api/v1/site', 'GET /api/v1/plans', 'GET /api/v1/services']);
const guardedCalls = (events: readonly string[]) => events.filter((event) => !publicReads.has(event));

describe('no blank page before Login or a guard’s redirect', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('shows a loader or Login’s text in every frame from the first paint on (English)', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      await context.addInitScript(recordFrames);
      await page.goto(`${baseURL}/login`);
      await waitForLogin(page);
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(blankRuns(await framesOf(page))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('does the same in Hindi on a 360 px phone, and Login there is accessible', async () => {
    const { page, context, problems } = await openPageIn(browser, 'hi', { viewport: phone });
    try {
      await context.addInitScript(recordFrames);
      await page.goto(`${baseURL}/login`);
      await waitForLogin(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      expect(await page.locator('.login h1').innerText()).toMatch(/[\u0900-\u097F]/);
      expect(blankRuns(await framesOf(page))).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'Login at 360 px in Hindi');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a signed-out deep link to a studio to Login with no blank frame and no API request on the way, remembering the target', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      await context.addInitScript(recordFrames);
      const { events } = watchRequestsAndRedirect(page);
      await page.goto(`${baseURL}/PassportSizePhoto?from=link#top`);
      await waitForLogin(page);
      expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe('/PassportSizePhoto?from=link#top');
      // No session cookie at all: nothing to ask the server, so not even the session check is made first.
      expect(guardedCalls(beforeRedirect(events))).toEqual([]);
      expect(blankRuns(await framesOf(page))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with a session that has ended (its csrf cookie left), asks only who is signed in before Login, with no blank frame', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      await context.addCookies([{ name: 'csrf', value: 'left-from-an-ended-session', url: baseURL }]);
      await context.addInitScript(recordFrames);
      const { events } = watchRequestsAndRedirect(page);
      await page.goto(`${baseURL}/PassportSizePhoto`);
      await waitForLogin(page);
      expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe('/PassportSizePhoto');
      // The session check is the only call before the redirect: none of the studio's data (balance, quotes, sizes).
      expect(guardedCalls(beforeRedirect(events))).toEqual(['GET /api/v1/me']);
      expect(blankRuns(await framesOf(page))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
