import type { Socket } from 'node:net';
import { defaultErrorMessage, errorStatus, type ErrorCode } from '@core/errors/error-codes';

/** What Node's HTTP parser and timers reject before any request exists, in plain words. */
function describe(error: Error & { code?: string }): { code: ErrorCode; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive and was stopped. Please check your connection and try again.' };
  if (error.code === 'HPE_HEADER_OVERFLOW') return { code: 'VALIDATION', message: 'The request headers are too large.' };
  return { code: 'VALIDATION', message: 'The request is not valid HTTP.' };
}

const reasons: Partial<Record<number, string>> = { 400: 'Bad Request', 408: 'Request Timeout' };

/**
 * Fastify's `clientErrorHandler`: Node's own refusals (headers that never finish, malformed HTTP,
 * oversized headers) answered as every other error is, `{code, message}` with our headers and
 * nothing of the input, then the connection closed. No request exists yet, so no hook runs: the
 * strictest headers are written here.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { code, message } = describe(error);
  const status = errorStatus[code];
  const body = JSON.stringify({ code, message: message || defaultErrorMessage[code] });
  const head = [
    `HTTP/1.1 ${status} ${reasons[status] ?? 'Bad Request'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options: nosniff',
    'X-Frame-Options: DENY',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Cache-Control: no-store',
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}
