import type en from '../locales/en.json';

/** i18n key of a route's title, e.g. 'routes.contactUs'. */
export type RouteTitleKey = `routes.${keyof typeof en.routes}`;

/**
 * How the document title is made from the route's title:
 * 'brand' the brand alone (Home); 'page' "{title} · {brand}"; 'branded' the title as is,
 * which names the brand itself (e.g. "{{brand}} Print Plans").
 */
export type TitleFormat = 'brand' | 'page' | 'branded';

/** What the layout needs to know about the matched route. */
export interface RouteHandle {
  path: string;
  titleKey: RouteTitleKey;
  titleFormat: TitleFormat;
  /** Signed-out visitors are sent to /login and brought back after signing in. */
  requiresAuth: boolean;
  hideHeader: boolean;
  hideFooter: boolean;
  /** Inside a frame of our own (the checkout dialog shows the terms) the page comes without header and footer. */
  bareWhenFramed?: boolean;
}
