import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until the Checkout dialog's framed terms page has finished its own requests (its texts,
 * the brand name): closing the dialog or leaving the page earlier would cut them off, which the
 * page watcher counts as failed requests. `texts`: the frame's title and button in the page's language.
 */
export async function termsFrameSettled(page: Page, texts = { title: 'Terms and Conditions', accept: 'I Accept' }): Promise<void> {
  const handle = await page.locator(`iframe[title="${texts.title}"]`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no terms frame');
  await frame.getByRole('button', { name: texts.accept }).waitFor();
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await frame.evaluate(() => (document.readyState === 'complete' ? performance.getEntriesByType('resource').length : -1));
        const stable = now >= 0 && now === last;
        last = now;
        return stable;
      },
      { interval: 300, timeout: 10_000 },
    )
    .toBe(true);
}

/** In the Checkout dialog: I Accept in the framed terms, once they have settled; Pay is enabled then. */
export async function acceptTerms(page: Page): Promise<void> {
  await termsFrameSettled(page);
  await page.frameLocator('iframe[title="Terms and Conditions"]').getByRole('button', { name: 'I Accept' }).click();
  await page.getByRole('dialog', { name: 'Checkout' }).getByText('Terms accepted. You can pay now.').waitFor();
}

/** On /BuyCoins: choose an offer by its card and fill the billing fields (then acceptTerms). */
export async function openCheckout(page: Page, offer: RegExp, billing = { name: 'Ramesh Kumar', contact: '9876543210', address: 'Main Road, Patna' }) {
  await page.getByRole('button', { name: offer }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.waitFor();
  await dialog.getByLabel('Name').fill(billing.name);
  await dialog.getByLabel('Contact').fill(billing.contact);
  await dialog.getByLabel('Address').fill(billing.address);
  return dialog;
}

/** Pay in our dialog, then Pay or Fail on the simulator's checkout page, back to /PaymentStatus. */
export async function payThroughSimulator(page: Page, outcome: 'Pay' | 'Fail') {
  await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dev-pay/checkout/'));
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/PaymentStatus' && url.searchParams.has('order_id'));
}
