import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { IntakeFileProgress } from '@core/contracts/intakes';
import { AppError } from '@core/errors/app-error';
import type { ErrorCode } from '@core/errors/error-codes';
import type { DatabaseTarget } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import { receiveIntakeChunk } from './receive-intake-file';

type ChunkIds = { intakeId: string; fileId: string };
export type ChunkProgress = IntakeFileProgress & { changed: boolean };

/** One chunk to store, as the thread receives it: the bytes travel, not a copy of them. */
export interface ChunkRequest {
  id: number;
  ids: ChunkIds;
  seq: number;
  data: ArrayBuffer;
  now: number;
}
export type ChunkAnswer = { id: number; result: ChunkProgress } | { id: number; error: { code: ErrorCode; message: string; fields?: readonly string[] } };

export interface IntakeChunkWriter {
  write(ids: ChunkIds, seq: number, data: Buffer, now?: number): Promise<ChunkProgress>;
  close(): Promise<void>;
}

/**
 * The thread's start: its priority lowered first, so that even loading its modules yields to prints (Linux keeps a
 * nice value per thread: `setpriority` on the thread's id, read from /proc/thread-self; lowering needs no privilege;
 * elsewhere it keeps the normal priority). Then its TypeScript is loaded as the server's is, with tsx, through tsx's
 * require hook: Node 20 does not run the import hooks the server starts with (--import tsx) in a thread.
 */
const THREAD_START = `
const { workerData } = require('node:worker_threads');
try {
  require('node:os').setPriority(Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()), workerData.nice);
} catch {}
require('tsx/cjs/api').register();
require(${JSON.stringify(fileURLToPath(new URL('./intake-chunk-thread.ts', import.meta.url)))});
`;

function ownCopy(data: Buffer): ArrayBuffer {
  const copy = new ArrayBuffer(data.byteLength);
  new Uint8Array(copy).set(data);
  return copy;
}

/** The thread's nice value: the lowest priority Linux gives (19), so a print's threads come first. */
export const INTAKE_CHUNK_NICE = 19;

/**
 * Stores phones' chunks (docs/decisions/0097-intake-chunks-in-a-thread-of-low-priority.md): in a thread of their
 * own at the lowest CPU priority when the database is a file or a server (intake-chunk-thread.ts), so that their
 * work yields the cores to prints; on this thread when `target` is null (a handle given as it is, as tests do) or an
 * in-memory database, which another thread cannot open. A thread that dies fails the chunks it held with BUSY (the
 * phone sends them again) and is started anew.
 */
export function createIntakeChunkWriter(database: DatabaseHandle, target: DatabaseTarget | null): IntakeChunkWriter {
  if (!target || (target.engine === 'sqlite' && target.file === ':memory:'))
    return { write: (ids, seq, data, now) => receiveIntakeChunk(database, ids, seq, data, now), close: async () => {} };

  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: ChunkProgress) => void; reject: (error: unknown) => void }>();
  const failAll = (error: unknown) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const start = () => {
    const started = new Worker(THREAD_START, { eval: true, execArgv: [], workerData: { target, nice: INTAKE_CHUNK_NICE } });
    started.on('message', (answer: ChunkAnswer) => {
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (pending.size === 0) started.unref();
      if ('result' in answer) waiting.resolve(answer.result);
      else
        waiting.reject(
          answer.error.code === 'INTERNAL'
            ? new Error(answer.error.message)
            : new AppError(answer.error.code, answer.error.message, { fields: answer.error.fields }),
        );
    });
    const lost = (cause: unknown) => {
      if (worker !== started) return;
      worker = null;
      failAll(new AppError('BUSY', undefined, { cause }));
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`the intake chunk thread ended (${code})`)));
    return started;
  };

  return {
    write(ids, seq, data, now = Date.now()) {
      worker ??= start();
      const id = nextId++;
      // The body's own memory moves to the thread; a body that shares its memory (Node's pool of small buffers) is
      // copied into memory of its own first.
      const bytes = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? (data.buffer as ArrayBuffer) : ownCopy(data);
      const answer = new Promise<ChunkProgress>((resolve, reject) => pending.set(id, { resolve, reject }));
      // Idle, it does not hold the process open; with chunks in hand, it does.
      worker.ref();
      worker.postMessage({ id, ids, seq, data: bytes, now } satisfies ChunkRequest, [bytes]);
      return answer;
    },
    async close() {
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
