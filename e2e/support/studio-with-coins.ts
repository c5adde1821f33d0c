import type { Browser } from 'playwright-core';
import { signInDirectly, type TestIdentity } from './accounts';
import { giveCoins, uidOf } from './admin-api';
import { openPage, type WatchedPage } from './browser';
import { openPageIn, type UiLanguage } from './public-site';

/**
 * `identity` signed in on the passport studio with `coins` given by the admin,
 * the page reloaded until the header shows them. `language` sets the UI language first (else the browser's).
 */
export async function openStudioWithCoins(
  browser: Browser,
  baseURL: string,
  identity: TestIdentity,
  coins: number,
  language?: UiLanguage,
): Promise<WatchedPage> {
  const watched = language ? await openPageIn(browser, language) : await openPage(browser);
  const { page } = watched;
  await signInDirectly(page, baseURL, identity, '/PassportSizePhoto');
  await page.getByRole('heading', { name: 'Passport Size Photo' }).waitFor({ timeout: 15_000 });
  await giveCoins(browser, baseURL, await uidOf(page), coins);
  await page.reload();
  await page.getByText(`Coins: ${coins}`).waitFor();
  return watched;
}
