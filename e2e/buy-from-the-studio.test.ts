import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newIdentity, signInDirectly } from './support/accounts';
import { uidOf } from './support/admin-api';
import { launchBrowserForSuite, openPage } from './support/browser';
import { acceptTerms, openCheckout, payThroughSimulator } from './support/purchase';
import { pickAndCropPhoto } from './support/pick-and-crop-photo';

const baseURL = inject('baseURL');

/** Every address the tab's own page goes to, in order, from now on. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

describe('buying coins from the studio, in the same tab, and coming back to it (docs/decisions/0068-buying-in-place.md)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('Buy Coins, pay and come back in one tab: the studio has its photo, its layout and 200 coins; no address names the buyer', async () => {
    const { page, context, problems } = await openPage(browser);
    const identity = newIdentity('round-trip');
    await signInDirectly(page, baseURL, identity, '/PassportSizePhoto');
    const uid = await uidOf(page);
    const balance = page.getByTestId('studio-balance');
    await expect.poll(() => balance.innerText(), { timeout: 15_000 }).toContain('Coins: 0');
    expect(await balance.innerText()).not.toContain('as of now');
    await pickAndCropPhoto(page);
    const layout = page.getByLabel('Sheet layout');
    await layout.selectOption('a4-12');
    const preview = page.getByTestId('sheet-preview');
    await expect.poll(() => preview.locator('image').count()).toBe(12);

    // No coins: the dialog says what a clean print needs and what is held.
    await page.getByRole('button', { name: 'Remove Watermark to Print' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insufficient Coins' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('low-coin-need').innerText()).toBe('This needs 5 coins; you have 0.');

    // Buy Coins in this very tab: no second tab, now or later.
    const tabs: Page[] = [];
    context.on('page', (opened) => tabs.push(opened));
    const addresses = addressesOf(page);
    await dialog.getByRole('button', { name: 'Buy Coins' }).click();
    await page.waitForURL((url) => url.pathname === '/BuyCoins', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('savedpath')).toBe('/PassportSizePhoto');
    // The page names the buyer by name and email, not by an id.
    await page.getByText(`Buying for ${identity.name} (${identity.email})`).waitFor({ timeout: 15_000 });
    expect(await page.getByText(uid).count()).toBe(0);
    await expect.poll(() => page.getByTestId('header-balance').innerText(), { timeout: 10_000 }).toContain('Coins: 0');

    await openCheckout(page, /Coin Based Plan: 200 coins for ₹200/);
    await acceptTerms(page);
    await payThroughSimulator(page, 'Pay');
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await page.getByTestId('paid-text').innerText()).toBe('Thank you! 200 coins have been added to your account.');
    await expect.poll(() => page.getByTestId('header-balance').innerText(), { timeout: 10_000 }).toContain('Coins: 200');

    // Back to where the operator was, in the same tab: the same studio, its work as it was, the coins there.
    await page.getByRole('link', { name: 'Back to where you were' }).click();
    await page.waitForURL((url) => url.pathname === '/PassportSizePhoto');
    await expect.poll(() => balance.innerText(), { timeout: 15_000 }).toContain('Coins: 200');
    await expect.poll(() => preview.locator('image').count(), { timeout: 15_000 }).toBe(12);
    expect(await layout.inputValue()).toBe('a4-12');
    expect(await page.getByRole('img', { name: 'The cropped photo' }).count()).toBeGreaterThan(0);
    // The main button prints now, instead of opening the dialog again.
    await page.getByRole('button', { name: 'Print', exact: true }).waitFor();
    expect(await dialog.count()).toBe(0);

    expect(tabs).toEqual([]);
    expect(context.pages()).toEqual([page]);
    // Buy Coins, the gateway's checkout, Payment Status and back: none of the addresses carried the user's id or name.
    const paths = addresses.map((address) => new URL(address).pathname);
    expect(paths).toContain('/BuyCoins');
    expect(paths.some((path) => path.startsWith('/dev-pay/checkout/'))).toBe(true);
    expect(paths).toContain('/PaymentStatus');
    for (const address of addresses) {
      const url = new URL(address);
      expect(url.searchParams.has('userId'), address).toBe(false);
      expect(url.searchParams.has('name'), address).toBe(false);
      expect(decodeURIComponent(address.replace(/\+/g, ' ')), address).not.toContain(uid);
      expect(decodeURIComponent(address.replace(/\+/g, ' ')), address).not.toContain(identity.name);
      expect(decodeURIComponent(address), address).not.toContain(identity.email);
    }
    expect(problems).toEqual([]);
    await context.close();
    // A photo's crop, two full page loads and a payment: generous on a busy machine (about 30 s on a quiet one).
  }, 150_000);
});
