import type en from '../locales/en.json';

/** i18n key of a route's title, e.g. 'routes.contactUs'. */
export type RouteTitleKey = `routes.${keyof typeof en.routes}`;

/** What the layout needs to know about the matched route (kept on the route's `handle`). */
export interface RouteHandle {
  path: string;
  titleKey: RouteTitleKey;
  /** Signed-out visitors are sent to /login and brought back after signing in. */
  requiresAuth: boolean;
  hideHeader: boolean;
  hideFooter: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value && 'requiresAuth' in value;
}
