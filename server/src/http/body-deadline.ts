import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@core/errors/app-error';

export interface BodyDeadlineOptions {
  /** A body being read must average at least this many bytes a second, judged once `maxPauseMs` has passed. */
  minBytesPerSecond: number;
  /** A body being read may go this long without a byte. */
  maxPauseMs: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's own deadline, in place of the app's (an intake's chunk from a phone on a slow line: decision 0095). */
    bodyDeadline?: Partial<BodyDeadlineOptions>;
  }
}

/** Whether the request declares a body (a length above zero, or a chunked one). */
function declaresBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/** How long a connection cut off mid-body is still read (and the bytes dropped) after our answer. */
const LINGER_MS = 2_000;

/**
 * Closes a connection whose request body was cut off, in stages (RFC 9112, section 9.6): our side first, then,
 * after LINGER_MS of reading and dropping what the client still sends, entirely. Closing at once
 * while the client is still sending resets the connection, and a reset can erase our answer on the
 * client before it is read (which a `Connection: close` answer would do: Node closes those at once).
 */
function closeInStages(socket: Socket | null) {
  // An injected request (tests) has a stand-in socket without end().
  if (!socket || socket.destroyed || typeof socket.end !== 'function') return;
  socket.end();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/**
 * Watches one request's body from the moment a reader starts reading it (Fastify's body parser,
 * or @fastify/multipart, which both read `request.raw`) until it has all arrived. Time the reader
 * itself holds the stream paused is not the client's. An answer given while the body still arrives
 * (a refusal: 401, 403, 400 at a bad part, 503 BUSY) lets the reader go and reads the rest and drops
 * it, so the connection's next request can be told from it and a proxy that reuses the connection
 * stalls nobody; the rest keeps the same deadline, past which the connection is closed in stages.
 */
function watchBody(request: FastifyRequest, reply: FastifyReply, options: BodyDeadlineOptions) {
  const raw = request.raw;
  let startedAt = 0;
  let lastByteAt = 0;
  let received = 0;
  let pausedAt: number | null = null;
  let draining = false;
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
  const onAnswered = () => {
    if (raw.complete || raw.destroyed) return stop();
    draining = true;
    raw.unpipe();
    raw.resume();
  };
  const onReplyClosed = () => {
    if (!draining) stop();
  };
  const stop = () => {
    clearTimeout(timer);
    raw.off('data', onData).off('pause', onPause).off('resume', onResume).off('end', stop).off('close', stop);
    reply.raw.off('finish', onAnswered).off('close', onReplyClosed);
  };

  const check = () => {
    if (raw.complete) return stop();
    const now = Date.now();
    if (pausedAt !== null) {
      if (raw.readableFlowing !== true) {
        timer = setTimeout(check, options.maxPauseMs);
        return;
      }
      onResume();
    }
    // Due when the body has paused too long, or once its average falls under the minimum rate (never
    // before a pause's length has passed, so a body has that long to get going).
    const pauseDue = lastByteAt + options.maxPauseMs;
    const rateDue = startedAt + Math.max(options.maxPauseMs, (received / options.minBytesPerSecond) * 1000);
    const due = Math.min(pauseDue, rateDue);
    // While the answer is being written, its finish decides (drain, or the watch ends with the body).
    if (now < due || (reply.sent && !draining)) {
      timer = setTimeout(check, Math.max(due - now, options.maxPauseMs / 4));
      return;
    }
    stop();
    request.log.info({ receivedBytes: received, elapsedMs: now - startedAt, pausedMs: now - lastByteAt, answered: draining }, 'request body too slow, cut off');
    // Answered already, the rest too slow to drain: close the connection.
    if (draining) return closeInStages(raw.socket);
    // Nobody reads it any more (it can't be answered): drop the connection.
    if (raw.listenerCount('error') === 0) return raw.destroy();
    // Its reader fails with the error and the one error handler answers 408. Destroying the request
    // would destroy its socket before the answer could be written; the readers listen for 'error' on it.
    raw.emit('error', new AppError('REQUEST_TIMEOUT'));
    // The rest of the body is dropped as it comes, and the connection closed once the 408 is out.
    raw.resume();
    reply.raw.once('finish', () => closeInStages(raw.socket));
  };

  raw.once('resume', () => {
    if (raw.complete || reply.sent) return;
    startedAt = Date.now();
    lastByteAt = startedAt;
    raw.on('data', onData).on('pause', onPause).on('resume', onResume).once('end', stop).once('close', stop);
    reply.raw.once('finish', onAnswered).once('close', onReplyClosed);
    timer = setTimeout(check, options.maxPauseMs);
  });
}

/**
 * The deadline on every request body: one that averages under `minBytesPerSecond` or pauses longer
 * than `maxPauseMs` while it is being read is cut off with 408 REQUEST_TIMEOUT, through the one
 * error handler, and its connection closed (the rest of a half-read body can't be told from a
 * next request). An answer given while a body still arrives drains the rest within the same deadline.
 */
export function registerBodyDeadline(app: FastifyInstance, options: BodyDeadlineOptions) {
  app.addHook('onRequest', async (request, reply) => {
    if (declaresBody(request)) watchBody(request, reply, { ...options, ...request.routeOptions.config?.bodyDeadline });
  });
}
