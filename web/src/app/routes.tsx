import type { ComponentType } from 'react';
import HomePage from './routes/home-page';
import { paths, sendToIntakePattern, serviceDetailsForStatePattern } from '../lib/paths';
import type { RouteHandle } from './route-handle';

type PageModule = { default: ComponentType };

/** A route of the spec's table (the spec's screens, docs/domain-rules.md §9), as data. */
export interface AppRoute extends RouteHandle {
  /** The page: loaded with the route (its own chunk), or bundled when most visits start there. */
  page: { lazy: () => Promise<PageModule> } | { eager: ComponentType };
}

const publicPage = { requiresAuth: false, hideHeader: false, hideFooter: false } as const;
const signedInPage = { ...publicPage, requiresAuth: true } as const;
/** Print screens use the whole window: no site header or footer. */
const printScreen = { ...publicPage, requiresAuth: true, hideHeader: true, hideFooter: true } as const;
/** The customer's phone sending files to the shop's screen (decision 0095): no account, and a light page for cheap phones. */
const phonePage = { ...publicPage, hideHeader: true, hideFooter: true } as const;

const lazy = (load: () => Promise<PageModule>) => ({ lazy: load });

export const appRoutes: readonly AppRoute[] = [
  // Home is in the main bundle: most visits start there, and a lazy chunk would add a round trip before its text.
  { ...publicPage, path: paths.home, titleKey: 'routes.home', page: { eager: HomePage } },
  { ...publicPage, path: paths.login, titleKey: 'routes.login', page: lazy(() => import('./routes/login-page')) },
  { ...printScreen, path: paths.passportSizePhoto, titleKey: 'routes.passportSizePhoto', page: lazy(() => import('./routes/passport-size-photo-page')) },
  { ...printScreen, path: paths.singleSideDoc, titleKey: 'routes.singleSideDoc', page: lazy(() => import('./routes/single-side-doc-page')) },
  { ...printScreen, path: paths.bothSideDoc, titleKey: 'routes.bothSideDoc', page: lazy(() => import('./routes/both-side-doc-page')) },
  { ...printScreen, path: paths.examFiles, titleKey: 'routes.examFiles', page: lazy(() => import('./routes/exam-files-page')) },
  { ...signedInPage, path: paths.buyCoins, titleKey: 'routes.buyCoins', page: lazy(() => import('./routes/buy-coins-page')) },
  { ...signedInPage, path: paths.customePG, titleKey: 'routes.customePG', page: lazy(() => import('./routes/custome-pg-page')) },
  { ...publicPage, path: paths.viewPricingTable, titleKey: 'routes.viewPricingTable', page: lazy(() => import('./routes/view-pricing-table-page')) },
  { ...publicPage, path: paths.paymentStatus, titleKey: 'routes.paymentStatus', page: lazy(() => import('./routes/payment-status-page')) },
  { ...publicPage, path: paths.contactUs, titleKey: 'routes.contactUs', page: lazy(() => import('./routes/contact-us-page')) },
  { ...publicPage, path: paths.serviceDetails, titleKey: 'routes.serviceDetails', page: lazy(() => import('./routes/service-details-page')) },
  { ...publicPage, path: serviceDetailsForStatePattern, titleKey: 'routes.serviceDetails', page: lazy(() => import('./routes/state-service-details-page')) },
  { ...publicPage, path: paths.aboutUs, titleKey: 'routes.aboutUs', page: lazy(() => import('./routes/about-us-page')) },
  { ...signedInPage, path: paths.history, titleKey: 'routes.history', page: lazy(() => import('./routes/history-page')) },
  { ...signedInPage, path: paths.profile, titleKey: 'routes.profile', page: lazy(() => import('./routes/profile-page')) },
  { ...signedInPage, path: paths.admin, titleKey: 'routes.admin', page: lazy(() => import('./routes/admin-page')) },
  { ...publicPage, path: paths.privacyPolicy, titleKey: 'routes.privacyPolicy', page: lazy(() => import('./routes/privacy-policy-page')) },
  { ...publicPage, path: paths.terms, titleKey: 'routes.terms', bareWhenFramed: true, page: lazy(() => import('./routes/terms-page')) },
  { ...publicPage, path: paths.refundPolicy, titleKey: 'routes.refundPolicy', page: lazy(() => import('./routes/refund-policy-page')) },
  { ...publicPage, path: paths.shippingPolicy, titleKey: 'routes.shippingPolicy', page: lazy(() => import('./routes/shipping-policy-page')) },
  { ...phonePage, path: paths.send, titleKey: 'routes.sendFiles', page: lazy(() => import('./routes/send-page')) },
  { ...phonePage, path: sendToIntakePattern, titleKey: 'routes.sendFiles', page: lazy(() => import('./routes/send-to-intake-page')) },
];
