import { AppError } from '../../../core/src/errors/app-error';

export interface BoundedQueueOptions {
  /** Tasks run at once. */
  concurrency: number;
  /** Requests admitted beyond those (reading their upload or waiting their turn): `admit` refuses more. */
  maxWaiting: number;
  /** How long a task waits at most. */
  maxWaitMs: number;
  /** Bytes the admitted requests may hold in memory together (their uploads); unbounded when omitted. */
  maxBytes?: number;
}

/**
 * Bounds memory under bursts. `admit` is the bound: requests come in through it before they read
 * their upload, at most `concurrency + maxWaiting` at once (a place each, whether reading, waiting
 * or running) and at most `maxBytes` of uploads together; anything beyond is refused at once with
 * 503 BUSY, before it is read rather than held in memory until its decode is refused. `run` then
 * runs their tasks, at most `concurrency` at once, the others waiting their turn (each at most
 * `maxWaitMs`, then 503 BUSY). An admitted request runs its tasks one at a time (front, then back),
 * so at most `maxWaiting` tasks ever wait: `run` keeps no count of its own.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];
  private admitted = 0;
  private admittedBytes = 0;

  constructor(private readonly options: BoundedQueueOptions) {}

  get stats() {
    return { running: this.running, waiting: this.waiting.length, admitted: this.admitted, admittedBytes: this.admittedBytes };
  }

  /**
   * Runs `work` (which reads an upload of at most `bytes` and runs its tasks here) if a place and the
   * bytes are free, holding them until it settles; otherwise refuses at once with 503 BUSY, before
   * `work` starts.
   */
  async admit<T>(bytes: number, work: () => Promise<T>): Promise<T> {
    const places = this.options.concurrency + this.options.maxWaiting;
    if (this.admitted >= places || this.admittedBytes + bytes > (this.options.maxBytes ?? Number.POSITIVE_INFINITY)) throw new AppError('BUSY');
    this.admitted += 1;
    this.admittedBytes += bytes;
    try {
      return await work();
    } finally {
      this.admitted -= 1;
      this.admittedBytes -= bytes;
    }
  }

  /** Runs `task` once fewer than `concurrency` tasks run; refuses with 503 BUSY after waiting `maxWaitMs`. Call it within `admit`. */
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
