import * as oidc from 'openid-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeReturnTo } from '@core/auth/safe-return-to';
import { AppError } from '@core/errors/app-error';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { rateLimitFor } from '../../http/rate-limits';
import { clearSessionCookies, cookieNames, secureCookies, setSessionCookies } from './auth-cookies';
import type { IdentityClient } from './identity-client';
import { popupCompleteScript, renderPopupPage, type PopupResult } from './popup-page';
import { createSession, deleteSession } from './sessions';
import { upsertUser } from './upsert-user';

const TRANSACTION_MAX_AGE_S = 10 * 60;

const transactionSchema = z.object({
  codeVerifier: z.string(),
  state: z.string(),
  nonce: z.string(),
  returnTo: z.string(),
  popup: z.boolean(),
});
type Transaction = z.infer<typeof transactionSchema>;

const loginQuery = z.object({
  returnTo: z.string().max(4096).optional(),
  popup: z.enum(['0', '1']).optional(),
});

/**
 * Sign-in with the authorization code flow: /auth/login sends the browser to the identity provider
 * with PKCE (S256), state and nonce, remembered in a short-lived signed HttpOnly cookie;
 * /auth/callback checks them, creates the user and a new session, then closes the popup or
 * redirects to returnTo (same-origin paths only). /auth/logout ends the session.
 */
export function authRoutes(app: FastifyInstance, deps: { config: Config; database: DatabaseHandle; identity: IdentityClient | null }) {
  const { config, database, identity } = deps;
  const names = cookieNames(config);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const transactionCookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies(config), signed: true };

  const finish = (reply: FastifyReply, popup: boolean, result: PopupResult, returnTo: string) => {
    if (popup) return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(renderPopupPage(result));
    return reply.redirect(result === 'signed-in' ? returnTo : '/login?error=sign-in-failed', 302);
  };

  typed.get('/auth/popup-complete.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(popupCompleteScript),
  );

  typed.get('/auth/login', { schema: { querystring: loginQuery }, config: { ...rateLimitFor(config, 'signIn') } }, async (request, reply) => {
    const popup = request.query.popup === '1';
    const returnTo = safeReturnTo(request.query.returnTo);
    if (!identity) throw new AppError('INTERNAL', 'Sign-in is not configured on this server.');
    const transaction: Transaction = { codeVerifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce(), returnTo, popup };
    let target: URL;
    try {
      target = await identity.authorizationUrl(transaction);
    } catch (err) {
      request.log.error({ err, issuer: identity.issuer }, 'identity provider unreachable');
      return finish(reply, popup, 'sign-in-failed', returnTo);
    }
    reply.setCookie(names.transaction, JSON.stringify(transaction), { ...transactionCookie, maxAge: TRANSACTION_MAX_AGE_S });
    return reply.header('Cache-Control', 'no-store').redirect(target.href, 302);
  });

  // The popup's last page is opened from the identity provider's origin: a strict opener policy
  // would sever window.opener, so this page alone relaxes it (BroadcastChannel is the main signal).
  app.get(
    '/auth/callback',
    { config: { security: { coop: 'unsafe-none' }, ...rateLimitFor(config, 'signIn') } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.cookies[names.transaction];
      reply.clearCookie(names.transaction, transactionCookie);
      const unsigned = raw ? request.unsignCookie(raw) : null;
      let transaction: Transaction | null = null;
      if (unsigned?.valid && unsigned.value) {
        try {
          transaction = transactionSchema.parse(JSON.parse(unsigned.value));
        } catch {
          transaction = null;
        }
      }
      if (!transaction || !identity) {
        request.log.warn({ reason: raw ? 'transaction cookie invalid' : 'transaction cookie missing' }, 'sign-in refused');
        // Popup or not is unknown here: the failure page works in both (it links back to sign-in).
        return finish(reply, true, 'sign-in-failed', '/');
      }
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const callbackUrl = new URL(`/auth/callback${query}`, config.publicUrl);
      // Checked again here, before any session exists: the answer's Location must be a header Node
      // accepts (plain ASCII), or the session row would be written and its cookie never sent.
      const returnTo = safeReturnTo(transaction.returnTo);
      try {
        const claims = await identity.exchangeCode(callbackUrl, transaction);
        const user = await upsertUser(database.db, claims);
        // Session fixation: whatever session cookie came in is void; the new session has a fresh id.
        const previous = request.cookies[names.session];
        if (previous) await deleteSession(database.db, previous);
        setSessionCookies(reply, config, await createSession(database.db, user.uid));
        request.log.info({ uid: user.uid }, 'signed in');
        return finish(reply, transaction.popup, 'signed-in', returnTo);
      } catch (err) {
        const reason = err instanceof Error ? `${err.name}: ${err.message}` : 'unknown';
        request.log.warn({ reason }, 'sign-in refused');
        return finish(reply, transaction.popup, 'sign-in-failed', returnTo);
      }
    },
  );

  app.post('/auth/logout', async (request, reply) => {
    const sessionId = request.cookies[names.session];
    if (sessionId && request.auth?.via === 'session') await deleteSession(database.db, sessionId);
    clearSessionCookies(reply, config);
    return reply.status(204).send();
  });
}
