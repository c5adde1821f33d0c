/** A module worker made on first use and kept for the page's life. */
export interface LazyWorker {
  /** The worker, made by the first call; null where module workers or OffscreenCanvas are missing, or it could not be made. */
  get(): Worker | null;
  /** `target` (the worker get gave) failed, its script or a chunk not loaded: with `retry`, it is ended and a new one made on the next get; else none is made again. */
  failed(target: Worker, options: { retry: boolean }): void;
}

/** `create` holds the literal `new Worker(new URL('./….worker.ts', import.meta.url), …)` so the bundler finds and builds the worker. */
export function lazyWorker(create: () => Worker): LazyWorker {
  let worker: Worker | null | undefined;
  return {
    get() {
      if (worker !== undefined) return worker;
      try {
        worker = typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' ? create() : null;
      } catch {
        worker = null;
      }
      return worker;
    },
    failed(target, { retry }) {
      if (retry) {
        worker = undefined;
        target.terminate();
      } else {
        worker = null;
      }
    },
  };
}
