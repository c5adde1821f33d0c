import { createHash, createHmac } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JWK } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { z } from 'zod';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { localCallersOnly } from '../../http/is-loopback';
import { databaseAdapter } from './database-adapter';
import { devSigningKey } from './dev-signing-key';
import { renderSignInPage, signInStylesheet } from './sign-in-page';

const DEV_IDP_PREFIX = '/dev-idp';

export interface DevIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Public signing keys, for verifying bearer ID tokens without a network hop. */
  publicJwks: { keys: JWK[] };
}

interface DevAccount {
  email: string;
  name: string;
}

/** The subject for an email: stable across restarts, so the same email is the same user. */
export const devSubjectFor = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

const loginBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address.')),
  name: z.string().trim().min(1, 'Please enter a name.').max(100),
});

/**
 * A real OpenID provider (oidc-provider) at /dev-idp for development, tests and `npm start`:
 * any email signs in, there is no consent screen, and ID tokens carry email and name as Google's do.
 * Mounted only when config.devAuth is true (never in production; see config/env.ts).
 * Nothing lives in this process (decision 0028): its signing key and secrets derive from
 * SESSION_SECRET, and its sessions, interactions, grants, codes and accounts are rows in the
 * shared database, so each step of a sign-in may reach any instance.
 */
export async function mountDevIdentityProvider(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  options: { signingKey?: JWK } = {},
): Promise<DevIdentityProvider> {
  if (!config.devAuth || config.isProduction) throw new Error('the dev identity provider must not be mounted in this configuration');
  const issuer = config.devIdpIssuer.replace(/\/$/, '');
  const clientId = 'portal-web';
  const clientSecret = createHmac('sha256', config.sessionSecret).update('dev-idp client secret').digest('base64url');
  const Adapter = databaseAdapter(database);
  const accounts = new Adapter('DevAccount');

  // The same key on every instance (derived from SESSION_SECRET), unless one is given (tests mint tokens with an RSA key).
  const privateJwk: JWK = options.signingKey ? { kid: 'dev-1', alg: 'RS256', use: 'sig', ...options.signingKey } : devSigningKey(config.sessionSecret);
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${config.publicUrl.origin}/auth/callback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: privateJwk.alg,
      },
    ],
    adapter: Adapter,
    jwks: { keys: [privateJwk as never] },
    cookies: { keys: [createHmac('sha256', config.sessionSecret).update('dev-idp cookies').digest('base64url')] },
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 3600 },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `${DEV_IDP_PREFIX}/interaction/${interaction.uid}` },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = (await accounts.find(sub)) as DevAccount | undefined;
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name, picture: null }) };
    },
    // First-party client: grant the requested scopes without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError(ctx: KoaContextWithOIDC, out: Record<string, unknown>) {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `Sign-in error: ${String(out.error)}${out.error_description ? ` (${String(out.error_description)})` : ''}`;
    },
  } as never);

  // Only for callers on this machine, straight to us (no proxy), unless DEV_AUTH=1: the server's own back channel (injectFetch) is one.
  const localOnly = localCallersOnly({ anyCaller: config.devToolsForAnyCaller, tool: 'dev sign-in' });

  // Our own sign-in page: parsed forms, our security headers.
  await app.register(async (scope) => {
    scope.addHook('onRequest', localOnly);
    await scope.register(formbody);
    const typed = scope.withTypeProvider<ZodTypeProvider>();

    typed.get(`${DEV_IDP_PREFIX}/static/sign-in.css`, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(signInStylesheet),
    );

    // The form's answer redirects on to the portal's callback, which may be on another origin: CSP
    // form-action also governs redirects after a submission.
    const formTargets = { security: { extraSources: { 'form-action': [config.publicUrl.origin] } } };
    typed.get(`${DEV_IDP_PREFIX}/interaction/:uid`, { schema: { params: z.object({ uid: z.string() }) }, config: formTargets }, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== request.params.uid) return reply.status(400).type('text/plain').send('This sign-in link has expired. Start again from the portal.');
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(renderSignInPage({ action: `${DEV_IDP_PREFIX}/interaction/${details.uid}/login` }));
    });

    typed.post(
      `${DEV_IDP_PREFIX}/interaction/:uid/login`,
      { schema: { params: z.object({ uid: z.string() }) }, config: formTargets },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const parsed = loginBody.safeParse(request.body);
        if (!parsed.success) {
          const raw = (request.body ?? {}) as Record<string, string>;
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(
              renderSignInPage({
                action: `${DEV_IDP_PREFIX}/interaction/${details.uid}/login`,
                error: parsed.error.issues[0]?.message,
                email: raw.email,
                name: raw.name,
              }),
            );
        }
        const sub = devSubjectFor(parsed.data.email);
        await accounts.upsert(sub, { email: parsed.data.email, name: parsed.data.name } satisfies DevAccount);
        const returnTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
        return reply.redirect(returnTo, 303);
      },
    );
  });

  // Everything else under /dev-idp is the provider's own (discovery, authorize, token, jwks …):
  // its body is left unread for it, and the URL is given to it relative to the mount, as a mounted app expects.
  const callback = provider.callback();
  await app.register(async (scope) => {
    scope.addHook('onRequest', localOnly);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request: FastifyRequest, _payload: unknown, done: (err: null) => void) => done(null));
    const handle = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(DEV_IDP_PREFIX.length) || '/';
      void callback(raw, reply.raw);
    };
    scope.all(DEV_IDP_PREFIX, handle);
    scope.all(`${DEV_IDP_PREFIX}/*`, handle);
  });

  app.log.warn(
    { issuer },
    "DEV SIGN-IN IS ON at /dev-idp: anyone who can reach this server can sign in as any email, an admin's included. Set OIDC_* for real use.",
  );
  return { issuer, clientId, clientSecret, publicJwks: { keys: [publicJwk] } };
}
