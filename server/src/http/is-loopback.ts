import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

const loopback = (address: string) => address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/**
 * True when the request comes from this machine. A request relayed by a proxy we were not told
 * to trust (X-Forwarded-For present, TRUST_PROXY unset) does not count, even from 127.0.0.1.
 */
export function isLoopbackRequest(request: FastifyRequest, proxyTrusted: boolean): boolean {
  if (!proxyTrusted && request.headers['x-forwarded-for'] !== undefined) return false;
  return loopback(request.ip);
}

/** A proxy's marks: Forwarded (RFC 7239) or any X-Forwarded-* header. */
const relayed = (request: FastifyRequest) =>
  request.headers.forwarded !== undefined || Object.keys(request.headers).some((name) => name.startsWith('x-forwarded-'));

/**
 * True only for a caller on this machine talking to us directly: the connection's own peer is a
 * loopback address and no proxy relayed the request. Stricter than isLoopbackRequest: TRUST_PROXY
 * is not consulted, because through any proxy the real caller may be anyone.
 */
function isDirectLocalRequest(request: FastifyRequest): boolean {
  return !relayed(request) && loopback(request.socket.remoteAddress ?? '');
}

/**
 * An onRequest hook for the development tools (dev sign-in, payment simulator): answers 404
 * NOT_FOUND, as if the tool were not mounted, to any caller that is not a direct local one,
 * unless `anyCaller` (DEV_AUTH=1). The server's own in-process calls (injectFetch) are local.
 */
export function localCallersOnly(options: { anyCaller: boolean; tool: string }) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.anyCaller || isDirectLocalRequest(request)) return;
    request.log.info(
      { tool: options.tool, peer: request.socket.remoteAddress, relayed: relayed(request) },
      'development tool refused a caller that is not local (DEV_AUTH=1 opens it)',
    );
    return sendError(reply, 'NOT_FOUND');
  };
}
