import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import hiPages from '../web/src/locales/pages/hi.json';
import { newIdentity, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { launchBrowserForSuite, openPage } from './support/browser';
import { expectNoEnglish } from './support/english-left';
import { openPageIn, readSite } from './support/public-site';
import { acceptTerms, payThroughSimulator, termsFrameSettled } from './support/purchase';

const baseURL = inject('baseURL');

/** On /BuyCoins (loaded afresh): the 200-coin offer's Checkout dialog, once it has read what was kept for the buyer. */
async function checkoutOf(page: Page, labels = { title: 'Checkout', offer: /Coin Based Plan: 200 coins for ₹200/ }) {
  await page.goto(`${baseURL}/BuyCoins`, { waitUntil: 'networkidle' });
  const read = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/me/contact' && response.request().method() === 'GET');
  await page.getByRole('button', { name: labels.offer }).first().click();
  const dialog = page.getByRole('dialog', { name: labels.title });
  await dialog.waitFor();
  expect((await read).status()).toBe(200);
  return dialog;
}

/** What the server keeps for the page's signed-in user (GET /api/v1/me/contact). */
const keptOnServer = (page: Page) => page.evaluate(async () => ((await (await fetch('/api/v1/me/contact')).json()) as { contact: unknown }).contact);

describe('contact details remembered for purchases, only with consent (docs/decisions/0069-contact-details-remembered-with-consent.md)', () => {
  let browser: Browser;
  launchBrowserForSuite((launched) => (browser = launched));

  it('"Remember for next purchases" is off by default; ticked, the next checkout is filled in; Profile shows, edits and deletes them', async () => {
    const { page, context, problems } = await openPage(browser);
    const identity = newIdentity('remember');
    await signInDirectly(page, baseURL, identity, '/BuyCoins');

    // A first purchase, the box left as it comes: off, and nothing is kept.
    let dialog = await checkoutOf(page);
    const remember = () => dialog.getByRole('checkbox', { name: 'Remember for next purchases' });
    expect(await remember().isChecked()).toBe(false);
    expect(await dialog.getByLabel('Contact').inputValue()).toBe('');
    await dialog.getByLabel('Name').fill('Ramesh Kumar');
    await dialog.getByLabel('Contact').fill('9876543210');
    await acceptTerms(page);
    await payThroughSimulator(page, 'Pay');
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await keptOnServer(page)).toBeNull();
    dialog = await checkoutOf(page);
    expect(await dialog.getByLabel('Contact').inputValue()).toBe('');
    expect(await dialog.getByLabel('Name').inputValue()).toBe(identity.name);
    expect(await remember().isChecked()).toBe(false);

    // Ticked this time: the next checkout starts with them, the box still ticked.
    await dialog.getByLabel('Name').fill('Ramesh Kumar');
    await dialog.getByLabel('Contact').fill('9876543210');
    await dialog.getByLabel('Address').fill('Main Road, Patna');
    await remember().check();
    await payThroughSimulator(page, 'Pay');
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    dialog = await checkoutOf(page);
    await expect.poll(() => dialog.getByLabel('Contact').inputValue(), { timeout: 10_000 }).toBe('9876543210');
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Ramesh Kumar');
    // The address is not kept: nothing bills to it.
    expect(await dialog.getByLabel('Address').inputValue()).toBe('');
    expect(await remember().isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Profile shows them, with the account's email, and edits them.
    await page.goto(`${baseURL}/Profile`);
    const section = page.getByRole('region', { name: 'Contact details for purchases' });
    const facts = section.getByTestId('remembered-contact');
    await facts.waitFor();
    expect((await facts.innerText()).replace(/\s+/g, ' ')).toBe(`Name Ramesh Kumar Contact number 9876543210 Email (your account’s) ${identity.email}`);
    await section.getByRole('button', { name: 'Edit' }).click();
    await section.getByLabel('Contact number').fill('91234');
    await section.getByRole('button', { name: 'Save' }).click();
    await section.getByText('Please enter a valid 10-digit phone number').waitFor();
    await section.getByLabel('Contact number').fill('9123456780');
    await section.getByRole('button', { name: 'Save' }).click();
    await section.getByText('Your contact details were saved.').waitFor();
    expect(await facts.innerText()).toContain('9123456780');
    dialog = await checkoutOf(page);
    await expect.poll(() => dialog.getByLabel('Contact').inputValue(), { timeout: 10_000 }).toBe('9123456780');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Deleted in Profile: gone from the server, and the next checkout starts empty, the box off.
    await page.goto(`${baseURL}/Profile`);
    await facts.waitFor();
    await section.getByRole('button', { name: 'Delete' }).click();
    await section.getByText('Your contact details were deleted.').waitFor();
    expect(await facts.count()).toBe(0);
    expect(await keptOnServer(page)).toBeNull();
    await page.reload();
    await section.getByText('No contact details are kept.', { exact: false }).waitFor();
    dialog = await checkoutOf(page);
    expect(await dialog.getByLabel('Contact').inputValue()).toBe('');
    expect(await remember().isChecked()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
    // Three purchases and two full checkouts: generous on a busy machine.
  }, 150_000);

  it('Buy Coins with the checkout filled in, and Profile with the details and their editing, at 360 px in Hindi: no English left, axe clean', async () => {
    const site = await readSite(baseURL);
    const { page, context, problems } = await openPageIn(browser, 'hi', { viewport: { width: 360, height: 740 } });
    const identity = newIdentity('remember-hi');
    await signInDirectly(page, baseURL, identity, '/Profile');
    const data = [site.brandName, site.shop.address, identity.name, identity.email, 'रमेश कुमार', '9876543210'];
    const kept = await page.evaluate(async () => {
      const csrf = /(?:^|; )(?:__Host-)?csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/api/v1/me/contact', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({ name: 'रमेश कुमार', phone: '9876543210' }),
      });
      return response.status;
    });
    expect(kept).toBe(200);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    const dialog = await checkoutOf(page, { title: hiPages.purchase.checkout.title, offer: /₹200/ });
    await expect.poll(() => dialog.getByLabel(hiPages.purchase.checkout.contact, { exact: true }).inputValue(), { timeout: 10_000 }).toBe('9876543210');
    expect(await dialog.getByRole('checkbox', { name: hiPages.purchase.checkout.remember }).isChecked()).toBe(true);
    await page.getByText(`${identity.name} (${identity.email}) के लिए ख़रीद`).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoEnglish(page, 'Buy Coins with the checkout filled in, 360 px', { data });
    await expectAccessible(page, 'Buy Coins with the checkout filled in, 360 px');
    await termsFrameSettled(page, { title: hiPages.purchase.checkout.termsTitle, accept: hiPages.terms.accept });

    await page.goto(`${baseURL}/Profile`, { waitUntil: 'networkidle' });
    const section = page.getByRole('region', { name: hiPages.profile.contact.heading });
    await section.getByTestId('remembered-contact').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoEnglish(page, 'Profile with the contact details, 360 px', { data: [...data, await page.getByTestId('profile-uid').innerText()] });
    await expectAccessible(page, 'Profile with the contact details, 360 px');
    await section.getByRole('button', { name: hiPages.profile.contact.edit }).click();
    await section.getByLabel(hiPages.profile.contact.phone, { exact: true }).fill('98765');
    await section.getByRole('button', { name: hiPages.profile.contact.save }).click();
    await section.getByRole('alert').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoEnglish(page, 'Profile editing the contact details, 360 px', { data: [...data, '98765', await page.getByTestId('profile-uid').innerText()] });
    await expectAccessible(page, 'Profile editing the contact details, 360 px');
    expect(problems).toEqual([]);
    await context.close();
  }, 150_000);
});
