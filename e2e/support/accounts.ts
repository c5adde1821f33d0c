import type { BrowserContext, Page } from 'playwright-core';

export interface TestIdentity {
  email: string;
  name: string;
}

/** A fresh identity per run, so tests never depend on each other's accounts. */
export function newIdentity(label: string): TestIdentity {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { email: `${label}-${id}@example.in`, name: `Test ${label}` };
}

/** Fills the dev identity provider's sign-in page (Email, Name, Continue). */
export async function fillDevSignIn(page: Page, identity: TestIdentity): Promise<void> {
  await page.getByLabel('Email').fill(identity.email);
  await page.getByLabel('Name').fill(identity.name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** On /login: Continue with Google, then sign in in the popup, which closes itself. */
export async function signInThroughPopup(page: Page, identity: TestIdentity): Promise<void> {
  const popupOpened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('Email').waitFor();
  const closed = popup.waitForEvent('close');
  await fillDevSignIn(popup, identity);
  await closed;
}

/** A full-page sign-in straight through the server (no UI of ours), landing on returnTo. */
export async function signInDirectly(page: Page, baseURL: string, identity: TestIdentity, returnTo = '/'): Promise<void> {
  await page.goto(`${baseURL}/auth/login?${new URLSearchParams({ returnTo }).toString()}`);
  await fillDevSignIn(page, identity);
  await page.waitForURL((url) => url.origin === new URL(baseURL).origin && !url.pathname.startsWith('/auth/') && !url.pathname.startsWith('/dev-idp'));
}

/** The session cookie's value in this context (HttpOnly: not readable by the page). */
export async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'sid' || c.name === '__Host-sid');
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}
