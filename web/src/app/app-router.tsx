import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { loadPageTexts } from '../lib/i18n';
import { AppLayout } from './layout/app-layout';
import { paths } from './paths';
import { appRoutes, type AppRoute } from './routes';

/** A lazy page arrives with its code and its texts (fetched side by side). */
function pageOf(route: AppRoute): ComponentType {
  if ('eager' in route.page) return route.page.eager;
  const load = route.page.lazy;
  return lazy(async () => (await Promise.all([load(), loadPageTexts()]))[0]);
}

/** One page component per route, made once: lazy() must not be called again on each render. */
const pages = appRoutes.map((route) => ({ path: route.path, Page: pageOf(route) }));

/**
 * The app's router: one layout route around the table; unknown paths go Home. Declarative
 * routing (BrowserRouter) rather than a data router: it weighs about 17 KB gzip less, which
 * keeps the landing page within its JavaScript budget. What the data router gave us (route
 * handles, scroll restoration, error boundaries, lazy routes) is done in the layout.
 */
export function AppRouter() {
  // No transitions: a click on a slow connection shows the page loader at once, instead of
  // leaving the previous page on screen, apparently ignoring the click, until the next page's code arrives.
  return (
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route element={<AppLayout />}>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<Navigate to={paths.home} replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
