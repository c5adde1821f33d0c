import * as oidc from 'openid-client';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';
import { AppError } from '@core/errors/app-error';

/** What we keep from an identity provider's ID token. */
export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

interface AuthorizationChecks {
  codeVerifier: string;
  state: string;
  nonce: string;
}

export interface IdentityClient {
  readonly issuer: string;
  /** Where to send the browser: code flow with PKCE S256, state and nonce. */
  authorizationUrl(checks: AuthorizationChecks): Promise<URL>;
  /** Exchanges the code on the callback URL; checks state, nonce, issuer, audience, expiry and signature. */
  exchangeCode(callbackUrl: URL, checks: AuthorizationChecks): Promise<IdentityClaims>;
  /** Verifies a bearer ID token from the same provider (mobile app): signature, issuer, audience = our client, expiry. */
  verifyIdToken(token: string): Promise<IdentityClaims>;
}

export interface IdentityClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Transport for the back channel (discovery, token, keys); defaults to global fetch. */
  fetch?: oidc.CustomFetch;
  /** Allow an http:// issuer (the built-in dev provider only). */
  allowHttp?: boolean;
  /** Extra authorization parameters, e.g. Google's `prompt: 'select_account'` so a shop PC can switch accounts. */
  authorizationParams?: Record<string, string>;
  /** Verify bearer tokens with these keys instead of fetching the issuer's. */
  localJwks?: { keys: JWK[] };
}

const stringOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function claimsFrom(payload: Record<string, unknown>, issuer: string): IdentityClaims {
  const subject = payload.sub;
  const email = payload.email;
  if (typeof subject !== 'string' || subject === '') throw new AppError('UNAUTHENTICATED', 'The sign-in answer had no user id.');
  if (typeof email !== 'string' || email === '') throw new AppError('UNAUTHENTICATED', 'The account has no email address.');
  const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
  if (!emailVerified) throw new AppError('UNAUTHENTICATED', 'The account’s email address is not verified.');
  return { issuer, subject, email: email.toLowerCase(), emailVerified, name: stringOrNull(payload.name), picture: stringOrNull(payload.picture) };
}

/**
 * One relying party for every issuer (Google in production, the dev provider elsewhere), built on
 * openid-client. Discovery is lazy and retried on the next sign-in if it fails.
 */
export function createIdentityClient(options: IdentityClientOptions): IdentityClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  let keys: JWTVerifyGetKey | undefined;

  const discover = () => {
    configuration ??= oidc
      .discovery(new URL(options.issuer), options.clientId, { redirect_uris: [options.redirectUri] }, oidc.ClientSecretPost(options.clientSecret), {
        ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
        ...(options.allowHttp ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: 10,
      })
      .then((config) => {
        if (options.fetch) config[oidc.customFetch] = options.fetch;
        return config;
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  const verificationKeys = async (): Promise<JWTVerifyGetKey> => {
    if (keys) return keys;
    if (options.localJwks) return (keys = createLocalJWKSet(options.localJwks));
    const jwksUri = (await discover()).serverMetadata().jwks_uri;
    if (!jwksUri) throw new Error('the identity provider publishes no jwks_uri');
    return (keys = createRemoteJWKSet(new URL(jwksUri)));
  };

  return {
    issuer: options.issuer,
    async authorizationUrl(checks) {
      const config = await discover();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...options.authorizationParams,
      });
    },
    async exchangeCode(callbackUrl, checks) {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new AppError('UNAUTHENTICATED', 'The sign-in answer had no ID token.');
      return claimsFrom(claims as Record<string, unknown>, config.serverMetadata().issuer);
    },
    async verifyIdToken(token) {
      // Google writes iss with or without the scheme.
      const issuers = options.issuer === 'https://accounts.google.com' ? [options.issuer, 'accounts.google.com'] : [options.issuer];
      const { payload } = await jwtVerify(token, await verificationKeys(), { issuer: issuers, audience: options.clientId, algorithms: ['RS256', 'ES256'] });
      return claimsFrom(payload as Record<string, unknown>, options.issuer);
    },
  };
}
