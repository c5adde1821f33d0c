import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/env';

/** The path without its query string: queries can carry codes and tokens, which never go to the log. */
const withoutQuery = (url: string | undefined) => (url ?? '').split('?')[0];

/**
 * How the log is written: pretty lines (pino-pretty: time, level, message, fields) for a person
 * reading a terminal; JSON lines for everything else (a file, a pipe, journald, a log collector),
 * and always into a stream a caller hands over.
 */
export function logFormat(stream: NodeJS.WritableStream | undefined, stdoutIsTerminal: boolean): 'pretty' | 'json' {
  return stream === undefined && stdoutIsTerminal ? 'pretty' : 'json';
}

/** pino options: JSON lines, pretty only on a terminal (logFormat); no headers, cookies or query strings. */
export function loggerOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  const pretty = logFormat(stream, stdoutIsTerminal) === 'pretty';
  return {
    level: config.logLevel,
    redact: {
      // Personal data too, should a log call ever be handed a buyer's details (docs/decisions/0069-contact-details-remembered-with-consent.md).
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.secret', '*.token', '*.phone', '*.email'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url?: string; routeOptions?: { url?: string }; ip?: string }) => ({
        method: req.method,
        path: withoutQuery(req.url),
        route: req.routeOptions?.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    ...(stream ? { stream } : {}),
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}
