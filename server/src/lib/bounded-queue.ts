import { AppError } from '../../../core/src/errors/app-error';

/**
 * Runs at most `concurrency` tasks at once; up to `maxWaiting` more wait their turn (each at most
 * `maxWaitMs`); anything beyond is refused at once with 503 BUSY. Bounds memory under bursts.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  constructor(private readonly options: { concurrency: number; maxWaiting: number; maxWaitMs: number }) {}

  get stats() {
    return { running: this.running, waiting: this.waiting.length };
  }

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
