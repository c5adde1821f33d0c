import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/create-database';
import { acquireLease, releaseLease } from './acquire-lease';

export interface LeasedWork {
  /** Whether this instance holds the lease right now (as of its last renewal). */
  readonly holding: boolean;
  /** How many times `work` has run here. */
  readonly runs: number;
  /** Stops renewing and running; gives the lease up if held. */
  stop(): Promise<void>;
}

export interface LeasedWorkOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** The lease's name in background_leases (e.g. `order-sweeper`). */
  name: string;
  /** This instance (config.instanceId). */
  holder: string;
  /** How long the lease lasts unless renewed; it is renewed every third of that. */
  leaseMs: number;
  /** Run `work` this often while holding the lease. */
  everyMs: number;
  work(): Promise<unknown>;
  /** Skip a turn (draining for shutdown). */
  paused?(): boolean;
}

/**
 * Runs `work` every `everyMs` on whichever one instance holds the lease `name` (decision 0028).
 * Every third of the lease the instance takes or renews it; if the holder stops renewing (it died,
 * hung or lost the database) the lease lapses and another instance takes over within one lease
 * length. A run that outlasts the lease may overlap another's first run: work run this way must be
 * safe to repeat (the sweeper claims each order before asking the gateway).
 */
export function runUnderLease(options: LeasedWorkOptions): LeasedWork {
  const { database, log, name, holder, leaseMs, everyMs } = options;
  let holding = false;
  let runs = 0;
  // The first run comes one interval after start, as a plain timer's would.
  let lastRunAt = Date.now();
  let working = false;
  let ticking: Promise<void> | null = null;
  let stopped = false;
  let failing = false;

  const tick = () => {
    if (stopped || ticking) return;
    ticking = turn().finally(() => {
      ticking = null;
    });
  };

  const turn = async () => {
    let held: boolean;
    try {
      held = await acquireLease(database, { name, holder, leaseMs });
      failing = false;
    } catch (err) {
      // The database is away: act as if the lease was lost (it lapses by itself meanwhile), so no two instances work at once.
      held = false;
      if (!failing) log.warn({ lease: name, holder, err: err instanceof Error ? err.message : String(err) }, 'background lease could not be renewed');
      failing = true;
    }
    if (held && !holding) log.info({ lease: name, holder, leaseMs }, 'background lease taken: this instance runs the work now');
    if (!held && holding) log.warn({ lease: name, holder }, 'background lease lost: another instance runs the work now');
    holding = held;
    if (stopped || !holding || working || options.paused?.() || Date.now() - lastRunAt < everyMs) return;
    working = true;
    lastRunAt = Date.now();
    runs += 1;
    options
      .work()
      .catch((err: unknown) => log.warn({ lease: name, err: err instanceof Error ? err.message : String(err) }, 'background work failed'))
      .finally(() => {
        working = false;
      });
  };

  const timer = setInterval(tick, Math.max(100, Math.floor(leaseMs / 3)));
  timer.unref();
  tick();

  return {
    get holding() {
      return holding;
    },
    get runs() {
      return runs;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await ticking;
      if (!holding) return;
      holding = false;
      await releaseLease(database, { name, holder }).catch((err: unknown) =>
        log.warn({ lease: name, err: err instanceof Error ? err.message : String(err) }, 'background lease could not be released; it lapses by itself'),
      );
    },
  };
}
