import { mayHaveSession } from '../lib/api-client';
import { saveRedirectAfterLogin } from '../features/auth/lib/redirect-after-login';
import { paths } from '../lib/paths';
import { matchPath } from '../lib/router';
import { appRoutes } from './routes';

/** Whether the page at `pathname` is for signed-in users only (the route table's requiresAuth). */
export function requiresSignIn(pathname: string): boolean {
  return appRoutes.find((route) => matchPath(route.path, pathname) !== null)?.requiresAuth === true;
}

/**
 * Before the app's first render (main.tsx): a browser without the csrf cookie has no session (the
 * server sets both together), so a deep link to a signed-in page goes to Login at once, remembering
 * where it was going, as the route guard (RequireAuth) does after the session check. No request is
 * made and nothing of the guarded page is loaded. The cookie is only a hint that decides how soon a
 * visitor sees Login: it grants nothing, the server checks the session on every call (decision 0072).
 * Returns whether it redirected.
 */
export function redirectToLoginAtOnce(): boolean {
  const { pathname, search, hash } = window.location;
  if (mayHaveSession() || !requiresSignIn(pathname)) return false;
  saveRedirectAfterLogin(`${pathname}${search}${hash}`);
  window.history.replaceState(null, '', paths.login);
  return true;
}
