import type { FastifyReply } from 'fastify';
import type { Config } from '../../config/env';

export interface CookieNames {
  session: string;
  csrf: string;
  transaction: string;
}

/** Under https the cookies take the __Host- prefix (Secure, Path=/, no Domain); over http (dev) plain names. */
export function cookieNames(config: Config): CookieNames {
  return secureCookies(config)
    ? { session: '__Host-sid', csrf: '__Host-csrf', transaction: '__Host-oidc_tx' }
    : { session: 'sid', csrf: 'csrf', transaction: 'oidc_tx' };
}

export const secureCookies = (config: Config) => config.publicUrl.protocol === 'https:';

const SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export function setSessionCookies(reply: FastifyReply, config: Config, session: { id: string; csrf: string }) {
  const names = cookieNames(config);
  const base = { path: '/', sameSite: 'lax' as const, secure: secureCookies(config), maxAge: SESSION_COOKIE_MAX_AGE_S };
  reply.setCookie(names.session, session.id, { ...base, httpOnly: true });
  // Readable by the page's script, which echoes it in X-CSRF-Token.
  reply.setCookie(names.csrf, session.csrf, { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  const names = cookieNames(config);
  const base = { path: '/', sameSite: 'lax' as const, secure: secureCookies(config) };
  reply.clearCookie(names.session, { ...base, httpOnly: true });
  reply.clearCookie(names.csrf, base);
}
