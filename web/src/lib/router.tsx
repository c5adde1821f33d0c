/**
 * The app's router on wouter (decision 0078): wouter keeps the browser's history (push, replace, back and
 * forward, the location during prerendering), matches the route table and hands a route its params. This
 * module adds what the app asks of a router beyond that, with React Router's names so the pages read as
 * before: a case-insensitive route syntax with a trailing slash allowed, history entries of React Router's
 * shape (`{ usr, key, idx }`, whose keys the scroll positions are saved under), and links that leave a new
 * tab, a download or `reloadDocument` to the browser.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { matchRoute, Router, useLocation as useWouterLocation, useParams as useWouterParams, useRouter as useWouterRouter } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { parseRoutePattern } from './route-pattern';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** The history entry's own key; "default" for the entry the document was opened on. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

/** What the app writes into `history.state`: React Router's shape, so entries written before still read. */
interface HistoryEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether `pathname` is `pattern` (parseRoutePattern), with its params decoded; null when not. */
export function matchPath(pattern: string, pathname: string): { params: Record<string, string> } | null {
  const [matches, params] = matchRoute<Record<string, string | undefined>>(parseRoutePattern, pattern, pathname);
  if (!matches) return null;
  const { keys } = parseRoutePattern(pattern);
  return { params: Object.fromEntries(keys.map((key) => [key, decodeParam(params[key] ?? '')])) };
}

const historyEntry = () => window.history.state as HistoryEntry | null;
const entryKey = () => historyEntry()?.key ?? 'default';

/** The browser's location for the app; a navigation renders at once (no transition), so a slow page shows the page loader. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  useLayoutEffect(() => {
    // As React Router: the entry the document opened on is entry 0.
    const entry = historyEntry();
    if (entry?.idx == null) window.history.replaceState({ ...entry, idx: 0 }, '');
  }, []);
  return <Router parser={parseRoutePattern}>{children}</Router>;
}

/** A fixed location (the pages prerendered at build time): navigating does nothing there. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  return (
    <Router parser={parseRoutePattern} ssrPath={location}>
      {children}
    </Router>
  );
}

const noHash = () => '';
const defaultKey = () => 'default';

/**
 * Where the app is. Of the history entry only its key is read, as a string: marking the first entry as entry 0
 * (BrowserRouter) renders nothing again, and a prerendered page hydrates without a second pass (its server
 * snapshot is the same "default"). Entries keep React Router's shape; the app passes no state in them.
 */
export function useLocation(): Location {
  const [pathname] = useWouterLocation();
  const { ssrSearch } = useWouterRouter();
  const search = useLocationProperty(
    () => window.location.search,
    () => (ssrSearch ? `?${ssrSearch}` : ''),
  );
  const hash = useLocationProperty(() => window.location.hash, noHash);
  const key = useLocationProperty(entryKey, defaultKey);
  return useMemo(() => ({ pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash, key }), [pathname, search, hash, key]);
}

const createKey = () => Math.random().toString(36).substring(2, 10);

/** Navigates to an absolute path (`/a?b#c`), pushing a history entry unless `replace`; a history that refuses (Safari's limit) gets a page load. */
export function useNavigate(): NavigateFunction {
  const [, navigate] = useWouterLocation();
  return useCallback<NavigateFunction>(
    (to, { replace = false } = {}) => {
      const idx = (historyEntry()?.idx ?? 0) + (replace ? 0 : 1);
      try {
        navigate(to, { replace, state: { usr: null, key: createKey(), idx } satisfies HistoryEntry });
      } catch {
        if (replace) window.location.replace(to);
        else window.location.assign(to);
      }
    },
    [navigate],
  );
}

export type SetSearchParams = (next: URLSearchParams | ((previous: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => void;

/** The query string, and a setter that navigates to the same path with another one (the hash dropped, as React Router). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      const query = (typeof next === 'function' ? next(new URLSearchParams(searchParams)) : next).toString();
      navigate(pathname + (query ? `?${query}` : ''), options);
    },
    [navigate, pathname, searchParams],
  );
  return [searchParams, setSearchParams];
}

/** The matched route's params (`:state` of `/services/:state`), decoded. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  const params = useWouterParams();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(params)
          .filter(([key]) => !/^\d+$/.test(key))
          .map(([key, value]) => [key, value === undefined ? value : decodeParam(value)]),
      ),
    [params],
  );
}

/** Navigates once rendered (an effect): to another page instead of this one. */
export function Navigate({ to, replace }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path, with its query string and hash if any. */
  to: string;
  /** Replace the current history entry (by default only when the link leads where the page already is). */
  replace?: boolean;
  /** Load the target as a new document (its own response headers apply). */
  reloadDocument?: boolean;
}

const isModifiedClick = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link that navigates in the page: a plain left click without modifier keys on a link for this window;
 * any other (a new tab, a download, reloadDocument) is left to the browser. wouter's own Link navigates in
 * the page also for `target="_blank"`, so the app keeps this one.
 */
export function Link({ to, replace, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || event.button !== 0 || (target && target !== '_self') || isModifiedClick(event)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? location.pathname + location.search + location.hash === to });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}

/**
 * A link that knows when it leads to the current page (React Router's rule: case-insensitive, and its
 * sub-paths too unless `end`): then it has the class `active` and `aria-current="page"`.
 */
export function NavLink({ to, end = false, className, ...rest }: LinkProps & { end?: boolean }) {
  const here = useLocation().pathname.toLowerCase();
  const there = to.replace(/[?#].*$/, '').toLowerCase() || '/';
  const endSlash = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  const active = here === there || (!end && here.startsWith(there) && here.charAt(endSlash) === '/');
  return <Link {...rest} to={to} className={[className, active ? 'active' : null].filter(Boolean).join(' ')} aria-current={active ? 'page' : undefined} />;
}
