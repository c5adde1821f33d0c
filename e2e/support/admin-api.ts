import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInDirectly } from './accounts';
import { openPage } from './browser';

/** The signed-in user's id, as the page's own session sees it. */
export async function uidOf(page: Page): Promise<string> {
  return page.evaluate(async () => ((await (await fetch('/api/v1/me')).json()) as { uid: string }).uid);
}

/**
 * Signs the admin (ADMIN_EMAILS=owner@shop.in in the e2e server) in, in a context of its own, and
 * posts JSON to an admin API route with the CSRF header, as the console does; expects 200.
 */
async function adminPost(browser: Browser, baseURL: string, path: string, body: object): Promise<void> {
  const admin = await openPage(browser);
  await signInDirectly(admin.page, baseURL, { email: 'owner@shop.in', name: 'Shop Owner' });
  const status = await admin.page.evaluate(
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
  await admin.context.close();
}

/** The admin credits (or, negative, takes) coins. */
export function giveCoins(browser: Browser, baseURL: string, uid: string, coins: number): Promise<void> {
  return adminPost(browser, baseURL, `/api/v1/admin/users/${encodeURIComponent(uid)}/coins`, { coins, reason: 'e2e' });
}

/** The admin grants 30 days of a Standard Plan, or a Pro Plan (document printing). */
export function grantPlan(browser: Browser, baseURL: string, uid: string, plan: 'standard' | 'pro'): Promise<void> {
  return adminPost(browser, baseURL, `/api/v1/admin/users/${encodeURIComponent(uid)}/plan`, { days: 30, documentPrint: plan === 'pro', reason: 'e2e' });
}
