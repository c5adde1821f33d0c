// A minimal browser over real sockets (fetch): a cookie jar for one site (paths ignored), redirects
// followed by hand, and the dev provider's sign-in walked through as a person would. For requests
// through a load balancer, where server/test/support/browser-session.ts (app.inject) can't go.
import { performance } from 'node:perf_hooks';

export interface BrowserAnswer {
  status: number;
  headers: Headers;
  body: string;
  url: string;
  /** From sending the request to the last byte of the answer. */
  ms: number;
}

export class FetchBrowser {
  readonly cookies = new Map<string, string>();
  /** Every answer received, in order (redirects included). */
  readonly answers: BrowserAnswer[] = [];
  constructor(readonly baseURL: string) {}

  async request(url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {}): Promise<BrowserAnswer> {
    const target = new URL(url, this.baseURL);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const started = performance.now();
    const res = await fetch(target, {
      method: init.method ?? 'GET',
      headers: { ...(cookie ? { cookie } : {}), ...init.headers },
      ...(init.body !== undefined ? { body: init.body } : {}),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const body = await res.text();
    const answer = { status: res.status, headers: res.headers, body, url: target.href, ms: performance.now() - started };
    this.answers.push(answer);
    return answer;
  }

  /** Follows redirects (and pages that post themselves on load) until another answer, or until `stopAt` matches a Location. */
  async follow(url: string, stopAt?: (location: URL) => boolean): Promise<BrowserAnswer> {
    let current = new URL(url, this.baseURL).href;
    for (let hops = 0; hops < 15; hops += 1) {
      const res = await this.request(current);
      const autoPost = res.status === 200 ? autoSubmittedForm(res.body) : null;
      if (autoPost) {
        const posted = await this.request(new URL(autoPost.action, current).href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: autoPost.body,
        });
        const next = posted.headers.get('location');
        if (!next) return posted;
        current = new URL(next, current).href;
        continue;
      }
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return res;
      const next = new URL(location, current);
      if (stopAt?.(next)) return { ...res, url: next.href };
      current = next.href;
    }
    throw new Error('too many redirects');
  }

  /** The CSRF header a state-changing request sends (the csrf cookie's value), once signed in. */
  csrfHeader(): Record<string, string> {
    const csrf = this.cookies.get('csrf');
    return csrf ? { 'x-csrf-token': csrf } : {};
  }
}

/** The dev provider's self-submitting form in a page (its form_post answers), as the browser would post it. */
export function autoSubmittedForm(html: string): { action: string; body: string } | null {
  if (!html.includes('document.forms[0].submit()')) return null;
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) return null;
  const fields = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) fields.set(match[1]!, match[2]!);
  return { action, body: fields.toString() };
}

/**
 * Signs in with the dev provider: /auth/login → its authorize → its Email/Name page → Continue →
 * /auth/callback, which sets the session cookie. Throws, naming the step, when one goes wrong.
 */
export async function signInWithDevProvider(browser: FetchBrowser, options: { email: string; name?: string }): Promise<void> {
  const page = await browser.follow('/auth/login');
  if (page.status !== 200 || !page.body.includes('name="email"')) throw new Error(`expected the sign-in page, got ${page.status}: ${page.body.slice(0, 200)}`);
  const action = /action="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error('no form action on the sign-in page');
  const submitted = await browser.request(new URL(action, page.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: options.email, name: options.name ?? 'Test User' }).toString(),
  });
  if (submitted.status !== 303) throw new Error(`the sign-in form answered ${submitted.status}: ${submitted.body.slice(0, 200)}`);
  const toCallback = await browser.follow(new URL(submitted.headers.get('location') ?? '', submitted.url).href, (next) => next.pathname === '/auth/callback');
  if (new URL(toCallback.url).pathname !== '/auth/callback')
    throw new Error(`did not reach the callback: ${toCallback.status} ${toCallback.url} ${toCallback.body.slice(0, 200)}`);
  const callback = await browser.request(toCallback.url);
  if (callback.status >= 400) throw new Error(`the callback answered ${callback.status}: ${callback.body.slice(0, 200)}`);
  if (!browser.cookies.has('sid')) throw new Error(`no session after the callback (${callback.status})`);
}
