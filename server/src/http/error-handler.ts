import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '@core/errors/app-error';
import type { PrintQuote } from '@core/contracts/print-quote';
import { isOverloadError } from '../db/busy-on-overload';
import { defaultErrorMessage, errorStatus, plainErrorCodeOfStatus, type ErrorCode } from '@core/errors/error-codes';
import { setSecurityHeaders } from './security-headers';

/** PostgreSQL's SQLSTATE for a byte sequence its encoding cannot hold: a NUL in text. */
const UNSTORABLE_CHARACTER = '22021';

/** Fastify's own 4xx errors, by their code, mapped to ours. */
const fastifyCodeMap: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION',
  FST_ERR_VALIDATION: 'VALIDATION',
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_FILES_LIMIT: 'VALIDATION',
  FST_PARTS_LIMIT: 'VALIDATION',
  FST_FIELDS_LIMIT: 'VALIDATION',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_TYPE',
};

/**
 * `fields`, when given and not empty, names the request's fields a VALIDATION error is about (error
 * body); `coinsNeeded`, what a refused charge needed (402 of a customer sheet: decision 0042); `quote`, the
 * quote as it stands now (409 QUOTE_CHANGED: docs/decisions/0057).
 */
export function sendError(reply: FastifyReply, code: ErrorCode, message?: string, fields?: readonly string[], coinsNeeded?: number, quote?: PrintQuote) {
  // Overload and full budgets pass: say when to try again (clients and proxies honour it).
  if (errorStatus[code] === 503) reply.header('Retry-After', '1');
  return reply
    .status(errorStatus[code])
    .type('application/json; charset=utf-8')
    .send({
      code,
      message: message ?? defaultErrorMessage[code],
      ...(fields && fields.length > 0 ? { fields: [...new Set(fields)] } : {}),
      ...(coinsNeeded !== undefined ? { coinsNeeded } : {}),
      ...(quote !== undefined ? { quote } : {}),
    });
}

function describeValidation(error: FastifyError): { message: string; fields?: string[] } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.slice(0, 5).map((issue) => ({
      where: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: issue.message,
    }));
    const parts = issues.map(({ where, message }) => (where ? `${where}: ${message}` : message));
    return { message: `Please check: ${parts.join('; ')}`, fields: issues.map(({ where }) => where).filter((where) => where !== '') };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return { message: 'The request body is not valid JSON.' };
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return { message: 'The request body is empty.' };
  return { message: defaultErrorMessage.VALIDATION };
}

/**
 * The one error handler: known errors become `{code, message}` with their status; anything
 * else is a bug, logged with the request and answered 500 INTERNAL without its details.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      // Overload is expected under bursts and says so to the client: a warning, not an error.
      if (error.code === 'BUSY')
        request.log.warn({ reason: error.cause instanceof Error ? error.cause.message : error.message, route: request.routeOptions.url }, 'busy');
      else if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, error.code, error.message, error.fields, error.coinsNeeded, error.quote);
    }
    // PostgreSQL refused a character it cannot store (SQLSTATE 22021, U+0000): the contracts should have
    // refused it first (core refusingNul), so warn, with the route, for a test to fail on; the client made
    // the mistake and hears 400.
    if ((error as { code?: unknown }).code === UNSTORABLE_CHARACTER) {
      request.log.warn({ route: request.routeOptions.url, method: request.method }, 'the database refused a character the contracts let through (U+0000)');
      return sendError(reply, 'VALIDATION', 'The request contains a character that cannot be stored (U+0000).');
    }
    // A database that stayed busy past its timeouts (e.g. SQLite's busy timeout) is overload, not a bug.
    if (isOverloadError(error)) {
      request.log.warn({ reason: error.message, route: request.routeOptions.url }, 'busy');
      return sendError(reply, 'BUSY');
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = (error.code && fastifyCodeMap[error.code]) || (error.validation ? 'VALIDATION' : plainErrorCodeOfStatus[status]) || 'VALIDATION';
      if (code !== 'VALIDATION') return sendError(reply, code, defaultErrorMessage[code]);
      const { message, fields } = describeValidation(error);
      return sendError(reply, code, message, fields);
    }
    if (status === 503 && error.code === 'BUSY') return sendError(reply, 'BUSY');
    request.log.error({ err: error, method: request.method, route: request.routeOptions.url }, 'unhandled error');
    return sendError(reply, 'INTERNAL');
  });
}

/** What the router's own errors say: plain words, never the address itself (Fastify's default bodies echo it). */
const routerErrorMessages: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_BAD_URL: { code: 'VALIDATION', message: 'This web address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'VALIDATION', message: 'A part of this web address is too long.' },
};

/**
 * Fastify's `frameworkErrors`: errors its router raises before any route is chosen (a bad
 * percent-encoding, a path parameter over `maxParamLength`). No hooks run for these, so the
 * security headers are set here; the answer is `{code, message}` as for every other error.
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  setSecurityHeaders(request, reply);
  const known = error.code ? routerErrorMessages[error.code] : undefined;
  if (known) return sendError(reply, known.code, known.message);
  request.log.error({ err: error, method: request.method }, 'router error');
  return sendError(reply, 'INTERNAL');
}
