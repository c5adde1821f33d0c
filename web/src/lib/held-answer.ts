import { useEffect, useSyncExternalStore } from 'react';

/** What a component sees of a held answer (the same fields as TanStack Query's, which later pages use). */
export type HeldAnswerResult<T> = { refetch: () => Promise<void> } & (
  | { status: 'pending'; data: undefined; error: null; isPending: true; isError: false }
  | { status: 'error'; data: T | undefined; error: unknown; isPending: false; isError: true }
  | { status: 'success'; data: T; error: null; isPending: false; isError: false }
);

export interface HeldAnswerOptions<T> {
  /** Reads the answer from the server. */
  read: () => Promise<T>;
  /**
   * The answer the page already has, looked up at first use: the page's data block (decision 0076), or
   * "signed out" where the browser has no session. Undefined: read from the server when first shown.
   */
  known?: () => T | undefined;
  /** The first render shows `known` (what the prerendered HTML was built with); else it shows pending. */
  knownWhenBuilt?: boolean;
  /** Read again when shown after this long (ms); never by default. */
  maxAgeMs?: number;
}

export interface HeldAnswer<T> {
  /** The answer, read when a component first shows it and the page does not have it. */
  use: () => HeldAnswerResult<T>;
  /** Reads now unless the answer is here (joins a read under way); resolves when it is. */
  prefetch: () => Promise<void>;
  /** Reads again now (after a sign-in or a purchase); resolves with the answer, undefined if the read failed. */
  reload: () => Promise<T | undefined>;
  /** Holds `data` as the answer from now (nobody signed in, after a sign-out). */
  set: (data: T) => void;
}

/** Every held answer, so that tests start each case from a page that has read nothing. */
const all = new Set<{ reset: () => void }>();

/** Forgets every held answer, as a new page (tests). */
export function forgetHeldAnswers(): void {
  for (const held of all) held.reset();
}

function sameAnswer(held: unknown, fresh: unknown): boolean {
  try {
    return JSON.stringify(held) === JSON.stringify(fresh);
  } catch {
    return false;
  }
}

const pending = { status: 'pending', data: undefined, error: null, isPending: true, isError: false } as const;

/**
 * One answer a page reads once and holds for its life: who is signed in, the site's facts, the plans
 * (decision 0081). Not a query cache: no keys, no retries, nothing forgotten. It is read when first shown
 * unless the page already has it, again when asked (`reload`, Retry after an error, the connection coming
 * back after an error) or when shown after `maxAgeMs`. The pages loaded after the landing use TanStack Query.
 */
export function heldAnswer<T>(options: HeldAnswerOptions<T>): HeldAnswer<T> {
  let started = false;
  let result: HeldAnswerResult<T>;
  let first: HeldAnswerResult<T>;
  let readAt = 0;
  let reading: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  const success = (data: T): HeldAnswerResult<T> => ({ status: 'success', data, error: null, isPending: false, isError: false, refetch });
  const show = (next: HeldAnswerResult<T>) => {
    result = next;
    for (const listener of listeners) listener();
  };
  const start = () => {
    if (started) return;
    started = true;
    const known = options.known?.();
    result = known === undefined ? { ...pending, refetch } : success(known);
    first = known !== undefined && options.knownWhenBuilt ? result : { ...pending, refetch };
    readAt = known === undefined ? 0 : Date.now();
  };
  const read = (): Promise<void> =>
    (reading ??= (async () => {
      try {
        const data = await options.read();
        readAt = Date.now();
        // An equal answer keeps the object held, so effects that depend on it do not run again.
        if (result.status !== 'success' || !sameAnswer(result.data, data)) show(success(data));
      } catch (error) {
        show({ status: 'error', data: result.data, error, isPending: false, isError: true, refetch });
      } finally {
        reading = undefined;
      }
    })());
  function refetch(): Promise<void> {
    start();
    return read();
  }
  const due = () => result.status !== 'success' || (options.maxAgeMs !== undefined && Date.now() - readAt >= options.maxAgeMs);
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  if (typeof window !== 'undefined')
    window.addEventListener('online', () => {
      if (started && listeners.size > 0 && result.status === 'error') void read();
    });

  all.add({
    reset: () => {
      started = false;
      readAt = 0;
      reading = undefined;
    },
  });

  return {
    use: () => {
      start();
      const shown = useSyncExternalStore(
        subscribe,
        () => result,
        () => first,
      );
      useEffect(() => {
        if (due()) void read();
      }, []);
      return shown;
    },
    prefetch: () => {
      start();
      return due() ? read() : Promise.resolve();
    },
    reload: async () => {
      start();
      // A read under way may have started before the change: read once more after it.
      if (reading) await reading;
      await read();
      return result.status === 'success' ? result.data : undefined;
    },
    set: (data) => {
      start();
      readAt = Date.now();
      show(success(data));
    },
  };
}
