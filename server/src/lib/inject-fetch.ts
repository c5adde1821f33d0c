import type { FastifyInstance } from 'fastify';

type Fetch = (
  url: string,
  init?: { method?: string; headers?: Record<string, string> | Headers | Array<[string, string]>; body?: unknown; signal?: AbortSignal | null },
) => Promise<Response>;

/**
 * A fetch that delivers requests to this app in-process (light-my-request builds real Node HTTP
 * requests and responses). Used for the back channel to the built-in dev identity provider, so
 * the relying party speaks HTTP to it exactly as it does to Google, without a network hop to itself.
 */
export function injectFetch(app: FastifyInstance): Fetch {
  return async (url, init = {}) => {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    headers.host = target.host;
    let payload: string | Buffer | undefined;
    if (typeof init.body === 'string') payload = init.body;
    else if (init.body instanceof URLSearchParams) {
      payload = init.body.toString();
      headers['content-type'] ??= 'application/x-www-form-urlencoded;charset=UTF-8';
    } else if (init.body instanceof Uint8Array) payload = Buffer.from(init.body);
    else if (init.body !== undefined && init.body !== null) throw new TypeError('injectFetch: unsupported body type');
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      headers,
      payload,
      remoteAddress: '127.0.0.1',
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(key, v);
    }
    const nullBody = res.statusCode === 204 || res.statusCode === 304 || (res.statusCode >= 300 && res.statusCode < 400 && res.rawPayload.length === 0);
    return new Response(nullBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: responseHeaders });
  };
}
