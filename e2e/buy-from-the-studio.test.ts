import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newIdentity, signInDirectly } from './support/accounts';
import { launchBrowserForSuite, openPage } from './support/browser';
import { acceptTerms, openCheckout, payThroughSimulator } from './support/purchase';
import { pickAndCropPhoto } from './support/pick-and-crop-photo';

const baseURL = inject('baseURL');

describe('buying coins from the low-coin dialog and coming back to the studio (decision 0030)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('Buy Coins in a new tab, pay there: back on the studio the dialog is closed, the bar shows 200 coins, the photo and layout stay', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInDirectly(page, baseURL, newIdentity('round-trip'), '/PassportSizePhoto');
    const balance = page.getByTestId('studio-balance');
    await expect.poll(() => balance.innerText(), { timeout: 15_000 }).toContain('Coins (as of now): 0');
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

    // Buy Coins opens in a new tab; the operator pays there through the simulator.
    const opened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Buy Coins' }).click();
    const shop = await opened;
    await shop.waitForURL((url) => url.pathname === '/BuyCoins');
    await openCheckout(shop, /Coin Based Plan: 200 coins for ₹200/);
    await acceptTerms(shop);
    await payThroughSimulator(shop, 'Pay');
    await shop.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await shop.getByTestId('paid-text').innerText()).toBe('Thank you! 200 coins have been added to your account.');

    // Back on the studio's tab, without a reload.
    await page.bringToFront();
    await expect.poll(() => balance.innerText(), { timeout: 10_000 }).toContain('Coins (as of now): 200');
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByText('Coins added: you can print now.').waitFor();
    expect(await layout.inputValue()).toBe('a4-12');
    expect(await preview.locator('image').count()).toBe(12);
    expect(await page.getByRole('img', { name: 'The cropped photo' }).count()).toBeGreaterThan(0);
    // The main button prints now, instead of opening the dialog again.
    await page.getByRole('button', { name: 'Print', exact: true }).waitFor();
    expect(await dialog.count()).toBe(0);

    await shop.close();
    expect(problems).toEqual([]);
    await context.close();
  });
});
