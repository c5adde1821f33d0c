import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fixturePath } from '../test/fixtures/fixture-path';
import { launchBrowserForSuite, openPage } from './support/browser';
import { fillDevSignIn, newIdentity, sessionCookie, signInDirectly, signInThroughPopup, type TestIdentity } from './support/accounts';
import { pickAndCropPhoto } from './support/pick-and-crop-photo';
import { openPageIn, readSite } from './support/public-site';
import { quoteOf } from './support/print-quote';

const baseURL = inject('baseURL');
/** A card's two sides photographed on a table (the both-side document screen's quote needs both cropped). */
const cardFront = fixturePath('card-front-photo.jpg');
const cardBack = fixturePath('card-back-photo.jpg');
const crossOriginBaseURL = inject('crossOriginBaseURL');

const guardedTarget = '/PassportSizePhoto?x=1#top';

/** The signed-in user as the server sees this page's session. */
async function me(page: Page): Promise<{ uid: string; email: string; isAdmin: boolean }> {
  return page.evaluate(async () => (await (await fetch('/api/v1/me')).json()) as { uid: string; email: string; isAdmin: boolean });
}

/** A signed-out visit to a guarded page lands on /login, with the full target remembered. */
async function visitGuardedPageSignedOut(page: Page, origin: string, target: string): Promise<void> {
  await page.goto(`${origin}${target}`, { waitUntil: 'networkidle' });
  await page.waitForURL((url) => url.pathname === '/login');
  expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe(target);
  await page.getByText('Use the same Google account that you use in our mobile app.').waitFor();
}

async function expectBackAt(page: Page, origin: string, target: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === target);
  expect(page.url()).toBe(`${origin}${target}`);
  expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBeNull();
}

