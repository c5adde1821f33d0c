/**
 * Build-time prerendering of the public pages (decision 0032): their HTML as a signed-out visitor
 * in English sees it before any JavaScript runs, put into index.html's #root by the build
 * (web/vite-plugins/prerender-public-pages.ts) and hydrated by main.tsx. Runs in Node, never in
 * the browser: nothing here is in the client bundle. Answers from the API (site details, plans)
 * are not known at build time: those parts are prerendered as they look while they load, which
 * is also the browser's first render, so hydration matches.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { brandNamePlaceholder } from '@core/text/brand-name-placeholder';
import { AppRoutes } from './app/app-router';
import { documentTitle } from './app/document-title';
import { paths } from './lib/paths';
import { StaticRouter } from './lib/router';
import { appRoutes } from './app/routes';
import type { Language, TFunction } from './lib/i18n';
import en from './locales/en.json';
import hi from './locales/hi.json';
import enPages from './locales/pages/en.json';
import hiPages from './locales/pages/hi.json';

/**
 * The pages prerendered: public, the same for every signed-out visitor, and drawn from their
 * path alone (not Login, Buy Coins, the UPI page or Payment Status, which read the query string,
 * the browser's storage or the session).
 */
export const prerenderedPaths: readonly string[] = [
  paths.home,
  paths.viewPricingTable,
  paths.contactUs,
  paths.aboutUs,
  paths.serviceDetails,
  paths.privacyPolicy,
  paths.terms,
  paths.refundPolicy,
  paths.shippingPolicy,
];

/** What a page's <head> says in one language: its title (the brand as the placeholder the server replaces) and description. */
export interface PageHead {
  title: string;
  description: string;
}

const texts: Record<Language, object[]> = { en: [en, enPages], hi: [hi, hiPages] };

/** The text of `key` in `lng` (the shell's and the pages' texts), as the app's `t` finds it; none of these have placeholders. */
function textIn(lng: Language, key: string): string {
  for (const bundle of texts[lng]) {
    let node: unknown = bundle;
    for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    if (typeof node === 'string') return node;
  }
  throw new Error(`prerender: no ${lng} text for ${key}`);
}

/**
 * The title and description of a prerendered page in English and Hindi (decision 0076): the title the route
 * table gives once the app runs (documentTitle: "Home · {brand}"), the description from
 * `pageDescriptions.<route>` in the page texts. The server sends the one of the visitor's language.
 */
export function pageHeads(pathname: string): Record<Language, PageHead> {
  const route = appRoutes.find((candidate) => candidate.path === pathname);
  if (!route) throw new Error(`prerender: no route for ${pathname}`);
  const head = (lng: Language): PageHead => ({
    title: documentTitle(route, ((key) => textIn(lng, key)) as TFunction, brandNamePlaceholder),
    description: textIn(lng, `pageDescriptions.${route.titleKey.slice('routes.'.length)}`),
  });
  return { en: head('en'), hi: head('hi') };
}

/** The markup of #root for `pathname`, every lazy page and text loaded (prerender waits for them). */
export async function prerenderPage(pathname: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/**
 * The lazy routes and their page's module (`src/app/routes/x.tsx`), for the page shells the build writes
 * (web/vite-plugins/page-shells.ts, decision 0072). Read from the loader as Vite's server-side transform
 * writes it (`__vite_ssr_dynamic_import__("/src/…")`); a loader written otherwise fails the build.
 */
export function routeModules(): { path: string; requiresAuth: boolean; module: string }[] {
  return appRoutes.flatMap((route) => {
    if (!('lazy' in route.page)) return [];
    const module = /__vite_ssr_dynamic_import__\(\s*["']\/(src\/[^"']+)["']/.exec(String(route.page.lazy))?.[1];
    if (!module) throw new Error(`prerender: the page of ${route.path} is not loaded by a plain import()`);
    return [{ path: route.path, requiresAuth: route.requiresAuth, module }];
  });
}
