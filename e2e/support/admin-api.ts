import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInDirectly, type TestIdentity } from './accounts';
import { openPage } from './browser';

/** The portal's admin: ADMIN_EMAILS=owner@shop.in in the e2e server (global-setup). */
export const adminIdentity: TestIdentity = { email: 'owner@shop.in', name: 'Shop Owner' };

/** The signed-in user's id, as the page's own session sees it. */
export async function uidOf(page: Page): Promise<string> {
  return page.evaluate(async () => ((await (await fetch('/api/v1/me')).json()) as { uid: string }).uid);
}

/** Per browser and server: the admin's page, signed in once in a context of its own, kept until the browser closes. */
const adminPages = new WeakMap<Browser, Map<string, Promise<Page>>>();

function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const pages = adminPages.get(browser) ?? new Map<string, Promise<Page>>();
  adminPages.set(browser, pages);
  const known = pages.get(baseURL);
  if (known) return known;
  const signedIn = (async () => {
    const admin = await openPage(browser);
    await signInDirectly(admin.page, baseURL, adminIdentity);
    return admin.page;
  })();
  pages.set(baseURL, signedIn);
  // A failed sign-in is not kept: the next call tries again.
  signedIn.catch(() => pages.delete(baseURL));
  return signedIn;
}

/** Posts JSON to an admin API route as the admin, with the CSRF header, as the console does; expects 200. */
async function adminPost(browser: Browser, baseURL: string, path: string, body: object): Promise<void> {
  const page = await adminPage(browser, baseURL);
  const status = await page.evaluate(
    async ({ path, body }) => {
      const csrf = document.cookie
        .split(';')
        .map((part) => part.trim().split('='))
        .find(([name]) => name === 'csrf' || name === '__Host-csrf')?.[1];
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(csrf ?? '') },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { path, body },
  );
  expect(status, `admin POST ${path}`).toBe(200);
}

/** The admin credits (or, negative, takes) coins. */
export function giveCoins(browser: Browser, baseURL: string, uid: string, coins: number): Promise<void> {
  return adminPost(browser, baseURL, `/api/v1/admin/users/${encodeURIComponent(uid)}/coins`, { coins, reason: 'e2e' });
}

/** The admin grants 30 days of a Standard Plan, or a Pro Plan (document printing). */
export function grantPlan(browser: Browser, baseURL: string, uid: string, plan: 'standard' | 'pro'): Promise<void> {
  return adminPost(browser, baseURL, `/api/v1/admin/users/${encodeURIComponent(uid)}/plan`, { days: 30, documentPrint: plan === 'pro', reason: 'e2e' });
}
