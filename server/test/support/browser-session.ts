import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { autoSubmittedForm } from '../../../scripts/lib/fetch-browser';

export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookies(res: LightMyRequestResponse): SetCookie[] {
  const header = res.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.map((line) => {
    const [pair = '', ...rest] = line.split(';');
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attribute of rest) {
      const [key = '', ...value] = attribute.trim().split('=');
      attributes[key.toLowerCase()] = value.length ? value.join('=') : true;
    }
    return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes };
  });
}

/**
 * A minimal browser: a cookie jar (one site; paths ignored) and requests through app.inject().
 * Given more instances of the app (`others`), its requests go to each in turn, as through a
 * load balancer without sticky sessions; `answeredBy` records which answered each.
 */
export class BrowserSession {
  readonly cookies = new Map<string, string>();
  readonly answeredBy: FastifyInstance[] = [];
  readonly #instances: FastifyInstance[];
  constructor(
    readonly app: FastifyInstance,
    others: FastifyInstance[] = [],
  ) {
    this.#instances = [app, ...others];
  }

  async request(options: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    headers?: Record<string, string>;
    payload?: string | object;
  }): Promise<LightMyRequestResponse> {
    const target = new URL(options.url, 'http://localhost');
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const app = this.#instances[this.answeredBy.length % this.#instances.length]!;
    this.answeredBy.push(app);
    const res = await app.inject({
      method: options.method ?? 'GET',
      url: target.pathname + target.search,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
      remoteAddress: '127.0.0.1',
    });
    for (const c of parseSetCookies(res)) {
      const expired = c.attributes['max-age'] === '0' || (typeof c.attributes.expires === 'string' && Date.parse(c.attributes.expires) < Date.now());
      if (expired || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  /** Follows redirects (as a browser does) until a non-redirect answer or `stopAt` matches the Location. */
  async follow(url: string, stopAt?: (location: URL) => boolean): Promise<{ res: LightMyRequestResponse; url: string }> {
    let current = url;
    for (let hops = 0; hops < 15; hops += 1) {
      const res = await this.request({ url: current });
      const autoPost = res.statusCode === 200 ? autoSubmittedForm(res.body) : null;
      if (autoPost) {
        // A page that posts itself on load (the provider's account-switch logout): post it, as a browser's script would.
        const posted = await this.request({
          method: 'POST',
          url: autoPost.action,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: autoPost.body,
        });
        const next = posted.headers.location;
        if (typeof next !== 'string') return { res: posted, url: autoPost.action };
        current = new URL(next, 'http://localhost').pathname + new URL(next, 'http://localhost').search;
        continue;
      }
      const location = res.headers.location;
      if (res.statusCode < 300 || res.statusCode >= 400 || typeof location !== 'string') return { res, url: current };
      const next = new URL(location, new URL(current, 'http://localhost'));
      if (stopAt?.(next)) return { res, url: next.href };
      current = next.pathname + next.search;
    }
    throw new Error('too many redirects');
  }
}

/**
 * Signs in through the real flow: /auth/login → dev provider's authorize → its Email/Name page →
 * Continue → back to /auth/callback. Returns the callback's answer; stops before the callback
 * when `beforeCallback` is given, returning the callback URL.
 */
export async function signIn(
  browser: BrowserSession,
  options: { email: string; name?: string; returnTo?: string; popup?: boolean; beforeCallback?: boolean },
): Promise<{ callbackUrl: string; res: LightMyRequestResponse | null }> {
  const query = new URLSearchParams();
  if (options.returnTo !== undefined) query.set('returnTo', options.returnTo);
  if (options.popup) query.set('popup', '1');
  const login = await browser.follow(`/auth/login?${query}`);
  if (login.res.statusCode !== 200 || !login.res.body.includes('name="email"'))
    throw new Error(`expected the sign-in page, got ${login.res.statusCode}: ${login.res.body.slice(0, 200)}`);
  const action = /action="([^"]+)"/.exec(login.res.body)?.[1];
  if (!action) throw new Error('no form action on the sign-in page');
  const submitted = await browser.request({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email: options.email, name: options.name ?? 'Test User' }).toString(),
  });
  if (submitted.statusCode !== 303) throw new Error(`sign-in form answered ${submitted.statusCode}: ${submitted.body.slice(0, 200)}`);
  const toCallback = await browser.follow(String(submitted.headers.location), (next) => next.pathname === '/auth/callback');
  const callback = new URL(toCallback.url, 'http://localhost');
  const callbackUrl = callback.pathname + callback.search;
  if (callback.pathname !== '/auth/callback') throw new Error(`did not reach the callback: ${toCallback.url}`);
  if (options.beforeCallback) return { callbackUrl, res: null };
  return { callbackUrl, res: await browser.request({ url: callbackUrl }) };
}

/** A signed-in user for a test: the session, its uid, and GET / POST with the CSRF header, as the web app sends them. */
export async function signedInUser(app: FastifyInstance, options: { email: string; name?: string }) {
  const browser = new BrowserSession(app);
  await signIn(browser, options);
  const uid = (await browser.request({ url: '/api/v1/me' })).json<{ uid: string }>().uid;
  const csrf = browser.cookies.get('csrf')!;
  return {
    browser,
    uid,
    csrf,
    get: (url: string) => browser.request({ url }),
    post: (url: string, payload: object | string, headers: Record<string, string> = {}) =>
      browser.request({ method: 'POST', url, payload, headers: { 'x-csrf-token': csrf, ...headers } }),
    put: (url: string, payload: object) => browser.request({ method: 'PUT', url, payload, headers: { 'x-csrf-token': csrf } }),
    delete: (url: string) => browser.request({ method: 'DELETE', url, headers: { 'x-csrf-token': csrf } }),
  };
}
