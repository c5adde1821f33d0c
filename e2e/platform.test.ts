import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { launchBrowserForSuite, openPage } from './support/browser';

const baseURL = inject('baseURL');

describe('the portal in a browser', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('serves the home page titled from the route table (Home · Photo Print), under a strict CSP, with no errors', async () => {
    const { page, context, problems } = await openPage(browser);
    const response = await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForFunction(() => document.title === 'Home · Photo Print');
    // The plans table is read from the server's catalog: the ₹105 Pro Plan gives 7 days.
    const plans = page.getByRole('table').first();
    await plans.waitFor();
    const text = await plans.innerText();
    expect(text).toContain('₹105');
    expect(text).toMatch(/7 days?/);
    expect(text).toContain('₹1,670');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('titles other pages from the route table, and sends unknown paths home', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${baseURL}/Contact-us`, { waitUntil: 'networkidle' });
    // The app titles the page in an effect after its render, which a busy machine may not have run at network idle.
    await page.waitForFunction(() => document.title !== 'Photo Print');
    expect(await page.title()).toBe('Contact Us · Photo Print');
    await page.goto(`${baseURL}/no/such/page`, { waitUntil: 'networkidle' });
    // The app sends the visitor home once its route table has loaded, which a busy machine may not have done at network idle.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await page.waitForFunction(() => document.title === 'Home · Photo Print');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor of a print screen to Login, remembering where they were going', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseURL}/PassportSizePhoto`, { waitUntil: 'networkidle' });
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe('/PassportSizePhoto');
    // Waits for the lazily loaded Login screen to render its button (a count taken at once can run before it).
    await page
      .getByRole('link', { name: 'Continue with Google' })
      .or(page.getByRole('button', { name: 'Continue with Google' }))
      .first()
      .waitFor();
    await context.close();
  });

  it('switches to Hindi and remembers it after a reload', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'हिन्दी' }).first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.getByRole('navigation').first().innerText()).toMatch(/[\u0900-\u097F]/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 360 px phone screen, with a menu that opens and closes on a link', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const toggle = page.locator('button[aria-expanded]').first();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'Contact Us' }).first().click();
    await page.waitForURL((url) => url.pathname === '/Contact-us');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });
});
