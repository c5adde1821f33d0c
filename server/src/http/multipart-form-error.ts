import { AppError } from '@core/errors/app-error';

/**
 * What the multipart parser (busboy, under @fastify/multipart) throws for a body it cannot read: no
 * or a wrong boundary, a body cut short, a part without its end. Plain errors with no status, so
 * matched by their words (the parser's own, in its source).
 */
const PARSER_ERRORS = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Unsupported Content-Type\.$/,
  /^The needle cannot /,
];

/**
 * An error met while reading a multipart form, as the client should hear it: the parser's refusal
 * of a broken body becomes 400 VALIDATION with plain words; anything else (ours, or a bug) as it is.
 */
export function multipartFormError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error) || 'statusCode' in error) return error;
  if (!PARSER_ERRORS.some((pattern) => pattern.test(error.message))) return error;
  return new AppError('VALIDATION', 'The form could not be read: it was cut short or is not a valid multipart form. Please send it again.', { cause: error });
}
