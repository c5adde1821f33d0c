import { AppError } from '@core/errors/app-error';

export interface BoundedQueueOptions {
  /** Tasks run at once. */
  concurrency: number;
  /** Tasks waiting their turn beyond those: `run` refuses more at once. */
  maxWaiting: number;
  /** How long a task waits at most. */
  maxWaitMs: number;
  /** Bytes the admitted requests may hold in memory together (their uploads); unbounded when omitted. */
  maxBytes?: number;
  /** Requests one caller (a signed-in user) may have admitted at once; 2 when omitted. */
  maxPerCaller?: number;
  /** Bytes one caller's admitted requests may hold together; unbounded when omitted. */
  maxBytesPerCaller?: number;
}

/**
 * Bounds memory and image work under bursts, without letting one caller's slow uploads lock the
 * others out. `admit` bounds the uploads: requests come in through it before they read their
 * upload, at most `maxBytes` of uploads together, and at most `maxPerCaller` requests and
 * `maxBytesPerCaller` bytes of any one caller; anything beyond is refused at once with 503 BUSY,
 * before it is read rather than held in memory. `run` bounds the work: a request takes a place
 * there only once its upload has arrived, at most `concurrency` tasks running and `maxWaiting`
 * waiting their turn (each at most `maxWaitMs`); beyond that, 503 BUSY. A slow upload so holds
 * only its caller's places and bytes, never a place in the queue.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];
  private admittedBytes = 0;
  private readonly callers = new Map<string, { requests: number; bytes: number }>();
  private admittedRequests = 0;
  private readonly idleWaiters = new Set<() => void>();

  constructor(private readonly options: BoundedQueueOptions) {}

  get stats() {
    return { running: this.running, waiting: this.waiting.length, admitted: this.admittedRequests, admittedBytes: this.admittedBytes };
  }

  /**
   * Runs `work` (which reads an upload of at most `bytes` and runs its tasks here) if `caller` has a
   * place left and the bytes are free, holding them until it settles; otherwise refuses at once
   * with 503 BUSY, before `work` starts.
   */
  async admit<T>(caller: string, bytes: number, work: () => Promise<T>): Promise<T> {
    const held = this.callers.get(caller) ?? { requests: 0, bytes: 0 };
    const fits =
      held.requests < (this.options.maxPerCaller ?? 2) &&
      held.bytes + bytes <= (this.options.maxBytesPerCaller ?? Number.POSITIVE_INFINITY) &&
      this.admittedBytes + bytes <= (this.options.maxBytes ?? Number.POSITIVE_INFINITY);
    if (!fits) throw new AppError('BUSY');
    held.requests += 1;
    held.bytes += bytes;
    this.callers.set(caller, held);
    this.admittedBytes += bytes;
    this.admittedRequests += 1;
    try {
      return await work();
    } finally {
      held.requests -= 1;
      held.bytes -= bytes;
      if (held.requests === 0) this.callers.delete(caller);
      this.admittedBytes -= bytes;
      this.admittedRequests -= 1;
      if (this.admittedRequests === 0) for (const wake of [...this.idleWaiters]) wake();
    }
  }

  /**
   * Resolves once no request is admitted here, or after `maxWaitMs` at the latest: work that can wait steps aside
   * for the requests this queue serves (an intake's writes for the prints: docs/decisions/0096-intake-writes-step-aside-for-prints.md).
   */
  whenIdle(maxWaitMs: number): Promise<void> {
    if (this.admittedRequests === 0 || maxWaitMs <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.idleWaiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, maxWaitMs);
      this.idleWaiters.add(done);
    });
  }

  /**
   * Runs `task` once fewer than `concurrency` tasks run; refuses with 503 BUSY at once when
   * `maxWaiting` tasks already wait, or after waiting `maxWaitMs`. Call it within `admit`, once the upload has arrived.
   */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxWaiting) return Promise.reject(new AppError('BUSY'));
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(entry);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(new AppError('BUSY'));
        }, this.options.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running -= 1;
  }
}
