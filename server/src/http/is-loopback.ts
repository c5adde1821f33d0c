import type { FastifyRequest } from 'fastify';

const loopback = (address: string) => address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/**
 * True when the request comes from this machine. A request relayed by a proxy we were not told
 * to trust (X-Forwarded-For present, TRUST_PROXY unset) does not count, even from 127.0.0.1.
 */
export function isLoopbackRequest(request: FastifyRequest, proxyTrusted: boolean): boolean {
  if (!proxyTrusted && request.headers['x-forwarded-for'] !== undefined) return false;
  return loopback(request.ip);
}
