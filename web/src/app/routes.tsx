import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { paths, serviceDetailsForStatePattern } from './paths';
import type { RouteHandle } from './route-handle';

/** A route of the spec's table (spec §2, DESIGN §8), as data. Each page module is its own chunk. */
export interface AppRoute extends RouteHandle {
  lazy: () => Promise<{ default: ComponentType }>;
}

const publicPage = { requiresAuth: false, hideHeader: false, hideFooter: false } as const;
const signedInPage = { requiresAuth: true, hideHeader: false, hideFooter: false } as const;
/** Print screens use the whole window: no site header or footer. */
const printScreen = { requiresAuth: true, hideHeader: true, hideFooter: true } as const;

export const appRoutes: readonly AppRoute[] = [
  { ...publicPage, path: paths.home, titleKey: 'routes.home', lazy: () => import('./routes/home-page') },
  { ...publicPage, path: paths.login, titleKey: 'routes.login', lazy: () => import('./routes/login-page') },
  { ...printScreen, path: paths.passportSizePhoto, titleKey: 'routes.passportSizePhoto', lazy: () => import('./routes/passport-size-photo-page') },
  { ...printScreen, path: paths.singleSideDoc, titleKey: 'routes.singleSideDoc', lazy: () => import('./routes/single-side-doc-page') },
  { ...printScreen, path: paths.bothSideDoc, titleKey: 'routes.bothSideDoc', lazy: () => import('./routes/both-side-doc-page') },
  { ...publicPage, path: paths.buyCoins, titleKey: 'routes.buyCoins', lazy: () => import('./routes/buy-coins-page') },
  { ...publicPage, path: paths.customePG, titleKey: 'routes.customePG', lazy: () => import('./routes/custome-pg-page') },
  { ...publicPage, path: paths.viewPricingTable, titleKey: 'routes.viewPricingTable', lazy: () => import('./routes/view-pricing-table-page') },
  { ...publicPage, path: paths.paymentStatus, titleKey: 'routes.paymentStatus', lazy: () => import('./routes/payment-status-page') },
  { ...publicPage, path: paths.contactUs, titleKey: 'routes.contactUs', lazy: () => import('./routes/contact-us-page') },
  { ...publicPage, path: paths.serviceDetails, titleKey: 'routes.serviceDetails', lazy: () => import('./routes/service-details-page') },
  { ...publicPage, path: serviceDetailsForStatePattern, titleKey: 'routes.serviceDetails', lazy: () => import('./routes/state-service-details-page') },
  { ...publicPage, path: paths.aboutUs, titleKey: 'routes.aboutUs', lazy: () => import('./routes/about-us-page') },
  { ...signedInPage, path: paths.profile, titleKey: 'routes.profile', lazy: () => import('./routes/profile-page') },
  { ...publicPage, path: paths.privacyPolicy, titleKey: 'routes.privacyPolicy', lazy: () => import('./routes/privacy-policy-page') },
  { ...publicPage, path: paths.terms, titleKey: 'routes.terms', lazy: () => import('./routes/terms-page') },
  { ...publicPage, path: paths.refundPolicy, titleKey: 'routes.refundPolicy', lazy: () => import('./routes/refund-policy-page') },
  { ...publicPage, path: paths.shippingPolicy, titleKey: 'routes.shippingPolicy', lazy: () => import('./routes/shipping-policy-page') },
];

function toRouteObject({ lazy, ...handle }: AppRoute): RouteObject {
  return {
    path: handle.path,
    handle,
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await lazy()).default }),
  };
}

/** Router of the whole app: one layout route around the table; unknown paths go Home. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      Component: AppLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [...appRoutes.map(toRouteObject), { path: '*', element: <Navigate to={paths.home} replace /> }],
    },
  ]);
}
