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
import { StaticRouter } from './app/router';
import { AppRoutes } from './app/app-router';
import { paths } from './app/paths';

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
