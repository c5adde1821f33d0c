import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Per-route changes to the default headers, set in a route's `config.security`. */
export interface SecurityOverrides {
  /** CSP frame-ancestors value, default `'none'`. */
  frameAncestors?: string;
  /** Cross-Origin-Opener-Policy, default `same-origin-allow-popups`. */
  coop?: string;
  /** Extra sources appended to CSP directives, e.g. `{ 'script-src': ['https://sdk.example'] }`. */
  extraSources?: Record<string, string[]>;
  /** CSP img-src in place of the default's (a stricter page: no third-party images at all). */
  imgSources?: string[];
  /** Referrer-Policy, default `strict-origin-when-cross-origin`. */
  referrerPolicy?: string;
  /** X-Robots-Tag, none by default (e.g. `noindex, nofollow` for a page only its link should reach). */
  robots?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    security?: SecurityOverrides;
  }
}

const baseDirectives: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // Google serves profile photos (the Profile page shows the signed-in user's) from googleusercontent.com.
  'img-src': ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

function contentSecurityPolicy(overrides: SecurityOverrides, https: boolean): string {
  const directives: Record<string, string[]> = {};
  for (const [name, sources] of Object.entries(baseDirectives)) {
    const base = name === 'img-src' && overrides.imgSources ? overrides.imgSources : sources;
    directives[name] = [...base, ...(overrides.extraSources?.[name] ?? [])];
  }
  const parts = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  parts.push(`frame-ancestors ${overrides.frameAncestors ?? "'none'"}`);
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/**
 * Whether `pathname` is a file that `pattern` names: `pattern` has one `*`, which stands for a hash —
 * at least one character, never a `/` — between a fixed start and a fixed end (`/assets/x.worker-*.js`).
 * A longer path under it (`/assets/x.worker-abc/y`) or another extension is not that file.
 */
function isFileOf(pattern: string, pathname: string): boolean {
  const star = pattern.indexOf('*');
  if (star < 0) return false;
  const start = pattern.slice(0, star);
  const end = pattern.slice(star + 1);
  if (pathname.length <= start.length + end.length || !pathname.startsWith(start) || !pathname.endsWith(end)) return false;
  return !pathname.slice(start.length, pathname.length - end.length).includes('/');
}

/** The overrides for a path: its exact entry, else the first pattern with a `*` (isFileOf) that names it. */
function overridesForPath(pathOverrides: Record<string, SecurityOverrides>, pathname: string): SecurityOverrides | undefined {
  const exact = pathOverrides[pathname];
  if (exact) return exact;
  return Object.entries(pathOverrides).find(([key]) => isFileOf(key, pathname))?.[1];
}

/**
 * Security headers on every response, errors and 404s included (docs/SECURITY.md §1).
 * `pathOverrides` covers pages served by the SPA fallback, which have no route of their own
 * (the terms page is framed by our own checkout dialog), and static files (a key with a `*` for
 * the build's hash names those files exactly, extension included: a worker script's own response
 * sets the worker's policy).
 */
export function registerSecurityHeaders(app: FastifyInstance, pathOverrides: Record<string, SecurityOverrides> = {}) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const pathname = request.url.split('?')[0] ?? '/';
    setSecurityHeaders(request, reply, { ...overridesForPath(pathOverrides, pathname), ...request.routeOptions.config?.security });
    return payload;
  });
}

/**
 * Sets the headers on one reply. The onSend hook calls it for every routed answer; the router's
 * own errors (bad percent-encoding, an over-long parameter) run no hooks, so their handler calls it.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, overrides: SecurityOverrides = {}) {
  const https = request.protocol === 'https';
  reply.header('Content-Security-Policy', contentSecurityPolicy(overrides, https));
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', overrides.referrerPolicy ?? 'strict-origin-when-cross-origin');
  if (overrides.robots) reply.header('X-Robots-Tag', overrides.robots);
  reply.header('Cross-Origin-Opener-Policy', overrides.coop ?? 'same-origin-allow-popups');
  reply.header('Cross-Origin-Resource-Policy', 'same-origin');
  reply.header('X-Frame-Options', overrides.frameAncestors === "'self'" ? 'SAMEORIGIN' : 'DENY');
  reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(self)');
  if (https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
