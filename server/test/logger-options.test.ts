import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { logFormat, loggerOptions } from '../src/lib/logger-options';

const config = loadConfig({ DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'info', NODE_ENV: 'test' }, { generateSecrets: false });

/** The options as pino takes them (loggerOptions answers Fastify's wider type). */
const pinoOptions = (...args: Parameters<typeof loggerOptions>) => loggerOptions(...args) as pino.LoggerOptions & { stream?: NodeJS.WritableStream };

describe('the log format: pretty on a terminal, JSON elsewhere', () => {
  it('is pretty when stdout is a terminal and no stream is handed over', () => {
    expect(logFormat(undefined, true)).toBe('pretty');
    expect(pinoOptions(config, undefined, true).transport).toEqual(expect.objectContaining({ target: 'pino-pretty' }));
  });

  it('is JSON when stdout is a pipe or a file (journald, a collector, `npm start > log`)', () => {
    expect(logFormat(undefined, false)).toBe('json');
    expect(pinoOptions(config, undefined, false).transport).toBeUndefined();
  });

  it('is JSON into a stream a caller hands over, even on a terminal', () => {
    const stream = new Writable({ write: (_chunk, _encoding, done) => done() });
    expect(logFormat(stream, true)).toBe('json');
    expect(pinoOptions(config, stream, true).transport).toBeUndefined();
  });

  it('writes one JSON object a line, data first and the message beside it', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const { stream: _stream, ...options } = pinoOptions(config, stream, false);
    pino(options, stream).info({ engine: 'sqlite' }, 'database migrated');
    expect(lines.map((line) => JSON.parse(line) as object)).toEqual([expect.objectContaining({ level: 30, engine: 'sqlite', msg: 'database migrated' })]);
  });

  it('finds pino-pretty among the production dependencies (a production install on a terminal uses it)', () => {
    expect(() => createRequire(import.meta.url).resolve('pino-pretty')).not.toThrow();
  });
});
