import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until the Checkout dialog's framed terms page has finished its own requests (its texts,
 * the brand name): closing the dialog or leaving the page earlier would cut them off, which the
 * page watcher counts as failed requests.
 */
export async function termsFrameSettled(page: Page): Promise<void> {
  const handle = await page.locator('iframe[title="Terms and Conditions"]').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no terms frame');
  await frame.getByRole('button', { name: 'I Accept' }).waitFor();
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
