import { useMemo } from 'react';
import { matchPath, useLocation } from '../../lib/router';
import type { RouteHandle } from '../route-handle';
import { appRoutes } from '../routes';

/** The route of the table that matches the current path (undefined e.g. while an unknown path is sent Home). */
export function useRouteHandle(): RouteHandle | undefined {
  const { pathname } = useLocation();
  return useMemo(() => appRoutes.find((route) => matchPath(route.path, pathname) !== null), [pathname]);
}
