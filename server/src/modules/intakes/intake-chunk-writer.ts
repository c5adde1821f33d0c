import type { FastifyBaseLogger } from 'fastify';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '@core/errors/app-error';
import type { DatabaseTarget } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { asThrown, type ChunkAnswer, type ChunkIds, type ChunkRequest } from './intake-chunk-answer';
import { receiveIntakeChunk, type IntakeChunkProgress } from './receive-intake-file';

export interface IntakeChunkWriter {
  write(ids: ChunkIds, seq: number, data: Buffer, now?: number): Promise<IntakeChunkProgress>;
  close(): Promise<void>;
}

/** The thread's nice value: the lowest priority Linux gives (19), so a print's threads come first. */
export const INTAKE_CHUNK_NICE = 19;
/** Threads that end before their first answer, in a row, after which chunks are written on the main thread. */
export const INTAKE_THREAD_START_FAILURES = 2;
/** How long chunks stay on the main thread after threads could not start, before a thread is tried again. */
export const INTAKE_THREAD_RETRY_MS = 10 * 60_000;

/**
 * The thread's start (built when a thread starts, so that a server on SQLite never looks for tsx's hook). Its
 * TypeScript is loaded as the server's is, with tsx, through tsx's require hook (resolved from here, not from the
 * working folder): Node 20 does not run the import hooks the server starts with (--import tsx) in a thread. Then its
 * priority is lowered (Linux keeps a nice value per thread: `setpriority` on the thread's id, read from
 * /proc/thread-self; lowering needs no privilege; elsewhere it keeps the normal priority). Loading first, at the normal
 * priority: loaded at the lowest, on a machine kept busy by other work, the thread took more than 30 s to start.
 */
export function intakeThreadStart(): string {
  return `
const { workerData } = require('node:worker_threads');
require(${JSON.stringify(createRequire(import.meta.url).resolve('tsx/cjs/api'))}).register();
require(${JSON.stringify(fileURLToPath(new URL('./intake-chunk-thread.ts', import.meta.url)))});
try {
  require('node:os').setPriority(Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()), workerData.nice);
} catch {}
`;
}

/**
 * Stores phones' chunks (docs/decisions/0097-intake-chunks-in-a-thread-of-low-priority.md). On PostgreSQL, in a
 * thread of their own at the lowest CPU priority (intake-chunk-thread.ts), with a connection of its own, so that
 * their work yields the cores to prints. On this thread for SQLite (a second writer in the process would hold the
 * file's lock at the lowest priority while this thread waits on it, blocked) and when `target` is null (a handle given
 * as it is, as tests do). A thread that dies fails the chunks it held with BUSY (the phone sends them again) and the
 * next chunk starts another; after INTAKE_THREAD_START_FAILURES threads in a row end before answering, chunks are
 * written on this thread (logged) for INTAKE_THREAD_RETRY_MS, then a thread is tried again. After close, chunks get BUSY.
 */
export function createIntakeChunkWriter(
  database: DatabaseHandle,
  target: DatabaseTarget | null,
  options: { log: FastifyBaseLogger; threadStart?: string },
): IntakeChunkWriter {
  const here = (ids: ChunkIds, seq: number, data: Buffer, now = Date.now()) => receiveIntakeChunk(database, ids, seq, data, now);
  if (!target || target.engine !== 'postgres') return { write: here, close: async () => {} };

  let worker: Worker | null = null;
  let closed = false;
  let failedStarts = 0;
  /** Since when chunks are written here because threads could not start (0: they are not). */
  let hereSince = 0;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: IntakeChunkProgress) => void; reject: (error: unknown) => void }>();
  const failAll = (error: unknown) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const start = () => {
    const started = new Worker(options.threadStart ?? intakeThreadStart(), { eval: true, execArgv: [], workerData: { target, nice: INTAKE_CHUNK_NICE } });
    let answered = false;
    started.on('message', (answer: ChunkAnswer) => {
      answered = true;
      failedStarts = 0;
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (pending.size === 0) started.unref();
      if ('result' in answer) waiting.resolve(answer.result);
      else waiting.reject(asThrown(answer));
    });
    const lost = (cause: Error) => {
      if (worker !== started) return;
      worker = null;
      if (!answered) failedStarts += 1;
      options.log.error({ err: cause, failedStarts }, 'the intake chunk thread ended');
      if (failedStarts >= INTAKE_THREAD_START_FAILURES) {
        hereSince = Date.now();
        options.log.error({ retryInMs: INTAKE_THREAD_RETRY_MS }, 'intake chunks are now written on the main thread: the chunk thread could not start');
      }
      failAll(new AppError('BUSY', undefined, { cause }));
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`exit code ${code}`)));
    return started;
  };

  return {
    write(ids, seq, data, now = Date.now()) {
      if (closed) return Promise.reject(new AppError('BUSY'));
      if (hereSince > 0) {
        if (Date.now() - hereSince < INTAKE_THREAD_RETRY_MS) return here(ids, seq, data, now);
        // Long enough: a thread is tried again.
        hereSince = 0;
        failedStarts = 0;
      }
      worker ??= start();
      const id = nextId++;
      // The body's own memory moves to the thread; a body that shares its memory (Node's pool of small buffers) is
      // copied into memory of its own first.
      const bytes = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? (data.buffer as ArrayBuffer) : new Uint8Array(data).buffer;
      const answer = new Promise<IntakeChunkProgress>((resolve, reject) => pending.set(id, { resolve, reject }));
      // Idle, it does not hold the process open; with chunks in hand, it does.
      worker.ref();
      worker.postMessage({ id, ids, seq, data: bytes, now } satisfies ChunkRequest, [bytes]);
      return answer;
    },
    async close() {
      closed = true;
      const closing = worker;
      worker = null;
      if (!closing) return;
      const exited = new Promise((resolve) => closing.once('exit', resolve));
      closing.postMessage('close');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      await closing.terminate();
      failAll(new AppError('BUSY'));
    },
  };
}
