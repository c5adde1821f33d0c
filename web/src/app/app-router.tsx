import { createElement, lazy, type ComponentType } from 'react';
import { BrowserRouter, matchPath, Navigate, Route, Routes } from 'react-router';
import { loadPageTexts } from '../lib/i18n';
import { lazyWithQueryClient } from '../lib/lazy-with-query-client';
import { AppLayout } from './layout/app-layout';
import { paths } from './paths';
import { appRoutes, type AppRoute } from './routes';

interface RoutePage {
  Page: ComponentType;
  /** Fetches the page's code and texts (at once for an eager page). */
  preload: () => Promise<unknown>;
}

/**
 * A lazy page arrives with its code and its texts (fetched side by side). Once they are here
 * (preloaded, or rendered once), the page renders without suspending: a prerendered page is
 * hydrated that way, since a page still loading would be drawn afresh over its HTML.
 */
function pageOf(route: AppRoute): RoutePage {
  if ('eager' in route.page) return { Page: route.page.eager, preload: () => Promise.resolve() };
  // Pages loaded later come with TanStack Query and its provider; Home has neither (decision 0032).
  const load = lazyWithQueryClient(route.page.lazy);
  let loaded: ComponentType | undefined;
  const preload = async () => {
    const [module] = await Promise.all([load(), loadPageTexts()]);
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(preload);
  return { Page: () => createElement(loaded ?? Lazy), preload };
}

/** One page component per route, made once: lazy() must not be called again on each render. */
const pages = appRoutes.map((route) => ({ path: route.path, ...pageOf(route) }));

/** Fetches the code and texts of the page at `pathname`, so that its first render does not suspend (hydration of a prerendered page). */
export async function preloadPage(pathname: string): Promise<void> {
  await pages.find(({ path }) => matchPath(path, pathname) !== null)?.preload();
}

/** The route table inside one layout route; unknown paths go Home. Under BrowserRouter in the browser, StaticRouter when pages are prerendered. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}

/**
 * The app's router: the route table in the browser's history. Declarative
 * routing (BrowserRouter) rather than a data router: it weighs about 17 KB gzip less, which
 * keeps the landing page within its JavaScript budget. What the data router gave us (route
 * handles, scroll restoration, error boundaries, lazy routes) is done in the layout.
 */
export function AppRouter() {
  // No transitions: a click on a slow connection shows the page loader at once, instead of
  // leaving the previous page on screen, apparently ignoring the click, until the next page's code arrives.
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
