import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newIdentity, signInDirectly, type TestIdentity } from './support/accounts';
import { adminIdentity, uidOf } from './support/admin-api';
import { expectAccessible } from './support/accessibility';
import { launchBrowserForSuite, openPage, type WatchedPage } from './support/browser';
import { acceptTerms } from './support/purchase';

const baseURL = inject('baseURL');

async function coinsOf(page: Page, uid: string): Promise<number> {
  return page.evaluate(
    async (id) => ((await (await fetch(`/api/v1/premium/${encodeURIComponent(id)}`)).json()) as { data: { coins: number } }).data.coins,
    uid,
  );
}

/** On /CustomePG: chooses an offer, reads the request's reference from the UPI dialog, closes it. */
async function requestUpiPayment(page: Page, offer: RegExp): Promise<string> {
  await page.getByRole('button', { name: offer }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay by UPI' });
  await dialog.getByTestId('upi-reference').waitFor();
  const reference = (await dialog.getByTestId('upi-reference').innerText()).trim();
  expect(reference).toMatch(/^MR[A-Z0-9]{8}$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  return reference;
}

/**
 * On /BuyCoins: the 200-coin offer, billing details, the framed terms accepted, Pay; the browser
 * lands on the payment simulator's checkout page and is left there (the order stays unpaid).
 * Returns the checkout page's path.
 */
async function startUnpaidOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: /Coin Based Plan: 200 coins for ₹200/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByLabel('Name').fill('Meena Kumari');
  await dialog.getByLabel('Contact').fill('9812345670');
  await dialog.getByLabel('Address').fill('Station Road, Gaya');
  await acceptTerms(page);
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dev-pay/checkout/'));
  return new URL(page.url()).pathname;
}

describe('the admin console in a browser', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  async function signedIn(identity: TestIdentity, returnTo: string, options: Parameters<typeof openPage>[1] = {}): Promise<WatchedPage & { uid: string }> {
    const watched = await openPage(browser, options);
    await signInDirectly(watched.page, baseURL, identity, returnTo);
    return { ...watched, uid: await uidOf(watched.page) };
  }

  async function openConsole(options: Parameters<typeof openPage>[1] = {}) {
    const admin = await signedIn(adminIdentity, '/admin', options);
    await admin.page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
    return admin;
  }

  const pendingCount = async (page: Page) => Number(await page.getByTestId('admin-pending-count').locator('[aria-hidden="true"]').innerText());

  it('approves a UPI request with its UTR (the coins reach the user once), refuses the same UTR for another request, and rejects one with a reason', async () => {
    const user = await signedIn(newIdentity('upi-admin'), '/CustomePG');
    const coins200 = /^Choose Coin Based Plan: 200 coins for ₹200$/;
    const first = await requestUpiPayment(user.page, coins200);
    // Three offers: the same one chosen again gives its open request (decision 0030), not another.
    const second = await requestUpiPayment(user.page, /^Choose Pro Plan: 30 days for ₹210$/);
    const third = await requestUpiPayment(user.page, /^Choose Coin Based Plan: 1,100 coins for ₹1,000$/);
    expect(await requestUpiPayment(user.page, coins200)).toBe(first);
    await user.page.getByText('Coins: 0').waitFor();

    const admin = await openConsole();
    const { page } = admin;
    const requests = page.getByRole('region', { name: 'Manual payment requests' });
    const card = (reference: string) => requests.getByRole('group', { name: `Request ${reference}`, exact: true });
    await card(first).waitFor();
    await expectAccessible(page, 'the admin console with UPI requests listed');
    expect(await card(first).innerText()).toContain('₹200');
    expect(await card(first).innerText()).toContain(user.uid);
    expect(await pendingCount(page)).toBeGreaterThanOrEqual(3);

    const utr = `E2E${Date.now()}`;
    await card(first).getByLabel('UTR (bank reference)').fill(utr);
    await card(first).getByRole('button', { name: 'Approve' }).click();
    await requests.getByText(`Request ${first} approved. The user has been given what they paid for.`).waitFor();
    await card(first).waitFor({ state: 'detached' });
    // The count shows what is still waiting, without the approved request. It is not compared with the count before:
    // other files on this shared server add UPI requests meanwhile (the purchase and Hindi tests). So it is compared
    // with the server's own pending list, read just after the page, until the two agree.
    const pendingOnServer = () =>
      page.evaluate(async () =>
        ((await (await fetch('/api/v1/admin/manual-requests?status=pending')).json()) as { requests: { reference: string }[] }).requests.map(
          (r) => r.reference,
        ),
      );
    await expect
      .poll(
        async () => {
          await page.reload();
          await card(second).waitFor();
          const shown = await pendingCount(page);
          const listed = await pendingOnServer();
          return { agrees: shown === listed.length, approvedGone: !listed.includes(first), othersStill: [second, third].every((r) => listed.includes(r)) };
        },
        { timeout: 15_000 },
      )
      .toEqual({ agrees: true, approvedGone: true, othersStill: true });

    // The user sees the coins in the header after a reload.
    await user.page.reload({ waitUntil: 'networkidle' });
    await user.page.getByTestId('header-balance').getByText('Coins: 200').waitFor();

    // The same bank reference cannot approve a second request: refused in words, nothing more given.
    await card(second).getByLabel('UTR (bank reference)').fill(utr);
    await card(second).getByRole('button', { name: 'Approve' }).click();
    await card(second).getByRole('alert').waitFor();
    expect(await card(second).getByRole('alert').innerText()).toContain(`This UTR was already used for request ${first}.`);
    expect(await card(second).getByRole('button', { name: 'Approve' }).isEnabled()).toBe(true);

    // Rejected with a reason: nothing given, and the reason is kept with the request.
    await card(third).getByLabel('Reason for rejecting').fill('No payment reached the bank');
    await card(third).getByRole('button', { name: 'Reject' }).click();
    await requests.getByText(`Request ${third} rejected. Nothing was given.`).waitFor();
    await card(third).waitFor({ state: 'detached' });
    expect(await coinsOf(user.page, user.uid)).toBe(200);
    await requests.getByLabel('Show requests').selectOption('rejected');
    await card(third).waitFor();
    expect(await card(third).innerText()).toMatch(/Reason\s+No payment reached the bank/);
    await requests.getByLabel('Show requests').selectOption('approved');
    await card(first).waitFor();
    expect(await card(first).innerText()).toMatch(new RegExp(`UTR\\s+${utr}`));

    // The audit log says who did what to which request.
    const audit = page.getByRole('region', { name: 'Audit log' });
    const approval = audit.getByRole('row').filter({ hasText: first });
    await approval.waitFor();
    const approvalText = await approval.innerText();
    expect(approvalText).toContain('You');
    expect(approvalText).toContain('Approved a UPI request');
    expect(approvalText).toContain(`UTR ${utr}`);
    expect(approvalText).toContain('Amount ₹200');
    expect(await audit.getByRole('row').filter({ hasText: third }).innerText()).toContain('Reason: No payment reached the bank');

    // The user's coin history (Users → Manage) shows the grant under the request's reference.
    const users = page.getByRole('region', { name: 'Users' });
    await users.getByLabel('Email or UID').fill(user.uid);
    await users.getByRole('button', { name: 'Search' }).click();
    await users.getByRole('button', { name: /^Manage / }).click();
    const history = users.getByRole('table', { name: 'Coin history' });
    await history.waitFor();
    const rows = history.getByRole('row').filter({ hasText: `manual:${first}` });
    expect(await rows.count()).toBe(1);
    expect(await rows.innerText()).toMatch(/\+200\s+UPI purchase \(approved\)/);

    expect(user.problems).toEqual([]);
    // The one refusal provoked on purpose (the reused UTR) is the only HTTP error.
    expect(admin.problems).toEqual([`HTTP 400: POST /api/v1/admin/manual-requests/${second}/approve`]);
    await user.context.close();
    await admin.context.close();
  });

  it('lists an unpaid Buy Coins order and reconciles it: not paid yet, then paid once the gateway has the money', async () => {
    const buyer = await signedIn(newIdentity('unpaid'), '/BuyCoins');
    const checkoutPath = await startUnpaidOrder(buyer.page);

    const admin = await openConsole();
    const orders = admin.page.getByRole('region', { name: 'Orders' });
    const row = orders.getByRole('row').filter({ hasText: buyer.uid });
    await row.waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.innerText()).toContain('₹200');
    expect(await row.innerText()).toContain('Meena Kumari');
    expect(await row.innerText()).toContain('IST');
    expect(await row.getByTestId('admin-order-status').innerText()).toBe('Waiting for payment');

    const reconcile = row.getByRole('button', { name: /^Reconcile order / });
    const orderId = ((await reconcile.getAttribute('aria-label')) ?? '').replace(/^Reconcile order /, '');
    expect(orderId).not.toBe('');
    await reconcile.click();
    await row.getByText('Checked with the payment gateway: not paid yet.').waitFor();
    expect(await row.getByTestId('admin-order-status').innerText()).toBe('Waiting for payment');

    // The buyer pays at the gateway meanwhile (the simulator's Pay, as its form would post it).
    const paid = await buyer.context.request.post(`${baseURL}${checkoutPath}/pay`, { maxRedirects: 0 });
    expect(paid.status()).toBe(303);
    await reconcile.click();
    await row.getByText('Checked with the payment gateway: paid. The coins or plan have been given (only once).').waitFor();
    expect(await row.getByTestId('admin-order-status').innerText()).toBe('Paid');
    expect(await coinsOf(buyer.page, buyer.uid)).toBe(200);

    // Pressed again: still paid, still 200 coins.
    await reconcile.click();
    await expect.poll(() => reconcile.isEnabled()).toBe(true);
    expect(await coinsOf(buyer.page, buyer.uid)).toBe(200);

    // The status filter narrows the list to what the API was asked for.
    await orders.getByLabel('Show orders').selectOption('paid');
    await row.waitFor();
    await orders.getByLabel('Show orders').selectOption('failed');
    await row.waitFor({ state: 'detached' });

    // Each reconcile is in the audit log, with what it found.
    await admin.page.reload();
    const audit = admin.page.getByRole('region', { name: 'Audit log' });
    const reconciles = audit.getByRole('row').filter({ hasText: orderId });
    await expect.poll(() => reconciles.count(), { timeout: 10_000 }).toBe(3);
    const found = (await reconciles.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    expect(found.every((text) => text.includes('Checked an order with the gateway'))).toBe(true);
    expect(found.filter((text) => text.includes('→ Paid'))).toHaveLength(2);
    expect(found.filter((text) => text.includes('Status: Waiting for payment → Waiting for payment'))).toHaveLength(1);

    expect(buyer.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
    await buyer.context.close();
    await admin.context.close();
  });

  it('moves between sections on a 360 px phone without sideways scrolling', async () => {
    const admin = await openConsole({ viewport: { width: 360, height: 740 } });
    const { page } = admin;
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    for (const name of ['Requests', 'Orders', 'Users', 'Messages', 'Audit log']) await nav.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
    await page.getByRole('region', { name: 'Audit log' }).getByRole('table').or(page.getByText('No admin actions yet.')).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await nav.getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL((url) => url.hash === '#admin-messages');
    const heading = page.getByRole('heading', { level: 2, name: 'Contact messages' });
    // The heading is on screen, below the sticky section navigation (not hidden under it).
    await expect
      .poll(async () => {
        const [headingBox, navBox] = await Promise.all([heading.boundingBox(), nav.boundingBox()]);
        return headingBox !== null && navBox !== null && headingBox.y >= navBox.y + navBox.height && headingBox.y < 740;
      })
      .toBe(true);
    expect(await nav.isVisible()).toBe(true);
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });

  it('tells a signed-in user who is not an admin that the page is not for them, and asks the admin API nothing', async () => {
    const user = await openPage(browser);
    const adminCalls: string[] = [];
    user.page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/admin')) adminCalls.push(request.url());
    });
    await signInDirectly(user.page, baseURL, newIdentity('not-admin'), '/admin');
    await user.page.getByRole('alert').getByText("You are not allowed to see this page. It is for the portal's admins only.").waitFor();
    await user.page.waitForLoadState('networkidle');
    expect(await user.page.getByRole('heading', { level: 1, name: 'Admin' }).count()).toBe(1);
    expect(await user.page.getByRole('navigation', { name: 'Console sections' }).count()).toBe(0);
    expect(adminCalls).toEqual([]);
    expect(user.problems).toEqual([]);
    await user.context.close();
  });

  it('switches to Hindi on /admin: headings, sections and order words in Hindi, no key left untranslated', async () => {
    const admin = await openConsole();
    const { page } = admin;
    await page.getByRole('region', { name: 'Orders' }).getByRole('table').or(page.getByText('No orders to show.')).first().waitFor();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { level: 1, name: 'एडमिन' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'कंसोल के भाग' });
    for (const name of ['अनुरोध', 'ऑर्डर', 'उपयोगकर्ता', 'संदेश', 'ऑडिट लॉग']) await nav.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'मैनुअल भुगतान अनुरोध' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'ऑडिट लॉग' }).waitFor();
    await page.getByLabel('ऑर्डर दिखाएँ').waitFor();
    const text: Locator = page.locator('main');
    expect(await text.innerText()).not.toMatch(/\badmin\.[a-zA-Z]/);
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });
});
