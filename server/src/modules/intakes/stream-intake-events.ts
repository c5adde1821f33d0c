import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/create-database';
import { presentIntake } from './intake-presenter';
import type { IntakeSignals } from './intake-signals';
import { intakeVersion, readOwnIntake, type IntakeWithFiles } from './read-intake';

/** The open event streams of this instance, ended when it shuts down (a stream never ends by itself). */
export type IntakeStreams = Set<PassThrough>;

/** Timings of a stream; tests shorten them. */
export interface IntakeStreamTimings {
  /** A comment line this often, so proxies and phones' networks keep the connection (≤ 25 s). */
  heartbeatMs: number;
  /** How often the intake's version is read when other instances' changes do not arrive as signals. */
  pollMs: number;
  /** Changes closer together than this are sent as one. */
  coalesceMs: number;
}

export const defaultIntakeStreamTimings: IntakeStreamTimings = { heartbeatMs: 20_000, pollMs: 1_000, coalesceMs: 150 };

/**
 * The operator's queue as Server-Sent Events (docs/decisions/0095-files-from-the-customers-phone.md): `intake` with
 * the whole state at once and after every change, `closed` when the intake is gone (closed or swept), a heartbeat
 * comment every heartbeatMs. `X-Accel-Buffering: no` tells nginx to pass each event on as it comes.
 */
export function streamIntakeEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: {
    database: DatabaseHandle;
    signals: IntakeSignals;
    streams: IntakeStreams;
    uid: string;
    first: IntakeWithFiles;
    timings?: IntakeStreamTimings;
    /** Called once when the stream ends, however it ends. */
    onEnd?: () => void;
  },
) {
  const timings = deps.timings ?? defaultIntakeStreamTimings;
  const id = deps.first.intake.id;
  const stream = new PassThrough();
  deps.streams.add(stream);
  let version = deps.first.intake.version;
  let ended = false;
  let reading = false;
  let again = false;
  let lastSent = 0;
  let pending: NodeJS.Timeout | null = null;

  const send = (event: string, data: unknown) => {
    if (!ended) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearInterval(poll);
    if (pending) clearTimeout(pending);
    unlisten();
    deps.streams.delete(stream);
    stream.end();
    deps.onEnd?.();
  };

  const refresh = async () => {
    if (ended) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      const now = await intakeVersion(deps.database.db, id, deps.uid);
      if (now === null) {
        send('closed', { id });
        end();
      } else if (now !== version) {
        const state = await readOwnIntake(deps.database.db, id, deps.uid);
        version = state.intake.version;
        lastSent = Date.now();
        send('intake', presentIntake(state));
      }
    } catch (err) {
      // A database hiccup (or the intake closed between the two reads): the next signal or poll tries again.
      if ((err as { code?: string }).code === 'NOT_FOUND') {
        send('closed', { id });
        end();
      } else request.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'intake events: read failed');
    } finally {
      reading = false;
      if (again && !ended) {
        again = false;
        void refresh();
      }
    }
  };
  // Several chunks a second while a file arrives: one event per coalesceMs at most.
  const schedule = () => {
    if (pending || ended) return;
    const wait = Math.max(0, lastSent + timings.coalesceMs - Date.now());
    pending = setTimeout(() => {
      pending = null;
      void refresh();
    }, wait);
  };

  const unlisten = deps.signals.listen(id, schedule);
  const heartbeat = setInterval(() => {
    if (!ended) stream.write(': heartbeat\n\n');
  }, timings.heartbeatMs);
  const poll = setInterval(() => {
    if (!deps.signals.crossInstance()) schedule();
  }, timings.pollMs);
  // The response's own close: the client went (or the answer ended). The request's close is no signal here: a GET
  // arriving on a kept-alive connection may not emit it when the connection goes.
  reply.raw.on('close', end);
  stream.on('close', end);

  reply.header('Content-Type', 'text/event-stream; charset=utf-8');
  reply.header('Cache-Control', 'no-store');
  reply.header('X-Accel-Buffering', 'no');
  // When the stream ends (the intake closed, the server shutting down) its connection ends with it: a shutdown then
  // waits for no kept-alive connection the stream leaves behind.
  reply.header('Connection', 'close');
  stream.write('retry: 2000\n\n');
  lastSent = Date.now();
  send('intake', presentIntake(deps.first));
  return reply.send(stream);
}
