import { BoundedQueue } from '../../lib/bounded-queue';

/** Intake writes waiting their turn on one instance beyond the one running; more are told to wait (503 BUSY, Retry-After). */
const INTAKE_WRITES_WAITING = 100;
/** The longest an intake write waits for its turn before it is told to try again. */
const INTAKE_WRITE_MAX_WAIT_MS = 30_000;

export interface IntakeWrites {
  run<T>(write: () => Promise<T>): Promise<T>;
}

/**
 * The phones' writes on this instance (announcements and chunks), one at a time, each stepping aside while the print
 * queue has prints in hand until `yieldMs` after it arrived (docs/decisions/0096-intake-writes-step-aside-for-prints.md).
 * A burst of fifty phones so never lands on the database and the CPU at once, and a print that arrives meets at most
 * one chunk being written. A write that has waited its turn that long does not wait for prints again, so waits do not
 * add up along the queue. The print queue is only watched: no intake work takes a place in it.
 */
export function createIntakeWrites(prints: Pick<BoundedQueue, 'whenIdle'>, yieldMs: number): IntakeWrites {
  const turns = new BoundedQueue({ concurrency: 1, maxWaiting: INTAKE_WRITES_WAITING, maxWaitMs: INTAKE_WRITE_MAX_WAIT_MS });
  return {
    run: (write) => {
      const yieldUntil = Date.now() + yieldMs;
      return turns.run(async () => {
        await prints.whenIdle(yieldUntil - Date.now());
        return write();
      });
    },
  };
}
