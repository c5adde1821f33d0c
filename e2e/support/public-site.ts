import type { Browser } from 'playwright-core';
import type { SiteResponse } from '@core/contracts/site';
import { openPage, type WatchedPage } from './browser';

export type UiLanguage = 'en' | 'hi';

/** A watched page (see openPage) whose UI language is set before the app starts, as a returning visitor's would be. */
export async function openPageIn(browser: Browser, language: UiLanguage, options: Parameters<typeof openPage>[1] = {}): Promise<WatchedPage> {
  const watched = await openPage(browser, options);
  // Init scripts run in every frame, the print frame's PDF viewer too, where there is no storage (null): skipped there.
  await watched.context.addInitScript((lng) => {
    try {
      window.localStorage?.setItem('lang', lng);
    } catch {
      // a frame whose storage is blocked
    }
  }, language);
  return watched;
}

/** The server's public facts (brand, contact details, counters): pages must show these, never their own copies. */
export async function readSite(baseURL: string): Promise<SiteResponse> {
  const response = await fetch(`${baseURL}/api/v1/site`);
  if (!response.ok) throw new Error(`GET /api/v1/site answered ${response.status}`);
  return (await response.json()) as SiteResponse;
}
