import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@core/errors/app-error';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { cookieNames } from './auth-cookies';
import type { IdentityClient } from './identity-client';
import { findSession, type SessionUser } from './sessions';
import { userForToken } from './upsert-user';

export interface AuthenticatedUser extends SessionUser {
  isAdmin: boolean;
}

type RequestAuth = { via: 'session'; user: AuthenticatedUser; sessionIdHash: string } | { via: 'bearer'; user: AuthenticatedUser } | null;

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paths that are not ours to authenticate: the dev identity provider and the payment simulator stand in for third parties. */
const NOT_OURS = ['/dev-idp/', '/dev-pay/', '/metrics'];
/**
 * The customer's phone sending to an intake (docs/decisions/0095-files-from-the-customers-phone.md): no account, the
 * intake's address is the right to send. A session cookie on that phone is neither read nor needed (nor its CSRF
 * token): these calls act for nobody.
 */
const NO_ACCOUNT = ['/api/v1/intake-drops/', '/api/v1/intake-codes'];

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth.user;
}

/**
 * Resolves who is calling, on every request: a bearer ID token from our identity provider (the
 * mobile app), else the session cookie. Cookie-authenticated state-changing requests must carry
 * X-CSRF-Token equal to the session's token (the `csrf` cookie); bearer requests need none.
 */
export function registerAuthentication(app: FastifyInstance, deps: { config: Config; database: DatabaseHandle; identity: () => IdentityClient | null }) {
  const names = cookieNames(deps.config);
  const admins = new Set(deps.config.adminEmails);
  const withRole = (user: SessionUser): AuthenticatedUser => ({ ...user, isAdmin: user.emailVerified && admins.has(user.email.toLowerCase()) });

  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = null;
    if (NOT_OURS.some((prefix) => request.url.startsWith(prefix))) return;
    if (NO_ACCOUNT.some((prefix) => request.url.startsWith(prefix))) return;
    const authorization = request.headers.authorization;
    if (authorization?.startsWith('Bearer ')) {
      const identity = deps.identity();
      if (!identity) throw new AppError('UNAUTHENTICATED', 'Bearer tokens are not accepted here.');
      let claims;
      try {
        claims = await identity.verifyIdToken(authorization.slice('Bearer '.length).trim());
      } catch (error) {
        request.log.info({ reason: error instanceof Error ? error.message : 'invalid' }, 'bearer token refused');
        throw new AppError('UNAUTHENTICATED', 'Your sign-in has expired or is not valid. Please sign in again.');
      }
      request.auth = { via: 'bearer', user: withRole(await userForToken(deps.database.db, claims)) };
      return;
    }

    const sessionId = request.cookies[names.session];
    if (!sessionId) return;
    const session = await findSession(deps.database.db, sessionId);
    if (!session) return;
    if (!SAFE_METHODS.has(request.method)) {
      const token = request.headers['x-csrf-token'];
      if (typeof token !== 'string' || !sameToken(token, session.csrf)) throw new AppError('CSRF');
    }
    request.auth = { via: 'session', user: withRole(session.user), sessionIdHash: session.idHash };
  });
}
