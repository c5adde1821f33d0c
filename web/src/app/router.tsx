/**
 * The app's router: the browser's history, the route's params and the links, with React Router's
 * names and behaviour for the part of it this app used (declarative routes, BrowserRouter without
 * transitions, StaticRouter for the prerender). React Router weighed about 13 kB gzip on the
 * landing page, most of it for data routers, framework prefetching and forms that the app does not
 * use, and could not be tree-shaken away; the landing page's budget is 90 kB (decision
 * 0049). History entries keep React Router's shape (`{ usr, key, idx }`), so entries written
 * before and the scroll positions saved under their keys (use-scroll-restoration) still apply.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** The history entry's own key; "default" for the entry the document was opened on. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
}

interface RouteValue {
  params: Readonly<Record<string, string>>;
  outlet: ReactNode;
}

const RouterContext = createContext<RouterValue | null>(null);
const RouteContext = createContext<RouteValue>({ params: {}, outlet: null });

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a router hook was used outside BrowserRouter/StaticRouter');
  return router;
}

/** `/a?b#c` → its parts, as React Router's parsePath. */
function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  let rest = path;
  const hashAt = rest.indexOf('#');
  const hash = hashAt >= 0 ? rest.slice(hashAt) : '';
  if (hashAt >= 0) rest = rest.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  if (searchAt >= 0) rest = rest.slice(0, searchAt);
  return { pathname: rest || '/', search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

function createPath({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return pathname + search + hash;
}

interface HistoryEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

function historyEntry(): HistoryEntry | null {
  return window.history.state as HistoryEntry | null;
}

function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = historyEntry();
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

const createKey = () => Math.random().toString(36).substring(2, 10);

/** Changes the browser's history; a history that refuses (Safari's limit on entries) gets a page load instead. */
function changeHistory(to: string, { replace = false, state = null }: NavigateOptions): void {
  const idx = (historyEntry()?.idx ?? 0) + (replace ? 0 : 1);
  const entry: HistoryEntry = { usr: state, key: createKey(), idx };
  try {
    if (replace) window.history.replaceState(entry, '', to);
    else window.history.pushState(entry, '', to);
  } catch {
    if (replace) window.location.replace(to);
    else window.location.assign(to);
  }
}

/**
 * The browser's location for the app; a navigation renders at once (no transition), so a click on
 * a slow connection shows the page loader instead of leaving the previous page on screen.
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(browserLocation);
  useLayoutEffect(() => {
    // As React Router: the entry the document opened on is entry 0.
    if (historyEntry()?.idx == null) window.history.replaceState({ ...historyEntry(), idx: 0 }, '');
    const onPopState = () => setLocation(browserLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    changeHistory(to, options);
    setLocation(browserLocation());
  }, []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

const staticNavigate: NavigateFunction = () => undefined;

/** A fixed location (the pages prerendered at build time): navigating does nothing. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const value = useMemo(() => ({ location: { ...parsePath(location), state: null, key: 'default' }, navigate: staticNavigate }), [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useLocation(): Location {
  return useRouter().location;
}

/** Navigates to an absolute path (`/a?b#c`), pushing a history entry unless `replace`. */
export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

export type SetSearchParams = (next: URLSearchParams | ((previous: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => void;

/** The query string, and a setter that navigates to the same path with another one (the hash dropped, as React Router). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, navigate } = useRouter();
  const searchParams = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      const query = (typeof next === 'function' ? next(new URLSearchParams(searchParams)) : next).toString();
      navigate(location.pathname + (query ? `?${query}` : ''), options);
    },
    [navigate, location.pathname, searchParams],
  );
  return [searchParams, setSearchParams];
}

/** The matched route's params (`:state` of `/services/:state`), decoded. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useContext(RouteContext).params;
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Whether `pathname` is `pattern` (static segments and `:name` params, `*` for any path), as React
 * Router's matchPath: case-insensitive, a trailing slash allowed; the params decoded. Null when not.
 */
export function matchPath(pattern: string, pathname: string): { params: Record<string, string> } | null {
  if (pattern === '*') return { params: {} };
  const names: string[] = [];
  const source = pattern
    .replace(/\/*$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  const match = new RegExp(`^${source}\\/*$`, 'i').exec(pathname);
  if (!match) return null;
  return { params: Object.fromEntries(names.map((name, index) => [name, decodeParam(match[index + 1]!)])) };
}

/** Renders `outlet` wherever the layout has its <Outlet />, with the matched route's params. */
export function RouteScope({ params, outlet, children }: RouteValue & { children: ReactNode }) {
  const value = useMemo(() => ({ params, outlet }), [params, outlet]);
  return <RouteContext.Provider value={value}>{children}</RouteContext.Provider>;
}

/** Where the layout shows the matched page. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

/** Navigates once rendered (an effect): to another page instead of this one. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path, with its query string and hash if any. */
  to: string;
  /** Replace the current history entry (by default only when the link leads where the page already is). */
  replace?: boolean;
  state?: unknown;
  /** Load the target as a new document (its own response headers apply). */
  reloadDocument?: boolean;
}

const isModifiedClick = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link that navigates in the page: a plain left click without modifier keys on a link for this
 * window; any other (a new tab, a download, reloadDocument) is left to the browser.
 */
export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const href = createPath(parsePath(to));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || event.button !== 0 || (target && target !== '_self') || isModifiedClick(event)) return;
    event.preventDefault();
    navigate(href, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

/**
 * A link that knows when it leads to the current page (React Router's rule: case-insensitive, and
 * its sub-paths too unless `end`): then it has the class `active` and `aria-current="page"`.
 */
export function NavLink({ to, end = false, className, ...rest }: LinkProps & { end?: boolean }) {
  const here = useLocation().pathname.toLowerCase();
  const there = parsePath(to).pathname.toLowerCase();
  const endSlash = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  const active = here === there || (!end && here.startsWith(there) && here.charAt(endSlash) === '/');
  return <Link {...rest} to={to} className={[className, active ? 'active' : null].filter(Boolean).join(' ')} aria-current={active ? 'page' : undefined} />;
}
