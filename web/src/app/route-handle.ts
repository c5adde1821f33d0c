import type en from '../locales/en.json';

/** i18n key of a route's title, e.g. 'routes.contactUs'. */
type RouteTitleKey = `routes.${keyof typeof en.routes}`;

/** What the layout needs to know about the matched route. */
export interface RouteHandle {
  path: string;
  /** The spec's route table title (docs/domain-rules.md §9 lists where ours differs); the document title is made from it. */
  titleKey: RouteTitleKey;
  /** Signed-out visitors are sent to /login and brought back after signing in. */
  requiresAuth: boolean;
  hideHeader: boolean;
  hideFooter: boolean;
  /** Inside a frame of our own (the checkout dialog shows the terms) the page comes without header and footer. */
  bareWhenFramed?: boolean;
}
