import { useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from '../route-handle';

/** The handle of the deepest matched route that has one (undefined e.g. while redirecting an unknown path). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
