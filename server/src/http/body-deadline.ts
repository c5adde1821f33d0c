import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/src/errors/app-error';

export interface BodyDeadlineOptions {
  /** A body being read must average at least this many bytes a second, judged once `maxPauseMs` has passed. */
  minBytesPerSecond: number;
  /** A body being read may go this long without a byte. */
  maxPauseMs: number;
}

/** Whether the request declares a body (a length above zero, or a chunked one). */
function declaresBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Watches one request's body from the moment a reader starts reading it (Fastify's body parser,
 * or @fastify/multipart, which both read `request.raw`) until it has all arrived or the answer
 * has started. Time the reader itself holds the stream paused is not the client's.
 */
function watchBody(request: FastifyRequest, reply: FastifyReply, options: BodyDeadlineOptions) {
  const raw = request.raw;
  let startedAt = 0;
  let lastByteAt = 0;
  let received = 0;
  let pausedAt: number | null = null;
  let timer: NodeJS.Timeout | undefined;

  const onData = (chunk: Buffer | string) => {
    received += chunk.length;
    lastByteAt = Date.now();
  };
  const onPause = () => {
    pausedAt = Date.now();
  };
  const onResume = () => {
    if (pausedAt === null) return;
    // The reader held the stream: move the clock on by that long.
    const held = Date.now() - pausedAt;
    startedAt += held;
    lastByteAt += held;
    pausedAt = null;
  };
  const stop = () => {
    clearTimeout(timer);
    raw.off('data', onData).off('pause', onPause).off('resume', onResume).off('end', stop).off('close', stop);
    reply.raw.off('close', stop);
  };

  const check = () => {
    if (raw.complete || reply.sent) return stop();
    const now = Date.now();
    if (pausedAt !== null) {
      timer = setTimeout(check, options.maxPauseMs);
      return;
    }
    // Due when the body has paused too long, or once its average falls under the minimum rate (never
    // before a pause's length has passed, so a body has that long to get going).
    const pauseDue = lastByteAt + options.maxPauseMs;
    const rateDue = startedAt + Math.max(options.maxPauseMs, (received / options.minBytesPerSecond) * 1000);
    const due = Math.min(pauseDue, rateDue);
    if (now < due) {
      timer = setTimeout(check, due - now);
      return;
    }
    stop();
    request.log.info({ receivedBytes: received, elapsedMs: now - startedAt, pausedMs: now - lastByteAt }, 'request body too slow, cut off');
    const error = new AppError('REQUEST_TIMEOUT');
    // Its reader fails with the error and the one error handler answers 408. Destroying the request
    // would destroy its socket before the answer could be written; the readers listen for 'error' on it.
    if (raw.listenerCount('error') > 0) raw.emit('error', error);
    else raw.destroy(error);
  };

  raw.once('resume', () => {
    if (raw.complete || reply.sent) return;
    startedAt = Date.now();
    lastByteAt = startedAt;
    raw.on('data', onData).on('pause', onPause).on('resume', onResume).once('end', stop).once('close', stop);
    reply.raw.once('close', stop);
    timer = setTimeout(check, options.maxPauseMs);
  });
}

/**
 * The deadline on every request body: one that averages under `minBytesPerSecond` or pauses longer
 * than `maxPauseMs` while it is being read is cut off with 408 REQUEST_TIMEOUT, through the one
 * error handler. An answer sent before its request's body has all arrived (that 408, or an early
 * 401/503 on an upload never read) closes the connection: the rest of that body can't be told
 * from the next request.
 */
export function registerBodyDeadline(app: FastifyInstance, options: BodyDeadlineOptions) {
  app.addHook('onRequest', async (request, reply) => {
    if (declaresBody(request)) watchBody(request, reply, options);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // `complete` is false on a real connection until the body's last byte (inject() has none).
    if (declaresBody(request) && request.raw.complete === false) reply.header('connection', 'close');
    return payload;
  });
}