describe('accounts in a browser', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('signs in through the popup, back to exactly the guarded URL; dashboard, profile and logout work; the old cookie is refused', async () => {
    const site = await readSite(baseURL);
    const identity = newIdentity('popup');
    const { page, context, problems } = await openPage(browser);

    await visitGuardedPageSignedOut(page, baseURL, guardedTarget);
    await signInThroughPopup(page, identity);
    await expectBackAt(page, baseURL, guardedTarget);

    const user = await me(page);
    expect(user.email).toBe(identity.email);
    // Compatibility copies in local storage (the server stays the source of truth).
    expect(await page.evaluate(() => [localStorage.getItem('userId'), localStorage.getItem('userName')])).toEqual([user.uid, identity.name]);

    // Home is the dashboard: four services, ₹5 each, Print Now to each print screen, Make Files to the exam files screen.
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    // "{brand} Photo Print Services", without the brand's words twice when the brand is "Photo Print".
    const dashboardTitle = site.brandName === 'Photo Print' ? 'Photo Print Services' : `${site.brandName} Photo Print Services`;
    await page.getByRole('heading', { level: 1, name: dashboardTitle, exact: true }).waitFor();
    const cards = page.locator('.service-card');
    expect(await cards.count()).toBe(4);
    for (const [i, name, href, action] of [
      [0, 'Passport Size Photo', '/PassportSizePhoto', 'Print Now'],
      [1, 'Single Side Document Print', '/SingleSideDoc', 'Print Now'],
      [2, 'Both Side Document Print', '/BothSideDoc', 'Print Now'],
      [3, 'Exam Photo and Signature Files', '/ExamFiles', 'Make Files'],
    ] as const) {
      const card = cards.nth(i);
      expect(await card.getByRole('heading').innerText()).toBe(name);
      expect(await card.locator('.badge').innerText()).toBe('₹5');
      expect(await card.locator('svg').count()).toBe(1);
      expect(await card.getByRole('link', { name: action }).getAttribute('href')).toBe(href);
    }
    // The signed-in header: balance, and the signed-in links.
    await page.getByText('Coins: 0').waitFor();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const link of ['Home', 'Buy Coins', 'About Us', 'Contact Us', 'Profile']) {
      expect(await nav.getByRole('link', { name: link, exact: true }).count()).toBe(1);
    }
    expect(await page.evaluate(() => localStorage.getItem('isPremium'))).toBe('false');

    // Profile: default photo, email, UID, Share UID to the shop's WhatsApp with the UID typed in.
    await nav.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/Profile');
    await page.getByTestId('profile-email').waitFor();
    expect(await page.getByTestId('profile-email').innerText()).toBe(identity.email);
    expect(await page.getByTestId('profile-uid').innerText()).toBe(user.uid);
    expect(await page.getByRole('img', { name: 'No photo' }).count()).toBe(1);
    const share = page.getByRole('link', { name: 'Share UID' });
    expect(await share.getAttribute('href')).toBe(`https://wa.me/${site.shop.whatsapp.replace(/\D/g, '')}?text=${user.uid}`);

    // Logout: back to /login, stored copies gone, and the old session cookie is refused.
    const oldCookie = await sessionCookie(context);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('userId'), localStorage.getItem('userName'), localStorage.getItem('isPremium')])).toEqual([
      null,
      null,
      null,
    ]);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBeNull();
    const after = await fetch(`${baseURL}/api/v1/me`, { headers: { cookie: oldCookie } });
    expect(after.status).toBe(401);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('falls back to a full-page sign-in when the popup is blocked, and still returns to the guarded URL', async () => {
    const identity = newIdentity('redirect');
    const { page, context, problems } = await openPage(browser);
    await context.addInitScript(() => {
      window.open = () => null;
    });
    const target = '/Profile?tab=1#details';
    await visitGuardedPageSignedOut(page, baseURL, target);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dev-idp'));
    await fillDevSignIn(page, identity);
    await expectBackAt(page, baseURL, target);
    await page.getByTestId('profile-email').waitFor();
    expect(await page.getByTestId('profile-email').innerText()).toBe(identity.email);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs in through the popup when the identity provider is on another origin (as Google is)', async () => {
    const identity = newIdentity('cross');
    const { page, context, problems } = await openPage(browser);
    await visitGuardedPageSignedOut(page, crossOriginBaseURL, guardedTarget);
    await signInThroughPopup(page, identity);
    await expectBackAt(page, crossOriginBaseURL, guardedTarget);
    expect((await me(page)).email).toBe(identity.email);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a short message with a retry when sign-in fails', async () => {
    const { page, context, problems } = await openPage(browser);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') logged.push(message.text());
    });
    await page.goto(`${baseURL}/login?error=sign-in-failed`, { waitUntil: 'networkidle' });
    await page.getByRole('alert').getByText('Sign-in did not complete. Please try again.').waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    expect(logged.some((text) => text.includes('sign-in did not complete'))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('signed-in screens in Hindi', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('shows the dashboard, header, profile, print bar, low-coin dialog and admin refusal in Hindi, with no key left untranslated', async () => {
    const untranslatedKey = /\b(?:account|login|profile|lowCoins|docPrint|admin|services|home|routes)\.[a-zA-Z]/;
    const site = await readSite(baseURL);
    const { page, context, problems } = await openPageIn(browser, 'hi');
    await signInDirectly(page, baseURL, newIdentity('hindi'));
    const dashboardTitle = site.brandName === 'Photo Print' ? 'Photo Print सेवाएँ' : `${site.brandName} फोटो प्रिंट सेवाएँ`;
    await page.getByRole('heading', { level: 1, name: dashboardTitle, exact: true }).waitFor();
    await page.getByText('कॉइन: 0').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(untranslatedKey);
    // The signed-in header, balance included, still fits a 360 px phone screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByText('कॉइन: 0').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`${baseURL}/Profile`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'UID शेयर करें' }).waitFor();
    expect(await page.getByRole('button', { name: 'लॉग आउट' }).count()).toBe(1);
    expect(await page.locator('body').innerText()).not.toMatch(untranslatedKey);

    await page.goto(`${baseURL}/BothSideDoc`, { waitUntil: 'networkidle' });
    await page.getByTestId('studio-balance').getByText('कॉइन: 0').waitFor();
    // A clean print's price is the server's quote of the sides (decision 0057): there is one once both are cropped.
    for (const [side, file] of [
      ['आगे का हिस्सा', cardFront],
      ['पीछे का हिस्सा', cardBack],
    ] as const) {
      await page.getByLabel(side, { exact: true }).setInputFiles(file);
      const crop = page.getByRole('dialog', { name: `${side} क्रॉप करें` });
      const ok = crop.getByRole('button', { name: 'ठीक है', exact: true });
      await expect.poll(() => ok.isEnabled(), { timeout: 20_000 }).toBe(true);
      await ok.click();
      await crop.waitFor({ state: 'detached' });
      await page.getByRole('img', { name: `${side}, क्रॉप किया हुआ` }).waitFor();
    }
    const removeWatermark = page.getByRole('button', { name: 'प्रिंट के लिए वॉटरमार्क हटाएँ', exact: true });
    await expect.poll(() => quoteOf(removeWatermark), { timeout: 15_000 }).toBe('5 कॉइन चाहिए — आपके पास 0 हैं');
    await removeWatermark.click();
    await page.getByRole('dialog', { name: 'पर्याप्त कॉइन नहीं हैं' }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(untranslatedKey);

    await page.goto(`${baseURL}/admin`, { waitUntil: 'networkidle' });
    await page.getByText('आपको यह पेज देखने की अनुमति नहीं है। यह केवल पोर्टल के एडमिन के लिए है।').waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('coins in a browser', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  async function signedInPage(identity: TestIdentity, returnTo = '/') {
    const watched = await openPage(browser);
    await signInDirectly(watched.page, baseURL, identity, returnTo);
    return watched;
  }

  it('lets an admin credit 20 coins and grant a plan, which the user sees in the header after a reload', async () => {
    const customer = newIdentity('customer');
    const user = await signedInPage(customer);
    await user.page.getByText('Coins: 0').waitFor();
    const customerUid = (await me(user.page)).uid;

    // A user who is not an admin is told so on /admin.
    await user.page.goto(`${baseURL}/admin`, { waitUntil: 'networkidle' });
    await user.page.getByText("You are not allowed to see this page. It is for the portal's admins only.").waitFor();

    const admin = await signedInPage({ email: 'owner@shop.in', name: 'Shop Owner' }, '/admin');
    const { page } = admin;
    await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
    await page.getByLabel('Email or UID').fill(customer.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Manage ${customer.email}` }).click();
    const panel = page.getByRole('group', { name: `Manage ${customer.email}` });

    // A reason is required: the server's refusal is shown in words.
    await panel.getByLabel('Coins', { exact: true }).fill('20');
    await panel.getByRole('button', { name: 'Change coins' }).click();
    await panel.getByRole('alert').waitFor();
    expect(await panel.getByRole('alert').innerText()).toMatch(/reason/i);

    await panel.getByLabel('Reason (kept in the audit log)').first().fill('e2e: welcome coins');
    await panel.getByRole('button', { name: 'Change coins' }).click();
    await panel.getByText('Saved. The balance is now 20 coins.').waitFor();
    expect(await panel.getByTestId('admin-selected-coins').innerText()).toBe('20');

    await user.page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await user.page.reload({ waitUntil: 'networkidle' });
    await user.page.getByText('Coins: 20').waitFor();

    // A 7-day Standard Plan: the header shows days left, the plan and the coins.
    await panel.getByLabel('Days').fill('7');
    await panel.getByLabel('Standard Plan').check();
    await panel.getByLabel('Reason (kept in the audit log)').nth(1).fill('e2e: trial plan');
    await panel.getByRole('button', { name: 'Grant plan' }).click();
    await panel.getByText('Saved. The plan has been granted.').waitFor();
    await user.page.reload({ waitUntil: 'networkidle' });
    const header = user.page.getByTestId('header-balance');
    await header.getByText('(Standard Plan)').waitFor();
    expect(await header.innerText()).toMatch(/7 day\(s\) left\s+\(Standard Plan\)\s+Coins: 20/);
    expect(await user.page.evaluate(() => localStorage.getItem('isPremium'))).toBe('true');

    expect(user.problems).toEqual([]);
    // The one refusal provoked on purpose above (no reason given) is the only HTTP error.
    const refusedWithoutReason = `HTTP 400: POST /api/v1/admin/users/${customerUid}/coins`;
    expect(admin.problems).toEqual([refusedWithoutReason]);
    await user.context.close();
    await admin.context.close();
  });

  it('opens the low-coin dialog from a print screen when the coins are short, and Buy Coins goes to /BuyCoins in the same tab', async () => {
    const identity = newIdentity('short');
    const target = '/PassportSizePhoto?from=test';
    const { page, context, problems } = await signedInPage(identity, target);
    const uid = (await me(page)).uid;
    await page.getByText('Coins: 0').waitFor();
    // What a clean print costs is the server's quote of the photo: there is one once a photo is cropped.
    await pickAndCropPhoto(page);

    const removeWatermark = page.getByRole('button', { name: 'Remove Watermark to Print' });
    expect(await quoteOf(removeWatermark)).toBe('Needs 5 coins — you have 0');
    await removeWatermark.click();
    const dialog = page.getByRole('dialog', { name: 'Insufficient Coins' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await dialog.getByText("You don't have enough coins to perform this action").waitFor();
    // What the print needs, and what the user holds.
    expect(await dialog.getByTestId('low-coin-need').innerText()).toBe('This needs 5 coins; you have 0.');
    expect(await page.evaluate(() => localStorage.getItem('lastPath'))).toBe(target);

    // Focus starts on Cancel and stays inside the dialog.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await focused()).toBe('Cancel');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Buy Coins');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Cancel');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Buy Coins');

    // Escape closes it and focus returns to the button that opened it; Cancel closes it too.
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    // The button's text is its name; it is described by the quote under the buttons.
    expect(await focused()).toBe('Remove Watermark to Print');
    expect(await quoteOf(page.locator(':focus'))).toBe('Needs 5 coins — you have 0');
    await removeWatermark.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.count()).toBe(0);

    // Buy Coins: /BuyCoins in this tab with the way back (savedpath) and nothing that names the buyer (docs/decisions/0068-buying-in-place.md).
    await removeWatermark.click();
    await dialog.getByRole('button', { name: 'Buy Coins' }).click();
    await page.waitForURL((url) => url.pathname === '/BuyCoins');
    const url = new URL(page.url());
    expect([...url.searchParams.keys()]).toEqual(['savedpath']);
    expect(url.searchParams.get('savedpath')).toBe(target);
    expect(url.href).not.toContain(uid);
    expect(context.pages()).toEqual([page]);

    expect(problems).toEqual([]);
    await context.close();
  });
});
