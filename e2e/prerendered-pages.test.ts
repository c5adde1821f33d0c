// The public pages are prerendered at build time (decision 0032): their text is in the HTML, so a
// phone paints it before any JavaScript has arrived, and React then takes that HTML over
// (hydration) without drawing it again and without a mismatch. Each carries its own title, in the
// visitor's language, and the landing's data (decision 0076).
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SiteResponse } from '@core/contracts/site';
import { startLocalServer } from '../scripts/lib/local-server';
import { launchBrowserForSuite, openPage } from './support/browser';
import { webDist } from './support/web-dist';
import { openPageIn, readSite } from './support/public-site';

const baseURL = inject('baseURL');
const phone = { width: 360, height: 740 };

/** Each prerendered page (web/src/prerender.tsx) and a heading it shows. */
const pages = (site: SiteResponse) => [
  { path: '/', heading: `Welcome to ${site.brandName}` },
  { path: '/ViewPricingTable', heading: /Print Plans/ },
  { path: '/Contact-us', heading: 'Contact Us' },
  { path: '/About-us', heading: /About/ },
  { path: '/service-details', heading: /./ },
  { path: '/privacy-policy', heading: /Privacy/ },
  { path: '/TermsAndConditions', heading: /Terms/ },
  { path: '/CancellationAndRefundPolicy', heading: /Refund/ },
  { path: '/shipping-and-delivery-policy', heading: /Shipping/ },
];

/** Remembers, before the app's script runs, the page's first heading as the HTML brought it. */
const rememberPrerenderedHeading = () => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector('h1');
  });
};
const headingKept = () => {
  const kept = (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading;
  return kept !== null && kept === document.querySelector('h1') && kept.isConnected;
};

describe('prerendered public pages', () => {
  let browser: Browser;
  let site: SiteResponse;
  launchBrowserForSuite((launched) => (browser = launched));
  beforeAll(async () => {
    site = await readSite(baseURL);
  });

  it('shows the landing page’s text with JavaScript turned off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(`Welcome to ${site.brandName}`);
      await expect(page.getByText('How It Works', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'See plans and prices' }).isVisible()).resolves.toBe(true);
      // The boot loader (four cubes) steps aside for the page's text.
      await expect(page.locator('.page-loader--boot').isVisible()).resolves.toBe(false);
      for (const { path, heading } of pages(site)) {
        await page.goto(`${baseURL}${path}`);
        const h1 = page.getByRole('heading', { level: 1 });
        if (typeof heading === 'string') expect(await h1.textContent(), path).toBe(heading);
        else expect(await h1.textContent(), path).toMatch(heading);
      }
    } finally {
      await context.close();
    }
  });

  it('hydrates every prerendered page without a mismatch: the HTML is kept, no error in the console; its served title is the one the app sets, and the site facts and plans come with the page (decision 0076)', async () => {
    for (const { path } of pages(site)) {
      const { page, context, problems } = await openPage(browser, { viewport: phone });
      try {
        await context.addInitScript(rememberPrerenderedHeading);
        const landingReads: string[] = [];
        page.on('request', (request) => {
          if (/\/api\/v1\/(site|plans)$/.test(new URL(request.url()).pathname)) landingReads.push(request.url());
        });
        const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
        const servedTitle = /<title>([^<]*)<\/title>/.exec(await response!.text())?.[1];
        await page.waitForFunction(() => document.querySelector('#root h1') !== null);
        expect(problems, path).toEqual([]);
        expect(await page.evaluate(headingKept), path).toBe(true);
        expect(servedTitle, path).toMatch(new RegExp(` · ${site.brandName}$`));
        expect(await page.title(), path).toBe(servedTitle);
        expect(landingReads, path).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('lets the landing page’s answers arrive and its links work after hydration', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: phone });
    try {
      await context.addInitScript(rememberPrerenderedHeading);
      await page.goto(`${baseURL}/`);
      await page.getByRole('table').first().waitFor();
      await page.getByText(site.shop.phone).first().waitFor();
      expect(await page.evaluate(headingKept)).toBe(true);
      await page.getByRole('link', { name: 'See plans and prices' }).click();
      await page.waitForURL(`${baseURL}/ViewPricingTable`);
      await page.getByRole('heading', { level: 1, name: /Print Plans/ }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('draws the page afresh in Hindi for a visitor who chose it', async () => {
    const { page, context, problems } = await openPageIn(browser, 'hi', { viewport: phone });
    try {
      await page.goto(`${baseURL}/`);
      await page.getByRole('heading', { level: 1, name: `${site.brandName} में आपका स्वागत है` }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      // The choice is sent as a cookie from then on: the next page arrives with its Hindi title (decision 0076).
      const again = await page.goto(`${baseURL}/About-us`);
      expect(await again!.text()).toContain(`<title>हमारे बारे में · ${site.brandName}</title>`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.title()).toBe(`हमारे बारे में · ${site.brandName}`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('serves the empty shell to a browser that may be signed in (csrf cookie), which draws its own page', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: phone });
    try {
      await context.addCookies([{ name: 'csrf', value: 'stale', url: baseURL }]);
      const response = await page.goto(`${baseURL}/`);
      expect(await response!.text()).toContain('<div id="root"></div>');
      await page.getByRole('heading', { level: 1, name: `Welcome to ${site.brandName}` }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('carries the shop’s own brand (BRAND_NAME) in the HTML, which hydration keeps', async () => {
    const brand = 'Sharma & Sons Studio';
    const shop = await startLocalServer({ env: { WEB_DIST: webDist(), BRAND_NAME: brand, LOG_LEVEL: 'error' }, logs: 'ignore' });
    try {
      const html = await (await fetch(`${shop.baseURL}/`)).text();
      expect(html).toContain(`<h1 id="welcome-title">Welcome to Sharma &amp; Sons Studio</h1>`);
      expect(html).toContain('<title>Home · Sharma &amp; Sons Studio</title>');
      expect(html).not.toContain('Photo Print');
      for (const path of ['/', '/ViewPricingTable']) {
        const { page, context, problems } = await openPage(browser, { viewport: phone });
        try {
          await context.addInitScript(rememberPrerenderedHeading);
          await page.goto(`${shop.baseURL}${path}`, { waitUntil: 'networkidle' });
          expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toContain(brand);
          expect(await page.evaluate(headingKept), path).toBe(true);
          expect(problems, path).toEqual([]);
        } finally {
          await context.close();
        }
      }
    } finally {
      await shop.stop();
    }
  });
});
